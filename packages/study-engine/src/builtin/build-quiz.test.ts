import type { QuizQuestion, QuizType } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { frenchRevolutionLesson, marketsLesson, probabilityRulesLesson } from '../test-lessons.ts';
import { createBuiltinEngine } from './builtin-engine.ts';

const engine = createBuiltinEngine();

/** The questions of `rounds` English quizzes of `text`, each avoiding the prompts of those before. */
async function questionsOver(text: string, type: QuizType, rounds = 4): Promise<QuizQuestion[]> {
  const questions: QuizQuestion[] = [];
  for (let round = 0; round < rounds; round++) {
    const avoid = questions.map((question) => question.prompt);
    const quiz = await engine.generateQuiz({ text, language: 'en', type, avoid });
    questions.push(...quiz.questions);
  }
  return questions;
}

describe('quiz distractors', () => {
  it('quotes a definition up to the colon that announces its formula, on one line', async () => {
    const text = probabilityRulesLesson;
    const questions = await questionsOver(text, 'mcq', 3);
    const probability = questions.find((q) => q.prompt === 'Which of these defines “probability”?');
    expect(probability?.answer).toBe(
      'the number of favourable outcomes divided by the total number of outcomes',
    );
    for (const question of questions) {
      expect(question.prompt).not.toContain('\n');
      if (question.type === 'mcq')
        for (const choice of question.choices) expect(choice).not.toContain('\n');
    }
  });

  it('offers as terms only words the lesson’s sentences use, never a heading’s alone ("Key dates")', async () => {
    const input = { text: frenchRevolutionLesson, language: 'en' as const };
    const body = frenchRevolutionLesson
      .split('\n')
      .filter((line) => !line.startsWith('#'))
      .join('\n');
    const choices: string[] = [];
    for (const answerCount of [2, 3, 4] as const) {
      const avoid: string[] = [];
      for (let round = 0; round < 6; round++) {
        const quiz = await engine.generateQuiz({ ...input, type: 'mcq', answerCount, avoid });
        for (const question of quiz.questions) {
          avoid.push(question.prompt);
          if (question.type === 'mcq' && /^Which term/.test(question.prompt)) {
            choices.push(...question.choices);
          }
        }
      }
    }
    expect(choices.length).toBeGreaterThan(50);
    expect(choices.filter((choice) => !body.includes(choice))).toEqual([]);
  });

  it('sets no French adjective beside a noun ("humaines" for "guerre totale")', async () => {
    const text = `# La Première Guerre mondiale

## Une guerre totale

La Première Guerre mondiale est une guerre totale : toutes les ressources des pays en guerre, humaines, économiques et morales, sont mobilisées. Les femmes remplacent les hommes dans les usines et les champs. La propagande est l'ensemble des moyens utilisés par l'État pour influencer l'opinion et maintenir le moral de l'arrière.

## Les tranchées

Les soldats, surnommés les « poilus » en France, vivent dans des tranchées, des fossés creusés dans la terre pour se protéger des tirs. En 1916, la bataille de Verdun oppose Français et Allemands pendant dix mois. L'armistice est signé le 11 novembre 1918 à Rethondes.
`;
    const choices: string[] = [];
    const avoid: string[] = [];
    for (let round = 0; round < 4; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'fr', type: 'mcq', avoid });
      for (const question of quiz.questions) {
        avoid.push(question.prompt);
        if (
          question.type === 'mcq' &&
          /^Quel terme/.test(question.prompt) &&
          !['humaines', 'économiques'].includes(question.answer)
        ) {
          choices.push(...question.choices);
        }
      }
    }
    expect(choices.length).toBeGreaterThan(12);
    expect(choices).not.toContain('humaines');
    expect(choices).not.toContain('économiques');
  });
});

