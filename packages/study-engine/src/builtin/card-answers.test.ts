import type { LessonLanguage } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { frenchRevolutionLesson } from '../test-lessons.ts';
import { definitionBody, definitionSpan } from './answer-span.ts';
import { buildFlashcards } from './build-flashcards.ts';
import { termCandidates, termFeatureNames, type KeyTerm } from './extract-key-terms.ts';
import { lessonModel } from './lesson-model.ts';
import { analyzeLesson } from '../text/analyze-lesson.ts';

const cardsOf = (text: string, language: LessonLanguage = 'en') =>
  buildFlashcards(lessonModel(text, language));

/**
 * The answer the lesson gives `surface` as a term defined in the first sentence that names it,
 * whether or not the key-term model ranks it among the cards.
 */
function answerOf(text: string, language: LessonLanguage, surface: string): string | undefined {
  const { model, term } = termIn(text, language, surface);
  return definitionSpan(model, term)?.text;
}

/** What a question may quote as the definition of `surface` (see `answerOf`). */
function bodyOf(text: string, language: LessonLanguage, surface: string): string | undefined {
  const { model, term } = termIn(text, language, surface);
  return definitionBody(model, term)?.text;
}

/** `surface` as a term of the lesson `text`, defined in the first sentence that names it. */
function termIn(text: string, language: LessonLanguage, surface: string) {
  const model = lessonModel(text, language);
  const { sentences } = model.analysis;
  const occurrences = [...text.matchAll(new RegExp(surface, 'g'))].map((m) => ({
    start: m.index,
    end: m.index + surface.length,
    sentence: sentences.findIndex((s) => s.start <= m.index && s.end >= m.index),
  }));
  const term: KeyTerm = {
    key: surface.toLowerCase(),
    surface,
    words: surface.split(' ').length,
    score: 0,
    probability: 1,
    occurrences,
    definitionSentence: occurrences[0]?.sentence ?? -1,
    defined: true,
    explicitlyDefined: true,
    kind: 'term',
  };
  return { model, term };
}

/** The French Revolution lesson in French, its definitions set beside their terms. */
const revolutionFr = `# La Révolution française

## Les causes

En 1789, la France est une monarchie absolue gouvernée par le roi Louis XVI. La société française est divisée en trois ordres : le clergé, la noblesse et le tiers état. Une crise financière oblige le roi à convoquer les états généraux, assemblée des représentants des trois ordres, pour la première fois depuis 1614.

## 1789 : l’année de la révolution

Le 20 juin 1789, les députés du tiers état prêtent le serment du Jeu de paume. Le 14 juillet 1789, le peuple de Paris prend la Bastille, forteresse royale et prison qui symbolisait l’arbitraire du roi. Le 26 août 1789, l’Assemblée nationale adopte la Déclaration des droits de l’homme et du citoyen, texte qui proclame l’égalité des droits.

## De la monarchie à la république

En 1792, la monarchie est abolie et la Première République est proclamée. Robespierre dirige le Comité de salut public pendant la Terreur, période de 1793-1794 durant laquelle le gouvernement révolutionnaire fait exécuter des milliers d’opposants.
`;

/** Definitions an anatomy chapter gives in other shapes than "X is…". */
const skeletonLesson = `# The skeleton

## The thorax

The thoracic cage protects the heart and the lungs. The thoracic cage includes the twelve pairs of ribs and the sternum, the flattened bone of the anterior chest. The inferior tip of the sternum is the xiphoid process. The ribs join the sternum through the costal cartilages, which are bars of hyaline cartilage.

## Muscle activity

Intense muscle activity results in an oxygen debt, which is the amount of oxygen needed to compensate for ATP produced without oxygen. In covalent bonds, the participating atoms share their electrons. The ribs move during breathing and the sternum moves with them. The costal cartilages make the thoracic cage flexible.
`;

