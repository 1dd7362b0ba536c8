import { readFileSync } from 'node:fs';
import { fillBlank, type McqQuestion, type Sheet } from '@study/shared';
import { describe, expect, it } from 'vitest';
import {
  cellCycleLesson,
  cellDivisionNotes,
  coldWarLesson,
  englishWaterCycleLesson,
  frenchHistoryLesson,
  frenchRevolutionLesson,
  newtonLawsLesson,
  photosynthesisLesson,
  plateTectonicsLesson,
  probabilityRulesLesson,
  waterCycleLesson,
} from '../test-lessons.ts';
import { quizViolations } from '../quiz-invariants.ts';
import { createBuiltinEngine } from './builtin-engine.ts';
import { formulaPattern, sheetShareCeiling, wordCount } from './build-sheet.ts';
import { glossaryHeads } from './lesson-model.ts';
import { analyzeLesson } from '../text/analyze-lesson.ts';

const engine = createBuiltinEngine();
const en = (text: string) => ({ text, language: 'en' as const });

/** A short French physics lesson: changes of state as a list, a naming, a formula, a law. */
const statesOfMatterLesson = `# Les états de la matière

## Trois états

La matière peut se présenter sous trois états physiques : l'état solide, l'état liquide et l'état gazeux. Dans un solide, les particules sont serrées et ordonnées : le solide a une forme propre et un volume propre. Dans un liquide, les particules restent proches mais se déplacent les unes par rapport aux autres ; un liquide n'a pas de forme propre, il prend la forme du récipient qui le contient. Dans un gaz, les particules sont éloignées et se déplacent dans toutes les directions : un gaz occupe tout le volume qui lui est offert.

Un gaz est compressible, c'est-à-dire que l'on peut diminuer son volume en appuyant dessus. Les solides et les liquides sont pratiquement incompressibles.

## Les changements d'état

On appelle changement d'état le passage d'un état physique à un autre. Il existe six changements d'état :

- la fusion : passage de l'état solide à l'état liquide ;
- la solidification : passage de l'état liquide à l'état solide ;
- la vaporisation : passage de l'état liquide à l'état gazeux ;
- la liquéfaction : passage de l'état gazeux à l'état liquide ;
- la sublimation : passage direct de l'état solide à l'état gazeux ;
- la condensation : passage direct de l'état gazeux à l'état solide.

Lors d'un changement d'état, la masse se conserve mais le volume change. Quand l'eau gèle, son volume augmente d'environ 9 % : c'est pour cela qu'une bouteille pleine d'eau éclate au congélateur.

Pour un corps pur, la température reste constante pendant tout le changement d'état. L'eau pure fond à 0 °C et bout à 100 °C sous la pression atmosphérique normale. Ces températures sont appelées température de fusion et température d'ébullition. Un mélange, comme l'eau salée, ne présente pas de palier de température.

## La masse volumique

La masse volumique d'une substance est la masse d'un litre (ou d'un mètre cube) de cette substance. Elle se note ρ (la lettre grecque rhô) et se calcule avec la relation :

ρ = m / V

où m est la masse en kilogrammes et V le volume en mètres cubes. La masse volumique de l'eau liquide est de 1 000 kg/m³, celle de la glace d'environ 920 kg/m³ : c'est pourquoi un glaçon flotte sur l'eau.

## Le modèle particulaire

Pour expliquer ces propriétés, les scientifiques utilisent le modèle particulaire : la matière est faite de particules très petites, les molécules, qui sont toujours en mouvement. Plus la température est élevée, plus les molécules s'agitent. Antoine Lavoisier a montré à la fin du XVIIIe siècle que la masse totale se conserve lors des transformations de la matière : « Rien ne se perd, rien ne se crée, tout se transforme. »
`;

/** A short biology lesson: definitions by copula, naming and list items, a cross and its ratio. */
const geneticsLesson = `# Genetics and inheritance

## Genes and chromosomes

Every living cell contains DNA, the molecule that carries the instructions an organism needs to grow and work. DNA is packed into chromosomes. Human body cells have 46 chromosomes, arranged in 23 pairs: one chromosome of each pair comes from the mother and the other from the father.

A gene is a section of DNA that codes for one protein, and through it for one characteristic such as eye colour or blood group. Each gene sits at a fixed place on its chromosome, called its locus.

Genes come in different versions. The different versions of the same gene are called alleles. For example, the gene for pea seed shape has a round allele and a wrinkled allele.

## Dominant and recessive alleles

Because chromosomes come in pairs, every individual carries two alleles of each gene. An allele is dominant when it shows its effect even if only one copy is present. A recessive allele only shows its effect when two copies are present. We write dominant alleles with a capital letter (R) and recessive alleles with a lower-case letter (r).

- Homozygous: the two alleles of a gene are the same (RR or rr).
- Heterozygous: the two alleles of a gene are different (Rr).

The genotype is the set of alleles an organism has, for example Rr. The phenotype is the characteristic that can be observed, for example round seeds. Two organisms with different genotypes can share the same phenotype: RR and Rr peas both have round seeds.

## Mendel's experiments

Gregor Mendel, an Austrian monk, studied inheritance in pea plants in the garden of his monastery. He published his results in 1866, but their importance was only recognised around 1900. Mendel crossed pure-breeding plants with round seeds with pure-breeding plants with wrinkled seeds. All the offspring of the first generation had round seeds. When he crossed these plants with each other, about three quarters of the second generation had round seeds and one quarter had wrinkled seeds.

From these results Mendel concluded that characteristics are passed on by separate units, which we now call genes, and that each parent passes on only one unit of each pair.

## Predicting offspring

A Punnett square is a grid used to predict the possible genotypes of the offspring of a cross. The alleles of one parent are written along the top and those of the other parent down the side. For a cross between two heterozygous parents (Rr x Rr), the square gives RR, Rr, Rr and rr: a ratio of 3 round to 1 wrinkled.

The probability that a child inherits a given genotype is the same for every child, whatever happened to its brothers and sisters.

## Mutations and genetic disorders

A mutation is a random change in the sequence of DNA. Most mutations have no effect, some are harmful, and a few are useful. Cystic fibrosis is a genetic disorder caused by a recessive allele: a child only has the disorder if it inherits the allele from both parents. Parents who carry one copy of the allele without having the disorder are called carriers.
`;

/** A short mathematics lesson: definitions past opening clauses and symbols, a named result. */
const probabilityLesson = `# Introduction to probability

## Experiments and events

A random experiment is an experiment whose outcome cannot be predicted with certainty, such as tossing a coin or rolling a die. The set of all possible outcomes is called the sample space, written S. For a six-sided die, S = {1, 2, 3, 4, 5, 6}.

An event is a subset of the sample space. For example, "getting an even number" is the event A = {2, 4, 6}. An event with a single outcome is called an elementary event.

## The probability of an event

When all outcomes are equally likely, the probability of an event A is the number of favourable outcomes divided by the total number of outcomes: P(A) = n(A) / n(S). For the event "getting an even number", P(A) = 3/6 = 0.5.

A probability is always a number between 0 and 1. An impossible event has probability 0, and a certain event has probability 1.

The complement of an event A, written Ā, is the event "A does not happen". Its probability is P(Ā) = 1 − P(A). The probability of not getting a six is therefore 1 − 1/6 = 5/6.

## Combining events

Two events are mutually exclusive if they cannot happen at the same time. For mutually exclusive events, P(A or B) = P(A) + P(B). In general, P(A or B) = P(A) + P(B) − P(A and B).

Two events are independent if the outcome of one does not change the probability of the other. For independent events, P(A and B) = P(A) × P(B). Tossing a coin twice gives two independent events: the probability of getting two heads is 1/2 × 1/2 = 1/4.

## Probability and frequency

If an experiment is repeated many times, the relative frequency of an event gets closer and closer to its probability. This result is known as the law of large numbers. It explains why a casino always wins in the long run, even if a player can win on a single evening.

The French mathematicians Blaise Pascal and Pierre de Fermat founded probability theory in 1654, in letters about a problem of gambling.
`;

function marked(sheet: Sheet, color: string): string[] {
  return sheet.blocks.flatMap((b) =>
    b.marks.filter((m) => m.color === color).map((m) => b.text.slice(m.start, m.end)),
  );
}

/**
 * The MCQs of `rounds` English quizzes of `text`, each avoiding the prompts of those before (as
 * regenerating a quiz does), every quiz checked against the quiz invariants.
 */
async function mcqRounds(text: string, rounds: number): Promise<McqQuestion[]> {
  const questions: McqQuestion[] = [];
  for (let round = 0; round < rounds; round++) {
    const avoid = questions.map((q) => q.prompt);
    const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq', avoid });
    expect(quizViolations(quiz, { text, answerCount: 4, extractive: true })).toEqual([]);
    questions.push(...(quiz.questions as McqQuestion[]));
  }
  return questions;
}

/** Each heading is followed by content before the next heading of its level or higher. */
function emptyHeadings(sheet: Sheet): string[] {
  const level = (type: string) => (type === 'h1' ? 1 : type === 'h2' ? 2 : 0);
  return sheet.blocks
    .filter((block, i) => {
      if (block.type !== 'h2') return false;
      const next = sheet.blocks[i + 1];
      return next === undefined || (level(next.type) > 0 && level(next.type) <= 2);
    })
    .map((b) => b.text);
}

/** A geography lesson written for the purpose. */
const riversLesson = `# Rivers and Their Landforms

## The course of a river

A river flows from its source, usually in hills or mountains, to its mouth, where it meets the sea or a lake. The area of land drained by a river and its tributaries is called a drainage basin. A tributary is a smaller river that joins a larger one; the point where they meet is a confluence. The boundary between two drainage basins is called a watershed.

A river is usually divided into three parts. In the upper course, the river is narrow and steep and flows quickly. In the middle course, the valley becomes wider and the river starts to meander. In the lower course, the river is wide, deep and slow as it approaches the sea.

## Erosion, transportation and deposition

Rivers shape the land through three processes. Erosion is the wearing away of rock and soil by the water. The river then carries the eroded material downstream: this is transportation. When the river slows down and loses energy, it drops its load, a process known as deposition.

There are four types of erosion:

- hydraulic action, the force of the water hitting the banks;
- abrasion, when rocks carried by the river scrape the bed and banks;
- attrition, when rocks knock against each other and become smaller and rounder;
- solution, when the water dissolves certain rocks such as limestone.

## Landforms

A waterfall forms where a river flows over a band of hard rock lying on top of softer rock. The soft rock is eroded faster, creating an overhang that eventually collapses; the waterfall slowly retreats upstream and leaves a steep gorge behind it. Niagara Falls retreats by about one metre a year.

A meander is a bend in a river. Water flows fastest on the outside of the bend, eroding the bank into a river cliff, and slowest on the inside, where it deposits material to form a slip-off slope. An oxbow lake is formed when the neck of a meander is cut through during a flood and the old bend is left behind.

A delta is an area of flat land built up by deposits at the mouth of a river, like the Nile Delta in Egypt.
`;

/** A chemistry lesson written for the purpose. */
const acidsLesson = `# Acids and Bases

## What is an acid?

An acid is a substance that releases hydrogen ions (H+) when it dissolves in water. Acids taste sour, turn blue litmus paper red and react with many metals to produce hydrogen gas. Common examples are hydrochloric acid (HCl), found in the stomach, and citric acid, found in lemons.

## What is a base?

A base is a substance that accepts hydrogen ions or releases hydroxide ions (OH-) in water. Bases taste bitter, feel slippery and turn red litmus paper blue. A base that dissolves in water is called an alkali. Sodium hydroxide (NaOH), used to make soap, is a strong alkali.

## The pH scale

The pH scale measures how acidic or basic a solution is. It runs from 0 to 14:

- a pH below 7 means the solution is acidic;
- a pH of 7 means the solution is neutral, like pure water;
- a pH above 7 means the solution is basic (alkaline).

Each step on the scale is a factor of ten: a solution of pH 3 is ten times more acidic than a solution of pH 4. An indicator is a substance that changes colour depending on the pH. Universal indicator shows a whole range of colours, from red for strong acids to purple for strong alkalis.

## Strong and weak acids

A strong acid, such as hydrochloric acid, ionises completely in water. A weak acid, such as ethanoic acid in vinegar, only partly ionises, so fewer hydrogen ions are released at the same concentration. Strength should not be confused with concentration: concentration is the amount of acid dissolved in a given volume of water.

## Neutralisation

Neutralisation is the reaction between an acid and a base that produces a salt and water:

acid + base -> salt + water

For example, HCl + NaOH -> NaCl + H2O. Farmers spread lime on fields to neutralise acidic soil, and people take antacid tablets to neutralise excess stomach acid. The salt formed depends on the acid used: hydrochloric acid gives chlorides, sulfuric acid gives sulfates and nitric acid gives nitrates.
`;

/** A biology lesson written for the purpose (no corpus has one). */
const cellLesson = `# Cells: the building blocks of life

## Cell theory

All living things are made of cells. The cell is the smallest unit of life that can carry out all the processes of life. In 1665, Robert Hooke looked at cork under a microscope and named the tiny boxes he saw "cells". Later, Matthias Schleiden and Theodor Schwann proposed the cell theory, which states that all organisms are made of cells and that cells come from other cells.

## Parts of an animal cell

The nucleus controls the activities of the cell and contains the genetic material, DNA. The cytoplasm is a jelly-like substance where most chemical reactions take place. The cell membrane controls what enters and leaves the cell. Mitochondria are the organelles where respiration releases energy from glucose.

## Plant cells

Plant cells have the same parts as animal cells, plus three more. The cell wall is made of cellulose and supports the cell. Chloroplasts contain chlorophyll, which absorbs light for photosynthesis. The vacuole is filled with cell sap and keeps the cell firm.

## Specialised cells

A specialised cell has a structure adapted to its function. For example, red blood cells have no nucleus, so they can carry more oxygen. Root hair cells have a long extension that increases the surface area for absorbing water. Nerve cells are long so that they can carry electrical impulses around the body.

## Microscopes

A light microscope uses light and lenses to magnify objects up to about 1,500 times. An electron microscope uses a beam of electrons and can magnify objects more than a million times. Magnification is how many times bigger the image is than the real object: magnification = image size / real size.
`;

/** A French lesson as pasted, once its headings are marked: sections, then a list of key dates. */
const pastedRevolution = `# La Révolution française (1789-1799)

## 1. Les causes de la Révolution
À la fin du XVIIIe siècle, la France traverse une crise financière grave : l'État est endetté par les guerres. La société d'ordres divise la population en trois ordres : le clergé, la noblesse et le tiers état. Le tiers état, qui regroupe plus de 95 % de la population, paie l'essentiel des impôts.

## 2. L'année 1789
Le 17 juin 1789, les députés du tiers état se proclament Assemblée nationale. Le 14 juillet 1789, le peuple de Paris prend la Bastille, une forteresse royale qui symbolise l'arbitraire du roi. Dans la nuit du 4 août 1789, l'Assemblée abolit les privilèges. Le 26 août 1789, elle adopte la Déclaration des droits de l'homme et du citoyen, qui affirme que les hommes naissent et demeurent libres et égaux en droits.

## 3. La République
Le 21 septembre 1792, la monarchie est abolie et la Première République est proclamée. Louis XVI est guillotiné le 21 janvier 1793.

## Dates clés
- 14 juillet 1789 : prise de la Bastille
- 26 août 1789 : Déclaration des droits de l'homme et du citoyen
- 21 septembre 1792 : proclamation de la République
- 21 janvier 1793 : exécution de Louis XVI
`;