describe('fill-in questions', () => {
  it('asks a term the sentence names twice in the clause that names it once', async () => {
    const text = `# Vaccines

## History

Edward Jenner showed in 1796 that cowpox protected people against smallpox; smallpox was declared eradicated by the World Health Organization in 1980. Louis Pasteur made the first rabies vaccine in 1885.

## How a vaccine works

A vaccine is a preparation that trains the immune system without causing the disease. An antigen is a molecule that the immune system recognises as foreign. Antibodies are proteins that bind to one specific antigen. Memory cells are lymphocytes that remember an antigen for years. A booster is a later dose that renews the protection of a vaccine.

## Protecting everyone

Herd immunity is the protection of a whole population when most of its members are immune. An epidemic is a rapid spread of a disease in a population. A pandemic is an epidemic that spreads across several continents. Quarantine is the isolation of people who may carry a pathogen.
`;
    const smallpox = (await questionsOver(text, 'fill'))
      .filter((question) => question.answer.toLowerCase() === 'smallpox')
      .map((question) => question.prompt);
    expect(smallpox.length).toBeGreaterThan(0);
    for (const prompt of smallpox) {
      expect(prompt).toBe(
        'Edward Jenner showed in 1796 that cowpox protected people against _____.',
      );
    }
  });
});

describe('blanks a student can fill', () => {
  it('leaves no blank right after a demonstrative that points back ("Ces _____ sont…")', async () => {
    const text = `# Les volcans

## Deux types d'éruptions

On distingue deux grands types d'éruptions volcaniques. Lors d'une éruption effusive, une lave fluide et chaude s'écoule en longues coulées. Ces éruptions sont peu dangereuses pour les populations.

Lors d'une éruption explosive, une lave visqueuse et riche en gaz bouche la cheminée. La pression augmente jusqu'à ce que le bouchon explose, projetant des cendres et des blocs de roche.

## Le magma

Le magma est une roche fondue, mélangée à des gaz, qui se forme en profondeur dans le manteau. Le magma s'accumule dans une réserve située sous le volcan, appelée chambre magmatique. Un sismographe est un appareil qui enregistre les vibrations du sol.
`;
    const prompts: string[] = [];
    for (let round = 0; round < 4; round++) {
      const quiz = await engine.generateQuiz({
        text,
        language: 'fr',
        type: 'fill',
        avoid: prompts,
      });
      prompts.push(...quiz.questions.map((question) => question.prompt));
    }
    expect(prompts.length).toBeGreaterThan(0);
    expect(prompts.filter((prompt) => /\b(?:Ces|Cette|Ce|Cet) _____/.test(prompt))).toEqual([]);
  });
});

describe('questions on what the lesson says of a term', () => {
  const text = `# Acids, bases and pH

## What is an acid?

An acid is a substance that releases hydrogen ions (H+) when it dissolves in water. Acids taste sour and turn blue litmus paper red. Hydrochloric acid is a strong acid; ethanoic acid, found in vinegar, is a weak acid.

## What is a base?

A base is a substance that neutralises an acid. Bases that dissolve in water are called alkalis. An alkali releases hydroxide ions (OH-) in solution. Sodium hydroxide is a common alkali used to make soap.

## The pH scale

The pH scale measures how acidic or alkaline a solution is. Universal indicator changes colour across the whole scale, so it shows the approximate pH of a solution.

## Neutralisation

Neutralisation is the reaction between an acid and a base that produces a salt and water. Farmers spread lime on fields to reduce the acidity of the soil. Indigestion tablets contain a base that neutralises excess stomach acid. Toothpaste is slightly alkaline because it neutralises the acids made by bacteria in the mouth.

## Titration

A titration is a method used to find the exact volume of acid needed to neutralise a known volume of alkali. The acid is added from a burette until the indicator changes colour.
`;

  it('offers the lesson’s sentence among what it says of other terms, none of them true of this one', async () => {
    const asked: Array<{ prompt: string; choices: string[]; answer: string }> = [];
    const avoid: string[] = [];
    for (let round = 0; round < 4; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'en', type: 'mcq', avoid });
      for (const question of quiz.questions) {
        avoid.push(question.prompt);
        if (
          question.type === 'mcq' &&
          question.prompt.startsWith('Which of these does the lesson say about')
        ) {
          asked.push(question);
        }
      }
    }
    expect(asked.length).toBeGreaterThan(0);
    for (const { prompt, choices, answer } of asked) {
      const term = /“(.+)”/.exec(prompt)?.[1] ?? '';
      expect(text).toContain(answer);
      for (const choice of choices.filter((c) => c !== answer)) {
        expect(choice.toLowerCase()).toContain(term.toLowerCase());
        expect(text).not.toContain(choice.slice(0, -1));
        // Never what a class is said to do ("Acids taste sour"), what a term is a kind of ("is a
        // substance…", true of an alkali too), a comparison or what someone does.
        expect(choice).not.toMatch(
          /taste sour|feel soapy| is an? |than|dissolve in water are called/,
        );
      }
    }
  });
});