describe('card answers are the definition', () => {
  it('answers a term set beside its explanation with the explanation', () => {
    const cards = cardsOf(frenchRevolutionLesson);
    const answer = (term: string) => cards.find((c) => c.term === term)?.answer;
    expect(answer('Bastille')).toBe(
      "a royal fortress and prison that stood for the king's arbitrary power",
    );
    expect(answer('Estates-General')).toBe('an assembly of representatives of the three estates');
  });

  it('answers "On appelle X le…" with its own sentence, not with the one before', () => {
    const text = [
      '# La sève',
      '',
      "L'eau est puisée dans le sol par les racines. On appelle sève brute le mélange d'eau et de sels minéraux qui monte dans la plante.",
    ].join('\n');
    expect(answerOf(text, 'fr', 'sève brute')).toBe(
      "On appelle sève brute le mélange d'eau et de sels minéraux qui monte dans la plante.",
    );
  });

  it('reads French appositions without an article', () => {
    expect(answerOf(revolutionFr, 'fr', 'Bastille')).toBe(
      'forteresse royale et prison qui symbolisait l’arbitraire du roi',
    );
    expect(answerOf(revolutionFr, 'fr', 'états généraux')).toBe(
      'assemblée des représentants des trois ordres',
    );
  });

  it('keeps a number with a comma between its digits whole in an apposition', () => {
    const en =
      'Below the crust lies the mantle, a layer of hot rock about 2,900 km thick that flows very slowly. The mantle is hot.';
    expect(answerOf(en, 'en', 'mantle')).toBe(
      'a layer of hot rock about 2,900 km thick that flows very slowly',
    );
    const fr =
      'Pour quitter la Terre, une fusée doit atteindre la vitesse de libération, une vitesse minimale de 11,2 km/s pour échapper à l’attraction terrestre. La vitesse de libération dépend de la masse.';
    expect(answerOf(fr, 'fr', 'vitesse de libération')).toBe(
      'une vitesse minimale de 11,2 km/s pour échapper à l’attraction terrestre',
    );
  });

  it('answers a term after "According to the theory of" with what the theory states', () => {
    const en =
      'According to the theory of plate tectonics, the lithosphere is broken into about fifteen large pieces called tectonic plates. Plate tectonics explains earthquakes.';
    expect(answerOf(en, 'en', 'plate tectonics')).toBe(
      'the lithosphere is broken into about fifteen large pieces called tectonic plates.',
    );
    const fr =
      'Selon la théorie de la dérive des continents, les continents étaient autrefois réunis en un seul supercontinent. La dérive des continents fut d’abord rejetée.';
    expect(answerOf(fr, 'fr', 'dérive des continents')).toBe(
      'les continents étaient autrefois réunis en un seul supercontinent.',
    );
  });

  it('answers "C’est la politique d’endiguement." with the sentence before, which it names', () => {
    const fr =
      'En 1947, le président américain Truman annonce sa doctrine : les États-Unis aideront les pays menacés par le communisme. C’est la politique d’endiguement (containment).';
    expect(answerOf(fr, 'fr', 'endiguement')).toBe(
      'En 1947, le président américain Truman annonce sa doctrine : les États-Unis aideront les pays menacés par le communisme.',
    );
  });

  it('reads two terms listed with their explanations beside them ("X, a D, and Y, the E")', () => {
    const en =
      'From 1985, the Soviet leader Mikhail Gorbachev introduced reforms: glasnost, a policy of openness, and perestroika, the restructuring of the economy.';
    expect(answerOf(en, 'en', 'glasnost')).toBe('a policy of openness');
    expect(answerOf(en, 'en', 'perestroika')).toBe('the restructuring of the economy');
    const fr =
      "À partir de 1985, Mikhaïl Gorbatchev engage des réformes : la glasnost, c'est-à-dire la transparence, et la perestroïka, la restructuration de l'économie.";
    expect(answerOf(fr, 'fr', 'glasnost')).toBe('la transparence');
    // A list whose next item has no explanation of its own stays a list.
    const list =
      'The hand holds three groups: the thenar muscles, a rounded pad, and the lumbricals.';
    expect(answerOf(list, 'en', 'thenar muscles')).not.toBe('a rounded pad');
  });

  it('reads a definition past a phrase set between the term and its copula', () => {
    const fr = [
      '# Le noyau',
      '',
      'Le noyau contient l’ADN de la cellule. Le nucléole, observable uniquement en microscopie électronique, est le lieu de fabrication des sous-unités ribosomales. Le nucléole disparaît pendant la division.',
    ].join('\n');
    const card = cardsOf(fr, 'fr').find((c) => c.term === 'nucléole');
    expect(card?.question).toBe('Que désigne « nucléole » ?');
    const en = [
      '# The heart',
      '',
      'Blood carries oxygen. The heart, located in the thorax between the lungs, is a muscular organ that pumps blood through the body. The heart beats about seventy times a minute.',
    ].join('\n');
    const heart = cardsOf(en).find((c) => c.term === 'heart');
    expect(heart?.question).toBe('What does “heart” mean?');
    expect(heart?.answer).toBe('a muscular organ that pumps blood through the body.');
  });

  it('reads no adjective set off by a comma ("is slower, taking…") as a definition', () => {
    const text = [
      '# Immunity',
      '',
      'The innate immune response is fast and general. The adaptive immune response is slower, taking several days the first time, but it is specific to one pathogen. The adaptive immune response relies on lymphocytes.',
    ].join('\n');
    const card = cardsOf(text).find((c) => c.term === 'adaptive immune response');
    expect(card?.question).not.toBe('What does “adaptive immune response” mean?');
  });

  it('takes the next item of a list for no explanation of the item before it', () => {
    const text = [
      '# Memory',
      '',
      'The main parts of the brain involved with memory are the amygdala, the hippocampus, the cerebellum, and the prefrontal cortex. The amygdala is involved in fear and fear memories.',
    ].join('\n');
    expect(answerOf(text, 'en', 'amygdala')).not.toBe('the hippocampus');
    // An explanation set beside a term still is one.
    const bastille =
      'In 1789 the crowd stormed the Bastille, a royal fortress and prison, in Paris.';
    expect(answerOf(bastille, 'en', 'Bastille')).toBe('a royal fortress and prison');
  });

  it('answers "X is characterized by…" with what characterizes it, in both languages', () => {
    const text =
      'Hoarding disorder is characterized by persistent difficulty in discarding objects, regardless of their value. It is common.';
    expect(answerOf(text, 'en', 'Hoarding disorder')).toBe(
      'persistent difficulty in discarding objects, regardless of their value.',
    );
    const fr =
      'La révolution industrielle se caractérise par le passage d’une économie agricole à une économie industrielle. Elle commence en Angleterre.';
    // A French card keeps its sentence; the quiz asks which term that is.
    const { model, term } = termIn(fr, 'fr', 'révolution industrielle');
    expect(definitionBody(model, term)?.text).toBe(
      'le passage d’une économie agricole à une économie industrielle.',
    );
  });

  it('answers "This is called X" with the sentence before it, and a question may quote it', () => {
    const text =
      'Bandura studied how children learn from adults. If you saw that the model was reinforced for their behavior, you will be more motivated to copy them. This is known as vicarious reinforcement.';
    const { model, term } = termIn(text, 'en', 'vicarious reinforcement');
    const before =
      'If you saw that the model was reinforced for their behavior, you will be more motivated to copy them.';
    expect(definitionSpan(model, term)?.text).toBe(before);
    // "them" points inside the sentence: a question may quote it.
    expect(definitionBody(model, term)?.text).toBe(before);
    const fr =
      'Le prix monte. Quand le prix monte, la quantité demandée baisse. C’est ce qu’on appelle la loi de la demande.';
    const demand = termIn(fr, 'fr', 'loi de la demande');
    expect(definitionSpan(demand.model, demand.term)?.text).toBe(
      'Quand le prix monte, la quantité demandée baisse.',
    );
    // The sentence before names the term itself: it restates, it does not define.
    const restated =
      'Imitation grows with vicarious reinforcement. This is known as vicarious reinforcement.';
    const again = termIn(restated, 'en', 'vicarious reinforcement');
    const named = { ...again.term, definitionSentence: 1 };
    expect(definitionSpan(again.model, named)?.text).not.toBe(
      'Imitation grows with vicarious reinforcement.',
    );
  });

  it('quotes in a question what "is called X" names, whole, never what points back', () => {
    const named =
      'Groups that have a strong educational component are called psycho-educational groups.';
    expect(bodyOf(named, 'en', 'psycho-educational groups')).toBe(
      'Groups that have a strong educational component',
    );
    // "…into the medulla and are called X": the subject's first predicate, without its "and".
    const joined =
      'About 15 percent of nephrons have long loops of Henle that extend deep into the medulla and are called juxtamedullary nephrons.';
    const nephrons = termIn(joined, 'en', 'juxtamedullary nephrons');
    expect(definitionSpan(nephrons.model, nephrons.term)?.text).toBe(
      'About 15 percent of nephrons have long loops of Henle that extend deep into the medulla',
    );
    const pointing =
      'Output below this level may be caused by severe dehydration and is called oliguria.';
    expect(bodyOf(pointing, 'en', 'oliguria')).toBeUndefined();
    const when = 'When the organism is about nine weeks old, the embryo is called a fetus.';
    expect(bodyOf(when, 'en', 'fetus')).toBeUndefined();
    // The card keeps the condition and the name, not "…, the embryo" cut before its verb.
    expect(answerOf(when, 'en', 'fetus')).toBe(when);
  });

  it('quotes what "s’appelle X" names in French, as what "est appelé X" names', () => {
    const text =
      "Une variable est un emplacement de la mémoire auquel on a donné un nom. La première affectation d'une variable s'appelle une initialisation.";
    expect(bodyOf(text, 'fr', 'initialisation')).toBe("La première affectation d'une variable");
  });

  it('defines a term by when it happens ("X occurs when…", "X se produit lorsque…")', () => {
    const text = `# Learning

Associative learning occurs when an organism makes connections between stimuli that occur together. Learning is a change in behavior that results from experience. A reflex is a motor reaction to a specific stimulus.
`;
    expect(cardsOf(text).find((c) => c.term === 'associative learning')).toMatchObject({
      question: 'What does “associative learning” mean?',
      answer: 'when an organism makes connections between stimuli that occur together.',
    });
    const fr = `# La diffusion

La diffusion se produit lorsque des molécules passent d'une zone concentrée vers une zone moins concentrée. L'osmose est la diffusion de l'eau à travers une membrane. La pression osmotique est la pression qu'il faut exercer pour empêcher l'osmose.
`;
    expect(cardsOf(fr, 'fr').find((c) => c.term === 'diffusion')?.answer).toBe(
      "La diffusion se produit lorsque des molécules passent d'une zone concentrée vers une zone moins concentrée.",
    );
  });

  it('asks what a law, a principle or a theory states ("X asserts that…", "X affirme que…")', () => {
    const text = `# Gases

Boyle's law states that the pressure of a gas is inversely proportional to its volume at constant temperature. A gas is a state of matter with no fixed shape or volume. Pressure is the force exerted on a surface per unit area. Research suggests that most students find gases harder than solids.
`;
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'Boyle’s law' || c.term === "Boyle's law")).toMatchObject({
      question: "What does “Boyle's law” state?",
      answer:
        'the pressure of a gas is inversely proportional to its volume at constant temperature.',
    });
    // What research suggests is no statement of a theory.
    expect(bodyOf(text, 'en', 'Research')).toBeUndefined();
    const fr = `# La cellule

La théorie cellulaire affirme que tout être vivant est formé d'une ou de plusieurs cellules. Une cellule est la plus petite unité du vivant, entourée d'une membrane. Le noyau est un organite qui contient l'ADN de la cellule. Les mitochondries produisent l'énergie de la cellule.
`;
    expect(bodyOf(fr, 'fr', 'théorie cellulaire')).toBe(
      "tout être vivant est formé d'une ou de plusieurs cellules.",
    );
    // French cards keep the whole sentence, as for "X est…".
    expect(cardsOf(fr, 'fr').find((c) => c.term === 'théorie cellulaire')).toMatchObject({
      question: 'Que dit « théorie cellulaire » ?',
      answer:
        "La théorie cellulaire affirme que tout être vivant est formé d'une ou de plusieurs cellules.",
    });
  });

  it('answers a theory named in one sentence with what "According to this principle, …" says next', () => {
    const text = `# Design

One principle of good design is contrast. According to this principle, elements that are different should look clearly different. Alignment is the placing of elements along a common edge.
`;
    expect(answerOf(text, 'en', 'contrast')).toBe(
      'elements that are different should look clearly different.',
    );
    expect(bodyOf(text, 'en', 'contrast')).toBe(
      'elements that are different should look clearly different.',
    );
    // The principle the next sentence speaks of is the last one named.
    expect(answerOf(text, 'en', 'good design')).not.toContain('elements that are different');
    const fr = `# L'énergie

Un principe important de la physique est la conservation de l'énergie. Selon ce principe, l'énergie totale d'un système isolé reste constante au cours du temps.
`;
    expect(answerOf(fr, 'fr', "conservation de l'énergie")).toBe(
      "l'énergie totale d'un système isolé reste constante au cours du temps.",
    );
  });

  it('answers a theory with what "According to the law of X, …" says it states', () => {
    const text =
      'According to the law of demand, buyers purchase less of a good when its price rises.';
    expect(answerOf(text, 'en', 'law of demand')).toBe(
      'buyers purchase less of a good when its price rises.',
    );
    // "the price" opens no such sentence: it names no theory.
    expect(answerOf('According to the price, buyers choose what to purchase.', 'en', 'price')).toBe(
      'According to the price, buyers choose what to purchase.',
    );
    const fr =
      "Selon la théorie cellulaire, tout être vivant est formé d'une ou de plusieurs cellules.";
    expect(answerOf(fr, 'fr', 'théorie cellulaire')).toBe(
      "tout être vivant est formé d'une ou de plusieurs cellules.",
    );
  });

  it('takes neither a clause nor the items a colon lists for what a term is', () => {
    // "the pupils constrict": a plural noun and a verb the lexicon lacks make a clause.
    const text =
      'After the threat, the heart rate returns to normal, the pupils constrict, digestion resumes, and the muscles relax.';
    expect(bodyOf(text, 'en', 'normal')).toBeUndefined();
    const listed =
      'The peripheral nervous system has two major subdivisions: the somatic nervous system and the autonomic nervous system.';
    expect(bodyOf(listed, 'en', 'major subdivisions')).toBeUndefined();
    expect(
      bodyOf(
        'Our perceptions rest on perceptual hypotheses: educated guesses that we make about what we sense.',
        'en',
        'perceptual hypotheses',
      ),
    ).toBe('educated guesses that we make about what we sense');
  });

  it('answers a theory with what a relative clause or an apposition says it states', () => {
    const relative =
      'Economists call this the law of diminishing returns, which states that each added worker adds less output than the one before.';
    expect(answerOf(relative, 'en', 'law of diminishing returns')).toBe(
      'each added worker adds less output than the one before.',
    );
    const bare =
      'Keynes developed the liquidity preference theory that asserts people hold money for its convenience.';
    expect(answerOf(bare, 'en', 'liquidity preference theory')).toBe(
      'people hold money for its convenience.',
    );
    const apposition =
      'Another theory of prices, the quantity theory of money, postulates that prices follow the money supply.';
    expect(bodyOf(apposition, 'en', 'quantity theory of money')).toBe(
      'prices follow the money supply.',
    );
  });

  it('takes no subject across a dash for what a naming verb names', () => {
    const text =
      'The trichromatic theory is not the only theory of color vision—another major theory is known as the opponent-process theory.';
    expect(bodyOf(text, 'en', 'opponent-process theory')).toBeUndefined();
    expect(answerOf(text, 'en', 'opponent-process theory')).toBe(text);
  });

  it('takes no main clause after a clause of time that ends on the term for its explanation', () => {
    const text =
      'When the food-gastric juice mixture (chyme) enters the small intestine, the pancreas releases sodium bicarbonate to neutralize the acid.';
    const { model, term } = termIn(text, 'en', 'small intestine');
    expect(definitionBody(model, term)).toBeUndefined();
  });

  it('answers a term a copula ends on with the clause its colon opens ("… est une guerre totale : toutes les ressources…")', () => {
    const text =
      'La Première Guerre mondiale est une guerre totale : toutes les ressources des pays sont mobilisées pour gagner.';
    expect(answerOf(text, 'fr', 'guerre totale')).toBe(
      'toutes les ressources des pays sont mobilisées pour gagner',
    );
    // Not a term inside a list the colon closes ("…les muscles suivants : …").
    const list =
      'Les muscles de la cuisse comprennent le quadriceps : le droit fémoral, le vaste latéral et le vaste médial.';
    expect(answerOf(list, 'fr', 'quadriceps')).not.toMatch(/^le droit fémoral/);
  });

  it('answers a term with what "c’est-à-dire" says of it, an article and two things joined included', () => {
    const text = `# Les volcans

Lors d'une éruption explosive, un magma visqueux bloque la cheminée, puis explose. Il projette des cendres et forme des nuées ardentes, c'est-à-dire des nuages de gaz et de cendres brûlants qui dévalent les pentes à grande vitesse.
`;
    expect(answerOf(text, 'fr', 'nuées ardentes')).toBe(
      'des nuages de gaz et de cendres brûlants qui dévalent les pentes à grande vitesse',
    );
  });

  it('quotes no calculation after a colon as what the term before it is', () => {
    const text =
      'Pour additionner deux fractions, on les met au même dénominateur, puis on additionne les numérateurs : 1/4 + 2/4 = 3/4.';
    const { model, term } = termIn(text, 'fr', 'numérateurs');
    expect(definitionBody(model, term)).toBeUndefined();
  });

  it('quotes in a question no definition that opens on a link to what came before', () => {
    const text =
      'Nervous tissue is also excitable, allowing the propagation of electrochemical signals in the form of nerve impulses.';
    const { model, term } = termIn(text, 'en', 'Nervous tissue');
    expect(definitionBody(model, term)).toBeUndefined();
  });

  it('answers a term followed by a colon in the middle of its sentence with what follows, not a list', () => {
    const text = `# Perception

Our perceptions are based on perceptual hypotheses: educated guesses that we make while interpreting sensory information. These hypotheses are informed by our experiences. Kübler-Ross proposed five stages of grief: denial, anger, bargaining, depression, and acceptance.
`;
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'perceptual hypotheses')).toMatchObject({
      question: 'What does “perceptual hypotheses” mean?',
      answer: 'educated guesses that we make while interpreting sensory information',
    });
    expect(cards.map((c) => c.answer)).not.toContain('denial');
  });

  it('defines a term by what it consists of, and takes no relative clause that picks some out for an explanation', () => {
    const text =
      'An IACUC consists of institutional administrators, scientists, veterinarians, and community members.';
    expect(answerOf(text, 'en', 'IACUC')).toBe(
      'institutional administrators, scientists, veterinarians, and community members.',
    );
    const picked =
      'But atoms themselves contain many subatomic particles, the three most important of which are protons, neutrons, and electrons.';
    const { model, term } = termIn(picked, 'en', 'subatomic particles');
    expect(definitionBody(model, term)).toBeUndefined();
  });

  it('quotes in a question no clause set beside a term and nothing that says only where', () => {
    const beside =
      'Without a full sinus rhythm, a cardiologist can implant an artificial pacemaker in the chest.';
    expect(bodyOf(beside, 'en', 'full sinus rhythm')).toBeUndefined();
    const where = 'The sacral spinal cord is at the level of the upper lumbar vertebral bones.';
    expect(bodyOf(where, 'en', 'sacral spinal cord')).toBeUndefined();
    // A participle of the noun phrase is no verb of its own.
    const skin = 'The nipple is surrounded by the areola, the darkened skin around the nipple.';
    expect(bodyOf(skin, 'en', 'areola')).toBe('the darkened skin around the nipple');
  });

  it('defines a term by what it involves ("X involves…", "X consiste à…")', () => {
    const text =
      'Deception involves purposely misleading experiment participants in order to maintain the integrity of the experiment.';
    expect(answerOf(text, 'en', 'Deception')).toBe(
      'purposely misleading experiment participants in order to maintain the integrity of the experiment.',
    );
    const fr =
      "La photosynthèse consiste à fabriquer de la matière organique à partir de lumière, d'eau et de dioxyde de carbone.";
    const { model, term } = termIn(fr, 'fr', 'photosynthèse');
    expect(definitionBody(model, term)?.text).toBe(
      "fabriquer de la matière organique à partir de lumière, d'eau et de dioxyde de carbone.",
    );
  });

  it('reads a definition after a long opening phrase that ends right before the term', () => {
    const text =
      'In contrast to classical and operant conditioning, in which learning occurs only through direct experience, observational learning is the process of watching others and then imitating what they do.';
    expect(answerOf(text, 'en', 'observational learning')).toBe(
      'the process of watching others and then imitating what they do.',
    );
    // The last of a list before its verb is no term that opens the sentence.
    const listed = 'Protons, neutrons and electrons are the particles that make up an atom.';
    expect(answerOf(listed, 'en', 'electrons')).not.toBe('the particles that make up an atom.');
  });

  it('takes "X that is…" without commas for no explanation of X ("i.e." needs them)', () => {
    const text =
      'An individual with this disorder is preoccupied with a flaw in physical appearance that is either nonexistent or barely noticeable to other people.';
    const { model, term } = termIn(text, 'en', 'physical appearance');
    expect(definitionBody(model, term)).toBeUndefined();
    const explained =
      'Grief follows loss, that is, the death of someone or something a person loves.';
    expect(bodyOf(explained, 'en', 'loss')).toBe(
      'the death of someone or something a person loves',
    );
  });

  it('reads an acronym’s last capital as a letter, not a plural ("HTTPS" is not "HTTP")', () => {
    const text = [
      '# The Web',
      '',
      'The Web is a system of pages linked together and accessed with a browser. HTTP is the protocol browsers use to ask servers for web pages. HTTPS is the encrypted version of HTTP, which protects passwords and payments from eavesdroppers. Browsers show a padlock for HTTPS.',
    ].join('\n');
    const https = cardsOf(text).filter((c) => c.term === 'HTTPS');
    for (const card of https) expect(card.answer).not.toMatch(/^the protocol browsers use/u);
    const tokens = analyzeLesson('HTTPS and HTTP differ. KEY DATES', 'en').tokens;
    expect(tokens.map((t) => t.stem)).toEqual(['https', 'and', 'http', 'differ', 'key', 'date']);
  });

  it('spells a term as the lesson does, not as the names it ends ("the Internet Protocol")', () => {
    const text = [
      '# Networks',
      '',
      'Computers exchange data using common rules called protocols. The Internet Protocol gives every device an address. The Transmission Control Protocol makes delivery reliable. A protocol is a set of rules for exchanging data. UDP is a simpler protocol without checks.',
    ].join('\n');
    const terms = cardsOf(text).flatMap((c) => (c.term ? [c.term] : []));
    expect(terms).toContain('protocol');
    expect(terms).not.toContain('Protocol');
  });

  it('drops "In contrast," before a sentence but keeps "In contrast to X,"', () => {
    const text = [
      '# Endocytosis',
      '',
      'Phagocytosis is the process by which a cell takes in large particles. In contrast to phagocytosis, pinocytosis brings fluid containing dissolved substances into a cell. Pinocytosis occurs all the time. In contrast, exocytosis exports material out of the cell. Exocytosis needs vesicles.',
    ].join('\n');
    const answers = cardsOf(text).map((c) => c.answer);
    expect(answers.filter((a) => /^to /u.test(a))).toEqual([]);
    expect(answers).toContain(
      'In contrast to phagocytosis, pinocytosis brings fluid containing dissolved substances into a cell.',
    );
    const fr = [
      '# Boucles',
      '',
      'Une boucle répète des instructions. Aussi appelées boucles conditionnelles, elles répètent une action jusqu’à une condition donnée. Les boucles conditionnelles servent souvent.',
    ].join('\n');
    expect(cardsOf(fr, 'fr').map((c) => c.answer)).not.toContainEqual(
      expect.stringMatching(/^appelées/u),
    );
  });

  it('asks what X means of a sentence that names X after a noun phrase ("bones known as X")', () => {
    const en = [
      '# Hearing',
      '',
      'The middle ear contains three tiny bones known as the ossicles, which carry vibrations. The ossicles amplify sound. The ossicles are moved by the eardrum.',
    ].join('\n');
    const cards = cardsOf(en);
    expect(cards.find((c) => c.term === 'ossicles')).toMatchObject({
      question: 'What does “ossicles” mean?',
      answer:
        'The middle ear contains three tiny bones known as the ossicles, which carry vibrations.',
    });
    const fr = [
      '# L’audition',
      '',
      'L’oreille moyenne contient trois petits os appelés osselets, qui transmettent les vibrations. Les osselets amplifient le son. Les osselets sont reliés au tympan.',
    ].join('\n');
    expect(cardsOf(fr, 'fr').find((c) => c.term === 'osselets')?.question).toBe(
      'Que désigne « osselets » ?',
    );
  });

  it('takes no examples in parentheses ("tel que…", "such as…") for what a term is', () => {
    const fr = [
      '# Les éléments',
      '',
      '- Les oligoéléments, éléments beaucoup moins présents dans la nature mais indispensables pour certaines réactions (tel que le Fer, Zinc, Cuivre) et donc indispensables dans notre corps.',
      '- Les réactions chimiques du corps utilisent des enzymes.',
      '- Les réactions libèrent de l’énergie.',
    ].join('\n');
    const model = lessonModel(fr, 'fr');
    const reactions = model.terms.find((t) => t.surface === 'réactions');
    expect(reactions).toBeDefined();
    expect(definitionBody(model, reactions!)?.text).not.toBe('tel que le Fer, Zinc, Cuivre');
  });

  it('takes no clause after a participle’s opening phrase, nor an absolute clause, for an explanation', () => {
    const text = [
      '# Markets',
      '',
      'Demand is the quantity of a good that consumers buy at each price. Drawn on a graph with the price on the vertical axis, the demand curve slopes downwards. A price floor is a legal minimum price, the minimum wage being the best-known example. The vertical axis shows the price.',
    ].join('\n');
    const model = lessonModel(text, 'en');
    for (const surface of ['vertical axis', 'price']) {
      const term = model.terms.find((t) => t.surface === surface);
      expect(term, surface).toBeDefined();
      const body = definitionBody(model, term!)?.text;
      expect(body ?? '', surface).not.toMatch(/^the (?:demand curve|minimum wage)/);
    }
  });

  it('reads "X was the first to…" as a rank, not what X is', () => {
    const en = [
      '# Industry',
      '',
      'The textile industry was the first to be transformed. Workers in the textile industry used spinning machines. The textile industry grew in the north.',
    ].join('\n');
    expect(answerOf(en, 'en', 'textile industry')).not.toBe('the first to be transformed.');
    const fr = [
      '# L’industrie',
      '',
      'L’industrie textile est la première à être transformée. Les ouvriers de l’industrie textile utilisent des machines. L’industrie textile grandit dans le nord.',
    ].join('\n');
    expect(answerOf(fr, 'fr', 'industrie textile')).not.toMatch(/^la première/);
  });

  it('asks who a person was when the sentence says it beside the name ("Michael Faraday, an English scientist, …")', () => {
    const text = `# Electric circuits

An electric current is a flow of electric charge through a conductor. A fuse is a thin wire that melts when the current is too large. Michael Faraday, an English scientist, discovered electromagnetic induction in 1831, which made the electric generator possible.
`;
    const card = cardsOf(text).find((c) => c.term === 'Michael Faraday');
    expect(card?.question).toBe('Who was “Michael Faraday”?');
    expect(card?.answer).toMatch(/^Michael Faraday, an English scientist, discovered/);
    const fr = `# La conservation de la masse

Au cours d'une transformation chimique, la masse totale des réactifs est égale à la masse totale des produits. Antoine Lavoisier, un chimiste français du XVIIIe siècle, a montré que rien ne se perd et rien ne se crée : tout se transforme. Les atomes se réarrangent mais ne disparaissent pas.
`;
    expect(cardsOf(fr, 'fr').map((c) => c.question)).toContain('Qui était « Antoine Lavoisier » ?');
  });

  it('gives no card to the noun that opens another card’s definition with "the … of" ("the sum of")', () => {
    const text = `# Series circuits

In a series circuit, the components are connected one after another. The total resistance is the sum of the individual resistances. In a parallel circuit, the total current is the sum of the currents in the branches. Resistance is the opposition of a component to the flow of current.
`;
    const cards = cardsOf(text);
    expect(cards.map((c) => c.term)).toContain('total resistance');
    expect(cards.map((c) => c.term)).not.toContain('sum');
  });

  it('asks "Who were…?" of people, "Who was…?" of a person', () => {
    const text = [
      '# Machines',
      '',
      'The Luddites were textile workers who broke machines between 1811 and 1816. The Luddites attacked mills at night. Richard Arkwright was an inventor who opened a cotton mill in 1771. Richard Arkwright became rich.',
    ].join('\n');
    const questions = cardsOf(text).map((c) => c.question);
    expect(questions).toContain('Who were “Luddites”?');
    expect(questions).toContain('Who was “Richard Arkwright”?');
    const professor = [
      '# Obedience',
      '',
      'Stanley Milgram was a social psychology professor at Yale who studied obedience. Stanley Milgram’s experiment tested obedience to authority.',
    ].join('\n');
    expect(cardsOf(professor).map((c) => c.question)).toContain('Who was “Stanley Milgram”?');
    const fr = [
      '# Les machines',
      '',
      'Les luddites étaient des ouvriers du textile qui brisaient les machines. Les luddites attaquaient les usines la nuit.',
    ].join('\n');
    expect(cardsOf(fr, 'fr').map((c) => c.question)).not.toContain('Qui était « Luddites » ?');
    const hero = [
      '# La Révolution',
      '',
      'Louis-Charles était le fils de Louis XVI et de Marie-Antoinette. Louis-Charles meurt au Temple en 1795.',
    ].join('\n');
    expect(cardsOf(hero, 'fr').map((c) => c.question)).toContain('Qui était « Louis-Charles » ?');
  });

  it('asks what a French term means of "X sont appelés les Y" and of "Y, c’est-à-dire …"', () => {
    const text = [
      '# La guerre',
      '',
      'Les soldats français sont appelés les poilus. Les poilus vivent dans les tranchées. Les rivalités coloniales et le nationalisme, c’est-à-dire l’exaltation de la nation contre les autres peuples, entretiennent les tensions. Le nationalisme grandit en Europe.',
    ].join('\n');
    const cards = cardsOf(text, 'fr');
    expect(cards.find((c) => c.term === 'poilus')?.question).toBe('Que désigne « poilus » ?');
    expect(cards.find((c) => c.term === 'nationalisme')).toMatchObject({
      question: 'Que désigne « nationalisme » ?',
      answer: 'l’exaltation de la nation contre les autres peuples',
    });
  });

  it('takes no comparison in parentheses for what a term is', () => {
    const text = [
      '# Les bactéries',
      '',
      'Certaines enzymes sont libres dans le cytoplasme (catabolisme et anabolisme comme les cellules eucaryotes). Le flux y est très simple.',
    ].join('\n');
    expect(answerOf(text, 'fr', 'cytoplasme')).not.toBe(
      'catabolisme et anabolisme comme les cellules eucaryotes',
    );
  });

  it('takes the subject of "Y is the X", the clause after "X, which is", not an opening phrase', () => {
    expect(answerOf(skeletonLesson, 'en', 'xiphoid process')).toBe(
      'The inferior tip of the sternum',
    );
    expect(answerOf(skeletonLesson, 'en', 'oxygen debt')).toBe(
      'the amount of oxygen needed to compensate for ATP produced without oxygen',
    );
    expect(answerOf(skeletonLesson, 'en', 'covalent bonds')).not.toBe(
      'the participating atoms share their electrons',
    );
  });

  it('gives no two term cards one answer when the lesson says more of one of them', () => {
    const cards = cardsOf(frenchRevolutionLesson).filter((c) => c.term);
    const monarchy = cards.find((c) => c.term === 'absolute monarchy')?.answer;
    const king = cards.find((c) => c.term === 'Louis XVI')?.answer;
    expect(monarchy).toBe('In 1789 France was an absolute monarchy ruled by King Louis XVI.');
    // What else the lesson says of Louis XVI is the date card of 21 January 1793: no card of his.
    expect(king).toBeUndefined();
    expect(cardsOf(frenchRevolutionLesson).map((c) => c.answer)).toContain('Louis XVI is executed');
    // "monarchy" alone would say it again: the card of the term around it has it.
    expect(cards.map((c) => c.term)).not.toContain('monarchy');
    expect(new Set(cards.map((c) => c.answer)).size).toBe(cards.length);
  });

  it('asks what happened on a date only of events, and no term card repeats a date card', () => {
    const cards = cardsOf(frenchRevolutionLesson);
    const dated = cards.filter((c) => !c.term);
    expect(dated.map((c) => c.question)).not.toContain('What happened in 1789?');
    expect(dated.map((c) => c.answer)).not.toContain(
      'France was an absolute monarchy ruled by King Louis XVI',
    );
    expect(dated.find((c) => c.question === 'What happened in 1792?')?.answer).toBe(
      'the monarchy was abolished and the First Republic was proclaimed',
    );
    // "Republic" would have answered with the sentence of 1792: its slot went to a defined term.
    for (const card of cards.filter((c) => c.term)) {
      for (const date of dated) expect(card.answer).not.toContain(date.answer);
    }
    expect(cards.map((c) => c.term)).not.toContain('Republic');
    expect(cards.find((c) => c.term === 'Great Fear')?.answer).toContain(
      'a panic known as the Great Fear',
    );
  });

  it('asks what happened of French events, not of "la France est une monarchie"', () => {
    const dated = cardsOf(revolutionFr, 'fr').filter((c) => !c.term);
    expect(dated.map((c) => c.question)).not.toContain('Que s’est-il passé en 1789 ?');
    expect(dated.find((c) => c.question === 'Que s’est-il passé en 1792 ?')?.answer).toBe(
      'la monarchie est abolie et la Première République est proclamée',
    );
  });

  it('answers from "X is a…" rather than from "… called X" when the lesson has both', () => {
    const lesson = `# Chemistry of life

## Bonds

Atoms are held together in molecules by chemical bonds. The unique bond holding two amino acids together is called a peptide bond. Every protein depends on peptide bonds along its whole length.

A peptide bond is a covalent bond between two amino acids that forms by dehydration synthesis. Proteins fold into shapes that depend on the order of their amino acids, and a change in that order can change the shape.
`;
    const model = lessonModel(lesson, 'en');
    const term = model.terms.find((t) => t.key === 'peptide bond');
    expect(term?.defined).toBe(true);
    expect(definitionSpan(model, term as KeyTerm)?.text).toBe(
      'a covalent bond between two amino acids that forms by dehydration synthesis.',
    );
  });

  it('does not take a naming sentence that points back after an opening phrase', () => {
    const lesson = `# Metabolism

## Two processes

Anabolic reactions build larger molecules from smaller ones, and catabolic reactions break larger molecules down. Taken together, these two processes are called metabolism. Metabolism is the sum of all anabolic and catabolic reactions that take place in the body.
`;
    const model = lessonModel(lesson, 'en');
    const term = model.terms.find((t) => t.key === 'metabolism');
    expect(definitionSpan(model, term as KeyTerm)?.text).toBe(
      'the sum of all anabolic and catabolic reactions that take place in the body.',
    );
  });
  it('reads no adverb and adjective ("is slightly alkaline because…") as a definition', () => {
    const text = [
      '# Neutralisation',
      '',
      'Neutralisation is the reaction between an acid and a base. Toothpaste is slightly alkaline because it neutralises the acids made by bacteria. Toothpaste is used every day.',
    ].join('\n');
    const model = lessonModel(text, 'en');
    const toothpaste = model.terms.find((t) => t.key === 'toothpast' || t.surface === 'toothpaste');
    expect(toothpaste).toBeDefined();
    expect((toothpaste && definitionBody(model, toothpaste)?.text) ?? '').not.toMatch(/^slightly/);
  });

  it('reads no adverbs before an adjective, a participle or a progressive as a definition', () => {
    const text = [
      '# Observational learning',
      '',
      'Observational learning is learning by watching the behaviour of others. Observational learning is much more complex than imitation. Psychologists are working to understand this dynamic. The DSM-5 is also criticized on the grounds that its criteria are loose. Imitation is sometimes called the highest form of flattery.',
    ].join('\n');
    const model = lessonModel(text, 'en');
    const bodies = model.terms.map((t) => definitionBody(model, t)?.text ?? '');
    expect(bodies.join(' | ')).not.toMatch(/much more complex|working to|also criticized/);
    const imitation = model.terms.find((t) => t.key === 'imitation');
    expect(imitation && definitionBody(model, imitation)?.text).toBe(
      'sometimes called the highest form of flattery.',
    );
  });

  it('quotes no clause that opens on "c’est" as what the term before it means', () => {
    expect(
      bodyOf(
        "Le héros tragique est déchiré entre son devoir et sa passion : c'est le dilemme tragique. La passion l'emporte souvent.",
        'fr',
        'passion',
      ),
    ).toBeUndefined();
  });

  it('answers "X appelle cet effet la catharsis" with the clause before it', () => {
    const text = [
      '# La tragédie',
      '',
      'La tragédie doit provoquer chez le spectateur la terreur et la pitié afin de le purifier de ses passions ; Aristote appelle cet effet la catharsis.',
    ].join('\n');
    expect(answerOf(text, 'fr', 'catharsis')).toBe(
      'La tragédie doit provoquer chez le spectateur la terreur et la pitié afin de le purifier de ses passions',
    );
    expect(
      answerOf(
        'Warm air rises, cools and its water vapour condenses into clouds. Meteorologists call this process convection.',
        'en',
        'convection',
      ),
    ).toBe('Warm air rises, cools and its water vapour condenses into clouds.');
  });

  it('names a term by its own clause when an earlier clause named another', () => {
    const text = [
      '# Les fonctions affines',
      '',
      "Le nombre a est appelé coefficient directeur et le nombre b est appelé ordonnée à l'origine. L'ordonnée à l'origine se lit sur le graphique.",
    ].join('\n');
    const model = lessonModel(text, 'fr');
    const term = model.terms.find((t) => t.surface === "ordonnée à l'origine");
    expect(term).toBeDefined();
    expect((term && definitionBody(model, term)?.text) ?? '').not.toMatch(/coefficient/);
    // The same with the verb that names alone: a question quoted "le nombre a s'appelle le
    // coefficient directeur et le nombre b" as what "ordonnée à l'origine" means.
    expect(
      bodyOf(
        "Le nombre a s'appelle le coefficient directeur et le nombre b s'appelle l'ordonnée à l'origine. L'ordonnée à l'origine se lit sur le graphique.",
        'fr',
        "ordonnée à l'origine",
      ) ?? '',
    ).not.toMatch(/coefficient/);
  });
  it('answers with the formula a sentence announces on the next line', () => {
    const text = [
      '# La photosynthèse',
      '',
      "La photosynthèse est le processus par lequel les végétaux fabriquent de la matière organique à partir d'eau, de dioxyde de carbone et de lumière.",
      '',
      '## L’équation bilan',
      '',
      "L'équation bilan de la photosynthèse s'écrit :",
      '',
      '6 CO2 + 6 H2O → C6H12O6 + 6 O2',
      '',
      "L'équation bilan montre que la plante rejette du dioxygène.",
    ].join('\n');
    const card = cardsOf(text, 'fr').find((c) => c.term === 'équation bilan');
    expect(card?.answer).toBe(
      "L'équation bilan de la photosynthèse s'écrit : 6 CO2 + 6 H2O → C6H12O6 + 6 O2",
    );
  });
});