describe('study material a teacher would sign', () => {
  it('keeps a pasted French lesson’s sections and its list of key dates, and no sentence leaning on one left out', async () => {
    const sheet = await engine.generateSheet({ text: pastedRevolution, language: 'fr' });
    expect(emptyHeadings(sheet)).toEqual([]);
    const at = sheet.blocks.findIndex((b) => b.text === 'Dates clés');
    expect(sheet.blocks.slice(at + 1).map((b) => [b.type, b.text])).toEqual([
      ['bullet', '14 juillet 1789 : prise de la Bastille'],
      ['bullet', "26 août 1789 : Déclaration des droits de l'homme et du citoyen"],
      ['bullet', '21 septembre 1792 : proclamation de la République'],
      ['bullet', '21 janvier 1793 : exécution de Louis XVI'],
    ]);
    // "Le 26 août 1789, elle adopte…" comes with the sentence that says who "elle" is.
    const declaration = sheet.blocks.find((b) => b.text.includes('elle adopte'));
    if (declaration) expect(declaration.text).toMatch(/^Dans la nuit du 4 août 1789, l'Assemblée/);
    for (const block of sheet.blocks)
      expect(block.text).not.toMatch(/^[^,]{2,40}, (?:elle|il|ils|elles) /);
  });

  it('shows a list whole or not at all: six irregular verbs, never one of them for its term', async () => {
    const text = `# Le subjonctif présent

## Le mode subjonctif

Le subjonctif est un mode qui exprime une action envisagée dans la pensée plutôt que présentée comme réelle. Il s'oppose à l'indicatif, le mode des faits certains. Comparez : « Il vient » (indicatif, un fait) et « Je veux qu'il vienne » (subjonctif, une volonté).

Le subjonctif s'emploie presque toujours dans une proposition subordonnée introduite par « que ».

## Les emplois du subjonctif

On emploie le subjonctif après les verbes qui expriment :
- la volonté ou l'obligation : vouloir, exiger, il faut que ;
- le sentiment : regretter, craindre, être content que ;
- le doute : douter que, il est possible que.

On l'emploie aussi après certaines conjonctions de subordination : bien que, pour que, afin que, avant que, à condition que. Par exemple : « Je t'explique la règle pour que tu la comprennes. »

Attention : après « après que », on emploie l'indicatif, car l'action est présentée comme réalisée.

## La formation

Pour la plupart des verbes, on forme le subjonctif présent à partir du radical de la 3e personne du pluriel de l'indicatif présent, auquel on ajoute les terminaisons -e, -es, -e, -ions, -iez, -ent.

Par exemple, pour le verbe finir : ils finissent, donc que je finisse, que tu finisses, qu'il finisse, que nous finissions, que vous finissiez, qu'ils finissent.

Aux deux premières personnes du pluriel, les terminaisons du subjonctif sont les mêmes que celles de l'imparfait : que nous chantions, que vous chantiez.

## Les verbes irréguliers

Certains verbes très courants ont un subjonctif irrégulier qu'il faut apprendre par cœur :
- être : que je sois, que nous soyons ;
- avoir : que j'aie, que nous ayons ;
- aller : que j'aille, que nous allions ;
- faire : que je fasse, que nous fassions ;
- pouvoir : que je puisse, que nous puissions ;
- savoir : que je sache, que nous sachions.

## Le subjonctif ou l'infinitif ?

Quand le sujet des deux verbes est le même, on n'emploie pas le subjonctif mais l'infinitif. On dit « Je veux partir » et non « Je veux que je parte ».
`;
    const sheet = await engine.generateSheet({ text, language: 'fr' });
    const verbs = sheet.blocks.filter(
      (b) => b.type === 'bullet' && /^\p{L}+ : que j/u.test(b.text),
    );
    expect([0, 6]).toContain(verbs.length);
    const uses = sheet.blocks.filter((b) => b.type === 'bullet' && /^l[ae]/.test(b.text));
    expect([0, 3]).toContain(uses.length);
    expect(verbs.length + uses.length).toBeGreaterThan(0);
  });

  it('marks a century as a date, and makes no card of it ("au XVIe siècle", "the 16th century")', async () => {
    const text = `# La Renaissance

La Renaissance est une période de renouveau artistique qui commence en Italie au XVe siècle et se diffuse en Europe au XVIe siècle. Le mécène est une personne riche qui protège et finance des artistes. Léonard de Vinci peint La Joconde au début du XVIe siècle. La perspective est une technique qui permet de représenter la profondeur sur une surface plane.
`;
    const sheet = await engine.generateSheet({ text, language: 'fr' });
    expect(new Set(marked(sheet, 'green'))).toEqual(new Set(['XVe siècle', 'XVIe siècle']));
    const cards = await engine.generateFlashcards({ text, language: 'fr' });
    expect(cards.filter((card) => /siècle/.test(card.term ?? ''))).toEqual([]);
    const english = `# The Renaissance

The Renaissance was a period of artistic renewal that began in Italy in the 15th century. A patron is a rich person who protects and pays artists. Leonardo da Vinci painted the Mona Lisa early in the sixteenth century.
`;
    const englishSheet = await engine.generateSheet(en(english));
    expect(marked(englishSheet, 'green')).toEqual(['15th century']);
    expect(marked(englishSheet, 'yellow').filter((m) => /century/.test(m))).toEqual([]);
  });

  it('marks a probability formula whole, its functions and minus sign included', async () => {
    const sheet = await engine.generateSheet(
      en(`# Probability

## Equally likely outcomes

When all outcomes are equally likely, the probability of an event A is:

P(A) = number of favourable outcomes / total number of outcomes

The complement of an event A is the event "A does not happen". Its probability is P(not A) = 1 − P(A).

## Combining events

Two events are mutually exclusive if they cannot happen at the same time. For mutually exclusive events, P(A or B) = P(A) + P(B).
`),
    );
    expect(marked(sheet, 'pink')).toEqual([
      'P(A) = number of favourable outcomes / total number of outcomes',
      'P(not A) = 1 − P(A)',
      'P(A or B) = P(A) + P(B)',
    ]);
  });

  it('keeps and marks a formula in words that divides percentages ("PED = % change in…")', async () => {
    const sheet = await engine.generateSheet(
      en(`# Elasticity

## Price elasticity

Price elasticity of demand measures how strongly the quantity demanded reacts to a change in price. It is calculated as:

PED = % change in quantity demanded / % change in price

Demand is elastic when the quantity changes more than the price, as for luxury goods, and inelastic when it changes less, as for salt or medicine. Salt is cheap. Luxury goods are expensive.
`),
    );
    expect(marked(sheet, 'pink')).toEqual([
      'PED = % change in quantity demanded / % change in price',
    ]);
  });

  it('marks no letter that names a point as a person ("deux points A et B de la droite")', async () => {
    const sheet = await engine.generateSheet({
      text: `# Le coefficient directeur

## Calcul

Le coefficient directeur d'une droite se calcule à partir de deux points A et B de la droite : a = (yB − yA) / (xB − xA). Il indique l'inclinaison de la droite : plus il est grand, plus la droite monte vite.
`,
      language: 'fr',
    });
    expect(sheet.blocks.map((b) => b.text).join(' ')).toContain('deux points A et B de la droite');
    expect(marked(sheet, 'blue')).toEqual([]);
  });

  it('shows a formula with the sentence its words point back to ("For such events, P(A or B) = …")', async () => {
    const sheet = await engine.generateSheet(en(probabilityRulesLesson));
    const shown = sheet.blocks.map((b) => b.text);
    const formulas = marked(sheet, 'pink');
    expect(formulas).toContain('P(not A) = 1 − P(A)');
    expect(formulas).toContain('P(A or B) = P(A) + P(B)');
    // "such events", "one of them": the sentence before says which.
    for (const [pointer, antecedent] of [
      ['For such events', 'Mutually exclusive events cannot happen at the same time.'],
      ['Since one of them must happen', 'The complement of an event A is the event'],
    ] as const) {
      const block = shown.find((text) => text.includes(pointer));
      expect(block).toContain(antecedent);
    }
  });

  it('reads notes\' "Mitosis = division of…" and "gametes -> 4 cells" as words, not formulas, and carded as "X is"', async () => {
    const text = `${cellDivisionNotes}
Cytokinesis = cytoplasm splits -> 2 cells
Cardiac output: CO = HR × SV, and the ATP yield is 2 ADP + 2 Pi -> 2 ATP.
Cancer = uncontrolled mitosis -> tumour
`;
    const sheet = await engine.generateSheet(en(text));
    expect(marked(sheet, 'pink')).toEqual(['CO = HR × SV', '2 ADP + 2 Pi -> 2 ATP']);
    const cards = await engine.generateFlashcards(en(text));
    expect(cards.find((c) => c.term === 'mitosis')).toMatchObject({
      question: 'What does “mitosis” mean?',
      answer: 'division of a body cell -> 2 identical daughter cells (diploid, 2n)',
    });
    // "CO = HR × SV" is a formula: it defines nothing.
    expect(cards.find((c) => c.term === 'CO')?.answer).not.toBe('HR × SV');
  });

  it('reads a formula whose variables multiply side by side whole ("Ek = ½ m v²", "Ep = m g h")', () => {
    const formula = (text: string) => formulaPattern.exec(text)?.[0];
    expect(formula('the energy it has because of its motion: Ek = ½ m v².')).toBe('Ek = ½ m v²');
    expect(formula('energy stored because of its position: Ep = m g h, where g is…')).toBe(
      'Ep = m g h',
    );
    // A word before a formula, and "a" or "à" after it, stay out of it.
    expect(formula('It is written F = m x a.')).toBe('F = m x a');
    expect(formula('On pose y = 2 à la fin.')).toBe('y = 2');
  });

  it('ends a formula before the word after its number, keeps its signs and decimals ("1,5x"), and marks a chain of equalities whole', async () => {
    const sheet = await engine.generateSheet({
      text: `# Les fonctions affines

## Exemple

La fonction f définie par f(x) = 3x − 2 est une fonction affine avec a = 3 et b = −2.

## Coefficient directeur

La droite qui passe par A(1 ; 5) et B(3 ; 9) a pour coefficient directeur a = (9 − 5) / (3 − 1) = 2.

## Corrélation

Les points du nuage sont proches de la droite : la corrélation est forte (r = -0,97).

## Un tarif

Un taxi facture 3 € de prise en charge puis 1,50 € par kilomètre : le prix est p(x) = 1,5x + 3.
`,
      language: 'fr',
    });
    // "f(x) = 3x − 2 est" and "a = 3 et" were marked, as "6 CO2" is: a number and the word after it.
    expect(marked(sheet, 'pink')).toEqual([
      'f(x) = 3x − 2',
      'a = 3',
      'b = −2',
      'a = (9 − 5) / (3 − 1) = 2',
      'r = -0,97',
      'p(x) = 1,5x + 3',
    ]);
  });

  it('keeps a section’s statement before a sentence that only gives a variable a value ("Si a = 0, …")', async () => {
    const sheet = await engine.generateSheet({
      text: `# Les fonctions affines

## Définition

Une fonction affine est une fonction f définie sur ℝ par f(x) = ax + b, où a et b sont deux nombres réels. Le nombre a s'appelle le coefficient directeur et le nombre b s'appelle l'ordonnée à l'origine.

Lorsque b = 0, la fonction s'écrit f(x) = ax : on dit alors que f est une fonction linéaire. Une fonction linéaire traduit une situation de proportionnalité. Lorsque a = 0, la fonction s'écrit f(x) = b : c'est une fonction constante.

Exemple : la fonction f définie par f(x) = 3x − 2 est une fonction affine avec a = 3 et b = −2.

## Représentation graphique

Dans un repère, la représentation graphique d'une fonction affine est une droite. Cette droite coupe l'axe des ordonnées au point de coordonnées (0 ; b). C'est pourquoi b est appelé l'ordonnée à l'origine.

Le coefficient directeur indique l'inclinaison de la droite. Si a > 0, la droite « monte » : la fonction est croissante. Si a < 0, la droite « descend » : la fonction est décroissante. Si a = 0, la droite est parallèle à l'axe des abscisses.

## Calculer le coefficient directeur

Si A(x₁ ; y₁) et B(x₂ ; y₂) sont deux points distincts de la droite, alors le coefficient directeur se calcule avec la formule a = (y₂ − y₁) / (x₂ − x₁). On obtient ensuite b en remplaçant x et y par les coordonnées de l'un des deux points.

Par exemple, la droite qui passe par A(1 ; 5) et B(3 ; 9) a pour coefficient directeur a = (9 − 5) / (3 − 1) = 2. Comme f(1) = 5, on a 2 × 1 + b = 5, donc b = 3 et f(x) = 2x + 3.

## Propriété des accroissements

Une propriété caractérise les fonctions affines : l'accroissement de f(x) est proportionnel à l'accroissement de x. Autrement dit, pour tous réels x₁ et x₂ distincts, f(x₂) − f(x₁) = a(x₂ − x₁). Le taux d'accroissement, c'est-à-dire le quotient (f(x₂) − f(x₁)) / (x₂ − x₁), est donc constant et égal à a.

## Signe d'une fonction affine

Pour étudier le signe de f(x) = ax + b avec a ≠ 0, on cherche d'abord la valeur qui annule la fonction : ax + b = 0 donne x = −b/a. Si a > 0, f(x) est négatif avant −b/a et positif après. Si a < 0, c'est l'inverse. On résume ces résultats dans un tableau de signes.
`,
      language: 'fr',
    });
    const texts = sheet.blocks.map((b) => b.text);
    expect(texts).toContain(
      "Dans un repère, la représentation graphique d'une fonction affine est une droite.",
    );
    expect(texts.filter((t) => t.startsWith('Si a = 0'))).toEqual([]);
  });

  it('keeps what a rule imposes ("La règle des trois unités impose que…")', async () => {
    const sheet = await engine.generateSheet({
      text: `# Le théâtre classique

## Un théâtre de règles

Au XVIIe siècle, le théâtre français obéit à des règles strictes fixées par les doctes, des savants qui s'inspirent de la Poétique d'Aristote. Le classicisme est un mouvement littéraire et artistique qui recherche l'ordre, la mesure et la raison. Il s'épanouit sous le règne de Louis XIV.

La règle des trois unités impose que l'action se déroule en un seul lieu (unité de lieu), en une seule journée (unité de temps) et autour d'une seule intrigue principale (unité d'action). Boileau la résume ainsi dans son Art poétique (1674) : « Qu'en un lieu, qu'en un jour, un seul fait accompli / Tienne jusqu'à la fin le théâtre rempli. »

La règle de la bienséance interdit de montrer sur scène ce qui pourrait choquer le public, comme la violence ou la mort. Les combats et les meurtres sont donc racontés par un personnage dans un récit. La vraisemblance exige que l'action paraisse crédible aux yeux du spectateur.

## La tragédie

La tragédie est une pièce de théâtre en cinq actes et en alexandrins qui met en scène des personnages nobles confrontés à un destin funeste. L'alexandrin est un vers de douze syllabes. Le héros tragique est déchiré entre son devoir et sa passion : c'est le dilemme tragique. La tragédie doit provoquer chez le spectateur la terreur et la pitié afin de le purifier de ses passions ; Aristote appelle cet effet la catharsis.

Pierre Corneille et Jean Racine sont les deux grands auteurs tragiques du siècle. Dans Le Cid (1637), Corneille montre Rodrigue, qui doit choisir entre son amour pour Chimène et l'honneur de sa famille. Racine écrit Phèdre en 1677.

## La comédie

La comédie cherche à faire rire pour corriger les défauts des hommes : « castigat ridendo mores », elle corrige les mœurs par le rire. Ses personnages appartiennent le plus souvent à la bourgeoisie. Molière, de son vrai nom Jean-Baptiste Poquelin, est le maître de la comédie classique. Dans L'Avare (1668), il se moque d'Harpagon, un bourgeois obsédé par son argent.

Molière utilise plusieurs formes de comique. Le comique de geste repose sur les coups, les chutes et les grimaces. Le comique de mots naît des jeux de langage et des répétitions. Le comique de caractère se moque des défauts d'un personnage, comme l'avarice ou l'hypocrisie.
`,
      language: 'fr',
    });
    expect(sheet.blocks.map((b) => b.text).join('\n')).toMatch(
      /La règle des trois unités impose que/,
    );
  });

  it('keeps the equation of a science lesson under its heading, marked whole as a formula', async () => {
    const sheet = await engine.generateSheet(en(photosynthesisLesson));
    const at = sheet.blocks.findIndex((b) => b.text === 'The overall equation');
    // The sentence that announces it with a colon comes with it.
    expect(sheet.blocks[at + 1]?.text).toBe(
      'The overall reaction of photosynthesis can be written as one balanced equation:',
    );
    expect(sheet.blocks[at + 2]).toEqual({
      type: 'paragraph',
      text: '6 CO2 + 6 H2O -> C6H12O6 + 6 O2',
      marks: [{ start: 0, end: 31, color: 'pink', bold: true }],
    });
    expect(emptyHeadings(sheet)).toEqual([]);
    // A list of factors is kept as a list, whole.
    const factors = sheet.blocks.findIndex((b) => b.text === 'Factors that limit photosynthesis');
    expect(sheet.blocks.slice(factors + 1).map((b) => [b.type, b.text.split(':')[0]])).toEqual([
      ['bullet', 'Light intensity'],
      ['bullet', 'Carbon dioxide concentration'],
      ['bullet', 'Temperature'],
    ]);
    const length = sheet.blocks.reduce((n, b) => n + b.text.length, 0);
    expect(length / photosynthesisLesson.length).toBeGreaterThanOrEqual(0.15);
    // A lesson of 200 words is already short: its sheet may keep more than 30 % of it (ADR 275).
    expect(length / photosynthesisLesson.length).toBeLessThanOrEqual(
      sheetShareCeiling(wordCount(photosynthesisLesson)) + 0.01,
    );
  });

  it('keeps a list of types before the sections fill the sheet, and a section’s opening definition', async () => {
    const sheet = await engine.generateSheet(en(plateTectonicsLesson));
    const types = sheet.blocks.filter((b) => b.type === 'bullet').map((b) => b.text.split(',')[0]);
    expect(types).toEqual([
      'Divergent boundaries',
      'Convergent boundaries',
      'Transform boundaries',
    ]);
    const quakes = sheet.blocks.findIndex((b) => b.text === 'Earthquakes and volcanoes');
    expect(sheet.blocks[quakes + 1]?.text).toMatch(/^An earthquake is a sudden shaking/);
    expect(emptyHeadings(sheet)).toEqual([]);
  });

  it('shows a list announced by "It is divided into…" with the sentence "It" points to', async () => {
    const sheet = await engine.generateSheet(en(cellCycleLesson));
    const intro = sheet.blocks.find((b) => b.text.includes('divided into three phases'));
    expect(intro?.text).toMatch(/^Interphase is the period/);
    for (const block of sheet.blocks) expect(block.text).not.toMatch(/^(?:It|They|This) /);
  });

  it('sets a person among people and a treaty or a wall among things', async () => {
    const people = ['Mikhail Gorbachev', 'Nikita Khrushchev', 'Winston Churchill'];
    const things = ['Berlin Wall', 'Truman Doctrine', 'Warsaw Pact', 'Soviet Union', 'Cold War'];
    const asked = (await mcqRounds(coldWarLesson, 3)).filter((q) => people.includes(q.answer));
    expect(asked.length).toBeGreaterThan(0);
    // The lesson names three people: a thing only makes up the count.
    for (const question of asked) {
      const wrongKind = question.choices.filter((c) => things.includes(c));
      expect(wrongKind.length, question.prompt).toBeLessThanOrEqual(1);
    }
  });

  it('keeps every section of a short lesson under its heading, a list of dates too', async () => {
    for (const [text, language] of [
      [frenchRevolutionLesson, 'en'],
      [frenchHistoryLesson, 'fr'],
      [waterCycleLesson, 'fr'],
    ] as const) {
      const sheet = await engine.generateSheet({ text, language });
      const lessonHeadings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
      expect(sheet.blocks.filter((b) => b.type === 'h2').map((b) => b.text)).toEqual(
        lessonHeadings,
      );
      expect(emptyHeadings(sheet)).toEqual([]);
    }
    const sheet = await engine.generateSheet(en(frenchRevolutionLesson));
    const sectionOf = (heading: string) => {
      const at = sheet.blocks.findIndex((b) => b.text === heading);
      return sheet.blocks[at + 1]?.text ?? '';
    };
    expect(sectionOf('1789: the year of revolution')).toContain('Bastille');
    expect(sectionOf('1789: the year of revolution')).toContain('Tennis Court Oath');
    expect(sectionOf('From monarchy to republic')).toContain(
      'A constitutional monarchy is a system in which the power of the king is limited by a constitution.',
    );
  });

  it('marks a term where the sheet defines it, not where it was first mentioned', async () => {
    const lesson = [
      '# Supply and demand',
      '',
      'The price of a good is set by the interaction of supply and demand.',
      '',
      '## Demand',
      '',
      'Demand is the quantity of a good that consumers are willing and able to buy at each price. The law of demand states that, other things being equal, the quantity demanded falls when the price rises. A demand curve therefore slopes downward.',
      '',
      '## Supply',
      '',
      'Supply is the quantity that producers are willing to sell at each price. When the price rises, firms produce more, so the supply curve slopes upward.',
      '',
      '## Equilibrium',
      '',
      'The equilibrium price is the price at which the quantity demanded equals the quantity supplied. If the price is above equilibrium, there is a surplus; if it is below, there is a shortage.',
    ].join('\n');
    const sheet = await engine.generateSheet(en(lesson));
    const markedIn = (opening: string) => {
      const block = sheet.blocks.find((b) => b.text.startsWith(opening));
      expect(block, opening).toBeDefined();
      return (block?.marks ?? []).map((m) => block!.text.slice(m.start, m.end));
    };
    expect(markedIn('Demand is the quantity')).toContain('Demand');
    expect(markedIn('The price of a good')).not.toContain('demand');
    // What slopes is a verb, and "downward" names nothing: neither is a term of the sheet.
    const all = sheet.blocks.flatMap((b) => b.marks.map((m) => b.text.slice(m.start, m.end)));
    for (const word of ['slopes downward', 'downward', 'supply curve slopes']) {
      expect(all).not.toContain(word);
    }
  });

  it('marks a name whole, however many linking words it has, and no verb alone', async () => {
    const sheet = await engine.generateSheet(en(frenchRevolutionLesson));
    const blue = marked(sheet, 'blue');
    expect(blue).toContain('Declaration of the Rights of Man and of the Citizen');
    expect(blue).toContain('King Louis XVI');
    expect(blue).toContain('Third Estate');
    expect(blue).not.toContain('Citizen');
    const all = sheet.blocks.flatMap((b) => b.marks.map((m) => b.text.slice(m.start, m.end)));
    for (const word of ['storming', 'abolished', 'King']) expect(all).not.toContain(word);
    // One colour per kind: no mark is bold without a colour.
    for (const block of sheet.blocks)
      for (const mark of block.marks) expect(mark.color).not.toBe('none');

    const french = await engine.generateSheet({ text: pastedRevolution, language: 'fr' });
    expect(marked(french, 'blue')).toContain("Déclaration des droits de l'homme et du citoyen");
    const history = await engine.generateSheet({ text: frenchHistoryLesson, language: 'fr' });
    const frenchMarks = history.blocks.flatMap((b) =>
      b.marks.map((m) => b.text.slice(m.start, m.end)),
    );
    for (const word of ['abolie', 'proclamée']) expect(frenchMarks).not.toContain(word);
  });

  it('opens no name on a common word after a colon, unless a date comes before it', async () => {
    const sheet = await engine.generateSheet({
      text:
        '# Les variables\n\nUne variable est un nom qui désigne une valeur rangée en mémoire. Un ' +
        'programme manipule des variables de plusieurs types, et chaque type fixe les opérations ' +
        "permises.\n\n## Vocabulaire\n\nTypes : Type de l'information qu'une variable contient.\n",
      language: 'fr',
    });
    expect(sheet.blocks.map((b) => b.text)).toContain(
      "Types : Type de l'information qu'une variable contient.",
    );
    expect(marked(sheet, 'blue')).toEqual([]);
    const dated = await engine.generateSheet({ text: pastedRevolution, language: 'fr' });
    const line = dated.blocks.find((b) => b.text.startsWith('26 août 1789 :'));
    expect(line?.marks.map((m) => [line.text.slice(m.start, m.end), m.color])).toContainEqual([
      "Déclaration des droits de l'homme et du citoyen",
      'blue',
    ]);
  });

  it('marks two names that share their last word through a bare "and" as one', async () => {
    const sheet = await engine.generateSheet(
      en(
        '# Early railways\n\nSteam locomotives burned coal to boil water, and the steam pushed the ' +
          'pistons that turned the wheels.\n\n## Key dates\n\n' +
          '- 1793: Louis XVI and Marie Antoinette are executed.\n' +
          '- 1825: the Stockton and Darlington Railway opens.\n' +
          '- 1830: the Liverpool and Manchester Railway opens.\n',
      ),
    );
    expect(marked(sheet, 'blue')).toEqual([
      'Louis XVI',
      'Marie Antoinette',
      'Stockton and Darlington Railway',
      'Liverpool and Manchester Railway',
    ]);
  });

  it('keeps a law’s formula and answers cards with self-contained definitions', async () => {
    const sheet = await engine.generateSheet(en(newtonLawsLesson));
    expect(marked(sheet, 'pink')).toEqual(['F = m x a', 'W = m x g']);
    const cards = await engine.generateFlashcards(en(newtonLawsLesson));
    const answerOf = (term: string) => cards.find((c) => c.term === term)?.answer;
    expect(answerOf('acceleration')).toBe('the rate at which the velocity of an object changes.');
    expect(answerOf('inertia')).toBe('the tendency of an object to resist a change in its motion.');
    for (const card of cards) expect(card.answer).not.toMatch(/^(?:This|It|These|They)\b/);
  });

  it('answers a card with the definition alone, past an opening phrase or a naming verb', async () => {
    const lesson = [
      '# Atoms and reactions',
      '',
      'Atoms of one element may hold different numbers of neutrons. Different versions of an element are called isotopes. Isotopes behave alike in reactions.',
      '',
      'In chemistry, a catalyst is a substance that increases the rate of a chemical reaction without itself undergoing any change. A catalyst is used again and again.',
    ].join('\n');
    const cards = await engine.generateFlashcards(en(lesson));
    const answerOf = (term: string) => cards.find((c) => c.term === term)?.answer;
    expect(answerOf('isotopes')).toBe('Different versions of an element');
    expect(answerOf('catalyst')).toBe(
      'a substance that increases the rate of a chemical reaction without itself undergoing any change.',
    );
  });

  it('asks for the term that "On appelle X le…" and "X, ou Y, est…" define, and for their definitions', async () => {
    // A held-out lesson of the evaluation: a French physics lesson written for the project.
    const text = readFileSync(
      new URL('../../eval-lessons/other-subjects-fr/physique-electricite.md', import.meta.url),
      'utf8',
    );
    const quiz = await engine.generateQuiz({ text, language: 'fr', type: 'mcq' });
    const prompts = quiz.questions.map((q) => `${q.prompt} -> ${q.answer}`);
    // Each defined term is asked one way or the other: definition -> term, or term -> definition.
    const asked = (term: string, definition: string) => [
      `Quel terme désigne ceci : « ${definition} » ? -> ${term}`,
      `Laquelle de ces définitions correspond à « ${term} » ? -> ${definition}`,
    ];
    for (const [term, definition] of [
      ['effet Joule', 'le dégagement de chaleur dans un conducteur traversé par un courant'],
      ['conducteur ohmique', 'un dipôle qui s’oppose plus ou moins au passage du courant'],
    ] as const) {
      expect(asked(term, definition).some((p) => prompts.includes(p))).toBe(true);
    }
  });

  it('makes no date card of a lesson that dates a single, incidental event', async () => {
    const text = `${photosynthesisLesson}\n\nIn 1779, Jan Ingenhousz showed that plants need light to release oxygen.\n`;
    const cards = await engine.generateFlashcards(en(text));
    expect(cards.filter((c) => c.question.startsWith('What happened'))).toEqual([]);
    expect(cards.length).toBeGreaterThan(0);
  });

  it('keeps a list of key dates as a list, dates marked in one colour, and asks about them', async () => {
    const sheet = await engine.generateSheet(en(frenchRevolutionLesson));
    const bullets = sheet.blocks.filter((b) => b.type === 'bullet').map((b) => b.text);
    expect(bullets).toContain('14 July 1789: the storming of the Bastille.');
    expect(bullets).toContain('20 June 1789: the Tennis Court Oath.');
    expect(marked(sheet, 'green')).toContain('14 July 1789');
    expect(marked(sheet, 'blue')).toContain('Robespierre');

    const cards = await engine.generateFlashcards(en(frenchRevolutionLesson));
    expect(cards.find((c) => c.question === 'What happened on 14 July 1789?')?.answer).toBe(
      "the people of Paris stormed the Bastille, a royal fortress and prison that stood for the king's arbitrary power",
    );
    expect(cards.map((c) => c.term)).not.toContain('Great Fear spread');

    const quiz = await engine.generateQuiz({ ...en(frenchRevolutionLesson), type: 'mcq' });
    const when = quiz.questions.find((q) => q.prompt.startsWith('When did this happen?'));
    expect(when).toMatchObject({
      prompt:
        'When did this happen? “the deputies of the Third Estate swore the Tennis Court Oath, promising not to separate until France had a constitution”',
      answer: '20 June 1789',
    });
    for (const choice of (when as McqQuestion).choices)
      expect(choice).toMatch(/^\d+ \p{L}+ \d{4}$/u);
  });

  it('asks more than blanks: at most 4 of 10 MCQs are a sentence with one blank', async () => {
    for (const text of [photosynthesisLesson, newtonLawsLesson, frenchRevolutionLesson]) {
      const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq', answerCount: 4 });
      expect(quizViolations(quiz, { text, answerCount: 4, extractive: true })).toEqual([]);
      const blanks = quiz.questions.filter((q) => q.prompt.includes(fillBlank));
      expect(blanks.length).toBeLessThanOrEqual(4);
      for (const q of blanks) expect(q.prompt.split(fillBlank)).toHaveLength(2);
    }
    const quiz = await engine.generateQuiz({ ...en(newtonLawsLesson), type: 'mcq' });
    expect(quiz.questions.map((q) => [q.prompt, q.answer])).toEqual(
      expect.arrayContaining([
        [
          'Which term means this: “the tendency of an object to resist a change in its motion”?',
          'inertia',
        ],
        [
          'Which of these defines “acceleration”?',
          'the rate at which the velocity of an object changes',
        ],
      ]),
    );
  });

  it('asks which term is NOT in a list of the lesson, among items of that list', async () => {
    const quiz = await engine.generateQuiz({ ...en(photosynthesisLesson), type: 'mcq' });
    const question = quiz.questions.find((q) => q.prompt.includes('NOT listed')) as McqQuestion;
    expect(question.prompt).toBe(
      'Which of these is NOT listed under “Factors that limit photosynthesis”?',
    );
    expect(question.answer).toBe('chlorophyll');
    expect(question.choices.filter((c) => c !== question.answer).sort()).toEqual([
      'carbon dioxide concentration',
      'light intensity',
      'temperature',
    ]);
  });

  it('gives a French history lesson date cards, definition questions and marks on whole words', async () => {
    const lesson = { text: frenchHistoryLesson, language: 'fr' as const };
    const cards = await engine.generateFlashcards(lesson);
    expect(cards.find((c) => c.question === 'Que s’est-il passé le 17 juin 1789 ?')?.answer).toBe(
      'les députés du tiers état se proclament Assemblée nationale',
    );
    for (const card of cards) expect(card.answer).not.toMatch(/^(?:Il|Elle|Ils|Elles|Ce|Cette)\b/);
    const quiz = await engine.generateQuiz({ ...lesson, type: 'mcq' });
    expect(quiz.questions[0]).toMatchObject({
      prompt:
        'Quel terme désigne ceci : « le régime dans lequel le pouvoir du roi est limité par une constitution » ?',
      answer: 'monarchie constitutionnelle',
    });
    const sheet = await engine.generateSheet(lesson);
    for (const block of sheet.blocks) {
      for (const mark of block.marks) {
        expect(block.text.slice(mark.start - 1, mark.start)).not.toMatch(/\p{L}/u);
        expect(block.text.slice(mark.end, mark.end + 1)).not.toMatch(/\p{L}/u);
      }
    }
  });

  it('opens a section on the definition of the term its heading names, and keeps the words that announce an equation', async () => {
    const text = `# Acids, bases and pH

## What is an acid?

An acid is a substance that releases hydrogen ions (H+) when it dissolves in water. Hydrochloric acid, sulfuric acid and citric acid are common examples. Acids taste sour, turn blue litmus paper red and react with metals such as zinc to give hydrogen gas.

## What is a base?

A base is a substance that neutralises an acid. Bases that dissolve in water are called alkalis; they release hydroxide ions (OH-). Sodium hydroxide and ammonia are alkalis. Alkalis feel soapy and turn red litmus paper blue.

## Neutralisation

Neutralisation is the reaction between an acid and a base that produces a salt and water:

acid + base -> salt + water

For example, hydrochloric acid and sodium hydroxide give sodium chloride and water: HCl + NaOH -> NaCl + H2O. Neutralisation has everyday uses. Farmers spread lime on fields to reduce soil acidity, and antacid tablets neutralise excess stomach acid to relieve indigestion.
`;
    const sheet = await engine.generateSheet(en(text));
    const after = (heading: string) =>
      sheet.blocks[sheet.blocks.findIndex((b) => b.text === heading) + 1]?.text ?? '';
    expect(after('What is an acid?')).toMatch(
      /^An acid is a substance that releases hydrogen ions/,
    );
    expect(after('What is a base?')).toMatch(/^A base is a substance that neutralises an acid\./);
    expect(after('Neutralisation')).toBe(
      'Neutralisation is the reaction between an acid and a base that produces a salt and water:',
    );
  });

  it('reads no list, no passive and no half of a hyphenated name as a definition, and asks about dates given as months', async () => {
    const text = `# La Première Guerre mondiale

## Les causes

Le 28 juin 1914, l'archiduc François-Ferdinand, héritier du trône d'Autriche-Hongrie, est assassiné à Sarajevo par un nationaliste serbe. Par le jeu des alliances, ce conflit local devient une guerre européenne.

## La guerre de position

Les soldats vivent dans des tranchées, c'est-à-dire des fossés creusés dans le sol pour se protéger des tirs ennemis. On appelle poilus les soldats français de cette guerre. Ils subissent le froid, la boue, les rats et les bombardements. La bataille de Verdun dure de février à décembre 1916. Verdun est devenue le symbole de la résistance française.

## Dates clés

- 28 juin 1914 : assassinat de François-Ferdinand à Sarajevo
- Septembre 1914 : bataille de la Marne
- Février-décembre 1916 : bataille de Verdun
- 11 novembre 1918 : armistice
`;
    const lesson = { text, language: 'fr' as const };
    const cards = await engine.generateFlashcards(lesson);
    const quiz = await engine.generateQuiz({ ...lesson, type: 'mcq' });
    const said = [
      ...cards.map((c) => `${c.question} ${c.answer}`),
      ...quiz.questions.map(
        (q) => `${q.prompt} ${q.answer} ${(q as McqQuestion).choices.join(' | ')}`,
      ),
    ];
    for (const line of said) {
      expect(line).not.toMatch(/les rats et les bombardements/);
      expect(line).not.toMatch(/« devenue le symbole/);
      expect(line).not.toMatch(/François(?!-)/);
    }
    expect(cards.find((c) => c.question === 'Que s’est-il passé en septembre 1914 ?')?.answer).toBe(
      'bataille de la Marne',
    );
    expect(
      cards.find((c) => c.question === 'Que s’est-il passé en février-décembre 1916 ?')?.answer,
    ).toBe('bataille de Verdun');
    const sheet = await engine.generateSheet(lesson);
    expect(sheet.blocks.filter((b) => b.type === 'bullet').map((b) => b.text)).toHaveLength(4);
  });

  it('answers with the clause a pronoun points to, and keeps an explanation whole past a comma between adjectives', async () => {
    // A geography lesson written for the purpose (no corpus has one).
    const text = `# Volcanoes and earthquakes

## The structure of the Earth

The Earth is made of layers. The crust is the thin, rocky outer layer on which we live. Beneath it lies the mantle, a thick layer of hot, semi-molten rock. At the centre is the core, which is made mostly of iron and nickel.

The crust is broken into large pieces called tectonic plates. These plates move slowly, a few centimetres each year, because of convection currents in the mantle.

## Plate boundaries

A plate boundary is the place where two plates meet. There are three main types of plate boundary:

- Constructive boundaries, where plates move apart and magma rises to form new crust.
- Destructive boundaries, where an oceanic plate sinks beneath a continental plate.
- Conservative boundaries, where plates slide past each other.

## Volcanoes

A volcano is an opening in the Earth's crust through which magma, gas and ash escape. Magma is molten rock below the surface; once it reaches the surface it is called lava. Volcanoes form mainly at constructive and destructive boundaries.

Shield volcanoes have gentle slopes and runny lava, like Mauna Loa in Hawaii. Composite volcanoes are steep and explode violently, like Mount St Helens, which erupted in 1980.

## Earthquakes

An earthquake is a sudden shaking of the ground caused by the movement of tectonic plates. The point inside the Earth where the earthquake starts is the focus; the point on the surface directly above it is the epicentre. The strength of an earthquake is measured on the Richter scale.

In 2011, an earthquake off the coast of Japan caused a tsunami that killed more than 15,000 people. Because plates can stick and then slip suddenly, pressure builds up and is released as seismic waves.

## Living with the risk

People live near volcanoes because the soil is fertile and geothermal energy is available. To reduce the risk, countries monitor volcanoes, build earthquake-proof buildings and train people to react.
`;
    const cards = await engine.generateFlashcards(en(text));
    const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq' });
    const said = [
      ...cards.map((c) => c.answer),
      ...quiz.questions.flatMap((q) => [q.prompt, ...(q as McqQuestion).choices]),
    ];
    for (const line of said) {
      expect(line).not.toMatch(/^once it reaches the surface it$|“once it reaches/);
      expect(line).not.toMatch(/a thick layer of hot(?!,)/);
    }
    expect(cards.find((c) => c.term === 'lava')?.answer).toBe(
      'Magma is molten rock below the surface; once it reaches the surface it is called lava.',
    );
    expect(said.some((line) => line.includes('a thick layer of hot, semi-molten rock'))).toBe(true);
  });

  it('makes a card of "La masse volumique d’un corps est…" and reads no description or opening phrase as a definition', async () => {
    // A French physics lesson written for the purpose (no corpus has one).
    const text = `# Les états de la matière

## Trois états

La matière peut exister sous trois états : solide, liquide et gazeux. Un solide a une forme propre et un volume propre. Un liquide n'a pas de forme propre : il prend la forme du récipient qui le contient, mais il a un volume propre. Un gaz n'a ni forme propre ni volume propre ; il occupe tout l'espace disponible.

## Le modèle particulaire

La matière est constituée de particules très petites, les molécules. Dans un solide, les molécules sont serrées et ordonnées. Dans un liquide, elles sont serrées mais désordonnées. Dans un gaz, elles sont éloignées les unes des autres et se déplacent très vite.

## Les changements d'état

On appelle changement d'état le passage d'un état à un autre. La fusion est le passage de l'état solide à l'état liquide. La solidification est le passage de l'état liquide à l'état solide. La vaporisation est le passage de l'état liquide à l'état gazeux, et la liquéfaction le passage inverse.

Pour un corps pur, la température reste constante pendant un changement d'état. Par exemple, la glace fond à 0 °C et l'eau bout à 100 °C sous la pression atmosphérique normale. Ce palier de température permet d'identifier un corps pur.

## Masse et volume

Lors d'un changement d'état, la masse se conserve mais le volume varie. Ainsi, quand l'eau gèle, son volume augmente : c'est pourquoi une bouteille pleine d'eau peut éclater au congélateur.

La masse volumique d'un corps est la masse d'un litre de ce corps. Elle se calcule avec la formule ρ = m / V, où m est la masse et V le volume.
`;
    const lesson = { text, language: 'fr' as const };
    const cards = await engine.generateFlashcards(lesson);
    expect(cards.find((c) => c.term === 'masse volumique')?.question).toBe(
      'Que désigne « masse volumique » ?',
    );
    const quiz = await engine.generateQuiz({ ...lesson, type: 'mcq' });
    const definitions = quiz.questions.flatMap((q) => {
      const asked = /^Quel terme désigne ceci : « (.+) » \?$/.exec(q.prompt);
      if (asked) return [asked[1] as string];
      return q.prompt.startsWith('Laquelle de ces définitions') ? (q as McqQuestion).choices : [];
    });
    // "sont serrées": a participle after an auxiliary, though Lefff knows a noun "serrée".
    const terms = [
      ...cards.map((c) => c.term),
      ...quiz.questions.flatMap((q) => (q as McqQuestion).choices),
    ];
    expect(terms).not.toContain('serrées');
    expect(definitions.length).toBeGreaterThan(0);
    // "les molécules sont serrées et ordonnées" describes; "Pour un corps pur, la température
    // reste constante…" is a sentence about it, not its definition.
    expect(definitions).not.toContain('serrées et ordonnées');
    expect(definitions).not.toContain(
      'la température reste constante pendant un changement d’état',
    );
    expect(definitions).not.toContain(
      "la température reste constante pendant un changement d'état",
    );
    for (const definition of definitions)
      expect(definition).toMatch(/^(?:l['’]|le |la |les |un |une |des )/);
  });

  it('spells a term as its sentences do, not with the capital of the heading that names it', async () => {
    // "## Cell theory", then "…proposed the cell theory".
    const text = cellLesson;
    const cards = await engine.generateFlashcards(en(text));
    const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq' });
    const terms = [
      ...cards.map((c) => c.term ?? ''),
      ...quiz.questions.flatMap((q) => (q as McqQuestion).choices ?? []),
    ];
    expect(terms).not.toContain('Cell theory');
    expect(terms).not.toContain('Specialised cells');
    expect(terms.some((t) => t === 'cell theory')).toBe(true);
  });

  it('asks "What does X mean?" only when the answer says what X is, and gives no card to the genus of another', async () => {
    const cards = await engine.generateFlashcards(en(cellLesson));
    const card = (term: string) => cards.find((c) => c.term === term);
    // "The cytoplasm is a jelly-like substance where…" answers "cytoplasm" only.
    expect(card('cytoplasm')?.question).toBe('What does “cytoplasm” mean?');
    expect(card('jelly-like substance')).toBeUndefined();
    // "Plant cells have the same parts as animal cells" says something of them, not what they are.
    const animal = card('animal cells');
    if (animal) expect(animal.question).toBe('What does the lesson say about “animal cells”?');
    const firstAbout = cards.findIndex((c) => c.question.startsWith('What does the lesson say'));
    const lastMean = cards.findLastIndex((c) => c.question.endsWith('mean?'));
    expect(firstAbout === -1 || firstAbout > lastMean).toBe(true);
  });

  it('reads no passive ("is filled with", "is made of") and no bare adjective ("are long so that") as a definition', async () => {
    const quiz = await engine.generateQuiz({ ...en(cellLesson), type: 'mcq' });
    const definitions = quiz.questions.flatMap((q) => {
      const asked = /^Which term means this: “(.+)”\?$/.exec(q.prompt);
      if (asked) return [asked[1] as string];
      return q.prompt.startsWith('Which of these defines') ? (q as McqQuestion).choices : [];
    });
    expect(definitions.length).toBeGreaterThan(0);
    for (const definition of definitions) {
      expect(definition).not.toMatch(/^(?:filled|made|composed|located) /);
      // "Nerve cells are long so that they can carry electrical impulses around the body."
      expect(definition).not.toMatch(/^long so/);
    }
  });

  it('reads "X, also called Y, is…" as a definition of X, "X is the same…" as none, and blanks no sentence that points back', async () => {
    // A physics lesson written for the purpose (no corpus has one).
    const text = `# Electric circuits

## Current, voltage and resistance

Electric current is the flow of electric charge around a circuit. It is measured in amperes (A) with an ammeter, which is connected in series. Voltage, also called potential difference, is the energy transferred per unit of charge. It is measured in volts (V) with a voltmeter, which is connected in parallel.

Resistance is the opposition a component gives to the flow of current. It is measured in ohms (Ω). The higher the resistance, the smaller the current for the same voltage.

## Ohm's law

In 1827, Georg Ohm showed that the current through a metal wire is proportional to the voltage across it, as long as the temperature stays the same. This is Ohm's law:

V = I × R

where V is the voltage in volts, I the current in amperes and R the resistance in ohms.

## Series and parallel circuits

In a series circuit, the components are connected one after another in a single loop. The current is the same everywhere, and the total resistance is the sum of the resistances. If one bulb breaks, all the others go out.

In a parallel circuit, the components are connected on separate branches. The voltage is the same across each branch, and the current splits between the branches. If one bulb breaks, the others stay on. This is why the lights in a house are wired in parallel.

## Power and safety

Electrical power is the rate at which energy is transferred. It is calculated with P = V × I and measured in watts (W). A fuse is a thin wire that melts and breaks the circuit when the current is too high. Earthing protects people from electric shocks by giving the current a safe path to the ground.
`;
    const cards = await engine.generateFlashcards(en(text));
    expect(cards.find((c) => c.term === 'voltage')).toMatchObject({
      question: 'What does “voltage” mean?',
      answer: 'the energy transferred per unit of charge.',
    });
    const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq' });
    const said = [
      ...cards.filter((c) => c.question.endsWith('mean?')).map((c) => c.answer),
      ...quiz.questions.flatMap((q) => [q.prompt, ...(q as McqQuestion).choices]),
    ];
    for (const line of said) expect(line).not.toMatch(/^the same|“the same/);
    // "Georg Ohm" is not the unit "ohms".
    for (const question of quiz.questions) expect(question.prompt).not.toContain('Georg _____');
    // "It is measured in _____ (A)": a blank in a sentence that points back only once the
    // sentences that stand alone are used up.
    const blanks = quiz.questions.filter((q) => q.prompt.includes(fillBlank));
    const leaning = blanks.findIndex((q) => q.prompt.includes('“It is'));
    const alone = blanks.findLastIndex((q) => !q.prompt.includes('“It is'));
    expect(leaning === -1 || leaning > alone).toBe(true);
  });

  it('keeps a list whole on the sheet, asks a chronology among near years, and takes no infinitive or "du nom de" for a term or a definition', async () => {
    // A French geography lesson written for the purpose (no corpus has one).
    const text = `# Le développement durable

## Définition

Le développement durable est un développement qui répond aux besoins du présent sans compromettre la capacité des générations futures à répondre aux leurs. Cette définition a été proposée en 1987 dans le rapport Brundtland, du nom de la Première ministre norvégienne Gro Harlem Brundtland.

## Les trois piliers

Le développement durable repose sur trois piliers :

- le pilier économique : produire des richesses et des emplois ;
- le pilier social : réduire les inégalités et garantir l'accès à l'éducation et à la santé ;
- le pilier environnemental : préserver les ressources naturelles et la biodiversité.

## Les ressources

Une ressource renouvelable est une ressource qui se reconstitue plus vite qu'on ne la consomme, comme l'énergie solaire ou le vent. Les énergies fossiles, comme le pétrole, le charbon et le gaz, sont des ressources non renouvelables : leurs stocks s'épuisent.

L'empreinte écologique mesure la surface de terre nécessaire pour produire ce qu'une population consomme et absorber ses déchets. Elle s'exprime en hectares globaux.

## Les grandes étapes

En 1992, le Sommet de la Terre de Rio adopte l'Agenda 21. En 1997, le protocole de Kyoto fixe des objectifs de réduction des gaz à effet de serre. En 2015, l'accord de Paris vise à limiter le réchauffement climatique à moins de 2 °C.

## Agir au quotidien

Chacun peut agir : trier ses déchets, économiser l'eau et l'énergie, privilégier les transports en commun. Le recyclage consiste à transformer un déchet en une nouvelle matière première.
`;
    const lesson = { text, language: 'fr' as const };
    const sheet = await engine.generateSheet(lesson);
    const bullets = sheet.blocks.filter((b) => b.type === 'bullet').map((b) => b.text);
    expect(bullets.filter((b) => b.startsWith('le pilier'))).toHaveLength(3);
    const cards = await engine.generateFlashcards(lesson);
    const quiz = await engine.generateQuiz({ ...lesson, type: 'mcq' });
    const mcqs = quiz.questions as McqQuestion[];
    // "Chacun peut agir": a verb, never a term or a choice.
    const terms = [...cards.map((c) => c.term), ...mcqs.flatMap((q) => q.choices)];
    for (const verb of ['agir', 'produire', 'trier']) expect(terms).not.toContain(verb);
    // "le rapport Brundtland, du nom de la Première ministre…" says where the name comes from.
    const said = [...cards.map((c) => c.answer), ...mcqs.flatMap((q) => [q.prompt, ...q.choices])];
    for (const line of said) expect(line).not.toMatch(/^du nom de|« du nom de/);
    // Three years of events, and a fourth year near them that the lesson does not name.
    const when = mcqs.filter((q) => q.prompt.startsWith('Quand cela s’est-il passé ?'));
    expect(when.length).toBeGreaterThan(0);
    for (const question of when) {
      expect(question.choices).toHaveLength(4);
      expect(question.choices.every((c) => /^\d{4}$/.test(c) && Number(c) <= 2015)).toBe(true);
    }
  });

  it('takes no unit for a term and no opening phrase into what names a term', async () => {
    // A mathematics lesson written for the purpose (no corpus has one).
    const text = `# Right-angled triangles

## Pythagoras' theorem

A right-angled triangle is a triangle with one angle of 90 degrees. The hypotenuse is the longest side of a right-angled triangle; it is opposite the right angle. Pythagoras' theorem states that in a right-angled triangle, the square of the hypotenuse is equal to the sum of the squares of the other two sides:

a² + b² = c²

For example, if the two shorter sides measure 3 cm and 4 cm, the hypotenuse measures 5 cm, because 9 + 16 = 25.

## The converse

The converse of the theorem lets us prove that a triangle is right-angled. If the square of the longest side equals the sum of the squares of the other two sides, then the triangle is right-angled. A Pythagorean triple is a set of three whole numbers that fit the theorem, such as 3, 4 and 5 or 5, 12 and 13.

## Trigonometry

In a right-angled triangle, the side next to an angle is called the adjacent side, and the side facing it is called the opposite side. The sine of an angle is the ratio of the opposite side to the hypotenuse. The cosine is the ratio of the adjacent side to the hypotenuse. The tangent is the ratio of the opposite side to the adjacent side. A common way to remember them is SOH CAH TOA.

## History

Pythagoras was a Greek mathematician who lived around 570 to 495 BC. The Babylonians already used the relationship more than a thousand years before him.
`;
    const cards = await engine.generateFlashcards(en(text));
    const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq' });
    const mcqs = quiz.questions as McqQuestion[];
    // "3 cm and 4 cm": a unit after a number.
    expect([...cards.map((c) => c.term), ...mcqs.flatMap((q) => q.choices)]).not.toContain('cm');
    // "In a right-angled triangle, the side next to an angle is called the adjacent side".
    const choices = mcqs.flatMap((q) => [q.prompt, ...q.choices]);
    expect(choices.some((c) => c.includes('the side next to an angle'))).toBe(true);
    for (const choice of choices)
      expect(choice).not.toMatch(/^In a right-angled triangle, the side/);
    // A person is asked who they were, not what their name means.
    const pythagoras = cards.find((c) => c.term === 'Pythagoras');
    expect(pythagoras?.question).toBe('Who was “Pythagoras”?');
  });

  it('asks who a person was, and what a named institution or event means', async () => {
    const cards = await engine.generateFlashcards(en(frenchRevolutionLesson));
    const questions = cards.map((c) => c.question);
    expect(questions).toContain('What does “Estates-General” mean?');
    expect(questions).toContain('What does “Bastille” mean?');
    expect(questions.filter((q) => q.startsWith('Who was'))).toEqual([]);
    const french = `# Les Lumières

Voltaire est un écrivain et philosophe français qui défend la tolérance. Montesquieu est un penseur qui propose la séparation des pouvoirs. L'Encyclopédie est un ouvrage collectif qui rassemble les connaissances de l'époque. La séparation des pouvoirs est le principe selon lequel les pouvoirs législatif, exécutif et judiciaire sont confiés à des personnes différentes. Les idées de Voltaire, de Montesquieu et de l'Encyclopédie inspirent les révolutionnaires.
`;
    const frenchCards = await engine.generateFlashcards({ text: french, language: 'fr' });
    const frenchQuestions = frenchCards.map((c) => c.question);
    expect(frenchQuestions).toContain('Qui était « Voltaire » ?');
    expect(frenchQuestions).not.toContain('Qui était « Encyclopédie » ?');
    // Names the lesson writes only at the start of sentences keep their capital ("voltaire").
    const openings = `# Les philosophes

Voltaire est un écrivain et philosophe qui dénonce l'intolérance religieuse. Montesquieu est un philosophe qui propose la séparation des pouvoirs en 1748. Rousseau est un philosophe qui défend la souveraineté du peuple en 1762. La censure interdit certains ouvrages, mais ils circulent malgré tout.
`;
    const openingCards = await engine.generateFlashcards({ text: openings, language: 'fr' });
    expect(openingCards.map((c) => c.question)).toEqual(
      expect.arrayContaining(['Qui était « Voltaire » ?', 'Qui était « Rousseau » ?']),
    );
  });

  it('asks what a term does among what the lesson says other subjects do, and fewer blanks, on its card too', async () => {
    const quiz = await mcqRounds(cellLesson, 1);
    const role = quiz.find((q) => q.prompt === 'According to the lesson, what does “nucleus” do?');
    expect(role?.answer).toBe(
      'controls the activities of the cell and contains the genetic material, DNA',
    );
    // Its wrong choices are what the cell membrane and the microscopes do: verbs that agree.
    expect(role?.choices.filter((c) => c !== role.answer).sort()).toEqual([
      'controls what enters and leaves the cell',
      'uses a beam of electrons and can magnify objects more than a million times',
      'uses light and lenses to magnify objects up to about 1,500 times',
    ]);
    // A short lesson with few definitions asked 6 blanks of 10 before these questions.
    expect(quiz.filter((q) => q.prompt.includes(fillBlank)).length).toBeLessThanOrEqual(4);
    // Its card asks the same, where it asked "What does the lesson say about “nucleus”?".
    const cards = await engine.generateFlashcards(en(cellLesson));
    expect(cards.find((c) => c.term === 'nucleus')?.question).toBe(
      'According to the lesson, what does “nucleus” do?',
    );
  });

  it('asks "Which of these is an example of X?" among the examples the lesson gives of its other terms', async () => {
    // A biology lesson written for the purpose: examples after "such as", "Examples of X include"
    // and before "are examples of".
    const text = `# Inflammation

Inflammation is the response of tissue to injury or infection. Acute inflammation lasts a few days and helps healing. Chronic inflammation lasts for months or years and damages tissue. Arthritis and tuberculosis are examples of chronic inflammation.

# Hormones

A hormone is a chemical messenger carried by the blood. Peptide hormones such as insulin and glucagon are made of amino acids. Steroid hormones, such as cortisol and testosterone, are made from cholesterol. Special enzymes, including helicase, untwist and separate the strands; special enzymes also repair them. The elbow joint, which allows bending or straightening, is an example of a uniaxial joint.

# Proteins of the membrane

An integral protein is a protein embedded in the membrane. A channel protein is an example of an integral protein. A peripheral protein sits on the surface of the membrane. Lipids are fats and oils that do not dissolve in water. Examples of lipids include phospholipids, cholesterol and glycolipids. Structures beneath the cerebral cortex such as the hippocampus store memories.
`;
    const examples: Record<string, string[]> = {
      'chronic inflammation': ['arthritis', 'tuberculosis'],
      'peptide hormones': ['insulin', 'glucagon'],
      'steroid hormones': ['cortisol', 'testosterone'],
      'integral protein': ['channel protein'],
      'special enzymes': ['helicase'],
      lipids: ['phospholipids', 'cholesterol', 'glycolipids'],
    };
    const asked = new Map<string, McqQuestion>();
    for (const question of await mcqRounds(text, 4)) {
      const category = /^Which of these is an example of “(.+)”\?$/.exec(question.prompt)?.[1];
      if (category) asked.set(category, question);
    }
    expect([...asked.keys()].sort()).toEqual(Object.keys(examples).sort());
    for (const [category, question] of asked) {
      const own = examples[category] as string[];
      expect(own).toContain(question.answer);
      // No other choice is one of its examples, or the category itself.
      const others = question.choices.filter((c) => c !== question.answer);
      expect(others.filter((c) => own.includes(c) || c.includes(category))).toEqual([]);
    }
    // "Special enzymes, including helicase, untwist and separate…": no example is a verb;
    // "structures beneath the cerebral cortex such as the hippocampus" are no examples of the
    // cortex; "The elbow joint, which allows bending or straightening, is an example of…" gives
    // no example in what describes its subject.
    const choices = [...asked.values()].flatMap((q) => q.choices);
    for (const clause of ['untwist', 'separate the strands', 'straightening', 'hippocampus'])
      expect(choices).not.toContain(clause);

    const french = `# Les roches

Une roche magmatique est une roche formée par le refroidissement du magma. Le granite et le basalte sont des exemples de roches magmatiques. Une roche sédimentaire est une roche formée par l'accumulation de sédiments. Les roches sédimentaires comme le calcaire ou le grès se forment au fond des océans.

# Les énergies

Une énergie renouvelable est une énergie dont la source ne s'épuise pas. Exemples d'énergies renouvelables : le solaire, l'éolien et l'hydraulique. Une énergie fossile est une énergie issue de la décomposition d'êtres vivants, par exemple le pétrole ou le charbon.

# Le cycle de l'eau

L'évaporation est le passage de l'eau liquide à l'état de vapeur sous l'effet de la chaleur du Soleil. La condensation est le passage de la vapeur d'eau à l'état liquide. Les précipitations sont l'eau qui tombe des nuages sous forme de pluie, de neige ou de grêle. Le ruissellement est l'écoulement de l'eau à la surface du sol vers les rivières. L'infiltration est la pénétration de l'eau dans le sol.
`;
    const frenchExamples: Record<string, string[]> = {
      'roche magmatique': ['granite', 'basalte'],
      'roche sédimentaire': ['calcaire', 'grès'],
      'énergie renouvelable': ['solaire', 'éolien', 'hydraulique'],
    };
    const quiz = await engine.generateQuiz({ text: french, language: 'fr', type: 'mcq' });
    const questions = (quiz.questions as McqQuestion[]).filter((q) =>
      q.prompt.startsWith('Lequel de ces éléments'),
    );
    expect(questions.length).toBeGreaterThanOrEqual(2);
    for (const question of questions) {
      const category = /« (.+) »/.exec(question.prompt)?.[1] as string;
      expect(question.prompt).toBe(
        `Lequel de ces éléments est un exemple de la notion « ${category} » ?`,
      );
      // "la décomposition d'êtres vivants, par exemple le pétrole": examples of an energy.
      expect(frenchExamples[category]).toContain(question.answer);
    }
  });

  it('asks what a term of the lesson leads to and what causes it, among effects and causes of other terms', async () => {
    // A geography and health lesson written for the purpose.
    const text = `# Deforestation and climate

Deforestation is the clearing of forests for farming or wood. Deforestation leads to soil erosion and the loss of habitats. Global warming is the rise of the average temperature of the Earth. Global warming is mainly caused by greenhouse gases. Greenhouse gases such as carbon dioxide and methane trap heat in the atmosphere.

# Diseases

Scurvy is a disease of sailors on long voyages. Scurvy is caused by a lack of vitamin C. Rickets is a disease of the bones in children. Rickets is caused by a lack of vitamin D. Acid rain damages forests and lakes. Acid rain is caused by sulfur dioxide. The pancreas releases insulin after a meal.

# Water

Pollution of rivers causes the death of fish. A drought is a long period without rain. A drought can cause crop failure and famine. Not every drought leads to famine.
`;
    const questions = (await mcqRounds(text, 3)).filter((q) =>
      q.prompt.startsWith('According to the lesson'),
    );
    const asked = Object.fromEntries(questions.map((q) => [q.prompt, q]));
    const scurvy = asked['According to the lesson, what causes “scurvy”?'];
    expect(scurvy?.answer).toBe('lack of vitamin C');
    expect(scurvy?.choices).toContain('lack of vitamin D');
    // Greenhouse gases cause global warming; carbon dioxide, one of them, is never a wrong choice.
    const warming = asked['According to the lesson, what causes “global warming”?'];
    expect(warming?.answer).toBe('greenhouse gases');
    expect(warming?.choices).not.toContain('carbon dioxide');
    const drought = asked['According to the lesson, which of these does “drought” lead to?'];
    expect(['crop failure', 'famine']).toContain(drought?.answer);
    // "Pollution of rivers causes…": rivers cause nothing; "pancreas releases insulin" is no term.
    expect(questions.map((q) => q.prompt).join(' ')).not.toMatch(/rivers|fish/);
    const choices = questions.flatMap((q) => q.choices);
    expect(choices.some((c) => /releases/.test(c))).toBe(false);
    const cards = await engine.generateFlashcards(en(text));
    expect(cards.map((c) => c.term)).not.toContain('pancreas releases insulin');
  });

  it('asks open questions on the difference between two terms and on what causes a term, answered by the lesson', async () => {
    // A geology, energy and water lesson written for the purpose.
    const french = `# Les roches

Une roche magmatique est une roche formée par le refroidissement du magma. Le granite et le basalte sont des exemples de roches magmatiques. Une roche sédimentaire est une roche formée par l'accumulation de sédiments. Les roches sédimentaires comme le calcaire ou le grès se forment au fond des océans.

# Les énergies

Une énergie renouvelable est une énergie dont la source ne s'épuise pas. Une énergie fossile est une énergie issue de la décomposition d'êtres vivants, par exemple le pétrole ou le charbon. La grippe espagnole est une épidémie qui touche le monde en 1918. La grippe espagnole est causée par un virus.

# Le cycle de l'eau

L'évaporation est le passage de l'eau liquide à l'état de vapeur sous l'effet de la chaleur du Soleil. La condensation est le passage de la vapeur d'eau à l'état liquide. Le ruissellement est l'écoulement de l'eau à la surface du sol vers les rivières. L'infiltration est la pénétration de l'eau dans le sol.
`;
    const quiz = await engine.generateQuiz({ text: french, language: 'fr', type: 'open' });
    expect(quizViolations(quiz, { text: french, extractive: true })).toEqual([]);
    const asked = Object.fromEntries(quiz.questions.map((q) => [q.prompt, q.answer]));
    expect(
      asked['Quelle est la différence entre « roche magmatique » et « roche sédimentaire » ?'],
    ).toBe(
      "Une roche magmatique est une roche formée par le refroidissement du magma. Le granite et le basalte sont des exemples de roches magmatiques. Une roche sédimentaire est une roche formée par l'accumulation de sédiments.",
    );
    expect(
      asked['Quelle est la différence entre « énergie renouvelable » et « énergie fossile » ?'],
    ).toBeDefined();
    expect(asked['Selon le cours, qu’est-ce qui cause « grippe espagnole » ?']).toBe(
      'La grippe espagnole est causée par un virus.',
    );
  });

  it('keeps the statement of a theory on the sheet ("the cell theory, which states that…")', async () => {
    const sheet = await engine.generateSheet(en(cellLesson));
    const text = sheet.blocks.map((b) => b.text).join('\n');
    expect(text).toContain(
      'proposed the cell theory, which states that all organisms are made of cells and that cells come from other cells.',
    );
  });

  it('asks to explain a term only with a sentence that defines it, else what the lesson says of it', async () => {
    const quiz = await engine.generateQuiz({ ...en(cellLesson), type: 'open' });
    const prompts = quiz.questions.map((q) => q.prompt);
    expect(prompts).toContain('Explain “cytoplasm” in your own words.');
    // "Plant cells have the same parts as animal cells, plus three more." defines nothing.
    expect(prompts).not.toContain('Explain “animal cells” in your own words.');
    const animal = quiz.questions.find((q) => q.prompt.includes('“animal cells”'));
    if (animal) expect(animal.prompt).toBe('What does the lesson say about “animal cells”?');
  });

  it('reads "X is …: X = …" as a definition up to the colon, where the formula restates the term', async () => {
    const prompts = (await mcqRounds(cellLesson, 3)).map((q) => q.prompt);
    expect(prompts).toContain(
      'Which term means this: “how many times bigger the image is than the real object”?',
    );
  });

  it('reads "X is any…" as a definition, takes no verb in "-s" for a term, and shows a blank that points back with the sentence it points to', async () => {
    const text = englishWaterCycleLesson;
    const cards = await engine.generateFlashcards(en(text));
    expect(cards).toContainEqual(
      expect.objectContaining({
        question: 'What does “precipitation” mean?',
        answer:
          'any form of water that falls from clouds to the ground, such as rain, snow, sleet or hail.',
      }),
    );
    const questions = await mcqRounds(text, 3);
    // "…which increases evaporation", "reduces transpiration and increases runoff": verbs.
    for (const q of questions) {
      for (const said of [q.answer, ...(q.type === 'mcq' ? q.choices : [])]) {
        expect(said).not.toMatch(/^increases?\b/);
      }
    }
    // The first quiz of a lesson: later ones may fall back on a sentence alone, as a last resort.
    const blanks = questions.slice(0, 10).filter((q) => q.prompt.includes(fillBlank));
    for (const q of blanks) expect(q.prompt).not.toMatch(/“(?:This|These|It|They)\b/);
    // A last resort (an MCQ asks what the lesson says of the term among what it says of others
    // before it): fill-in quizzes come to it, with the sentence it points to.
    const fills: string[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({ ...en(text), type: 'fill', avoid: fills });
      fills.push(...quiz.questions.map((q) => q.prompt));
    }
    expect(fills.filter((prompt) => prompt.includes('This process is called'))).toEqual([
      'Plants also release water vapour through small pores in their leaves called stomata. This process is called _____.',
    ]);
  });

  it('takes no French adjective alone and no verb of place for a term, in a lesson of another subject', async () => {
    const text = `# Les volcans

## Qu'est-ce qu'un volcan ?

Un volcan est un relief formé par l'accumulation de matériaux issus de la remontée du magma. Le magma est une roche fondue, riche en gaz, qui se forme en profondeur dans le manteau terrestre. Lorsqu'il arrive à la surface, le magma dégazé prend le nom de lave.

La chambre magmatique est un réservoir situé sous le volcan, où le magma s'accumule avant une éruption. Le magma remonte par une cheminée jusqu'au cratère, l'ouverture située au sommet du volcan.

## Les deux types d'éruptions

On distingue deux grands types d'éruptions :
- Les éruptions effusives produisent des coulées de lave fluide. Elles sont peu dangereuses, comme au Piton de la Fournaise à La Réunion.
- Les éruptions explosives projettent des cendres et des blocs. Elles forment des nuées ardentes, c'est-à-dire des nuages de gaz brûlants et de cendres qui dévalent les pentes à plus de 300 km/h.

Le type d'éruption dépend de la viscosité du magma. Un magma visqueux retient les gaz, ce qui provoque des explosions violentes.

## Volcans et tectonique des plaques

La plupart des volcans se trouvent aux limites des plaques tectoniques. Dans les zones de subduction, une plaque océanique plonge sous une autre plaque : le volcanisme y est souvent explosif. Au niveau des dorsales océaniques, les plaques s'écartent et le magma remonte sans violence.

Certains volcans, comme ceux d'Hawaï, se forment loin des limites de plaques, au-dessus d'un point chaud.

## Dates à retenir

- 79 : éruption du Vésuve, qui détruit Pompéi
- 1902 : éruption de la montagne Pelée en Martinique, près de 28 000 morts
- 1980 : éruption du mont Saint Helens aux États-Unis

## Prévenir les risques

Les volcanologues surveillent les volcans actifs grâce à des sismographes et des mesures de gaz. La prévision permet d'évacuer les populations avant une éruption. Un volcan actif est un volcan qui est entré en éruption au cours des 10 000 dernières années.
`;
    const lesson = { text, language: 'fr' as const };
    const cards = await engine.generateFlashcards(lesson);
    const quiz = await engine.generateQuiz({ ...lesson, type: 'mcq' });
    const said = [
      ...cards.map((c) => c.term ?? ''),
      ...quiz.questions.flatMap((q) => [q.answer, ...(q.type === 'mcq' ? q.choices : [])]),
    ];
    // "une plaque océanique plonge sous une autre plaque", "les plaques tectoniques".
    for (const each of said) {
      expect(each).not.toMatch(/^(?:océaniques?|actifs?)$/);
      expect(each).not.toMatch(/\bplonge\b/);
    }
  });

  it('takes no French adjective in "-ère" for a term, and no clause after a colon for what the word before it means', async () => {
    const text = `# Les matériaux de construction

## Le bois

Le bois est un matériau naturel produit par les arbres. Il est apprécié car il est à la fois solide et très léger. Une charpente en bois reste légère, facile à travailler et renouvelable.

Le bois massif est le bois scié directement dans le tronc. Le contreplaqué est un panneau formé de fines couches de bois collées entre elles.

## Le béton

Le béton est un mélange de ciment, de sable, de gravier et d'eau. Il résiste très bien à la compression mais mal à la traction. Le béton armé est un béton renforcé par des barres d'acier, qui reprennent les efforts de traction. Sa mise en œuvre demande une attention particulière : le béton doit sécher lentement.

## L'acier

L'acier est un alliage de fer et de carbone. Il est très résistant mais lourd et sensible à la corrosion, c'est-à-dire à la dégradation par l'oxygène et l'eau. La galvanisation protège l'acier par une couche de zinc.

## Choisir un matériau

Le choix dépend de la charge à supporter, du coût et de l'impact environnemental. Une structure entière en acier coûte cher ; une structure légère en bois stocke du carbone.
`;
    const lesson = { text, language: 'fr' as const };
    const cards = await engine.generateFlashcards(lesson);
    const questions = [];
    const avoid: string[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({ ...lesson, type: 'mcq', avoid });
      avoid.push(...quiz.questions.map((q) => q.prompt));
      questions.push(...quiz.questions);
    }
    expect(questions.length).toBeGreaterThan(15);
    const said = [
      ...cards.map((c) => c.term ?? ''),
      ...questions.flatMap((q) => [q.answer, ...(q.type === 'mcq' ? q.choices : [])]),
    ];
    // "Une charpente en bois reste légère, facile à travailler…": "légère" asked as what
    // "facile à travailler et renouvelable" means.
    for (const each of said) expect(each).not.toMatch(/^(?:légères?|entières?)$/);
    // "…demande une attention particulière : le béton doit sécher lentement.": the colon's
    // clause has its own subject and verb; it says what to do, not what the words before mean.
    for (const question of questions) {
      expect(question.prompt).not.toContain('« le béton doit sécher lentement »');
      if (question.type === 'mcq')
        expect(question.choices).not.toContain('le béton doit sécher lentement');
    }
  });

  it('reads no clause after a colon that closes a list as what the list’s last item means', async () => {
    const cards = await engine.generateFlashcards(en(geneticsLesson));
    // "…the square gives RR, Rr, Rr and rr: a ratio of 3 round to 1 wrinkled.": "Rr" was
    // answered "a ratio of 3 round to 1 wrinkled".
    expect(cards.map((c) => c.answer)).not.toContain('a ratio of 3 round to 1 wrinkled');
    expect(cards.find((c) => c.term === 'genotype')?.answer).toBe(
      'the set of alleles an organism has, for example Rr.',
    );
  });

  it('cards an abbreviation everyday texts use often ("DNA") as any other term', async () => {
    const cards = await engine.generateFlashcards(en(geneticsLesson));
    expect(cards.find((c) => c.term === 'DNA')?.answer).toBe(
      'the molecule that carries the instructions an organism needs to grow and work',
    );
  });

  it('quotes no explanation that opens on "que" after "c’est-à-dire"', async () => {
    const text = statesOfMatterLesson;
    const said: string[] = [];
    const avoid: string[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'fr', type: 'mcq', avoid });
      for (const question of quiz.questions) {
        avoid.push(question.prompt);
        said.push(question.prompt, ...(question.type === 'mcq' ? question.choices : []));
      }
    }
    // "Un gaz est compressible, c'est-à-dire que l'on peut diminuer son volume…" offered
    // "que l'on peut diminuer son volume en appuyant dessus" as what "liquéfaction" means.
    expect(said.length).toBeGreaterThan(30);
    for (const each of said) expect(each).not.toMatch(/(?:^|« )que l['’]on/);
  });

  it('takes what "sont appelées" names for the whole name, not its first word', async () => {
    const cards = await engine.generateFlashcards({ text: statesOfMatterLesson, language: 'fr' });
    const terms = cards.map((c) => c.term);
    // "Ces températures sont appelées température de fusion et température d'ébullition." carded
    // "températures" with the same answer as "température de fusion".
    expect(terms).toContain('température de fusion');
    expect(terms).not.toContain('températures');
    // "la masse d'un litre (ou d'un mètre cube)": a unit of volume, no term to learn.
    expect(terms).not.toContain('mètre cube');
  });

  it('takes the title of a list ("Key dates:") for no key term', async () => {
    const text = `# The road to the Second World War

## The Treaty of Versailles

The Treaty of Versailles, signed in 1919, ended the First World War. Germany lost territory, had to pay reparations and was allowed only a small army. Reparations were payments Germany had to make to the winning countries for the damage caused by the war. Many Germans saw the treaty as a humiliation.

## The rise of dictators

The Great Depression, the economic crisis that began with the Wall Street Crash of 1929, caused mass unemployment in Germany. Adolf Hitler, the leader of the Nazi Party, promised to restore Germany's power. He became Chancellor in January 1933 and soon turned Germany into a dictatorship, a state ruled by one person or party with no limits on its power.

In Italy, Benito Mussolini had ruled as a fascist dictator since 1922. Fascism is a political system that puts the nation above the individual and is ruled by a single leader.

## Appeasement

Appeasement was the policy of giving in to some of Hitler's demands in order to avoid war. It was followed by the British Prime Minister Neville Chamberlain. At the Munich Conference in September 1938, Britain and France allowed Germany to take the Sudetenland from Czechoslovakia.

## The outbreak of war

In August 1939, Germany and the Soviet Union signed the Nazi-Soviet Pact, promising not to attack each other. On 1 September 1939, Germany invaded Poland. Two days later, on 3 September 1939, Britain and France declared war on Germany.

Key dates:

- 1919: Treaty of Versailles
- 1929: Wall Street Crash
- 1933: Hitler becomes Chancellor
- 1938: Munich Conference
- 1 September 1939: Germany invades Poland
`;
    const sheet = await engine.generateSheet(en(text));
    expect(marked(sheet, 'yellow').map((m) => m.toLowerCase())).not.toContain('key dates');
    const said = (await mcqRounds(text, 3)).flatMap((q) => q.choices);
    expect(said.map((c) => c.toLowerCase())).not.toContain('key dates');
  });

  it('cards every term the author lists under "Key words", before the model’s own choices', async () => {
    const text = `# Ecosystems and food webs

## What is an ecosystem?

An ecosystem is a community of living organisms together with the non-living parts of their environment, such as water, soil and air. The living parts are called biotic factors; the non-living parts are abiotic factors. Temperature, light intensity and the amount of rainfall are all abiotic factors that affect which species can live in a habitat. A habitat is the place where an organism lives.

## Producers and consumers

Every food chain starts with a producer. Producers are organisms that make their own food, usually by photosynthesis; green plants and algae are the main producers on Earth. Consumers cannot make their own food and must eat other organisms to get energy.

- Primary consumers eat producers. They are herbivores, such as rabbits and caterpillars.
- Secondary consumers eat primary consumers.
- Tertiary consumers eat secondary consumers and are often the top predators of the food chain.

Decomposers, such as bacteria and fungi, break down dead organisms and waste and return nutrients to the soil. Without them, nutrients would stay locked in dead material.

## Energy transfer

Only about 10% of the energy at one trophic level is passed on to the next. A trophic level is the position an organism occupies in a food chain. The rest of the energy is lost as heat during respiration, in movement and in waste. This is why food chains rarely have more than four or five links. A pyramid of biomass shows the total mass of living material at each trophic level.

## Interdependence

In a food web, many food chains are linked together. If one species disappears, the populations of others change: when foxes are removed, the number of rabbits rises, and the rabbits may then eat too much grass. Predators and their prey show cycles in population size, the predator population peaking shortly after the prey population.

Competition happens when organisms need the same limited resource. Animals compete for food, mates and territory, while plants compete for light, water and mineral ions.

## Key words

- Biodiversity: the variety of all the different species of organisms on Earth or within an ecosystem.
- Population: all the organisms of one species living in a habitat.
- Community: the populations of different species living in a habitat.
`;
    const cards = await engine.generateFlashcards({ text, language: 'en' });
    const byTerm = new Map(cards.map((c) => [c.term?.toLowerCase(), c.answer]));
    // Each defined once, at the end, under the author's own heading: the model alone carded
    // "rabbits" and "abiotic" instead of "biodiversity" and "community".
    expect(byTerm.get('biodiversity')).toMatch(/^the variety of all the different species/);
    expect(byTerm.get('community')).toMatch(/^the populations of different species/);
    expect(byTerm.get('population')).toMatch(/^all the organisms of one species/);
    expect(cards.length).toBeLessThanOrEqual(12);
  });

  it('reads a notes line "Key words:" as announcing the list under it, up to the next paragraph, and shows a lower-case answer with its question', async () => {
    const text = `${cellDivisionNotes}
Key words:
- chromatid: one of the two identical copies of a chromosome
- centromere: where the 2 chromatids are joined
- spindle fibres: pull the chromatids apart

Why mitosis? growth, repair, asexual reproduction
- growth: more cells in a young organism
`;
    const cards = await engine.generateFlashcards(en(text));
    const byTerm = new Map(cards.map((c) => [c.term, c.answer]));
    expect(byTerm.get('centromere')).toBe('where the 2 chromatids are joined');
    expect(byTerm.get('chromatid')).toBe('one of the two identical copies of a chromosome');
    expect(byTerm.get('spindle fibres')).toBe('pull the chromatids apart');
    const sheet = (await engine.generateSheet(en(text))).blocks.map((b) => b.text);
    expect(sheet).toContain('centromere: where the 2 chromatids are joined');
    // The paragraph after the list ends it: "growth" is no key word of the author's.
    const heads = glossaryHeads(analyzeLesson(text, 'en')).map(({ start, end }) =>
      text.slice(start, end),
    );
    expect(heads).toEqual(['chromatid', 'centromere', 'spindle fibres']);
    // "Why mitosis? growth, repair…": the answer in lower case is shown with its question.
    for (const block of sheet.filter((b) => b.includes('growth, repair'))) {
      expect(block).toBe('Why mitosis? growth, repair, asexual reproduction');
    }
  });

  it('reads a measure and what it equals as its definition ("l’unité astronomique (ua), égale à…"), and keeps the lesson’s key words on its sheet', async () => {
    const text = `# Le système solaire

## Une étoile et ses planètes

Le système solaire est l'ensemble formé par le Soleil et les objets qui tournent autour de lui : huit planètes, leurs satellites, des planètes naines, des astéroïdes et des comètes. Il s'est formé il y a environ 4,6 milliards d'années à partir d'un nuage de gaz et de poussières.

Le Soleil est une étoile, c'est-à-dire une boule de gaz très chaude qui produit sa propre lumière grâce à des réactions de fusion nucléaire. Il contient plus de 99 % de la masse du système solaire.

## Les planètes

On distingue deux familles de planètes :
- les planètes telluriques (Mercure, Vénus, la Terre et Mars) : petites, rocheuses et denses ;
- les planètes géantes gazeuses (Jupiter, Saturne, Uranus et Neptune) : très grandes, composées surtout d'hydrogène et d'hélium.

Une planète est un corps céleste qui tourne autour d'une étoile, qui est assez massif pour être presque sphérique et qui a fait le vide autour de son orbite. Pluton ne remplit pas cette dernière condition : depuis 2006, on la classe parmi les planètes naines.

Un satellite naturel est un corps qui tourne autour d'une planète. La Lune est le seul satellite naturel de la Terre.

## Les mouvements de la Terre

La Terre tourne sur elle-même en 24 heures : c'est la rotation, qui explique l'alternance du jour et de la nuit. Elle tourne aussi autour du Soleil en 365,25 jours : c'est la révolution. L'axe de rotation de la Terre est incliné de 23,5° ; cette inclinaison est à l'origine des saisons.

## Les petits corps

Les astéroïdes sont des blocs rocheux, pour la plupart situés dans la ceinture principale, entre Mars et Jupiter. Une comète est un petit corps formé de glace et de poussières ; lorsqu'elle s'approche du Soleil, la glace se sublime et forme une longue queue lumineuse.

## Mesurer les distances

Les distances dans le système solaire sont si grandes qu'on utilise une unité particulière : l'unité astronomique (ua), égale à la distance moyenne entre la Terre et le Soleil, soit environ 150 millions de kilomètres. Neptune se trouve à environ 30 ua du Soleil.

## Dates clés

- 1543 : Copernic publie sa théorie héliocentrique : la Terre tourne autour du Soleil.
- 1610 : Galilée observe les satellites de Jupiter avec une lunette.
- 1846 : découverte de Neptune.
- 1969 : premiers pas de l'Homme sur la Lune.

## Mots clés

- Orbite : trajectoire fermée d'un corps autour d'un autre.
- Gravitation : attraction qui s'exerce entre deux corps qui ont une masse.
- Exoplanète : planète qui tourne autour d'une autre étoile que le Soleil.
`;
    const lesson = { text, language: 'fr' as const };
    const cards = await engine.generateFlashcards(lesson);
    const unit = cards.find((c) => c.term === 'unité astronomique');
    expect(unit?.answer).toMatch(/^égale à la distance moyenne entre la Terre et le Soleil/);
    expect(unit?.question).toBe('Que désigne « unité astronomique » ?');
    const english = await engine.generateFlashcards({
      text: `# Distances in space

Distances between the planets are so large that astronomers use special units. The parsec, equal to about 3.26 light-years, is used for distances between stars. A light-year is the distance light travels in one year, about 9.5 trillion kilometres. Inside the Solar System, distances are measured in astronomical units. Neptune, for example, orbits about 30 astronomical units from the Sun. The nearest star, Proxima Centauri, is 4.2 light-years away.
`,
      language: 'en',
    });
    // The lesson's "Mots clés" are on its sheet whole, and the planets' two families still are.
    const sheet = await engine.generateSheet(lesson);
    const bullets = sheet.blocks.filter((b) => b.type === 'bullet').map((b) => b.text);
    for (const word of ['Orbite', 'Gravitation', 'Exoplanète']) {
      expect(bullets.some((b) => b.startsWith(`${word} : `))).toBe(true);
    }
    expect(bullets.some((b) => b.startsWith('les planètes telluriques'))).toBe(true);
    // "about 9.5 trillion kilometres" is a measure, no term.
    expect(english.map((c) => c.term)).not.toContain('trillion kilometres');
    expect(english.find((c) => c.term === 'parsec')?.answer).toContain(
      'The parsec, equal to about 3.26 light-years',
    );
  });

  it('cards a term the lesson explains by a kind and a relative clause beside it ("la perspective, une technique qui…")', async () => {
    const text = `# La Renaissance et l'humanisme

## Un renouveau venu d'Italie

La Renaissance est une période de renouveau artistique, culturel et scientifique qui commence en Italie au XVe siècle puis se diffuse dans toute l'Europe au XVIe siècle. Les artistes redécouvrent l'Antiquité grecque et romaine et s'en inspirent.

Le mécénat joue un rôle essentiel : un mécène est une personne riche qui protège et finance des artistes. À Florence, la famille des Médicis soutient ainsi des peintres comme Botticelli.

## Les humanistes

L'humanisme est un mouvement intellectuel qui place l'être humain au centre de la réflexion et fait confiance à sa capacité à progresser par l'éducation. Les humanistes étudient les textes anciens dans leur langue d'origine, le latin, le grec et l'hébreu.

Érasme, un humaniste né à Rotterdam, publie en 1511 l'Éloge de la folie, où il critique les abus de l'Église. En France, Rabelais défend dans ses romans une éducation complète, qui forme le corps autant que l'esprit.

## L'imprimerie

Vers 1450, Gutenberg met au point l'imprimerie à caractères mobiles à Mayence. Les livres deviennent moins chers et plus nombreux, ce qui permet une diffusion rapide des idées humanistes. Le premier livre imprimé est une Bible, achevée vers 1455.

## Les arts

Les peintres de la Renaissance utilisent la perspective, une technique qui donne l'illusion de la profondeur sur une surface plane. Léonard de Vinci, à la fois peintre, ingénieur et savant, peint la Joconde au début du XVIe siècle. Michel-Ange décore le plafond de la chapelle Sixtine entre 1508 et 1512.

## Une nouvelle vision du monde

En 1543, Copernic affirme que la Terre tourne autour du Soleil : c'est l'héliocentrisme. Cette théorie s'oppose au géocentrisme, défendu par l'Église, selon lequel la Terre est immobile au centre de l'Univers.
`;
    const cards = await engine.generateFlashcards({ text, language: 'fr' });
    const perspective = cards.find((c) => c.term === 'perspective');
    expect(perspective?.question).toBe('Que désigne « perspective » ?');
    expect(perspective?.answer).toBe(
      "une technique qui donne l'illusion de la profondeur sur une surface plane",
    );
    // "Érasme, un humaniste né à Rotterdam, publie…": a person's name keeps its capital, even
    // written only at the start of a sentence.
    const choices: string[] = [];
    const avoid: string[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({ text, language: 'fr', type: 'mcq', avoid });
      avoid.push(...quiz.questions.map((q) => q.prompt));
      choices.push(...quiz.questions.flatMap((q) => (q.type === 'mcq' ? q.choices : [])));
    }
    expect(choices).not.toContain('érasme');
  });

  it('keeps "av. J.-C." inside its sentence and inside a card answer', async () => {
    const text = `# Histoire des mathématiques

## Les Grecs

Le théorème porte le nom de Pythagore, un mathématicien grec du VIe siècle avant J.-C. Les Babyloniens connaissaient déjà cette relation plus de mille ans avant lui. Euclide en donne une démonstration vers 300 av. J.-C. dans ses Éléments, un ouvrage en treize livres.
`;
    const cards = await engine.generateFlashcards({ text, language: 'fr' });
    expect(cards).toContainEqual(
      expect.objectContaining({
        question: 'Qui était « Pythagore » ?',
        answer: 'un mathématicien grec du VIe siècle avant J.-C.',
      }),
    );
    for (const card of cards) expect(card.answer).not.toMatch(/(?:\bJ|av\.)$/);
  });

  it('keeps on the sheet the sentence under a heading that names a statement ("L’énoncé")', async () => {
    const text = `# Le théorème de Pythagore

## L'énoncé

Dans un triangle rectangle, le carré de la longueur de l'hypoténuse est égal à la somme des carrés des longueurs des deux autres côtés. L'hypoténuse est le côté opposé à l'angle droit ; c'est le plus long côté du triangle.

Si ABC est un triangle rectangle en A, alors : BC² = AB² + AC²

## La réciproque

La réciproque du théorème permet de démontrer qu'un triangle est rectangle. Si, dans un triangle ABC, BC² = AB² + AC², alors le triangle ABC est rectangle en A.

## Exemple

Un triangle a des côtés de 3 cm, 4 cm et 5 cm. On calcule 3² + 4² = 9 + 16 = 25 et 5² = 25. Les deux résultats sont égaux : le triangle est donc rectangle.

## Histoire

Le théorème porte le nom de Pythagore, un mathématicien grec du VIe siècle avant J.-C. Les Babyloniens connaissaient déjà cette relation plus de mille ans avant lui. Euclide en donne une démonstration dans ses Éléments.

## Méthode

Pour calculer la longueur d'un côté :
- on repère l'hypoténuse ;
- on écrit l'égalité de Pythagore ;
- on remplace les longueurs connues ;
- on calcule la longueur cherchée avec la racine carrée.
`;
    const sheet = await engine.generateSheet({ text, language: 'fr' });
    const after = sheet.blocks[sheet.blocks.findIndex((b) => b.text === "L'énoncé") + 1];
    expect(after?.text).toBe(
      "Dans un triangle rectangle, le carré de la longueur de l'hypoténuse est égal à la somme des carrés des longueurs des deux autres côtés.",
    );
    // "est égal à": a word only ever written after "est" names nothing.
    const quiz = await engine.generateQuiz({ text, language: 'fr', type: 'mcq' });
    for (const q of quiz.questions) {
      for (const said of [q.answer, ...(q.type === 'mcq' ? q.choices : [])]) {
        expect(said).not.toBe('égal');
      }
    }
  });

  it('keeps the definition a section opens on above the equations that fill it', async () => {
    const text = `# Acids, bases and salts

## What is an acid?

An acid is a substance that releases hydrogen ions (H+) when it dissolves in water. Common acids include hydrochloric acid (HCl), sulfuric acid (H2SO4) and nitric acid (HNO3). Acids taste sour and turn blue litmus paper red. Strong acids, such as hydrochloric acid, ionise completely in water, while weak acids, such as ethanoic acid, only partly ionise.

## Bases and alkalis

A base is a substance that neutralises an acid to form a salt and water. An alkali is a base that dissolves in water and releases hydroxide ions (OH-). Sodium hydroxide (NaOH) is a strong alkali used to make soap. Alkalis feel soapy and turn red litmus paper blue.

## The pH scale

The pH scale measures how acidic or alkaline a solution is. It runs from 0 to 14. A solution with a pH of 7 is neutral, like pure water. A pH below 7 means the solution is acidic, and a pH above 7 means it is alkaline. Universal indicator is a mixture of dyes that changes colour across the whole pH range: it turns red in strong acids, green in neutral solutions and purple in strong alkalis.

## Neutralisation

Neutralisation is the reaction between an acid and a base that produces a salt and water. The general equation is:

acid + base → salt + water

For example, hydrochloric acid reacts with sodium hydroxide to give sodium chloride and water:

HCl + NaOH → NaCl + H2O

In every neutralisation, hydrogen ions from the acid react with hydroxide ions from the alkali: H+ + OH- → H2O. Farmers use neutralisation when they add lime (calcium hydroxide) to acidic soil. Indigestion tablets contain bases that neutralise excess stomach acid.

## Making salts

A salt is a compound formed when the hydrogen of an acid is replaced by a metal. The name of a salt has two parts: the first part comes from the metal and the second from the acid. Hydrochloric acid makes chlorides, sulfuric acid makes sulfates and nitric acid makes nitrates. When an acid reacts with a metal carbonate, it produces a salt, water and carbon dioxide. When an acid reacts with a reactive metal such as magnesium, it produces a salt and hydrogen gas. The squeaky pop test shows that hydrogen is present: a lit splint placed in the gas makes a squeaky pop.
`;
    const sheet = await engine.generateSheet(en(text));
    const heading = sheet.blocks.findIndex((b) => b.text === 'Neutralisation');
    const section = sheet.blocks.slice(heading + 1, heading + 6).map((b) => b.text);
    expect(section[0]).toMatch(
      /^Neutralisation is the reaction between an acid and a base that produces a salt and water\./,
    );
    expect(section).toContain('acid + base → salt + water');
  });

  it('shows no sentence on the sheet that points back inside itself alone, and no set of definitions twice in a quiz', async () => {
    const text = `# The Cold War

## Origins

The Cold War was a period of geopolitical tension between the United States and the Soviet Union that lasted from 1947 to 1991. It is called "cold" because the two superpowers never fought each other directly. Instead, they competed through proxy wars, the arms race and propaganda.

After the Second World War, Europe was divided by the Iron Curtain, a political boundary that separated the communist East from the capitalist West. Winston Churchill used this expression in a speech in 1946.

## Containment

In 1947, President Harry Truman announced the Truman Doctrine, a policy of containment that aimed to stop the spread of communism. The Marshall Plan gave billions of dollars to rebuild Western Europe, because the Americans feared that poverty would push countries towards communism.

## Crises

The Berlin Blockade (1948-1949) was the first major crisis: the Soviets cut off all land access to West Berlin, and the Allies responded with the Berlin Airlift. In 1961, East Germany built the Berlin Wall to stop its citizens from fleeing to the West.

The Cuban Missile Crisis of October 1962 brought the world closer to nuclear war than ever before. The Soviet Union had placed nuclear missiles in Cuba; after thirteen days of negotiations, Nikita Khrushchev agreed to remove them.

## The end of the Cold War

Mikhail Gorbachev, who became Soviet leader in 1985, introduced glasnost (openness) and perestroika (restructuring). The Berlin Wall fell on 9 November 1989, and the Soviet Union collapsed in December 1991.

## Key dates

- 1947: Truman Doctrine
- 1948-1949: Berlin Blockade
- 1961: construction of the Berlin Wall
- 1962: Cuban Missile Crisis
- 1989: fall of the Berlin Wall
- 1991: collapse of the Soviet Union
`;
    const sheet = await engine.generateSheet(en(text));
    const texts = sheet.blocks.map((b) => b.text);
    // "Winston Churchill used this expression in a speech in 1946." needs the Iron Curtain.
    const churchill = texts.findIndex((t) => t.includes('Winston Churchill used this expression'));
    if (churchill >= 0) expect(texts[churchill]).toContain('Iron Curtain');
    // Four definitions in the lesson: each set of four is offered once in a quiz, or the first
    // answer gives the next ones away.
    const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq' });
    const sets = quiz.questions
      .filter((q) => q.prompt.startsWith('Which of these defines'))
      .map((q) => (q.type === 'mcq' ? [...q.choices].sort().join('|') : ''));
    expect(new Set(sets).size).toBe(sets.length);
  });
  it('shows a list of steps with the sentence that announces it and the one that sentence points to', async () => {
    const text = `# Algorithms: searching and sorting

## What is an algorithm?

An algorithm is a precise sequence of steps that solves a problem. Algorithms can be written in pseudocode, drawn as flowcharts or written in a programming language. A good algorithm always terminates and gives the correct result for every valid input.

Computer scientists compare algorithms by their time complexity, which describes how the number of steps grows as the size of the input grows.

## Linear search

Linear search checks each item of a list in turn until it finds the target or reaches the end. It works on any list, sorted or not, but it is slow on long lists: in the worst case it checks every item.

## Binary search

Binary search only works on a sorted list. It compares the target with the middle item. If they match, the search stops. If the target is smaller, the search continues in the left half; otherwise it continues in the right half. Each comparison halves the number of items left, so binary search is much faster than linear search on large lists.

## Sorting algorithms

Bubble sort repeatedly steps through the list, compares adjacent items and swaps them if they are in the wrong order. It is simple to write but inefficient.

Merge sort is a divide and conquer algorithm. It works in three steps:

1. Divide the list into two halves.
2. Sort each half recursively.
3. Merge the two sorted halves into one sorted list.

Merge sort is more efficient than bubble sort on large lists, but it needs extra memory to store the halves.

Insertion sort builds the sorted list one item at a time: each new item is inserted into its correct position among the items already sorted. It is efficient on small or nearly sorted lists.

## Key people

Ada Lovelace wrote what is often considered the first algorithm intended for a machine in 1843. Alan Turing described a theoretical machine in 1936 that could carry out any algorithm; it is now called the Turing machine.
`;
    const sheet = await engine.generateSheet(en(text));
    const texts = sheet.blocks.map((b) => b.text);
    const step = texts.indexOf('Divide the list into two halves.');
    expect(step).toBeGreaterThan(0);
    expect(texts[step - 1]).toBe(
      'Merge sort is a divide and conquer algorithm. It works in three steps:',
    );
  });
});

describe('a history lesson written in prose', () => {
  const lesson = `# La Première Guerre mondiale (1914-1918)

## Les causes du conflit

Au début du XXe siècle, l'Europe est divisée en deux systèmes d'alliances. La Triple-Entente réunit la France, le Royaume-Uni et la Russie. La Triple-Alliance regroupe l'Allemagne, l'Autriche-Hongrie et l'Italie. Le 28 juin 1914, l'archiduc François-Ferdinand, héritier du trône d'Autriche-Hongrie, est assassiné à Sarajevo par un nationaliste serbe. Cet attentat déclenche le jeu des alliances et la guerre éclate en août 1914.

## Une guerre de position

Après la bataille de la Marne en septembre 1914, le front se stabilise. Les soldats creusent des tranchées, de longs fossés qui les protègent des tirs ennemis. La guerre de position désigne cette forme de combat où les armées s'enterrent face à face. Les soldats français sont surnommés les poilus. La bataille de Verdun, en 1916, est la plus longue de la guerre : elle dure dix mois et fait plus de 300 000 morts.

## Une guerre totale

La guerre totale est une guerre qui mobilise toutes les ressources d'un pays : les hommes, l'économie et les esprits. Les femmes remplacent les hommes dans les usines et les champs. La propagande est l'ensemble des moyens utilisés pour influencer l'opinion publique. La censure contrôle les informations publiées dans les journaux.

## La fin de la guerre

En 1917, les États-Unis entrent en guerre aux côtés de l'Entente. La Russie se retire du conflit après la révolution bolchevique. L'armistice est signé le 11 novembre 1918 à Rethondes. Le traité de Versailles, signé le 28 juin 1919, impose de lourdes réparations à l'Allemagne.
`;

  it('keeps its key events on the sheet, with their dates marked', async () => {
    const engine = createBuiltinEngine();
    const sheet = await engine.generateSheet({ text: lesson, language: 'fr' });
    const text = sheet.blocks.map((block) => block.text).join('\n');
    expect(text).toContain("L'armistice est signé le 11 novembre 1918 à Rethondes.");
    const cards = await engine.generateFlashcards({ text: lesson, language: 'fr' });
    expect(
      cards.filter((card) => card.question.startsWith('Que s’est-il passé')).length,
    ).toBeGreaterThanOrEqual(4);
  });
});

describe('definition questions', () => {
  it('ask for the term that "is called" what they quote, in the case a question reads it', async () => {
    const text = `# Atoms

## Particles

An atom is the smallest unit of an element that keeps its properties. The nucleus is the dense centre of an atom, made of protons and neutrons. Electrons are negatively charged particles that move around the nucleus. Protons are positively charged particles found in the nucleus.

## Isotopes and ions

Different versions of an element are called isotopes. Isotopes have the same number of protons but a different number of neutrons. An ion is an atom that has gained or lost electrons. A positively charged ion is called a cation. A negatively charged ion is called an anion.

## Bonds

A covalent bond is a bond in which two atoms share electrons. An ionic bond is the attraction between a cation and an anion. A molecule is a group of atoms held together by covalent bonds.
`;
    const asked = new Map((await mcqRounds(text, 3)).map((q) => [q.prompt, q.answer]));
    expect(asked.get('Which term means this: “different versions of an element”?')).toBe(
      'isotopes',
    );
    expect(asked.get('Which term means this: “a positively charged ion”?')).toBe('cation');
  });

  it('asks who said what a person of the lesson says, among its other people', async () => {
    const text = `# Classical economists

Adam Smith was a Scottish philosopher who wrote The Wealth of Nations. Smith argued that the division of labour makes workers far more productive. David Ricardo was a British economist and a member of Parliament. Ricardo believed that each country should produce the goods it makes most cheaply. Thomas Malthus was an English cleric and scholar. Malthus claimed that population grows faster than the supply of food. Karl Marx was a German philosopher who criticised capitalism. Marx wrote that the history of all societies is the history of class struggles.

## Key ideas

The division of labour is the splitting of work into small, specialised tasks. Comparative advantage is the ability to produce a good at a lower opportunity cost than another producer. A subsistence wage is the lowest wage on which a worker can survive. Capitalism is an economic system in which private owners control trade and industry.
`;
    const asked = (await mcqRounds(text, 3)).find(
      (q) =>
        q.prompt ===
        'According to the lesson, who said this: “population grows faster than the supply of food”?',
    );
    expect(asked?.answer).toBe('Malthus');
    for (const choice of asked?.choices ?? []) expect(choice).toMatch(/^\p{Lu}/u);
    const fr = `# Les économistes classiques

Adam Smith est un philosophe écossais qui a écrit La Richesse des nations. Smith explique que la division du travail rend les ouvriers bien plus productifs. David Ricardo est un économiste britannique et un membre du Parlement. Ricardo pense que chaque pays doit produire les biens qu'il fabrique au moindre coût. Thomas Malthus est un pasteur et un savant anglais. Malthus affirme que la population croît plus vite que les ressources alimentaires. Karl Marx est un philosophe allemand qui critique le capitalisme. Marx écrit que l'histoire de toute société est l'histoire de la lutte des classes.

## Les idées clés

La division du travail est le découpage du travail en petites tâches spécialisées. L'avantage comparatif est la capacité à produire un bien à un coût d'opportunité plus faible qu'un autre producteur. Le salaire de subsistance est le salaire le plus bas qui permet à un ouvrier de survivre. Le capitalisme est un système économique dans lequel des propriétaires privés contrôlent le commerce et l'industrie.
`;
    const prompts: string[] = [];
    const questions: McqQuestion[] = [];
    for (let round = 0; round < 3; round++) {
      const quiz = await engine.generateQuiz({
        text: fr,
        language: 'fr',
        type: 'mcq',
        avoid: prompts,
      });
      expect(quizViolations(quiz, { text: fr, answerCount: 4, extractive: true })).toEqual([]);
      prompts.push(...quiz.questions.map((q) => q.prompt));
      questions.push(...(quiz.questions as McqQuestion[]));
    }
    const said = questions.find((q) =>
      q.prompt.startsWith('Selon le cours, qui a dit ceci : « la population croît'),
    );
    expect(said?.answer).toBe('Malthus');
  });

  it('asks which law states what the lesson says it states, among the other laws', async () => {
    const text = `# Supply and demand

## The laws

The law of demand states that the quantity demanded of a good falls when its price rises. The law of supply states that producers offer more of a good when its price rises. Together, the law of demand and the law of supply explain how prices are set. The quantity theory of money asserts that prices rise in proportion to the money supply. Economists still debate the quantity theory of money.

## Markets

A market is a place where buyers and sellers exchange goods. Equilibrium is the price at which the quantity supplied equals the quantity demanded. A surplus is an amount of a good that is left unsold at a given price. A shortage is a situation in which buyers want more of a good than sellers offer. Prices rise when demand is higher than supply.

## Government and prices

A price ceiling is a legal maximum price that sellers may charge. A price floor is a legal minimum price, such as a minimum wage. Rent control is a price ceiling on housing. Taxes raise the price buyers pay and lower the price sellers receive. Subsidies are payments that the state makes to producers to lower their costs. Inflation is a general rise in prices across the economy.
`;
    const cards = await engine.generateFlashcards(en(text));
    expect(cards).toContainEqual(
      expect.objectContaining({
        question: 'What does “law of supply” state?',
        answer: 'producers offer more of a good when its price rises.',
      }),
    );
    const questions = await mcqRounds(text, 3);
    const asked = questions.find(
      (q) =>
        q.prompt ===
        'Which of these states that “producers offer more of a good when its price rises”?',
    );
    expect(asked?.answer).toBe('law of supply');
    expect(asked?.choices).toContain('law of demand');
  });

  it('offer what other terms are among definitions of the same kind, noun phrases for a noun phrase', async () => {
    const text = `# Atoms

## Particles

An atom is the smallest unit of an element that keeps its properties. The nucleus is the dense centre of an atom, made of protons and neutrons. An electron is a negatively charged particle that moves around the nucleus. A proton is a positively charged particle found in the nucleus.

## Ions

An ion is an atom that has gained or lost electrons. A cation is an ion with a positive charge. An anion is an ion with a negative charge. When an atom gains an electron, it becomes more negative. This is called reduction. When an atom loses an electron, its charge rises by one. This is called oxidation.

## Bonds

A covalent bond is a bond in which two atoms share electrons. An ionic bond is the attraction between a cation and an anion. A molecule is a group of atoms held together by covalent bonds.
`;
    const offered = (await mcqRounds(text, 4)).flatMap((q) =>
      q.type === 'mcq' && q.prompt.startsWith('Which of these defines') ? [q] : [],
    );
    const nounPhrases = offered.filter((q) => /^(?:an?|the) /.test(q.answer));
    expect(nounPhrases.length).toBeGreaterThan(2);
    for (const question of nounPhrases) {
      expect(question.choices.filter((c) => /^when /i.test(c))).toEqual([]);
    }
  });

  it("keeps a section's statement before a worked example's computations, and a reaction it writes out", async () => {
    const text = `# Les fonctions affines

## Définition

Une fonction affine est une fonction f définie sur l'ensemble des réels par f(x) = ax + b, où a et b sont deux nombres réels. Le nombre a est appelé coefficient directeur et le nombre b est appelé ordonnée à l'origine.

Lorsque b = 0, la fonction s'écrit f(x) = ax : on dit que c'est une fonction linéaire. Lorsque a = 0, la fonction est constante.

## Représentation graphique

La représentation graphique d'une fonction affine est une droite. Cette droite coupe l'axe des ordonnées au point de coordonnées (0 ; b). Le coefficient directeur indique l'inclinaison de la droite : si on avance de 1 vers la droite, on monte de a.

Pour tracer la droite, il suffit de connaître deux de ses points. Par exemple, pour f(x) = 2x + 1, on calcule f(0) = 1 et f(2) = 5, puis on trace la droite qui passe par les points (0 ; 1) et (2 ; 5).

## Sens de variation

Le sens de variation d'une fonction affine dépend du signe de a :

- si a > 0, la fonction est croissante ;
- si a < 0, la fonction est décroissante ;
- si a = 0, la fonction est constante.

## Calculer le coefficient directeur

Si A(x1 ; y1) et B(x2 ; y2) sont deux points de la droite avec x1 différent de x2, alors le coefficient directeur est a = (y2 - y1) / (x2 - x1). On trouve ensuite b en remplaçant x et y par les coordonnées d'un des deux points.

## Proportionnalité

Une fonction linéaire traduit une situation de proportionnalité : le coefficient a est alors le coefficient de proportionnalité. Par exemple, si un kilo de pommes coûte 3 euros, le prix à payer est donné par la fonction p(x) = 3x.
`;
    const sheet = await engine.generateSheet({ text, language: 'fr' });
    const said = sheet.blocks.map((b) => b.text).join('\n');
    expect(said).toContain("La représentation graphique d'une fonction affine est une droite.");
    expect(said).not.toContain('on calcule f(0) = 1');
    const acids = await engine.generateSheet(en(acidsLesson));
    expect(acids.blocks.map((b) => b.text)).toContain('For example, HCl + NaOH -> NaCl + H2O.');
  });

  it('gives a term the lesson names explicitly a card before a heading word it never defines', async () => {
    const cards = await engine.generateFlashcards(en(riversLesson));
    const terms = cards.map((c) => c.term);
    expect(terms).toContain('watershed');
    expect(terms).not.toContain('Landforms');
    expect(cards.find((c) => c.term === 'watershed')?.answer).toBe(
      'The boundary between two drainage basins',
    );
  });

  it('gives a card to a name the lesson gives to what the sentence before says', async () => {
    const cards = await engine.generateFlashcards(en(probabilityLesson));
    expect(cards.find((c) => c.term === 'law of large numbers')?.answer).toBe(
      'If an experiment is repeated many times, the relative frequency of an event gets closer and closer to its probability.',
    );
  });

  it('cards no word of a name that goes on into a quotation, nor a word only written inside a card’s term', async () => {
    const text = `# La guerre froide (1947-1991)

## Un monde bipolaire

Au lendemain de la Seconde Guerre mondiale, les États-Unis et l'URSS deviennent les deux superpuissances. La guerre froide désigne l'affrontement indirect entre ces deux puissances, de 1947 à 1991. On parle de guerre « froide » car les deux Grands ne se sont jamais affrontés directement.

Les États-Unis défendent un modèle fondé sur la démocratie libérale et le capitalisme. L'URSS impose un modèle communiste, avec un parti unique et une économie planifiée. En 1946, Winston Churchill dénonce le « rideau de fer » qui coupe l'Europe en deux.

## Les débuts de la guerre froide

En 1947, le président américain Truman annonce sa doctrine : les États-Unis aideront les pays menacés par le communisme. C'est la politique d'endiguement (containment). Le plan Marshall est un programme d'aide économique américaine destiné à reconstruire l'Europe.

La première crise éclate à Berlin. De juin 1948 à mai 1949, Staline organise le blocus de Berlin-Ouest. Les Américains ripostent par un pont aérien qui ravitaille la ville pendant près d'un an. En 1949, les pays occidentaux créent l'OTAN, une alliance militaire ; le bloc de l'Est répond par le pacte de Varsovie en 1955.

## L'équilibre de la terreur

La course aux armements est la compétition entre les deux Grands pour posséder les armes nucléaires les plus puissantes. On appelle équilibre de la terreur la situation dans laquelle chaque camp renonce à attaquer, par peur d'une riposte nucléaire qui le détruirait.

En 1961, la RDA construit le mur de Berlin pour empêcher ses habitants de fuir vers l'Ouest. En octobre 1962, la crise de Cuba amène le monde au bord de la guerre nucléaire : l'URSS installe des missiles à Cuba, puis Khrouchtchev accepte de les retirer.

## La fin de la guerre froide

À partir de 1985, Mikhaïl Gorbatchev engage des réformes en URSS : la glasnost, c'est-à-dire la transparence, et la perestroïka, la restructuration de l'économie. Le mur de Berlin tombe le 9 novembre 1989. L'Allemagne est réunifiée en 1990, et l'URSS disparaît en décembre 1991.
`;
    const terms = (await engine.generateFlashcards({ text, language: 'fr' })).map((c) => c.term);
    expect(terms).toContain('guerre froide');
    expect(terms).toContain('équilibre de la terreur');
    // "On parle de guerre « froide »" names no "guerre"; "équilibre" is only ever "équilibre de la terreur".
    expect(terms).not.toContain('guerre');
    expect(terms).not.toContain('équilibre');
  });

  it('answers a term defined past an opening clause or a symbol, and takes no property for what a term is', async () => {
    const cards = await engine.generateFlashcards(en(probabilityLesson));
    const answer = (term: string) => cards.find((c) => c.term === term)?.answer;
    // "When all outcomes are equally likely, the probability of an event A is the number…", not
    // "A probability is always a number between 0 and 1".
    expect(answer('probability')).toBe(
      'the number of favourable outcomes divided by the total number of outcomes: P(A) = n(A) / n(S).',
    );
    // "The complement of an event A, written Ā, is the event…".
    expect(answer('complement')).toBe('the event "A does not happen".');
  });

  it('shows no star of a lesson pasted with Markdown emphasis, and keeps a section’s definition', async () => {
    const text = `# The rock cycle

## Three families of rock

Geologists sort rocks into three families according to how they formed. **Igneous rocks** form when molten rock cools and solidifies. **Sedimentary rocks** form from layers of sediment that are compacted and cemented together over millions of years. **Metamorphic rocks** are rocks that have been changed by heat and pressure without melting.

## Sedimentary rocks

Rocks at the surface are broken down by weathering. Weathering is the breakdown of rock in place, by frost, plant roots, or chemical reactions with rainwater. Erosion is the removal and transport of the broken fragments by water, wind or ice. The fragments settle as sediment at the bottom of lakes and seas. Sandstone, shale and limestone are sedimentary rocks. Limestone often contains fossils, the preserved remains of ancient living things.

## The cycle

The rock cycle is the set of processes by which rocks change from one type into another over geological time. It is driven by the heat inside the Earth and the energy of the Sun.

Key processes of the rock cycle:
- melting and cooling (igneous rocks)
- weathering, erosion, deposition, compaction and cementation (sedimentary rocks)
- heat and pressure (metamorphic rocks)
`;
    const sheet = await engine.generateSheet(en(text));
    const cards = await engine.generateFlashcards(en(text));
    const quiz = await engine.generateQuiz({ ...en(text), type: 'mcq' });
    expect(quizViolations(quiz, { text, answerCount: 4, extractive: true })).toEqual([]);
    const shown = [
      ...sheet.blocks.map((b) => b.text),
      ...cards.flatMap((c) => [c.question, c.answer]),
      ...quiz.questions.flatMap((q) => [q.prompt, ...(q.type === 'mcq' ? q.choices : [])]),
    ].join('\n');
    expect(shown).not.toContain('*');
    expect(cards.find((c) => c.term?.toLowerCase() === 'metamorphic rocks')?.answer).toBe(
      'rocks that have been changed by heat and pressure without melting.',
    );
    // The list names weathering; the section still shows what it is.
    expect(sheet.blocks.map((b) => b.text).join('\n')).toMatch(/(?:Weathering|Erosion) is the/);
  });

  it('cards every term the author set in bold, whole, and reads past the closing stars', async () => {
    const text = `# Cell transport

Cells constantly exchange substances with their surroundings through the **cell membrane**, a thin layer of lipids and proteins that controls what enters and leaves the cell.

## Passive transport

**Diffusion** is the net movement of particles from an area of higher concentration to an area of lower concentration. It needs no energy from the cell. Oxygen and carbon dioxide cross the membrane this way in the lungs. The difference in concentration between two areas is called the **concentration gradient**: the steeper it is, the faster diffusion happens.

**Osmosis** is the diffusion of water across a **partially permeable membrane**, from a dilute solution to a more concentrated one. A plant cell placed in pure water takes in water and becomes **turgid**; in a concentrated salt solution it loses water and becomes **plasmolysed**.

## Active transport

**Active transport** moves substances against their concentration gradient, from a lower to a higher concentration. It needs energy, released by respiration in the mitochondria, and carrier proteins in the membrane. Root hair cells use it to absorb mineral ions from the soil, where their concentration is lower than inside the root.
`;
    const bold = [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((m) => (m[1] as string).toLowerCase());
    const cards = await engine.generateFlashcards(en(text));
    const terms = cards.map((c) => c.term?.toLowerCase());
    for (const term of bold) expect(terms).toContain(term);
    expect(cards.find((c) => c.term === 'cell membrane')?.answer).toBe(
      'a thin layer of lipids and proteins that controls what enters and leaves the cell',
    );
    // The same lesson without its stars: the ranking alone cuts the adverb off.
    const plain = await engine.generateFlashcards(en(text.replaceAll('**', '')));
    expect(plain.map((c) => c.term)).not.toContain('partially permeable membrane');
  });

  it('keeps the definitions a table row or a list item only names, and announces no table', async () => {
    const text = `# Cell transport

Cells exchange substances with their surroundings through the **cell membrane**, a thin layer of lipids and proteins that controls what enters and leaves the cell.

**Diffusion** is the net movement of particles from an area of higher concentration to an area of lower concentration. It needs no energy from the cell. **Osmosis** is the diffusion of water across a **partially permeable membrane**, from a dilute solution to a more concentrated one.

**Active transport** moves substances against their concentration gradient, from a lower to a higher concentration. It needs energy released by respiration, and carrier proteins in the membrane.

| Process | Energy needed |
| --- | --- |
| Diffusion | none |
| Active transport | from respiration |
`;
    const sheet = await engine.generateSheet(en(text));
    const said = sheet.blocks.map((b) => b.text);
    expect(said).toContain('Diffusion | none');
    expect(said.join('\n')).toContain('Diffusion is the net movement of particles');
    expect(said.join('\n')).not.toContain('It needs energy released by respiration');
  });
});