describe('a sentence that announces a formula', () => {
  it('is asked with the formula it announces', async () => {
    const text = `# La photosynthèse

## Définition

La photosynthèse est le processus par lequel les végétaux chlorophylliens fabriquent de la matière organique à partir d'eau, de dioxyde de carbone et d'énergie lumineuse. Elle a lieu dans les chloroplastes, des organites présents surtout dans les cellules des feuilles.

## Les conditions nécessaires

Pour réaliser la photosynthèse, une plante a besoin :

- de lumière ;
- d'eau, prélevée dans le sol par les racines ;
- de dioxyde de carbone (CO2), qui entre dans la feuille par les stomates ;
- de chlorophylle, le pigment vert qui capte l'énergie lumineuse.

Les stomates sont de petits orifices situés sur la face inférieure des feuilles. Ils permettent les échanges de gaz entre la feuille et l'atmosphère.

## L'équation bilan

L'équation bilan de la photosynthèse s'écrit :

6 CO2 + 6 H2O → C6H12O6 + 6 O2

Le glucose (C6H12O6) produit est ensuite transformé en amidon, une forme de stockage. Le dioxygène est rejeté dans l'atmosphère.

## La sève brute et la sève élaborée

La sève brute est composée d'eau et de sels minéraux. Elle circule des racines vers les feuilles dans les vaisseaux du xylème. La sève élaborée contient les sucres fabriqués par la photosynthèse ; elle circule dans le phloème et distribue la matière organique à toute la plante.

## Importance pour la vie sur Terre

La photosynthèse est à l'origine de presque toute la matière organique sur Terre. Les végétaux sont donc des producteurs primaires : ils sont à la base des chaînes alimentaires. En 1779, Jan Ingenhousz a montré que les plantes ne produisent du dioxygène qu'en présence de lumière.
`;
    const prompts: string[] = [];
    for (const type of ['mcq', 'fill'] as const) {
      const avoid: string[] = [];
      for (let round = 0; round < 3; round++) {
        const quiz = await engine.generateQuiz({ text, language: 'fr', type, avoid });
        avoid.push(...quiz.questions.map((q) => q.prompt));
      }
      prompts.push(...avoid.filter((prompt) => prompt.includes("s'écrit")));
    }
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts)
      expect(prompt).toContain("s'écrit : 6 CO2 + 6 H2O → C6H12O6 + 6 O2");
  });
});

describe('wrong choices of a question that asks for a term', () => {
  const text = `# Supply and demand

## Demand

Demand is the quantity of a good that consumers are willing and able to buy at each price. The law of demand states that, other things being equal, when the price of a good rises, the quantity demanded falls. A demand curve shows this relationship on a graph; it slopes downwards from left to right. Substitutes are goods that can replace each other, such as tea and coffee. When the price of coffee rises, the demand for tea increases.

## Supply

Supply is the quantity of a good that producers are willing to sell at each price. The law of supply states that when the price rises, producers supply more. A supply curve slopes upwards. Higher production costs shift the supply curve to the left.

## Market equilibrium

The equilibrium price is the price at which the quantity demanded equals the quantity supplied. If the price is above equilibrium, there is a surplus: sellers cannot sell everything they produce. If the price is below equilibrium, there is a shortage, and buyers compete for the few goods available. Adam Smith called the forces that push a market towards equilibrium the invisible hand.

## Elasticity

Price elasticity of demand measures how much the quantity demanded responds to a change in price. Demand for necessities such as bread is inelastic: people keep buying them when prices rise. Demand for luxury goods is elastic.
`;

  it('are nouns for a noun: no "inelastic" or "willing" among the terms a definition asks for', async () => {
    const asked: Array<{ answer: string; choices: string[] }> = [];
    const avoid: string[] = [];
    for (let round = 0; round < 4; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'en', type: 'mcq', avoid });
      for (const question of quiz.questions) {
        avoid.push(question.prompt);
        if (question.type === 'mcq' && question.prompt.startsWith('Which term means this')) {
          asked.push(question);
        }
      }
    }
    const nouns = asked.filter((q) => ['demand', 'supply', 'substitutes'].includes(q.answer));
    expect(nouns.length).toBeGreaterThan(0);
    for (const question of nouns) {
      expect(
        question.choices.filter((c) => ['inelastic', 'elastic', 'willing'].includes(c)),
      ).toEqual([]);
    }
  });
});