describe('cards whose answer says nothing beyond the term', () => {
  it('are not made: "Quackers is a duck." teaches neither "Quackers" nor "ducks"', () => {
    const text = `# Reasoning

A syllogism is a form of reasoning with two premises and a conclusion. All ducks require energy to survive. Quackers is a duck. Therefore Quackers requires energy to survive.

Deductive reasoning starts from general premises and reaches a specific conclusion. Inductive reasoning starts from specific observations and reaches a general conclusion. Physical decline is gradual. Physical decline begins in middle adulthood and speeds up after seventy.
`;
    const cards = cardsOf(text);
    expect(cards.map((card) => card.answer)).not.toContain('Quackers is a duck.');
    // A short definition still makes its card.
    expect(cards.find((card) => card.term === 'syllogism')?.answer).toBe(
      'a form of reasoning with two premises and a conclusion.',
    );
  });
});

describe('names, lists and number on cards', () => {
  const renaissance = `# La Renaissance

La Renaissance est une période de renouveau artistique qui commence en Italie au XVe siècle. Les artistes redécouvrent les œuvres de l'Antiquité.

Érasme est un humaniste hollandais qui a voyagé dans toute l'Europe. Érasme critique les abus de l'Église. Les humanistes étudient le latin, le grec et l'hébreu pour lire les textes anciens. Le latin est la langue des savants.

Léonard de Vinci est un peintre, ingénieur et savant italien. Les peintres utilisent la perspective. Les peintres étudient l'anatomie. Florence est le berceau de la Renaissance.
`;

  it('reads "un peintre, ingénieur et savant" and "le latin, le grec et l’hébreu" as lists, not explanations', () => {
    const answers = cardsOf(renaissance, 'fr').map((card) => card.answer);
    expect(answers).not.toContain('ingénieur et savant italien');
    expect(answers.some((answer) => answer.startsWith('le grec et'))).toBe(false);
  });

  it('keeps the capital of a French name that opens its sentence, and asks who the person was', () => {
    const questions = cardsOf(renaissance, 'fr').map((card) => card.question);
    expect(questions).toContain('Qui était « Érasme » ?');
    expect(questions).toContain('Qui était « Léonard de Vinci » ?');
    expect(questions.join(' ')).not.toMatch(/« (?:érasme|florence) »/);
    const model = lessonModel(renaissance, 'fr');
    expect(model.terms.find((t) => t.surface === 'Érasme')?.kind).toBe('name');
  });

  it('asks who a person was whose noun the list lacks: a volcanologist, a seismologist', () => {
    const fr = `# Surveiller les volcans

Les volcanologues surveillent les séismes et les gaz émis par les volcans. Haroun Tazieff est un volcanologue français célèbre pour ses films sur les volcans. Haroun Tazieff a filmé de nombreuses éruptions.
`;
    expect(cardsOf(fr, 'fr').map((c) => c.question)).toContain('Qui était « Haroun Tazieff » ?');
    const en = `# Earthquakes

Earthquakes are measured on a scale. Charles Richter was an American seismologist who created a scale for earthquakes in 1935. Charles Richter worked in California.
`;
    expect(cardsOf(en).map((c) => c.question)).toContain('Who was “Charles Richter”?');
  });

  it('shows the term as its definition writes it: "volcano" for "A volcano is…"', () => {
    const text = `# Volcanoes

Volcanoes are found along plate boundaries. Most volcanoes erupt near the Pacific Ocean. Some volcanoes are asleep for centuries. A volcano is an opening in the crust through which magma, gas and ash escape. Magma is molten rock below the surface.
`;
    const card = cardsOf(text).find((c) => c.answer.startsWith('an opening in the crust'));
    expect(card?.term).toBe('volcano');
    expect(card?.question).toBe('What does “volcano” mean?');
  });

  it('reads no clause after a term named by "appelée X," as its explanation', () => {
    const text = `# Le titrage

Le titrage est une technique qui permet de déterminer la concentration d'une espèce en solution. On ajoute progressivement une solution de concentration connue, appelée solution titrante, jusqu'à l'équivalence. La solution titrante est placée dans la burette. La solution titrante est versée goutte à goutte.
`;
    expect(answerOf(text, 'fr', 'solution titrante')).not.toMatch(/^jusqu/);
  });

  it('says nothing of a unit ("ohms") that the lesson says of a name ("Georg Ohm, a German physicist")', () => {
    const text = `# Resistance

Resistance is the opposition of a component to the flow of current. It is measured in ohms. A resistor of 10 ohms with a current of 2 A has a voltage of 20 V. Georg Ohm, a German physicist, published this law in 1827.
`;
    const model = lessonModel(text, 'en');
    const ohms = model.terms.find((t) => t.key === 'ohm');
    expect(ohms).toBeDefined();
    // "10 ohms" is a measure, not an occurrence of the term.
    expect(ohms?.occurrences.map((o) => text.slice(o.start, o.end))).toEqual(['ohms']);
    for (const card of cardsOf(text)) {
      if (/^ohms?$/i.test(card.term ?? '')) expect(card.answer).not.toMatch(/German physicist/);
    }
  });

  it('answers "this process is called X" after a semicolon with the clause before it, not the sentence before', () => {
    const text = `# Plate boundaries

At a constructive boundary, two plates move apart and magma rises to fill the gap. At a destructive boundary, an oceanic plate sinks beneath a continental plate; this process is called subduction. The sinking plate melts and the magma rises.
`;
    expect(answerOf(text, 'en', 'subduction')).toBe(
      'At a destructive boundary, an oceanic plate sinks beneath a continental plate',
    );
  });

  it('ends a definition where a second clause defines another term (", and the crater is…")', () => {
    const text = `# Parts of a volcano

The vent is the opening through which magma reaches the surface, and the crater is the bowl-shaped hollow at the top of the volcano. Magma is molten rock beneath the surface.
`;
    expect(answerOf(text, 'en', 'vent')).toBe(
      'the opening through which magma reaches the surface',
    );
    expect(answerOf(text, 'en', 'crater')).toBe(
      'the bowl-shaped hollow at the top of the volcano.',
    );
    const ecology = `# Ecosystems

A population is all the organisms of one species living in the same area, and a community is all the populations living together in a habitat. A habitat is the place where an organism lives.
`;
    expect(answerOf(ecology, 'en', 'population')).toBe(
      'all the organisms of one species living in the same area',
    );
    const french = `# Le volcan

La cheminée est le conduit par lequel le magma monte, et le cratère est la dépression située au sommet du volcan. Le magma est une roche fondue.
`;
    expect(answerOf(french, 'fr', 'cheminée')).toBe(
      'La cheminée est le conduit par lequel le magma monte',
    );
  });

  it('reads no rank among things named before ("la plus puissante d’entre elles") as a definition', () => {
    const text = `# La démocratie athénienne

## Athènes, une cité grecque

Au Ve siècle av. J.-C., la Grèce est divisée en cités indépendantes. Une cité est une communauté de citoyens qui se gouverne elle-même, avec sa ville, son territoire et ses dieux. Athènes est la plus puissante d'entre elles. Sa ville est dominée par l'Acropole, une colline où se dressent les temples.

## Les institutions

L'Ecclésia est l'assemblée des citoyens. Elle vote les lois et décide de la guerre et de la paix. La Boulè est un conseil de 500 citoyens tirés au sort, qui prépare les lois. L'Héliée est le tribunal populaire d'Athènes.
`;
    const cards = cardsOf(text, 'fr');
    expect(cards.map((card) => card.answer).join('\n')).not.toMatch(/d'entre elles/);
    expect(bodyOf(text, 'fr', 'Athènes')).toBeUndefined();
    const english = `# The planets

Mercury, Venus, Earth and Mars are rocky planets. Jupiter is the largest of them all. A gas giant is a large planet made mostly of hydrogen and helium.
`;
    expect(bodyOf(english, 'en', 'Jupiter')).toBeUndefined();
  });

  it('ends a definition before a remark whose subject is a pronoun (", and it is not always the poet")', () => {
    const text = `# Tone and meaning

The speaker is the voice that talks in the poem, and it is not always the poet. The tone of a poem is the attitude the poet shows towards the subject.
`;
    expect(answerOf(text, 'en', 'speaker')).toBe('the voice that talks in the poem');
    // A contrast after "but" still describes the term.
    const immunity = `# Immunity

The adaptive response is a defence that is slow at first, but it is specific to one pathogen. Antibodies are proteins made by B cells.
`;
    expect(answerOf(immunity, 'en', 'adaptive response')).toBe(
      'a defence that is slow at first, but it is specific to one pathogen.',
    );
    const french = `# Le poème

Le narrateur est la voix qui parle dans le texte, et il n'est pas toujours l'auteur. Le ton est l'attitude du poète.
`;
    expect(answerOf(french, 'fr', 'narrateur')).toBe(
      'Le narrateur est la voix qui parle dans le texte',
    );
  });

  it('reads "X is where…" as a definition, which ends where ", and the mouth is where…" begins', () => {
    const text = `# The drainage basin

The source is where a river begins, and the mouth is where it flows into the sea or a lake. A tributary is a smaller river that flows into a larger one.
`;
    expect(answerOf(text, 'en', 'source')).toBe('where a river begins');
    const surfaces = lessonModel(text, 'en').terms.filter((t) => t.explicitlyDefined);
    expect(surfaces.map((t) => t.surface)).toContain('source');
  });

  it('reads "Les stratèges sont dix magistrats…" as a definition: a number counts a kind as an article does', () => {
    const text = `# Les institutions

L'Ecclésia est l'assemblée des citoyens. Les stratèges sont dix magistrats élus chaque année qui commandent l'armée. L'Héliée est le tribunal populaire d'Athènes.
`;
    expect(answerOf(text, 'fr', 'stratèges')).toBe(
      "Les stratèges sont dix magistrats élus chaque année qui commandent l'armée.",
    );
    const stratege = termCandidates(analyzeLesson(text, 'fr')).find(
      (c) => c.surface === 'stratèges',
    );
    expect(stratege?.features[termFeatureNames.indexOf('copula at start')]).toBe(1);
  });

  it('answers "…; the pattern of rhymes in a poem is called its rhyme scheme and is…" with the clause that names it', () => {
    const text = `# Sound

Rhyme links lines that end with the same sound; the pattern of rhymes in a poem is called its rhyme scheme and is written with letters, such as ABAB. Metre is the regular pattern of stressed syllables.
`;
    expect(answerOf(text, 'en', 'rhyme scheme')).toBe('the pattern of rhymes in a poem');
  });

  it('gives a short lesson a card for a person it says what they were ("Antoine Lavoisier, un chimiste français…")', () => {
    const text = `# Les transformations chimiques

## Réactifs et produits

Une transformation chimique est une transformation au cours de laquelle des espèces chimiques disparaissent et de nouvelles espèces apparaissent. Les réactifs sont les espèces chimiques consommées ; les produits sont les espèces chimiques formées. Par exemple, lors de la combustion du carbone, le carbone et le dioxygène sont les réactifs, et le dioxyde de carbone est le produit.

## L'équation de réaction

Une équation de réaction modélise une transformation chimique. Les réactifs sont écrits à gauche de la flèche et les produits à droite :

C + O2 → CO2

Au cours d'une transformation chimique, les atomes se conservent : ils sont les mêmes, et en même nombre, avant et après. On dit que l'équation doit être équilibrée. Les nombres placés devant les formules sont les coefficients stœchiométriques.

## La conservation de la masse

Antoine Lavoisier, un chimiste français du XVIIIe siècle, a montré que la masse se conserve au cours d'une transformation chimique. Sa célèbre phrase le résume : « Rien ne se perd, rien ne se crée, tout se transforme ». La masse des réactifs consommés est donc égale à la masse des produits formés.

## Les tests d'identification

Certains tests permettent d'identifier les produits. L'eau de chaux se trouble en présence de dioxyde de carbone. Le sulfate de cuivre anhydre, qui est blanc, devient bleu au contact de l'eau. Le dihydrogène produit une légère détonation à l'approche d'une flamme.
`;
    const cards = cardsOf(text, 'fr');
    expect(cards.map((card) => card.term)).toContain('Antoine Lavoisier');
    // "Les nombres placés devant les formules sont les coefficients stœchiométriques": what the
    // term is comes before its copula.
    expect(cards.find((card) => card.term === 'coefficients stœchiométriques')?.question).toBe(
      'Que désigne « coefficients stœchiométriques » ?',
    );
  });

  it('reads "X is a familiar example", "X is an abstraction:" (a term defined before) as instances, and "Abstraction is removing…" as a definition', () => {
    const text = `# Algorithms and Searching

## What is an algorithm?

An algorithm is a precise sequence of steps that solves a problem. A recipe is a familiar example: it lists instructions in the order they must be followed. Algorithms can be written in pseudocode, a simplified way of describing a program that is not tied to any programming language, or drawn as a flowchart.

Every algorithm is built from three basic structures. Sequence means that instructions are carried out one after another. Selection means that the program chooses between paths depending on a condition, for example with an IF statement. Iteration means that a set of instructions is repeated, using a loop such as FOR or WHILE.

## Decomposition and abstraction

Decomposition is breaking a complex problem down into smaller problems that are easier to solve. Abstraction is removing unnecessary details so that only the important information remains. A map of the underground is an abstraction: it shows the order of the stations but not the real distances between them.

## Linear search

A linear search checks each item of a list in turn until it finds the target or reaches the end. It works on any list, sorted or not, but it is slow on long lists: in the worst case, it examines every item.

## Binary search

A binary search only works on a sorted list. It compares the target with the middle item. If they match, the search ends. If the target is smaller, the algorithm discards the upper half; if it is larger, it discards the lower half. It repeats these steps on the remaining half until it finds the target or the list is empty. Because each comparison halves the list, a binary search of 1,000 items needs at most 10 comparisons.

## Sorting

A bubble sort compares each pair of adjacent items and swaps them if they are in the wrong order. It passes through the list repeatedly until no swaps are needed. It is simple to write but inefficient for large lists.

A merge sort splits the list into halves until each sublist contains one item, then merges the sublists back together in order. It is much faster than a bubble sort on large lists but uses more memory.

## Efficiency

The efficiency of an algorithm describes how its running time grows as the input grows. Computer scientists use Big O notation to express it: a linear search is O(n), while a binary search is O(log n).
`;
    const cards = cardsOf(text);
    const terms = cards.map((card) => card.term);
    expect(terms).not.toContain('map of the underground');
    expect(terms).not.toContain('recipe');
    expect(cards.find((card) => card.term === 'abstraction')?.answer).toMatch(
      /^Abstraction is removing unnecessary details/,
    );
  });

  it('answers "A fracture is a broken bone." with its short noun phrase, not a shorter complement', () => {
    const text =
      'A fracture is a broken bone. It will heal whether or not a physician resets it. The callus is soft. The callus is replaced by bone.';
    expect(answerOf(text, 'en', 'fracture')).toBe('a broken bone.');
    expect(answerOf(text, 'en', 'callus')).toBe('The callus is soft.');
  });

  it('reads the clause after an example set aside in an opening phrase as the main clause, not an explanation of the example', () => {
    const text =
      "In autoimmune diseases, such as type 1 diabetes, the immune system attacks the body's own cells.";
    expect(bodyOf(text, 'en', 'type 1 diabetes')).toBeUndefined();
    expect(answerOf(text, 'en', 'type 1 diabetes')).toBe(text);
    const fr =
      'Dans les maladies auto-immunes, comme le diabète de type 1, le système immunitaire attaque les cellules du corps.';
    expect(bodyOf(fr, 'fr', 'diabète de type 1')).toBeUndefined();
  });

  it('reads ": c\'est l\'inflation" as naming what the clause before says, and "C\'est un effet…" as a class', () => {
    const text = `# Notions

## Économie

Lorsque les prix augmentent de façon générale et durable, la monnaie perd de sa valeur : c'est l'inflation. Le chômage touche les personnes sans emploi qui en cherchent un.

## Philosophie

Pour Descartes, l'homme est une substance pensante distincte du corps : c'est le dualisme. Le doute méthodique consiste à rejeter tout ce dont on peut douter.
`;
    const cards = cardsOf(text, 'fr');
    expect(cards.find((card) => card.term === 'inflation')).toMatchObject({
      question: 'Que désigne « inflation » ?',
      answer:
        'Lorsque les prix augmentent de façon générale et durable, la monnaie perd de sa valeur',
    });
    expect(cards.find((card) => card.term === 'dualisme')?.answer).toBe(
      "Pour Descartes, l'homme est une substance pensante distincte du corps",
    );
    const classed =
      "L'enzyme change de forme quand une molécule se fixe. C'est un effet allostérique.";
    const effect = termCandidates(analyzeLesson(classed, 'fr')).find(
      (c) => c.surface === 'effet allostérique',
    );
    expect(effect?.features[termFeatureNames.indexOf('naming')]).toBe(0);
  });

  it('answers each of two terms named in one sentence ("are called groups, and the horizontal rows are called periods")', () => {
    const text =
      'The vertical columns of the table are called groups, and the horizontal rows are called periods.';
    expect(answerOf(text, 'en', 'groups')).toBe('The vertical columns of the table');
    expect(answerOf(text, 'en', 'periods')).toBe('the horizontal rows');
  });

  it('makes no card of a term the lesson only gives as an example ("such as cars and petrol")', () => {
    const text = `# Goods

## Related goods

Substitutes are goods that can replace each other, like tea and coffee. Complements are goods used together, such as cars and petrol. When the price of coffee rises, demand for tea increases.

## Elasticity

Demand is inelastic when buyers keep buying whatever the price, for example for petrol or medicine. Demand is elastic when buyers switch easily, as with luxury goods.
`;
    const terms = cardsOf(text).map((card) => card.term);
    expect(terms).not.toContain('petrol');
    expect(terms).toEqual(expect.arrayContaining(['complements', 'substitutes', 'inelastic']));
  });

  it('reads "X is the best-known example" as an instance, and "X is a …, such as …" as a definition that stands alone', () => {
    const text = `# Supply and demand

## Demand

Demand is the quantity of a good that consumers are willing and able to buy at each price. The law of demand states that, all else being equal, as the price of a good rises, the quantity demanded falls.

Substitutes are goods that can replace each other, like tea and coffee. Complements are goods used together, such as cars and petrol.

## Market equilibrium

The equilibrium price is the price at which the quantity supplied equals the quantity demanded. If the price is below equilibrium, a shortage appears and prices rise.

## Government intervention

A price ceiling is a maximum legal price, such as rent control. It often causes shortages. A price floor is a minimum legal price; the minimum wage is the best-known example.
`;
    const cards = cardsOf(text);
    expect(cards.map((card) => card.term)).not.toContain('minimum wage');
    expect(cards.find((card) => card.term === 'price ceiling')?.answer).toBe(
      'a maximum legal price, such as rent control.',
    );
  });

  it('takes no item of a list, nor how a thing mostly is, for an apposition that explains a term', () => {
    const en =
      'Instead, they competed through alliances, propaganda, an arms race and wars fought by other countries, known as proxy wars.';
    expect(bodyOf(en, 'en', 'propaganda')).toBeUndefined();
    const fr =
      "Au niveau des dorsales, les plaques s'écartent et le magma remonte : c'est un volcanisme effusif, le plus souvent sous-marin.";
    expect(bodyOf(fr, 'fr', 'volcanisme effusif')).toBeUndefined();
    expect(
      bodyOf(
        'Périclès crée le misthos, une indemnité versée aux citoyens qui siègent dans les institutions.',
        'fr',
        'misthos',
      ),
    ).toBe('une indemnité versée aux citoyens qui siègent dans les institutions');
  });

  it('gives a name one card, none for a word of it the lesson never writes alone ("Ring of Fire", "Ring")', () => {
    const text = `# Plate Tectonics

## The structure of the Earth

The Earth is made of several layers. The crust is the thin, rocky outer layer; it is between 5 and 70 km thick. Beneath it lies the mantle, a thick layer of hot rock that flows very slowly. At the centre is the core, made mostly of iron and nickel. The outer core is liquid, while the inner core is solid because of the enormous pressure.

The lithosphere is the rigid outer shell of the Earth, made of the crust and the uppermost part of the mantle. It floats on the asthenosphere, a softer, partly molten layer of the upper mantle.

## Continental drift

In 1912, Alfred Wegener proposed the theory of continental drift. He argued that the continents were once joined in a single supercontinent, which he called Pangaea, and have slowly moved apart over millions of years. His evidence included the matching coastlines of South America and Africa, identical fossils found on continents separated by oceans, and similar rock layers on different continents. Most geologists rejected his idea because he could not explain what moved the continents.

## Plates and their boundaries

The lithosphere is broken into about fifteen large pieces called tectonic plates. Convection currents in the mantle carry the plates a few centimetres each year. Hot rock rises, spreads out beneath the lithosphere, cools and sinks again.

There are three types of plate boundary:

- At a divergent boundary, two plates move apart and magma rises to form new crust, as at the Mid-Atlantic Ridge.
- At a convergent boundary, two plates move towards each other. When an oceanic plate meets a continental plate, the denser oceanic plate sinks beneath it; this process is called subduction.
- At a transform boundary, two plates slide past each other, as along the San Andreas Fault in California.

## Earthquakes and volcanoes

An earthquake is a sudden shaking of the ground caused by the release of energy stored in rocks. The point inside the Earth where the rock breaks is the focus, and the point on the surface directly above it is the epicentre. The magnitude of an earthquake is measured on the Richter scale; each whole number on the scale represents a release of about 32 times more energy.

A volcano is an opening in the crust through which magma reaches the surface. Once it reaches the surface, magma is called lava. Most volcanoes lie along plate boundaries, especially around the Pacific Ocean, in a belt known as the Ring of Fire.

## Seafloor spreading

In the 1960s, Harry Hess suggested that new ocean floor forms at mid-ocean ridges and spreads outwards. This theory, known as seafloor spreading, explained what Wegener could not. Magnetic stripes on the ocean floor, which record reversals of the Earth's magnetic field, are symmetrical on both sides of the ridges and confirmed the theory.
`;
    const terms = cardsOf(text).map((card) => card.term);
    expect(terms).toContain('Ring of Fire');
    expect(terms).not.toContain('Ring');
  });

  it('gives a short lesson a card for every term a sentence of its own defines, however everyday ("The mass number is…")', () => {
    const text = `# Atoms and the periodic table

## The structure of the atom

An atom is the smallest particle of an element that can take part in a chemical reaction. Every atom has a tiny central nucleus surrounded by electrons. The nucleus contains protons and neutrons.

| Particle | Relative mass | Charge |
| --- | --- | --- |
| proton | 1 | +1 |
| neutron | 1 | 0 |
| electron | 1/1836 | −1 |

The atomic number is the number of protons in the nucleus of an atom. The mass number is the total number of protons and neutrons. Isotopes are atoms of the same element with different numbers of neutrons. For example, carbon-12 and carbon-14 are isotopes of carbon.

## Electron shells

Electrons are arranged in shells around the nucleus. The first shell holds up to 2 electrons and the second shell up to 8. The electronic configuration of sodium is 2.8.1.

## The periodic table

In 1869, Dmitri Mendeleev, a Russian chemist, arranged the known elements in order of atomic mass and left gaps for elements that had not yet been discovered. The modern periodic table arranges elements in order of atomic number.

A group is a vertical column of the periodic table. Elements in the same group have the same number of electrons in their outer shell, so they react in similar ways. A period is a horizontal row.

- Group 1 elements are called the alkali metals. They react vigorously with water to form hydrogen and an alkaline solution.
- Group 7 elements are called the halogens. They exist as diatomic molecules, such as Cl2.
- Group 0 elements are the noble gases. They are unreactive because their outer shell is full.

## Ions

An ion is an atom or group of atoms with an electric charge. Metals lose electrons to form positive ions, while non-metals gain electrons to form negative ions. For example, sodium forms the Na+ ion and chlorine forms the Cl− ion.
`;
    const cards = cardsOf(text);
    const answers = Object.fromEntries(cards.map((card) => [card.term, card.answer]));
    expect(answers).toMatchObject({
      'mass number': 'the total number of protons and neutrons.',
      group: 'a vertical column of the periodic table.',
      period: 'a horizontal row.',
    });
    expect(cards.length).toBeLessThanOrEqual(Math.round(text.length / 100));
  });

  it('answers a term that a clause and a colon introduce with what the colon says it is', () => {
    const text =
      'Strength should not be confused with concentration: concentration is the amount of acid dissolved in a given volume of water.';
    expect(answerOf(text, 'en', 'concentration')).toBe(
      'the amount of acid dissolved in a given volume of water.',
    );
  });

  it('answers a term set beside its explanation after the main verb, even when an adverb opens the sentence', () => {
    const text =
      '# Prices\n\nSometimes the government sets a price ceiling, a maximum legal price, to protect consumers; rent control is an example. A price floor is a minimum legal price.';
    const card = cardsOf(text).find((c) => c.term === 'price ceiling');
    expect(card?.answer).toBe('a maximum legal price');
  });

  it('answers "…, X sont forts : on parle de T" with the clause the colon names, past its connective', () => {
    const text =
      "# Les climats\n\nLa proximité de l'océan adoucit les températures. À l'inverse, loin des côtes, les écarts de température entre l'été et l'hiver sont forts : on parle de climat continental.";
    const card = cardsOf(text, 'fr').find((c) => c.term === 'climat continental');
    expect(card?.answer).toBe(
      "loin des côtes, les écarts de température entre l'été et l'hiver sont forts",
    );
  });

  it('answers "This pattern is called the metre" with the phrase "this pattern" points to in the sentence before', () => {
    const text =
      '# Rhythm\n\nThe rhythm of a poem comes from the pattern of stressed and unstressed syllables in its lines. This pattern is called the metre.\n\nPlants turn light into sugar in their leaves. This process is called photosynthesis.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'metre')?.answer).toBe(
      'the pattern of stressed and unstressed syllables in its lines.',
    );
    // No phrase of the sentence before opens on "process": the whole sentence is the answer.
    expect(cards.find((c) => c.term === 'photosynthesis')?.answer).toBe(
      'Plants turn light into sugar in their leaves.',
    );
  });

  it('answers "…, it drops its load, a process known as deposition" with the clause the words name', () => {
    const text =
      '# Rivers\n\nErosion is the wearing away of rock and soil by the water. When the river slows down and loses energy, it drops its load, a process known as deposition.\n\nQuand la rivière ralentit, elle dépose les sédiments qu’elle transporte, un phénomène appelé sédimentation.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'deposition')?.answer).toBe(
      'When the river slows down and loses energy, it drops its load',
    );
    // "a process known as deposition" explains no "load".
    expect(cards.filter((c) => c.answer.startsWith('a process known as'))).toEqual([]);
    const french = cardsOf(text.split('\n\n').slice(2).join('\n\n'), 'fr');
    expect(french.find((c) => c.term === 'sédimentation')?.answer).toBe(
      'Quand la rivière ralentit, elle dépose les sédiments qu’elle transporte',
    );
  });

  it('answers a term that opens a list item, then a comma, with what the item says it is', () => {
    const text =
      '# Erosion\n\nThere are two types of erosion:\n\n- hydraulic action, the force of the water hitting the banks;\n- abrasion, when rocks carried by the river scrape the bed.\n\nHydraulic action, the main type of erosion in floods, is strongest in winter.';
    expect(answerOf(text, 'en', 'hydraulic action')).toBe(
      'the force of the water hitting the banks',
    );
  });

  it('answers what a law states past an aside between commas after "that"', () => {
    const text =
      '# Demand\n\nDemand is the quantity of a good that consumers are willing and able to buy at each price. The law of demand states that, other things being equal, when the price of a good rises, the quantity demanded falls.';
    const card = cardsOf(text).find((c) => c.term === 'law of demand');
    expect(card?.question).toBe('What does “law of demand” state?');
    expect(card?.answer).toBe('when the price of a good rises, the quantity demanded falls.');
  });

  it('takes no property and its condition for what the subject is', () => {
    const text =
      'Sorting algorithms come in many kinds. A sorting algorithm is stable if it keeps items with equal keys in their original order. A number is prime if it has exactly two divisors.';
    expect(bodyOf(text, 'en', 'sorting algorithm')).toBeUndefined();
    expect(bodyOf(text, 'en', 'number')).toBeUndefined();
    expect(answerOf(text, 'en', 'number')).toBe(
      'A number is prime if it has exactly two divisors.',
    );
    const fr =
      'Les nombres entiers sont étudiés depuis longtemps. Un nombre entier est premier s’il a exactement deux diviseurs.';
    expect(bodyOf(fr, 'fr', 'nombre entier')).toBeUndefined();
  });

  it('answers a process named in brackets after a clause with that clause', () => {
    const text =
      '# Sedimentary rocks\n\nRocks at the surface are broken down by weathering. Over time, the weight of the layers above squeezes out the water (compaction) and minerals crystallise between the grains and glue them together (cementation). Sandstone forms this way.\n\nThe muscles of the neck assist in deglutition (swallowing). You have Brandon write 100 times a line of text (positive punishment).';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'cementation')?.answer).toBe(
      'minerals crystallise between the grains and glue them together',
    );
    expect(answerOf(text, 'en', 'compaction')).toBe(
      'Over time, the weight of the layers above squeezes out the water',
    );
    // Another name of a process after it, and a case told, name no clause.
    expect(answerOf(text, 'en', 'swallowing')).not.toBe(
      'The muscles of the neck assist in deglutition',
    );
    expect(answerOf(text, 'en', 'positive punishment')).not.toBe(
      'You have Brandon write 100 times a line of text',
    );
  });
});