describe('wrong choices of a question that asks for a phrase', () => {
  it('are nouns for a phrase whose last word is a noun the lexicon reads first as an adjective ("inferior good")', async () => {
    const goods = (await questionsOver(marketsLesson, 'mcq')).filter(
      (q) =>
        q.type === 'mcq' &&
        q.prompt.startsWith('Which term means this') &&
        q.answer.endsWith(' good'),
    );
    expect(goods.length).toBeGreaterThan(0);
    for (const question of goods) {
      if (question.type !== 'mcq') continue;
      expect(
        question.choices.filter((c) => ['profitable', 'willing', 'inelastic'].includes(c)),
      ).toEqual([]);
    }
  });
});

describe('wrong choices of a question that gives a definition', () => {
  it('are terms the lesson explains before names it never explains ("Hannibal" for "a state in which…")', async () => {
    const text = `# The Roman Republic

## Institutions

The Republic was a state in which power belonged to the people and was exercised by elected officials. The Senate was an assembly of about 300 former magistrates who served for life. A magistrate was an elected official who held power for one year. A dictator was a magistrate who held absolute power for six months. The Republic lasted for almost five centuries, and the Senate directed its foreign policy.

## Wars

Rome fought Carthage in the Punic Wars. Hannibal crossed the Alps and defeated the Romans at Cannae. Scipio finally defeated Hannibal at Zama. Carthage was destroyed in 146 BC, and Hannibal fled to the east. Scipio returned to Rome in triumph.
`;
    const quiz = await engine.generateQuiz({ text, language: 'en', type: 'mcq' });
    const asked = quiz.questions.filter(
      (q) => q.prompt.startsWith('Which term means this') && /Republic|Senate/.test(q.answer),
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) {
      const other = question.answer === 'Republic' ? 'Senate' : 'Republic';
      expect(question.type === 'mcq' ? question.choices : []).toContain(other);
    }
  });
});

describe('questions on what a term does, the other way round', () => {
  it('asks which of the lesson’s terms does what a sentence says, before a blank, in English and French', async () => {
    const en = `# The skeleton

The thoracic cage protects the heart and lungs, and it moves with each breath. The thoracic cage is formed by the ribs, the sternum and the thoracic vertebrae.

The sternum is the flat bone at the front of the chest. The clavicle is the long bone that connects the arm to the body. The scapula is the flat bone of the shoulder blade. The femur is the longest bone of the body.

The skull is the bony structure of the head. The pelvis is the basin-shaped ring of bones at the base of the spine. The patella is the small bone in front of the knee. The mandible is the bone of the lower jaw.
`;
    const fr = `# Le squelette

La cage thoracique protège le cœur et les poumons, et elle bouge à chaque respiration. La cage thoracique est formée par les côtes, le sternum et les vertèbres thoraciques.

Le sternum est l'os plat situé à l'avant de la poitrine. La clavicule est l'os long qui relie le bras au tronc. L'omoplate est l'os plat de l'épaule. Le fémur est l'os le plus long du corps.

Le crâne est la structure osseuse de la tête. Le bassin est l'anneau osseux situé à la base de la colonne. La rotule est le petit os situé devant le genou. La mandibule est l'os de la mâchoire inférieure.
`;
    for (const [text, language, prompt, answer, other] of [
      [
        en,
        'en',
        'According to the lesson, which of these protects the heart and lungs?',
        'thoracic cage',
        /sternum|vertebrae|ribs/,
      ],
      [
        fr,
        'fr',
        'Selon le cours, qu’est-ce qui protège le cœur et les poumons ?',
        'cage thoracique',
        /sternum|vertèbres|côtes/,
      ],
    ] as const) {
      const quiz = await engine.generateQuiz({ text, language, type: 'mcq', answerCount: 4 });
      const question = quiz.questions.find((q) => q.prompt === prompt);
      expect(question, prompt).toBeDefined();
      if (question?.type !== 'mcq') continue;
      expect(question.answer).toBe(answer);
      // No term the lesson names beside the answer ("formed by the ribs, the sternum…").
      expect(question.choices.join(' | ')).not.toMatch(other);
      expect(quiz.questions.some((q) => /_____ protège|_____ protects/.test(q.prompt))).toBe(false);
    }
  });
});

describe('a term shown with the words of its abbreviation', () => {
  it('is asked where the lesson writes the abbreviation ("The IRB is a committee…")', async () => {
    const text = `# Research ethics

Any institution that does research on people must have an institutional review board (IRB). The IRB is a committee of scientists and community members that reviews every proposal. The IRB can stop an experiment at any time.

Informed consent is the agreement of a participant who knows the risks of a study. Deception is the act of misleading participants about the purpose of a study. Debriefing is the full explanation given to participants at the end of a study. Confidentiality is the protection of what participants share with the researchers.

Animal research is research carried out on animals instead of people. A pilot study is a small study run before the main one. Anonymity is the absence of any link between a participant and their answers.

Researchers must protect participants from harm. A consent form describes what participants can expect during the experiment. Participants may leave a study whenever they want. Researchers report their results honestly. Data are stored safely for several years. Some studies need the approval of a second committee. Children need the consent of their parents.
`;
    const quiz = await engine.generateQuiz({ text, language: 'en', type: 'mcq', answerCount: 4 });
    const asked = quiz.questions.filter((q) => q.answer === 'institutional review board (IRB)');
    expect(asked.map((q) => q.prompt)).toContain(
      'Which term means this: “a committee of scientists and community members that reviews every proposal”?',
    );
  });

  it('blanks the name and its abbreviation together, where the answer shows both', async () => {
    const text = `# Computer networks

## Hardware

Each device on a network needs a network interface card (NIC). The NIC gives each device a unique hardware address. A switch connects the devices of a LAN and sends each packet only to the device it is addressed to.

## Protocols

A protocol is a set of rules that devices follow to communicate. A packet is a small unit of data sent over a network. Phishing is an attempt to trick people into giving away their passwords. Malware is software designed to damage a computer or steal data. A firewall monitors the traffic entering and leaving a network.
`;
    const prompts = (await questionsOver(text, 'fill'))
      .filter((question) => question.answer === 'network interface card (NIC)')
      .map((question) => question.prompt);
    expect(prompts).toContain('Each device on a network needs a _____.');
    expect(prompts.filter((prompt) => prompt.includes('(_____)'))).toEqual([]);
  });
});