describe('definitions the term model reads beside other words', () => {
  it('reads "is defined as" as a copula and answers what follows it', () => {
    const text =
      '# Anxiety\n\nAnxiety disorders are common. A panic attack is defined as a period of extreme fear or discomfort that develops abruptly. Panic attacks may happen at night. A phobia is defined as an irrational fear of an object. Phobias are common.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'panic attack')).toMatchObject({
      question: 'What does “panic attack” mean?',
      answer: 'a period of extreme fear or discomfort that develops abruptly.',
    });
    expect(cards.find((c) => c.term === 'phobia')?.answer).toBe('an irrational fear of an object.');
    const fr =
      "# La cellule\n\nLa cellule est l'unité du vivant. La respiration est définie comme l'oxydation des nutriments par la cellule. La respiration produit de l'énergie. La photosynthèse a lieu dans les chloroplastes.";
    expect(cardsOf(fr, 'fr').find((c) => c.term === 'respiration')?.question).toBe(
      'Que désigne « respiration » ?',
    );
  });

  it('takes a relative clause that says what the term is, and a gloss in brackets, as definitions', () => {
    const text =
      '# The heart\n\nThe heart pumps blood through the body. Stroke volume is the amount of blood ejected by each ventricle. Doctors use it to calculate ejection fraction, which is the portion of the blood that is pumped out with each contraction. Ejection fractions range from 55 to 70 percent, with a mean of 58 percent.\n\nThe autonomic nervous system regulates salivation (the secretion of saliva). Salivation can be stimulated by the sight of food.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'ejection fraction')).toMatchObject({
      question: 'What does “ejection fraction” mean?',
      answer: 'the portion of the blood that is pumped out with each contraction',
    });
    expect(cards.find((c) => c.term === 'salivation')?.answer).toBe('the secretion of saliva');
  });

  it('answers a term defined by no pattern with a sentence that tells what happens in it', () => {
    const text =
      '# Bone growth\n\nBones form by intramembranous ossification or by endochondral ossification. In endochondral ossification, bone develops by replacing hyaline cartilage. Flat bones of the skull form by intramembranous ossification.';
    const model = lessonModel(text, 'en');
    const term = model.terms.find((t) => t.surface === 'endochondral ossification');
    expect(term && model.analysis.sentences[term.definitionSentence]?.start).toBe(
      text.indexOf('In endochondral'),
    );
  });

  it('defines a term whose sentence opens on the possessive of what it is said of', () => {
    const text =
      "# Acids and bases\n\nWater can split into ions. A solution’s pH is the negative logarithm of the hydrogen ion concentration of the solution. The pH of human blood normally ranges from 7.35 to 7.45. A cell's membrane potential is the difference in charge across its membrane. The membrane potential changes during a signal.";
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'pH')).toMatchObject({
      question: 'What does “pH” mean?',
      answer: 'the negative logarithm of the hydrogen ion concentration of the solution.',
    });
    expect(cards.find((c) => c.term === 'membrane potential')?.answer).toBe(
      'the difference in charge across its membrane.',
    );
  });

  it('answers a law with the sentence that says what it states, of two that define it', () => {
    const text =
      '# Gases\n\nGases dissolve in liquids. Henry’s law describes the behavior of gases when they come into contact with a liquid. Henry’s law states that the concentration of gas in a liquid is directly proportional to its partial pressure.';
    expect(cardsOf(text).find((c) => c.term === 'Henry’s law')).toMatchObject({
      question: 'What does “Henry’s law” state?',
      answer:
        'the concentration of gas in a liquid is directly proportional to its partial pressure.',
    });
  });

  it('does not answer a term with the names of its kinds after a colon', () => {
    const text =
      '# Muscle contraction\n\nMuscles contract in several ways. There are two types of isotonic contractions: concentric and eccentric. A concentric contraction involves the muscle shortening to move a load. In isotonic contractions, the tension in the muscle stays constant while a load is moved.';
    const card = cardsOf(text).find((c) => c.term === 'isotonic contractions');
    expect(card?.answer).not.toBe('concentric and eccentric');
    expect(card?.answer).toBe(
      'In isotonic contractions, the tension in the muscle stays constant while a load is moved.',
    );
  });

  it('reads "X refers to Y" as a definition that opens its sentence', () => {
    const text =
      '# Language\n\nLanguage has rules. Semantics and syntax are part of a language’s grammar. Semantics refers to the process by which we derive meaning from morphemes and words. An example of a monocular cue would be what is known as linear perspective. Linear perspective refers to the fact that we perceive depth when two parallel lines seem to converge.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'semantics')).toMatchObject({
      question: 'What does “semantics” mean?',
      answer: 'the process by which we derive meaning from morphemes and words.',
    });
    expect(cards.find((c) => c.term === 'linear perspective')?.answer).toBe(
      'the fact that we perceive depth when two parallel lines seem to converge.',
    );
  });

  it('reads "X involves Y" and "X is characterized by Y" as definitions that open their sentence', () => {
    const text =
      '# Therapy\n\nMany people seek help. Anxiety disorders and phobias often come together. Biomedical therapy and psychotherapy are used together. Biomedical therapy involves the use of medication or medical procedures to treat psychological disorders. Anxiety disorders are characterized by excessive and persistent fear. Biomedical therapy is often combined with psychotherapy.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'biomedical therapy')).toMatchObject({
      question: 'What does “biomedical therapy” mean?',
      answer: 'the use of medication or medical procedures to treat psychological disorders.',
    });
    expect(cards.find((c) => c.term === 'anxiety disorders')?.answer).toBe(
      'excessive and persistent fear.',
    );
  });

  it('reads "X is seeking to…" as what X is, and two words after a colon as no explanation', () => {
    const text =
      '# Social psychology\n\nPeople act in groups. Aggression takes two forms depending on one’s motives: hostile or instrumental. Aggression is seeking to cause another person harm or pain. Conformity is changing your behavior to go along with the group.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'aggression')?.answer).toBe(
      'Aggression is seeking to cause another person harm or pain.',
    );
    expect(cards.map((c) => c.answer)).not.toContain('hostile or instrumental');
  });

  it('reads "X is marked by Y" and "X is our Y" as definitions', () => {
    const text =
      '# Attitudes\n\nPeople judge things. Attitude and behavior are linked. Attitude is our evaluation of a person, an idea, or an object. Creative intelligence and practical intelligence differ. Creative intelligence is marked by inventing or imagining a solution to a problem.';
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'attitude')?.answer).toBe(
      'our evaluation of a person, an idea, or an object.',
    );
    expect(cards.find((c) => c.term === 'creative intelligence')).toMatchObject({
      question: 'What does “creative intelligence” mean?',
      answer: 'inventing or imagining a solution to a problem.',
    });
  });

  it('asks the role of a term the lesson says is responsible for something, in both languages', () => {
    const text =
      '# Cranial nerves\n\nThere are twelve cranial nerves. The hypoglossal nerve and the vagus nerve leave the medulla. The hypoglossal nerve is responsible for controlling the muscles of the lower throat and tongue. The vagus nerve slows the heart.';
    expect(cardsOf(text).find((c) => c.term === 'hypoglossal nerve')).toMatchObject({
      question: 'What is the role of “hypoglossal nerve”?',
      answer: 'responsible for controlling the muscles of the lower throat and tongue.',
    });
    const fr =
      "# Les organes\n\nLe foie et le pancréas aident la digestion. Le foie est responsable de la production de la bile. Le pancréas est responsable de la sécrétion de l'insuline. Le foie stocke le glycogène.";
    const cards = cardsOf(fr, 'fr');
    expect(cards.find((c) => c.term === 'foie')).toMatchObject({
      question: 'Quel est le rôle de « foie » ?',
      answer: 'Le foie est responsable de la production de la bile.',
    });
    // The insulin is what the pancreas is responsible for, not what is responsible.
    expect(cards.find((c) => c.term === "sécrétion de l'insuline")?.question).not.toBe(
      "Quel est le rôle de « sécrétion de l'insuline » ?",
    );
  });

  it('reads a paragraph that opens on a term and a colon as a glossary entry, not a label or a note', () => {
    const explicit = (text: string, language: LessonLanguage, surface: string) =>
      lessonModel(text, language).terms.find((t) => t.surface.toLowerCase() === surface)
        ?.explicitlyDefined;
    const fr =
      "# Vocabulaire\n\nAlgorithme : suite finie d'instructions qui résout un problème.\n\nProgramme : algorithme écrit dans un langage de programmation.\n\nStructure : un programme se découpe en fonctions et en modules.\n\nRésultat : un programme plus facile à relire.\n\nUn programme manipule des données.";
    expect(explicit(fr, 'fr', 'programme')).toBe(true);
    expect(explicit(fr, 'fr', 'structure')).not.toBe(true);
    expect(explicit(fr, 'fr', 'résultat')).not.toBe(true);
    const en =
      '# Minerals\n\nCalcium: Blood levels of ionic calcium determine the absorption of dietary calcium.\n\nCalcium is absorbed in the small intestine.';
    expect(explicit(en, 'en', 'calcium')).not.toBe(true);
  });

  it('reads a list item whose term has something in brackets before its colon as the term and its definition', () => {
    const text =
      '# Le système nerveux\n\nLe système nerveux se divise en deux parties :\n\n- Système Nerveux Central (SNC) : cerveau et moelle épinière.\n- Système Nerveux Périphérique (SNP) : nerfs crâniens et nerfs spinaux.\n\nLe neurone est la cellule du système nerveux. Il reçoit et transmet des messages nerveux.';
    const model = lessonModel(text, 'fr');
    const central = model.terms.find((t) => t.surface.startsWith('Système Nerveux Central'));
    expect(central?.explicitlyDefined).toBe(true);
    expect(
      cardsOf(text, 'fr').find((c) => c.term?.startsWith('Système Nerveux Central'))?.answer,
    ).toBe('cerveau et moelle épinière.');
  });

  it('answers "Lorsque…, on parle de X" with the clause of when, and asks the role of what "est chargée de"', () => {
    const text =
      "# Les prix\n\nLes prix varient. L'inflation est une hausse générale des prix. Lorsque les prix baissent durablement, on parle de déflation. La Banque centrale européenne (BCE) est chargée de la politique monétaire de la zone euro. La déflation est rare.";
    const cards = cardsOf(text, 'fr');
    expect(cards.find((c) => c.term === 'déflation')).toMatchObject({
      question: 'Que désigne « déflation » ?',
      answer: 'Lorsque les prix baissent durablement',
    });
    expect(cards.find((c) => c.term?.startsWith('Banque centrale européenne'))?.question).toBe(
      'Quel est le rôle de « Banque centrale européenne (BCE) » ?',
    );
  });

  it('reads no definition of a term joined to another by a slash ("TCP/IP is…" is not "IP is…")', () => {
    const text =
      '# Protocols\n\nA protocol is a set of rules. TCP/IP is the family of protocols used on the Internet. The Internet Protocol (IP) gives every device an IP address and routes packets to it. Routers read the IP address of each packet.';
    const model = lessonModel(text, 'en');
    const ip = model.terms.find((t) => t.surface.startsWith('Internet Protocol'));
    expect(ip?.explicitlyDefined).not.toBe(true);
    expect(ip && definitionSpan(model, ip)?.text).toBe(
      'The Internet Protocol (IP) gives every device an IP address and routes packets to it.',
    );
  });

  it('reads a word in -s right after an abbreviation in brackets as its verb, not a term', () => {
    const text =
      '# Protocols\n\nA protocol is a set of rules that devices follow to communicate. The Internet Protocol (IP) gives every device an IP address. The Transmission Control Protocol (TCP) splits data into packets, numbers them and checks that they all arrive. If a packet is lost, TCP asks for it to be sent again. Positron emission tomography (PET) scans show the active areas of the brain.';
    const surfaces = lessonModel(text, 'en').terms.map((t) => t.surface.toLowerCase());
    expect(surfaces.filter((s) => s.startsWith('splits'))).toEqual([]);
    expect(surfaces.some((s) => s.includes('scans'))).toBe(true);
  });

  it('answers a plural term with the bare plural kind set beside it ("complements, goods used together")', () => {
    const text = `# Demand

Demand is the quantity of a good that consumers are willing to buy at each price. Several factors shift the demand curve:
- income: when incomes rise, people buy more normal goods;
- the price of substitutes, goods that can replace each other, such as tea and coffee;
- the price of complements, goods used together, such as cars and petrol.

Focal lesions include strokes affecting the cerebellar arteries, tumors that may impinge on the cerebellum, and infections. The cerebellar arteries supply the cerebellum.
`;
    const cards = cardsOf(text);
    expect(cards.find((c) => c.term === 'complements')).toMatchObject({
      question: 'What does “complements” mean?',
      answer: 'goods used together',
    });
    expect(answerOf(text, 'en', 'substitutes')).toBe('goods that can replace each other');
    // "income: when incomes rise…" says how a factor acts, not what income is.
    expect(cards.find((c) => c.term === 'income')?.question).not.toBe('What does “income” mean?');
    // An item of a list ("include strokes…, tumors that…") is no explanation of the one before.
    const model = lessonModel(text, 'en');
    const arteries = termCandidates(analyzeLesson(text, 'en')).find(
      (c) => c.surface === 'cerebellar arteries',
    );
    expect(arteries?.features[termFeatureNames.indexOf('apposition')]).toBe(0);
    expect(model.terms.find((t) => t.surface === 'cerebellar arteries')?.defined).not.toBe(true);
  });

  it('reads what follows "ordonnée à l’origine, c’est-à-dire…" as explaining the whole name, not "origine"', () => {
    const text = `# Les fonctions affines

Une fonction affine est une fonction de la forme f(x) = ax + b. Le nombre a est le coefficient directeur de la droite et b son ordonnée à l'origine, c'est-à-dire l'ordonnée du point où la droite coupe l'axe des ordonnées. La droite d'une fonction linéaire passe par l'origine du repère.
`;
    expect(answerOf(text, 'fr', 'origine')).not.toMatch(/^l'ordonnée du point/);
    const features = (surface: string) =>
      termCandidates(analyzeLesson(text, 'fr')).find((c) => c.surface === surface)?.features;
    const apposition = termFeatureNames.indexOf('apposition');
    expect(features("ordonnée à l'origine")?.[apposition]).toBeGreaterThan(0);
    expect(features('origine')?.[apposition]).toBe(0);
  });

  it('shows a term as the sentence that defines it spells it, not as two headings write its plural', () => {
    const text = `# Les fonctions affines et linéaires

## Les fonctions affines

Une fonction affine est une fonction de la forme f(x) = ax + b, où a et b sont deux nombres fixés. Sa représentation graphique est une droite.
`;
    const surfaces = lessonModel(text, 'fr').terms.map((t) => t.surface);
    expect(surfaces).toContain('fonction affine');
    expect(surfaces).not.toContain('fonctions affines');
  });

  it('reads no apposition after a term that closes one item of a list ("coal and iron ore, a growing population…")', () => {
    const text =
      '# Origins\n\nThe Industrial Revolution began in Britain. Britain had coal and iron ore, a growing population and colonies that supplied raw materials. Iron ore was mined in the north. Coal fed the steam engines.';
    const model = lessonModel(text, 'en');
    expect(model.terms.find((t) => t.surface === 'iron ore')?.defined).toBe(false);
  });

  it('gives no card an answer that lacks its subject or its case alone ("Sinon, ce sont…", "They are often called…")', () => {
    const french = `# Les polymères

Les polymères sont des molécules composées de petites molécules répétées, les monomères. L'amidon est un polymère de glucose.

- Si ils sont constitués d'un seul type de monomères, ils sont appelés homopolymères (ex: Glucides).
- Sinon, ce sont des hétéropolymères (ex: Protéines, Acides Nucléiques).

Les monomères sont agglomérés en polymères grâce à la condensation. La réaction inverse est l'hydrolyse.
`;
    const answers = cardsOf(french, 'fr').map((c) => c.answer);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((a) => /^Sinon\b/.test(a))).toEqual([]);
    const english = `# Measuring attitudes

Researchers measure attitudes with questionnaires. Each item asks people how much they agree with a statement, on a scale from 1 to 5. They are often called Likert scales after their developer, Rensis Likert (1932). Questionnaires are cheap to give to many people, but people may not answer honestly.
`;
    const cards = cardsOf(english);
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.filter((c) => /^They\b/.test(c.answer))).toEqual([]);
  });

  it('reads "Attention : il ne faut pas…", "Remarque :" and "Note:" as remarks, not terms defined by what follows', () => {
    const french = `# Le passif

Un verbe est au passif lorsque le sujet subit l'action. Le complément d'agent est le groupe nominal qui fait l'action dans une phrase passive.

Attention : il ne faut pas confondre le passif au présent avec un verbe au passé composé conjugué avec être.

Remarque : seuls les verbes transitifs directs peuvent se mettre au passif.
`;
    const model = lessonModel(french, 'fr');
    for (const label of ['attention', 'remarque']) {
      expect(model.terms.find((t) => t.surface.toLowerCase() === label)?.defined).not.toBe(true);
    }
    expect(cardsOf(french, 'fr').map((c) => c.term)).not.toContain('attention');
    const english = `# Units

Speed is the distance travelled per unit of time. Velocity is speed in a given direction.

Note: you must always give the unit of a speed.
`;
    expect(
      lessonModel(english, 'en').terms.find((t) => t.surface.toLowerCase() === 'note')?.defined,
    ).not.toBe(true);
  });

  it('reads "on ignore qui est le voleur : le complément d’agent est absent" as no definition of "voleur"', () => {
    const text = `# Pourquoi utiliser le passif ?

Le complément d'agent est le groupe nominal qui fait l'action dans une phrase passive. On emploie le passif lorsque l'on ne connaît pas l'auteur de l'action. Dans « Ma voiture a été volée », on ignore qui est le voleur : le complément d'agent est absent.
`;
    const model = lessonModel(text, 'fr');
    expect(model.terms.find((t) => t.surface === 'voleur')?.defined).not.toBe(true);
    expect(bodyOf(text, 'fr', 'voleur')).toBeUndefined();
    // "…evidence of the engram: the group of neurons that…" still says what the engram is.
    const english =
      '# Memory\n\nLashley trained rats in mazes. He was searching for evidence of the engram: the group of neurons that serve as the physical representation of memory.';
    expect(bodyOf(english, 'en', 'engram')).toBe(
      'the group of neurons that serve as the physical representation of memory',
    );
  });

  it('reads "Un verbe est à la voix passive lorsque…" and "A verb is in the passive voice when…" as defining the state', () => {
    const french = `# La voix active et la voix passive

Un verbe est à la voix active lorsque le sujet fait l'action. Un verbe est à la voix passive lorsque le sujet subit l'action. Le verbe passif est conjugué avec l'auxiliaire être. La voix passive met en valeur celui qui subit l'action.
`;
    const terms = lessonModel(french, 'fr').terms;
    expect(terms.find((t) => t.surface === 'voix passive')?.defined).toBe(true);
    expect(terms.find((t) => t.surface === 'voix active')?.defined).toBe(true);
    const english = `# Active and passive voice

A verb is in the active voice when the subject does the action. A verb is in the passive voice when the subject receives the action. The passive voice is formed with the verb "to be". We use the passive voice when the doer is unknown.
`;
    expect(
      lessonModel(english, 'en').terms.find((t) => t.surface === 'passive voice')?.defined,
    ).toBe(true);
  });

  it('answers notes\' "DDHC = Déclaration des droits…" with what the abbreviation spells out, not "CO = HR × SV"', () => {
    const text = `La Révolution - notes

États généraux = assemblée des trois ordres, convoquée par Louis XVI
DDHC = Déclaration des droits de l'homme et du citoyen
Débit cardiaque : CO = HR × SV
`;
    expect(answerOf(text, 'fr', 'DDHC')).toBe("Déclaration des droits de l'homme et du citoyen");
    expect(answerOf(text, 'fr', 'CO')).not.toBe('HR × SV');
  });

  it('cards "radial notch of the ulna", not "radial notch", which the lesson only writes inside it', () => {
    const text = [
      '# The forearm',
      '',
      'The forearm has two bones, the ulna and the radius. The ulna is the medial bone of the forearm and the radius is the lateral bone.',
      'Near the elbow, a small smooth area called the radial notch of the ulna holds the head of the radius. The radial notch of the ulna is lined with cartilage, so that the head of the radius turns in it.',
      'At the wrist, the ulnar notch of the radius receives the head of the ulna. The ulnar notch of the radius lets the radius turn around the ulna when the hand turns over.',
      'The interosseous membrane is a sheet of connective tissue that joins the two bones along their length.',
    ].join('\n');
    const terms = cardsOf(text).map((card) => card.term);
    expect(terms).toContain('radial notch of the ulna');
    expect(terms).toContain('ulnar notch of the radius');
    expect(terms).not.toContain('radial notch');
    expect(terms).not.toContain('ulnar notch');
  });

  it('reads "Mots-clés :" and "Causes :" alone on their line as announcing a list, not as terms', () => {
    const text = `La Révolution - notes

États généraux = assemblée des trois ordres, convoquée par Louis XVI

Causes :
- crise financière (dettes de l'État)
- inégalités entre les ordres

Mots-clés :
- privilège : avantage réservé à un ordre
- tiers état : ensemble de ceux qui ne sont ni nobles ni membres du clergé
`;
    const terms = lessonModel(text, 'fr').terms.map((t) => t.surface.toLowerCase());
    expect(terms).not.toContain('mots-clés');
    expect(terms).toContain('privilège');
  });
});