describe('questions on people', () => {
  const pioneers = `# Electricity pioneers

## The scientists

Georg Ohm was a German physicist who studied the resistance of wires. Michael Faraday was an English scientist who discovered electromagnetic induction. Alessandro Volta was an Italian physicist who invented the first battery. André-Marie Ampère was a French mathematician who described the force between two currents.

## Units

Resistance is the opposition of a component to the flow of current. Resistance is measured in ohms. Voltage is the energy transferred per unit of charge. Voltage is measured in volts. Current is the rate of flow of electric charge. Current is measured in amperes. Capacitance is the ability of a component to store charge. Capacitance is measured in farads.

## Circuits

A circuit is a closed loop through which current flows. A battery is a source of electrical energy made of cells. A switch is a device that opens or closes a circuit. A resistor is a component that limits the current. Electromagnetic induction is the production of a voltage by a changing magnetic field.
`;
  const described = (choice: string) => /^an? (?:German|English|Italian|French) /.test(choice);

  it('ask who a person was among what other people were', async () => {
    const quiz = await engine.generateQuiz({ text: pioneers, language: 'en', type: 'mcq' });
    const asked = quiz.questions.filter((q) => q.type === 'mcq' && described(q.answer));
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) {
      expect(question.prompt).toMatch(/^Who was “/);
      if (question.type === 'mcq') expect(question.choices.every(described)).toBe(true);
    }
    // The other way round: the description given, the person asked for.
    const named = quiz.questions.filter((q) =>
      /“an? (?:German|English|Italian|French) /.test(q.prompt),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const question of named) expect(question.prompt).toMatch(/^Who was this: “/);
  });

  it('do not offer the only person’s description among definitions of things', async () => {
    const text = pioneers.replace(
      /## The scientists\n\n.*\n/,
      '## A scientist\n\nGeorg Ohm, a German physicist, published his law in 1827.\n',
    );
    const avoid: string[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'en', type: 'mcq', avoid });
      for (const question of quiz.questions) {
        expect(question.answer).not.toMatch(/German physicist/);
        avoid.push(question.prompt);
      }
    }
  });

  it('ask who a person was only among people ("Qui était-ce : « un chimiste… » ?")', async () => {
    const text = `# Les savants des Lumières

## Les savants

Antoine Lavoisier est un chimiste français qui a découvert le rôle de l'oxygène dans la combustion. Isaac Newton est un physicien anglais qui a formulé la loi de la gravitation universelle. Carl von Linné est un naturaliste suédois qui a classé les êtres vivants. Émilie du Châtelet est une mathématicienne française qui a traduit l'œuvre de Newton.

## Les notions

La combustion est une réaction chimique entre un combustible et un comburant. La gravitation est l'attraction qui s'exerce entre deux corps ayant une masse. La classification est le rangement des êtres vivants en groupes selon leurs caractères communs. Une espèce est un ensemble d'individus capables de se reproduire entre eux. Un comburant est une substance qui permet la combustion, comme le dioxygène.

## Les Lumières

Les Lumières sont un mouvement intellectuel du XVIIIe siècle qui défend la raison contre les préjugés. L'Encyclopédie, dirigée par Diderot et d'Alembert, rassemble les connaissances de l'époque.
`;
    const people =
      /^(?:Antoine Lavoisier|Isaac Newton|Carl von Linné|Linné|Émilie du Châtelet|Diderot|d’Alembert|Alembert)$/;
    const avoid: string[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'fr', type: 'mcq', avoid });
      for (const question of quiz.questions) {
        avoid.push(question.prompt);
        if (!question.prompt.startsWith('Qui était-ce') || question.type !== 'mcq') continue;
        for (const choice of question.choices) expect(choice).toMatch(people);
      }
    }
  });
});

describe('a short lesson', () => {
  it('fills its quiz by asking again about a term from another sentence, never with a fragment ("d’abord")', async () => {
    const text = `# Les fractions

## Définitions

Une fraction est un nombre qui s'écrit sous la forme a/b, où a et b sont des nombres entiers et b est différent de 0. Le nombre a est le numérateur et le nombre b est le dénominateur. Le dénominateur indique en combien de parts égales on partage l'unité ; le numérateur indique combien de parts on prend.

Deux fractions sont égales quand on peut passer de l'une à l'autre en multipliant ou en divisant le numérateur et le dénominateur par un même nombre non nul. Par exemple, 2/3 = 4/6.

Simplifier une fraction, c'est écrire une fraction égale avec un numérateur et un dénominateur plus petits. Une fraction irréductible est une fraction qu'on ne peut plus simplifier.

## Opérations

Pour additionner deux fractions, on les met d'abord au même dénominateur, puis on additionne les numérateurs :

a/c + b/c = (a + b)/c

Pour multiplier deux fractions, on multiplie les numérateurs entre eux et les dénominateurs entre eux :

a/b × c/d = (a × c)/(b × d)

L'inverse d'un nombre non nul x est le nombre 1/x. Diviser par une fraction revient à multiplier par son inverse.

## Histoire

Les Égyptiens utilisaient déjà des fractions vers 1800 avant J.-C. La barre de fraction a été popularisée par le mathématicien italien Fibonacci au XIIIe siècle.
`;
    const quiz = await engine.generateQuiz({ text, language: 'fr', type: 'mcq', answerCount: 4 });
    expect(quiz.questions).toHaveLength(10);
    const answers = quiz.questions.map((q) => (q.type === 'mcq' ? q.answer : ''));
    expect(answers.filter((a) => /abord|revient|italien Fibonacci/.test(a))).toEqual([]);
    expect(new Set(quiz.questions.map((q) => q.prompt)).size).toBe(10);
  });
});

describe('a sentence that announces a list', () => {
  it('is never a prompt with a blank ("On distingue trois _____ :")', async () => {
    const text = `# Les climats de la Terre

## Climat et météo

Le climat est l'ensemble des conditions atmosphériques (températures, précipitations, vents) observées dans une région sur une longue période, en général trente ans. Il ne faut pas le confondre avec la météo, qui décrit le temps qu'il fait à un moment donné.

## Les facteurs du climat

Plusieurs facteurs expliquent la diversité des climats. La latitude est le facteur principal : plus on s'éloigne de l'équateur, plus les températures baissent, car les rayons du Soleil arrivent de façon plus oblique.

L'altitude joue aussi un rôle : la température diminue d'environ 0,6 °C tous les 100 mètres. La proximité de l'océan adoucit les températures : c'est l'influence océanique. À l'inverse, loin des côtes, les écarts de température entre l'été et l'hiver sont forts : on parle de climat continental.

## Les grandes zones climatiques

On distingue trois grandes zones climatiques :

- la zone chaude, entre les tropiques, où il fait chaud toute l'année ;
- les zones tempérées, aux latitudes moyennes, avec des saisons marquées ;
- les zones froides, près des pôles, où l'hiver est long et rigoureux.

Dans la zone chaude, le climat équatorial est chaud et humide toute l'année, alors que le climat désertique se caractérise par des précipitations inférieures à 250 mm par an.

## Le changement climatique

Le réchauffement climatique désigne l'augmentation de la température moyenne de la Terre depuis le début de l'ère industrielle. Il est principalement causé par l'effet de serre, renforcé par les gaz émis par les activités humaines, comme le dioxyde de carbone (CO2) et le méthane. Le GIEC, créé en 1988, est le groupe d'experts chargé d'évaluer ces changements pour l'ONU.
`;
    for (const type of ['mcq', 'fill'] as const) {
      const quiz = await engine.generateQuiz({ text, language: 'fr', type, answerCount: 4 });
      expect(quiz.questions.filter((q) => /_____\s*:\s*[»"]?\s*\??$/.test(q.prompt))).toEqual([]);
      expect(quiz.questions.filter((q) => q.prompt.includes('On distingue trois'))).toEqual([]);
    }
  });
});

describe('prompts of earlier quizzes', () => {
  it('are avoided as the student saw them, blanks closed ("magnification ( a)" shown "(a)")', async () => {
    const text = `# Anatomy

Gross anatomy is the study of the larger structures of the body, those visible without the aid of magnification ( a). Microscopic anatomy is the study of structures that can be observed only with a microscope ( b). Regional anatomy is the study of the structures of a specific body region, such as the abdomen. Systemic anatomy is the study of the structures that make up a discrete body system. Physiology is the scientific study of the chemistry and physics of the structures of the body. Homeostasis is the state of steady internal conditions maintained by living things. Dissection is still used in medical schools and in pathology labs. Neurophysiology is the study of the brain, spinal cord, and nerves and how these work together. Cytology is the study of cells, and histology is the study of tissues. Anatomists take two general approaches to the study of the body: regional and systemic.
`;
    const first = await engine.generateQuiz({ text, language: 'en', type: 'fill' });
    const shown = first.questions.map((q) => q.prompt);
    expect(shown.some((p) => p.includes('(a)'))).toBe(true);
    const second = await engine.generateQuiz({ text, language: 'en', type: 'fill', avoid: shown });
    const again = second.questions.filter((q) => shown.includes(q.prompt)).map((q) => q.prompt);
    expect(again.filter((p) => p.includes('(a)') || p.includes('(b)'))).toEqual([]);
  });
});
