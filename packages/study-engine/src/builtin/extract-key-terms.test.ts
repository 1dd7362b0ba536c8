import { describe, expect, it } from 'vitest';
import { analyzeLesson } from '../text/analyze-lesson.ts';
import {
  extractKeyTerms,
  pluralNoun,
  standardizeFeatures,
  termCandidates,
  termFeatureNames,
} from './extract-key-terms.ts';
import { termFeatureWeights } from './term-feature-weights.ts';

const digestion = [
  '# La digestion',
  '',
  'Le système digestif transforme les aliments en nutriments.',
  '',
  '- La bouche : mastication et mélange avec la salive.',
  '- L’estomac : brassage et sécrétion d’acide chlorhydrique.',
  '- Le foie : production de la bile.',
  '',
  '## Le pancréas',
  '',
  'Il sécrète des enzymes qui digèrent les lipides et les protéines.',
].join('\n');

function feature(text: string, language: 'en' | 'fr', surface: string, name: string): number {
  const candidate = termCandidates(analyzeLesson(text, language)).find(
    (c) => c.surface.toLowerCase() === surface,
  );
  expect(candidate, surface).toBeDefined();
  return candidate?.features[termFeatureNames.indexOf(name as never)] ?? Number.NaN;
}

describe('key terms', () => {
  it('has one weight per feature, bias first, in each part of the model', () => {
    expect(termFeatureWeights.rank).toHaveLength(termFeatureNames.length + 1);
    expect(termFeatureWeights.count).toHaveLength(termFeatureNames.length + 1);
  });

  it('takes no noun of an opening connective ("In addition,", "Par exemple,") for a term', () => {
    const surfaces = (text: string, language: 'en' | 'fr') =>
      termCandidates(analyzeLesson(text, language)).map((c) => c.surface.toLowerCase());
    const grief =
      'Grief has five stages. In addition, not all people experience all of the stages. As a result, grief differs.';
    expect(surfaces(grief, 'en')).not.toContain('addition');
    expect(surfaces(grief, 'en')).not.toContain('result');
    // The same noun in the lesson's own words still counts.
    expect(surfaces(`${grief} The addition of salt lowers the freezing point.`, 'en')).toContain(
      'addition',
    );
    const fr = surfaces(
      'Par exemple, le foie produit la bile. En effet, la bile émulsionne les lipides.',
      'fr',
    );
    expect(fr).not.toContain('exemple');
    expect(fr).not.toContain('effet');
    expect(fr).toContain('bile');
  });

  it('reads "- Group 1, the alkali metals: soft metals…" as a list head after a short label', () => {
    const text = `# Groups

- Group 1, the alkali metals: soft metals that react vigorously with water.
- Group 7, the halogens: non-metals that exist as diatomic molecules.

In group 1, the reactivity increases down the group: caesium reacts fastest. Caesium is soft.
`;
    expect(feature(text, 'en', 'alkali metals', 'list head')).toBe(1);
    expect(feature(text, 'en', 'halogens', 'list head')).toBe(1);
    expect(feature(text, 'en', 'caesium', 'list head')).toBe(0);
  });

  it('reads a French present form that is also a noun as the verb before a number ("Un taxi facture 3 €")', () => {
    const surfaces = termCandidates(
      analyzeLesson('Un taxi facture 3 € de prise en charge puis 1,50 € par kilomètre.', 'fr'),
    ).map((c) => c.surface.toLowerCase());
    expect(surfaces).not.toContain('taxi facture');
    expect(surfaces).toContain('taxi');
  });

  it('takes no compound adjective or comparative alone for a term ("six-sided", "closer"), and keeps compound nouns', () => {
    const text = [
      '# Probability',
      '',
      'For a six-sided die, the sample space has six outcomes. A six-sided die is fair when each face is equally likely.',
      'The relative frequency gets closer and closer to the probability. Self-esteem is the value a person gives to themselves; self-esteem grows with success.',
    ].join('\n');
    const terms = extractKeyTerms(analyzeLesson(text, 'en'), 40).map((t) =>
      t.surface.toLowerCase(),
    );
    expect(terms).not.toContain('six-sided');
    expect(terms).not.toContain('closer');
    expect(terms).toContain('self-esteem');
  });

  it('takes no French words that open on an adjective set after its noun for a term, and keeps plural nouns', () => {
    const text = [
      '# La guerre froide',
      '',
      "Le plan Marshall est un programme d'aide économique américaine destiné à reconstruire l'Europe. L'aide économique américaine destinée aux alliés est massive.",
      'Les vaisseaux sanguins transportent le sang ; les vaisseaux sanguins forment un réseau.',
    ].join('\n');
    const surfaces = extractKeyTerms(analyzeLesson(text, 'fr'), 40).map((t) =>
      t.surface.toLowerCase(),
    );
    expect(surfaces.filter((s) => s.startsWith('économique '))).toEqual([]);
    expect(surfaces).toContain('vaisseaux sanguins');
  });

  it('reads "lui-même", "soi-même" as no terms, and keeps "estime de soi"', () => {
    const surfaces = termCandidates(
      analyzeLesson(
        "La conscience est la connaissance que le sujet a de lui-même. La mauvaise foi est le mensonge à soi-même. L'estime de soi varie.",
        'fr',
      ),
    ).map((c) => c.surface.toLowerCase());
    expect(surfaces).not.toContain('lui-même');
    expect(surfaces).not.toContain('soi-même');
    expect(surfaces).toContain('estime de soi');
  });

  it('reads French adverbs in "-ment" as no terms, "la politique" as a noun, "on parle de X" as naming X', () => {
    const surfaces = (text: string) =>
      termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    const prices =
      'Les prix baissent durablement et rapidement. Le gouvernement fixe un élément du budget. La politique monétaire agit sur les taux.';
    expect(surfaces(prices)).not.toContain('durablement');
    expect(surfaces(prices)).not.toContain('rapidement');
    expect(surfaces(prices)).toEqual(
      expect.arrayContaining(['gouvernement', 'élément', 'politique monétaire']),
    );
    const spoken =
      'Lorsque les prix baissent durablement, on parle de déflation. Le texte parle de la guerre.';
    expect(feature(spoken, 'fr', 'déflation', 'naming')).toBeGreaterThan(
      feature(spoken, 'fr', 'guerre', 'naming'),
    );
  });

  it('reads a word that is first a verb as a noun after a modifier ("jet lag", "NREM sleep"), not after its subject', () => {
    const text = [
      '# Sleep',
      '',
      'When we cross time zones, we often experience jet lag. Jet lag is a collection of symptoms that results from a mismatch between our internal clock and our environment.',
      'The first stage of NREM sleep is known as stage 1 sleep. People who work night shifts accumulate a sleep debt.',
      'Children sleep more than adults, and their memories affect what they recall.',
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toEqual(expect.arrayContaining(['jet lag', 'nrem sleep', 'sleep debt']));
    // "Children sleep", "memories affect": a plural subject, then its verb.
    expect(surfaces).not.toContain('children sleep');
    expect(surfaces).not.toContain('memories affect');
  });

  it('ends a term before a participle or an unknown verb that takes an article ("technique involving the…", "osteoclasts resorb the…")', () => {
    const text = [
      '# Tools',
      '',
      'Sonar is a detection technique involving the use of sound waves. A hydrophone is an underwater microphone.',
      'Over several weeks, osteoclasts resorb the damaged bone, and marine snails encrust the hull.',
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toEqual(expect.arrayContaining(['detection technique', 'osteoclasts']));
    for (const verb of [
      'technique involving',
      'detection technique involving',
      'osteoclasts resorb',
      'marine snails encrust',
    ]) {
      expect(surfaces).not.toContain(verb);
    }
  });

  it('keeps an ordinal inside a ranked law ("Newton’s first law", "la deuxième loi")', () => {
    const text =
      'Newton’s first law states that an object keeps its motion unless a force acts on it. The first car was slow.';
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface);
    expect(surfaces).toContain('Newton’s first law');
    // An ordinal before any other noun stays out ("first car").
    expect(surfaces).not.toContain('first car');
    const fr =
      "La deuxième loi de Newton relie la force et l'accélération. La première voiture était lente.";
    const french = termCandidates(analyzeLesson(fr, 'fr')).map((c) => c.surface.toLowerCase());
    expect(french).toContain('deuxième loi');
    expect(french).not.toContain('première voiture');
  });

  it('takes no author of a cited source for a term', () => {
    const text =
      'People with spiritual beliefs cope better with death (Hood, Spilka, & Corsuch, 1996; McIntosh, Silver, & Wortman, 1993). Hospice care helps the family (Brumley et al., 2007). Kübler-Ross described five stages of grief.';
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface);
    for (const author of ['Wortman', 'Spilka', 'Brumley', 'McIntosh']) {
      expect(surfaces).not.toContain(author);
    }
    expect(surfaces).toContain('Kübler-Ross');
  });

  it('takes no word a term comes from for a term ("du latin conscientia", "from the Latin term tunica")', () => {
    const french =
      'La conscience vient du latin conscientia, « savoir avec ». La conscience est la connaissance que le sujet a de lui-même. Descartes fonde la conscience sur le cogito.';
    const fr = extractKeyTerms(analyzeLesson(french, 'fr'), 40).map((t) => t.surface.toLowerCase());
    expect(fr).toContain('conscience');
    expect(fr.filter((s) => s.includes('conscientia'))).toEqual([]);
    const english =
      'The walls of blood vessels have three layers, called tunics (from the Latin term tunica). The reticular layer derives its name from the Latin reticulus, which means little net. The tunica intima is the innermost tunic.';
    const en = extractKeyTerms(analyzeLesson(english, 'en'), 40).map((t) =>
      t.surface.toLowerCase(),
    );
    expect(en.filter((s) => /reticulus|latin/.test(s))).toEqual([]);
    expect(en).toContain('tunica intima');
  });

  it('takes no possessive alone for a term, and keeps the eponym it belongs to', () => {
    const text =
      "Newton's first law states that an object keeps its motion. Newton's second law relates " +
      "force and acceleration. Broca's area is the region of the brain that produces speech.";
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface);
    expect(surfaces).not.toContain("Newton's");
    expect(surfaces).toContain("Broca's area");
  });

  it('reads a list item that opens on a determiner, the term and a colon as a definition', () => {
    expect(feature(digestion, 'fr', 'bouche', 'list head')).toBe(1);
    expect(feature(digestion, 'fr', 'estomac', 'list head')).toBe(1);
    expect(feature(digestion, 'fr', 'bouche', 'definition strength')).toBe(1);
    const terms = extractKeyTerms(analyzeLesson(digestion, 'fr'), 3).map((t) => t.surface);
    expect(terms).toContain('estomac');
  });

  it('marks a heading that is the term alone, determiners aside', () => {
    expect(feature(digestion, 'fr', 'pancréas', 'whole heading')).toBe(1);
    expect(feature(digestion, 'fr', 'digestion', 'whole heading')).toBe(1);
    expect(feature(digestion, 'fr', 'bouche', 'whole heading')).toBe(0);
  });

  it('pools definitional patterns into one strength, whatever the pattern', () => {
    const text = 'Osmosis is the movement of water across a membrane. Cells need water.';
    expect(feature(text, 'en', 'osmosis', 'definition strength')).toBeGreaterThan(0);
    expect(feature(text, 'en', 'water', 'definition strength')).toBe(0);
  });

  it('reads "two Xs are Y if…" as defining "Y Xs", a variable after "of an X" and a comma after "states that"', () => {
    const english = [
      '# Probability',
      '',
      'Two events are independent if the result of one does not affect the probability of the other. For independent events, P(A and B) = P(A) × P(B).',
      'The complement of an event A is the event that A does not happen.',
      'The law of large numbers states that, as the number of trials increases, the relative frequency gets closer to the probability.',
      'The relative frequency is the number of times an event happens divided by the number of trials.',
    ].join('\n');
    for (const surface of ['independent events', 'complement', 'law of large numbers']) {
      expect(feature(english, 'en', surface, 'copula at start'), surface).toBeGreaterThan(0);
    }
    // The kind alone ("an event", "the event that…") is not what is defined.
    expect(feature(english, 'en', 'event', 'copula at start')).toBe(0);
    const french = [
      '# Les droites',
      '',
      'Deux droites sont parallèles si elles ne se coupent pas. Des droites parallèles ont le même coefficient directeur.',
      "Une fonction est croissante lorsque f(x) augmente quand x augmente. Une fonction croissante conserve l'ordre.",
    ].join('\n');
    expect(
      feature(
        'Deux événements sont dits incompatibles si ils ne peuvent pas se produire ensemble. Des événements incompatibles ne se produisent jamais ensemble.',
        'fr',
        'événements incompatibles',
        'copula at start',
      ),
    ).toBeGreaterThan(0);
    for (const surface of ['droites parallèles', 'fonction croissante']) {
      expect(feature(french, 'fr', surface, 'copula at start'), surface).toBeGreaterThan(0);
    }
  });

  it('takes "such as X" and "as well as X" for an example or one more item, not a name', () => {
    const text = [
      '# Immunity',
      '',
      'Herd immunity protects those who cannot be vaccinated, such as newborn babies. Newborn babies depend on it.',
      'The liver stores glucose as well as vitamins. Vitamins are also stored in fat.',
      'Some bones are known as sesamoid bones. Sesamoid bones sit inside tendons.',
    ].join('\n');
    expect(feature(text, 'en', 'newborn babies', 'apposition')).toBe(0);
    expect(feature(text, 'en', 'vitamins', 'apposition')).toBe(0);
    expect(feature(text, 'en', 'sesamoid bones', 'naming')).toBeGreaterThan(0);
  });

  it('takes an example set between commas for no apposition of what follows it', () => {
    const text = [
      '# Immunity',
      '',
      "In an autoimmune disease, like type 1 diabetes, the immune system attacks the body's own cells. Type 1 diabetes starts early.",
      'Hunger is controlled by the hypothalamus, a structure that sits below the thalamus. The hypothalamus also controls thirst.',
    ].join('\n');
    expect(feature(text, 'en', 'type 1 diabetes', 'apposition')).toBe(0);
    expect(feature(text, 'en', 'hypothalamus', 'apposition')).toBeGreaterThan(0);
  });

  it('reads "called their state the res publica" as naming what follows the possessive or demonstrative', () => {
    const text = [
      '# Rome',
      '',
      'The Romans called their state the res publica, which means "the public thing". The state had two consuls.',
      'In a poem, the pattern of rhymes is called its rhyme scheme. A rhyme scheme is written with letters.',
    ].join('\n');
    expect(feature(text, 'en', 'state', 'naming')).toBe(0);
    expect(feature(text, 'en', 'res publica', 'naming')).toBeGreaterThan(0);
    // After a copula the possessive opens the name.
    expect(feature(text, 'en', 'rhyme scheme', 'naming')).toBeGreaterThan(0);
    // So does a demonstrative: "cet effet" is what is named.
    const fr =
      'La tragédie doit provoquer la terreur et la pitié ; Aristote appelle cet effet la catharsis. Cet effet purifie le spectateur.';
    expect(feature(fr, 'fr', 'effet', 'naming')).toBe(0);
    expect(feature(fr, 'fr', 'catharsis', 'naming')).toBeGreaterThan(0);
    // "this" alone, and no second object: the name is what follows it.
    const freud =
      'Freud called this transference: the patient transfers his feelings to the therapist. Transference helps therapy.';
    expect(feature(freud, 'en', 'transference', 'naming')).toBeGreaterThan(0);
  });

  it('reads "la règle des trois unités impose que…", "the principle of X requires that…" as a rule and what it states', () => {
    const text = [
      '# Le théâtre classique',
      '',
      "La règle des trois unités impose que l'action se déroule en un seul lieu, en un seul jour et autour d'une seule intrigue. Boileau résume cette règle dans son Art poétique.",
    ].join('\n');
    expect(feature(text, 'fr', 'règle des trois unités', 'copula at start')).toBeGreaterThan(0);
    const english =
      'The principle of equal pay requires that men and women receive the same pay for the same work. Many countries wrote it into law.';
    expect(feature(english, 'en', 'principle of equal pay', 'copula at start')).toBeGreaterThan(0);
  });

  it('takes no French word that is only a participle in the lesson for a key term', () => {
    const text = [
      '# La monnaie',
      '',
      'La monnaie scripturale correspond aux sommes inscrites sur les comptes bancaires. Les sommes inscrites circulent par virement. La banque centrale contrôle la création monétaire en fixant ses taux. En fixant ses taux, elle agit sur le crédit. Un composé chimique est une substance. Les composés organiques contiennent du carbone.',
    ].join('\n');
    const terms = extractKeyTerms(analyzeLesson(text, 'fr'), 30).map((t) => t.surface);
    expect(terms).not.toContain('inscrites');
    expect(terms).not.toContain('fixant');
    expect(terms.some((t) => /^composés?$/.test(t))).toBe(true);
  });

  it('reads nothing in the fences of a Markdown container (":::" lines)', () => {
    const text = [
      '# Variables',
      '',
      'Une variable est un emplacement de la mémoire auquel on a donné un nom.',
      '',
      '::: code-group',
      '',
      ':::',
      '',
      'Une affectation donne une valeur à une variable.',
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface);
    expect(surfaces.filter((s) => /code|group/u.test(s))).toEqual([]);
  });

  it('knows the learned word endings of each language', () => {
    const fr = 'La mitose est la division de la cellule dans la maison. La maison grandit.';
    expect(feature(fr, 'fr', 'mitose', 'learned suffix share')).toBe(1);
    expect(feature(fr, 'fr', 'maison', 'learned suffix share')).toBe(0);
  });

  it('keeps terms that an elision or a capital letter holds together', () => {
    const fr = 'La loi d’Ohm relie la tension et l’intensité. La loi d’Ohm se vérifie.';
    expect(termCandidates(analyzeLesson(fr, 'fr')).map((c) => c.surface)).toContain('loi d’Ohm');
    const en = 'A helper T cell activates other cells. Each helper T cell carries CD4.';
    expect(termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface)).toContain(
      'helper T cell',
    );
  });

  it('takes the end of a longer run before "of" ("price elasticity of demand")', () => {
    const en = 'The price elasticity of demand measures how much buyers react to a price change.';
    expect(termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface)).toContain(
      'price elasticity of demand',
    );
  });

  it('scores each feature against the other candidates of the lesson', () => {
    const rows = [
      [1, 4, 7],
      [3, 4, 7],
      [5, 4, 10],
      [7, 4, 10],
    ];
    const [low, second, third, high] = standardizeFeatures(rows);
    const r = Math.sqrt(5);
    expect(low?.map((x) => Number(x.toFixed(6)))).toEqual(
      [-3 / r, 0, -1].map((x) => Number(x.toFixed(6))),
    );
    expect(second?.[0]).toBeCloseTo(-1 / r, 9);
    expect(third?.[2]).toBe(1);
    expect(high?.[0]).toBeCloseTo(3 / r, 9);
    // A feature every candidate shares carries no information: it stays at 0.
    expect(high?.[1]).toBe(0);
  });

  it('ranks a term against its own lesson, however long the lesson is', () => {
    const short = 'Osmosis is the movement of water across a membrane. Cells need water and salts.';
    const long = Array.from({ length: 6 }, () => short).join('\n\n');
    const top = (text: string) => extractKeyTerms(analyzeLesson(text, 'en'), 1)[0]?.surface;
    expect(top(short)).toBe('osmosis');
    expect(top(long)).toBe('osmosis');
  });

  it('keeps a capitalised ordinal with the name it starts ("the Third Estate")', () => {
    const en =
      'The Third Estate paid most of the taxes. The deputies of the Third Estate swore an oath.';
    expect(termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface)).toContain('Third Estate');
  });

  it('takes no participle after an auxiliary for a term, in English or French', () => {
    const en =
      'In 1792 the monarchy was abolished. The Republic was proclaimed when the monarchy was abolished.';
    expect(termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface)).not.toContain(
      'abolished',
    );
    const fr =
      'En 1792, la monarchie est abolie. La République est proclamée quand la monarchie est abolie.';
    const surfaces = termCandidates(analyzeLesson(fr, 'fr')).map((c) => c.surface);
    expect(surfaces).not.toContain('abolie');
    expect(surfaces).toContain('monarchie');
  });

  it('reads a word that can be a verb after a plural noun as the verb, not part of a term', () => {
    const en = [
      'Steam locomotives burned coal. When the train stops, the passengers lurch forward.',
      'Markets allocate goods to individuals pursuing their own interest.',
      'Observational learning is learning by watching others. Blood vessels carry blood.',
    ].join(' ');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('steam locomotives');
    expect(surfaces).toContain('individuals');
    expect(surfaces).toContain('observational learning');
    expect(surfaces).toContain('blood vessels');
    for (const verbal of ['locomotives burned', 'passengers lurch', 'individuals pursuing']) {
      expect(surfaces.some((s) => s.includes(verbal))).toBe(false);
    }
  });

  it('reads a French present that is also a noun as the verb before an article, not after one', () => {
    const fr = [
      'Le noyau contrôle les activités de la cellule. La membrane délimite la cellule et contrôle les échanges.',
      'La paroi lui donne sa forme. La forme la plus simple est la sphère. La lumière blanche du Soleil éclaire la Terre.',
      'Le contrôle des échanges est vital.',
    ].join(' ');
    const surfaces = termCandidates(analyzeLesson(fr, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('noyau');
    expect(surfaces).toContain('lumière blanche');
    expect(surfaces).toContain('contrôle des échanges');
    for (const verbal of ['noyau contrôle', 'donne']) expect(surfaces).not.toContain(verbal);
    // "The cell membrane controls what enters": a verb before "what" too.
    const en = 'The cell membrane controls what enters and leaves the cell.';
    const english = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface.toLowerCase());
    expect(english).toContain('cell membrane');
    expect(english).not.toContain('cell membrane controls');
  });

  it('keeps one of two names where one is the short form of the other', () => {
    const en = [
      'During the Terror, the Committee was led by Maximilien Robespierre.',
      'In 1794 Robespierre fell, and the fall of Robespierre ended the Terror.',
    ].join(' ');
    const analysis = analyzeLesson(en, 'en');
    expect(termCandidates(analysis).map((c) => c.surface)).toContain('Maximilien Robespierre');
    const names = extractKeyTerms(analysis, 10).filter((t) => t.kind === 'name');
    expect(names.filter((t) => /Robespierre/.test(t.surface))).toHaveLength(1);
  });

  it('keeps a king’s number with his name, and takes no first name or era alone for a term', () => {
    const fr = [
      '# La Renaissance',
      '',
      'François Rabelais défend une éducation qui forme le corps et l’esprit.',
      'Le roi François Ier invite des artistes italiens et fait construire le château de Chambord.',
      'Rabelais publie Gargantua en 1534.',
    ].join('\n');
    const french = analyzeLesson(fr, 'fr');
    expect(termCandidates(french).map((c) => c.surface)).toContain('François Ier');
    const frenchTerms = extractKeyTerms(french, 30).map((t) => t.surface);
    expect(frenchTerms).not.toContain('François');
    expect(frenchTerms.filter((t) => /invite/.test(t))).toEqual([]);
    const en = [
      '# Rome',
      '',
      'Rome was founded in 753 BC. The Republic was created in 509 BC. Rome conquered Italy between the 5th and the 3rd centuries BC.',
      'The Punic Wars lasted from 264 to 146 BC. Caesar was murdered in 44 BC, and Augustus became emperor in 27 BC.',
    ].join('\n');
    expect(extractKeyTerms(analyzeLesson(en, 'en'), 30).map((t) => t.surface)).not.toContain('BC');
  });

  it('ends a name before a verb that takes a possessive ("Octavian defeated his rivals")', () => {
    const text = [
      '# Rome',
      '',
      'Julius Caesar was murdered in 44 BC. His adopted son Octavian defeated his rivals and became the first emperor.',
      'Octavian took the name Augustus. Augustus ruled for forty years.',
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface);
    expect(surfaces).toContain('Octavian');
    expect(surfaces.filter((s) => /defeated/.test(s))).toEqual([]);
  });

  it('reads the verb of a clause as no word of a term ("the algorithm discards the upper half", "which record reversals")', () => {
    const en = [
      '# Searching',
      '',
      'A binary search compares the target with the middle item. If the target is smaller, the algorithm discards the upper half; if it is larger, it discards the lower half.',
      'A bubble sort compares each pair of adjacent items and swaps them if they are in the wrong order. It stops when no swaps are needed.',
      'Magnetic stripes on the ocean floor, which record reversals of the magnetic field, confirmed the theory.',
      'Scipio finally defeated Hannibal at Zama. A magistrate was an official who held power for one year.',
      'In 1948, Stalin blocked all roads into West Berlin.',
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface);
    expect(surfaces).toContain('binary search');
    expect(surfaces).toContain('swaps');
    expect(surfaces.filter((s) => /discards|record|defeated|held/.test(s))).toEqual([]);
    const fr = [
      '# Athènes',
      '',
      "L'Ecclésia vote les lois. La Boulè prépare les lois que l'Ecclésia vote.",
      "Les métèques, c'est-à-dire les étrangers libres installés à Athènes, sont exclus.",
    ].join('\n');
    const french = termCandidates(analyzeLesson(fr, 'fr')).map((c) => c.surface);
    expect(french).toContain('Ecclésia');
    expect(french).toContain('métèques');
    expect(french.filter((s) => /vote|prépare|dire/.test(s))).toEqual([]);
  });

  it('keeps the adverb that opens a term with its adjective ("mutually assured destruction", "mutually exclusive events")', () => {
    const en = [
      '# The Cold War',
      '',
      'Neither side could attack without being destroyed in return, a situation called mutually assured destruction (MAD).',
      'Two events are mutually exclusive if they cannot happen together. For mutually exclusive events, the probabilities add up.',
      'When the price rises sharply, demand falls.',
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface);
    expect(surfaces).toContain('mutually assured destruction (MAD)');
    expect(surfaces).toContain('mutually exclusive events');
    expect(surfaces.filter((s) => /sharply/.test(s))).toEqual([]);
  });

  it('shows an abbreviation with the words it stands for, as the lesson spells them out', () => {
    const en = [
      'Any institution that does research on people must have an institutional review board (IRB).',
      'The IRB is a committee that reviews every proposal. The IRB can stop an experiment.',
      'A patient may also sign a Do Not Resuscitate (DNR) Order. A DNR tells the staff not to restart the heart.',
      'Most clinicians use the Diagnostic and Statistical Manual of Mental Disorders (DSM-5). The DSM-5 lists every disorder.',
      'Functional magnetic resonance imaging (fMRI) shows the blood flow of the brain. An fMRI scan is loud.',
      'An fMRI takes an hour.',
    ].join(' ');
    const surfaces = extractKeyTerms(analyzeLesson(en, 'en'), 20).map((t) => t.surface);
    expect(surfaces).toContain('institutional review board (IRB)');
    expect(surfaces).toContain('Do Not Resuscitate (DNR)');
    expect(surfaces).toContain('Diagnostic and Statistical Manual of Mental Disorders (DSM-5)');
    expect(surfaces).toContain('functional magnetic resonance imaging (fMRI)');
    expect(surfaces).not.toContain('IRB');
    const fr = [
      "L'Organisation mondiale de la santé (OMS) coordonne la santé publique.",
      "L'OMS publie des recommandations. L'OMS a été fondée en 1948.",
    ].join(' ');
    const french = extractKeyTerms(analyzeLesson(fr, 'fr'), 10).map((t) => t.surface);
    expect(french.filter((s) => /OMS/.test(s))).toEqual([
      'Organisation mondiale de la santé (OMS)',
    ]);
  });

  it('joins no words across a cited source: "life (Kessler et al., 2005) likely fuels"', () => {
    const en = [
      'Nearly half of all Americans will meet the criteria for a disorder at some point in their life (Kessler et al., 2005) likely fuels much of this criticism.',
      'Life events shape the course of a disorder. Criticism of the manual grew.',
    ].join(' ');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces.filter((s) => /life\s+likely/.test(s))).toEqual([]);
  });

  it('reads a past participle before a noun as its adjective where no subject precedes it', () => {
    const en = [
      'Cattell divided general intelligence into two components: crystallized intelligence and fluid intelligence.',
      'Crystallized intelligence is acquired knowledge. The researchers measured blood pressure twice.',
    ].join(' ');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('crystallized intelligence');
    expect(surfaces.filter((s) => /measured/.test(s))).toEqual([]);
  });

  it('reads "a secure base" and an opening "Sleep regulation refers to…" as noun phrases', () => {
    const en = [
      'A secure base is a parental presence that gives the child a sense of safety.',
      'Sleep regulation refers to the control of switching between sleep and wakefulness.',
      'Secure the rope before you climb.',
    ].join(' ');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('secure base');
    expect(surfaces).toContain('sleep regulation');
    expect(surfaces).not.toContain('secure rope');
  });

  it('keeps a number that names a kind inside its term ("stage 2 sleep", "type I hypersensitivity")', () => {
    const en = [
      'Stage 2 sleep is a light sleep. During stage 2 sleep, the body relaxes.',
      'Type I hypersensitivity is an allergy. Angiotensin I is converted in the lungs.',
      'What I mean is simple. In 2 days the cells divide.',
    ].join(' ');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('stage 2 sleep');
    expect(surfaces).toContain('type i hypersensitivity');
    expect(surfaces).toContain('angiotensin i');
    expect(surfaces.filter((s) => /^(?:2|i)\b|i mean|2 days/.test(s))).toEqual([]);
  });

  it('reads an unknown word in "-s" as a plural, not a Latin singular in "-us" or "-is"', () => {
    expect(pluralNoun('osteoclasts')).toBe(true);
    expect(pluralNoun('venosus')).toBe(false);
    expect(pluralNoun('plexus')).toBe(false);
    expect(pluralNoun('pubis')).toBe(false);
  });

  it('reads French relative pronouns as no term ("pendant laquelle")', () => {
    const fr =
      'La guerre de position est la phase pendant laquelle les soldats restent dans les tranchées.';
    expect(termCandidates(analyzeLesson(fr, 'fr')).map((c) => c.surface)).not.toContain('laquelle');
  });

  it('reads a verb before an adverb as the verb ("the supply curve slopes upward")', () => {
    const en = [
      'When the price rises, firms produce more, so the supply curve slopes upward.',
      'A demand curve therefore slopes downward. Prices rise sharply in a shortage.',
    ].join(' ');
    const surfaces = termCandidates(analyzeLesson(en, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('supply curve');
    expect(surfaces).toContain('demand curve');
    for (const verbal of ['slopes', 'downward', 'upward', 'rise sharply', 'sharply']) {
      expect(surfaces.some((s) => s.split(' ').includes(verbal) || s === verbal)).toBe(false);
    }
  });

  it('takes the word a naming cue introduces as a noun, in English and French', () => {
    const en = 'Goods that are bought together, like cars and petrol, are called complements.';
    expect(feature(en, 'en', 'complements', 'naming')).toBe(1);
    const fr =
      "On appelle sève brute le mélange d'eau et de sels minéraux qui monte dans la plante.";
    expect(feature(fr, 'fr', 'sève brute', 'naming')).toBe(1);
  });

  it('reads neither "there is a X" nor an opening "In X," as a definition of X', () => {
    const en = [
      'If the price is below equilibrium, there is a shortage.',
      'In economics, a market is any place where buyers and sellers meet.',
      'At a higher price there is a surplus: sellers cannot sell everything.',
      'Inertia, a property of all objects, resists changes of motion.',
    ].join(' ');
    expect(feature(en, 'en', 'shortage', 'inverted copula')).toBe(0);
    expect(feature(en, 'en', 'economics', 'apposition')).toBe(0);
    // A colon after it explains it; an apposition that is not an opening phrase still counts.
    expect(feature(en, 'en', 'surplus', 'inverted copula')).toBe(1);
    expect(feature(en, 'en', 'inertia', 'apposition')).toBe(1);
    const fr = 'En économie, un marché est le lieu où se rencontrent acheteurs et vendeurs.';
    expect(feature(fr, 'fr', 'économie', 'apposition')).toBe(0);
  });
  it('keeps "merge sort" and "bubble sort" whole: no verb before "is", no bare verb after a singular', () => {
    const text = [
      '# Sorting',
      '',
      'Merge sort is a divide and conquer algorithm. Merge the two sorted halves into one list.',
      'Merge sort is more efficient than bubble sort on large lists.',
      'Sort each half recursively. The cells form from stem cells.',
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('merge sort');
    expect(surfaces).toContain('bubble sort');
    // A bare verb after a plural, an adverb the lexicon does not know: no part of a term.
    expect(surfaces).not.toContain('cells form');
    expect(surfaces.some((s) => s.includes('recursively'))).toBe(false);
  });

  it('reads a British verb in "-ises" after "that" as a verb', () => {
    const text = 'A base is a substance that neutralises an acid. Bases that dissolve are alkalis.';
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces.some((s) => s.includes('neutralises'))).toBe(false);
  });

  it('reads French nouns in "-ent" and adjectives that are verb forms as parts of terms', () => {
    const text = [
      '# Les fonctions affines',
      '',
      "Une fonction affine est une fonction f définie par f(x) = ax + b. Les fonctions affines sont des droites. Le nombre a est appelé coefficient directeur et le nombre b est appelé ordonnée à l'origine. Cette droite coupe l'axe des ordonnées.",
    ].join('\n');
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces.some((s) => /^fonctions? affines?$/.test(s))).toBe(true);
    expect(surfaces).toContain('coefficient directeur');
    expect(surfaces).not.toContain('droite coupe');
    // The name a naming verb gives goes on past "à l'".
    expect(feature(text, 'fr', "ordonnée à l'origine", 'naming')).toBe(1);
  });

  it('ends a French noun phrase before a participle that opens a phrase of place or agent', () => {
    const text =
      'Les stomates sont de petits orifices situés sur la face inférieure des feuilles. Les sucres fabriqués par la plante circulent.';
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('petits orifices');
    expect(surfaces.some((s) => s.includes('situés') || s.includes('fabriqués'))).toBe(false);
  });

  it('chooses no variable of a formula as a key term', () => {
    const text = [
      '# Les fonctions affines',
      '',
      "Une fonction affine s'écrit f(x) = ax + b. L'expression ax + b s'annule pour x = −b/a. Avec deux points A(x1 ; y1) et B(x2 ; y2), on calcule a = (y2 − y1) / (x2 − x1). Le dioxyde de carbone (CO2) est un gaz.",
    ].join('\n');
    const keys = extractKeyTerms(analyzeLesson(text, 'fr'), 20).map((t) => t.surface);
    for (const symbol of ['ax', 'y2', 'x1', 'expression ax']) expect(keys).not.toContain(symbol);
  });
  it('reads a past in "-ed" between two nouns, or after "and" following a past, as a verb', () => {
    const text =
      'Scipio Africanus defeated Hannibal at Zama in 202 BC. The Romans destroyed Carthage in 146 BC. The Senate advised the magistrates and controlled public finances.';
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('scipio africanus');
    expect(surfaces).toContain('public finances');
    for (const verb of ['defeated', 'destroyed', 'controlled']) {
      expect(surfaces.some((s) => s.split(' ').includes(verb))).toBe(false);
    }
  });
});

describe('labels of the lesson’s own parts', () => {
  it('are no candidates: "Conclusion :", "Remarque :", "Summary:"', () => {
    const fr = termCandidates(
      analyzeLesson(
        'La structure primaire est la séquence des acides aminés.\n\nRemarque : la séquence est lue du N-terminal au C-terminal.\n\nConclusion : la structure permet la fonction.',
        'fr',
      ),
    ).map((c) => c.surface.toLowerCase());
    expect(fr).toContain('structure primaire');
    expect(fr).not.toContain('conclusion');
    expect(fr).not.toContain('remarque');
    const en = termCandidates(
      analyzeLesson(
        'Osmosis is the movement of water across a membrane.\n\nSummary: osmosis moves water towards the more concentrated solution.',
        'en',
      ),
    ).map((c) => c.surface.toLowerCase());
    expect(en).toContain('osmosis');
    expect(en).not.toContain('summary');
  });

  it('nor is a part or a moment of something: "c’est le début de la guerre de position"', () => {
    const fr = termCandidates(
      analyzeLesson(
        'Au début du XXe siècle, l’Europe est divisée. Le front se stabilise : c’est le début de la guerre de position. La fin de la guerre arrive en 1918.',
        'fr',
      ),
    ).map((c) => c.surface.toLowerCase());
    expect(fr).toContain('guerre de position');
    expect(fr).not.toContain('début');
    expect(fr).not.toContain('fin');
    const en = termCandidates(
      analyzeLesson(
        'The end of the war came in 1918. Trench warfare marked the beginning of the war. The rest of the army stayed home.',
        'en',
      ),
    ).map((c) => c.surface.toLowerCase());
    expect(en).toContain('trench warfare');
    expect(en).not.toContain('beginning');
    expect(en).not.toContain('end');
    expect(en).not.toContain('rest');
  });
});

describe('English verbs that the noun phrases leave out', () => {
  it('reads "costs" before a plural verb as a noun, and a verb after "it" as a verb', () => {
    const candidates = termCandidates(
      analyzeLesson(
        'A demand curve shows this relationship on a graph; it slopes downwards from left to right. Higher production costs shift the supply curve to the left. Production costs rise with wages.',
        'en',
      ),
    ).map((c) => c.surface.toLowerCase());
    expect(candidates).toContain('production costs');
    expect(candidates).not.toContain('higher production');
    expect(candidates).not.toContain('slopes downwards');
    expect(candidates).not.toContain('slopes');
    expect(candidates).not.toContain('downwards');
  });
});

describe('a phrase of two runs and a linking word that opens a definition', () => {
  it('is the term the copula defines: "La guerre de position désigne cette forme de combat…"', () => {
    const text = [
      '# La guerre',
      '',
      "La guerre de position désigne cette forme de combat où les armées s'enterrent face à face. Les soldats creusent des tranchées. La guerre dure quatre ans.",
    ].join('\n');
    const candidate = termCandidates(analyzeLesson(text, 'fr')).find(
      (c) => c.surface === 'guerre de position',
    );
    expect(candidate).toBeDefined();
    expect(feature(text, 'fr', 'guerre de position', 'copula at start')).toBeGreaterThan(0);
  });
});

describe('contractions and possessives', () => {
  it('never makes a term of a contraction, and shows a name without its possessive', () => {
    const text = [
      '# Obedience',
      '',
      'As you’ve learned, an experiment can show cause and effect. Obedience is the change of behavior to please an authority figure. Stanley Milgram was a social psychology professor at Yale. Stanley Milgram’s experiment tested obedience. Milgram’s participants believed they gave shocks. They don’t know the learner was an actor. Lazarus’s theory asserts that appraisal comes first, and Lazarus’s students tested it.',
    ].join('\n');
    const candidates = termCandidates(analyzeLesson(text, 'en'));
    const surfaces = candidates.map((c) => c.surface.toLowerCase());
    for (const surface of surfaces) expect(surface).not.toMatch(/you’ve|don’t|’s$/);
    expect(surfaces).toContain('stanley milgram');
    expect(surfaces).toContain('obedience');
  });
});

describe('where a noun phrase ends', () => {
  const surfaces = (text: string, language: 'en' | 'fr') =>
    termCandidates(analyzeLesson(text, language)).map((c) => c.surface.toLowerCase());

  it('ends before a verb in "-s" after a noun ("a cleavage furrow pinches the cell")', () => {
    const text =
      'In animal cells, a cleavage furrow pinches the cell in two. The cleavage furrow forms at the equator.';
    expect(surfaces(text, 'en')).toContain('cleavage furrow');
    expect(surfaces(text, 'en')).not.toContain('cleavage furrow pinches');
  });

  it('ends before an adjective that takes a complement, and before a charge', () => {
    const text =
      'Un acide est une espèce chimique capable de céder un ion hydrogène H+. Une base est une espèce chimique capable de capter un ion hydrogène H+.';
    const found = surfaces(text, 'fr');
    expect(found).toContain('espèce chimique');
    expect(found).toContain('ion hydrogène');
    expect(found).not.toContain('espèce chimique capable');
    expect(found).not.toContain('ion hydrogène h');
  });

  it('reads a word in "-s" that opens "… are" or follows "substitutes and" as a noun', () => {
    const text =
      'Demand shifts with the prices of related goods, such as substitutes and complements. Substitutes are goods that can replace each other, like tea and coffee. Complements are goods used together, like cars and petrol.';
    expect(surfaces(text, 'en')).toContain('complements');
    expect(feature(text, 'en', 'substitutes', 'copula at start')).toBeGreaterThan(0);
    expect(feature(text, 'en', 'complements', 'copula at start')).toBeGreaterThan(0);
  });

  it('reads "agents" as a noun and sets a person’s name apart from the words before it', () => {
    const text =
      "Un agent pathogène est un micro-organisme capable de provoquer une maladie. Les agents pathogènes sont combattus par les défenses de l'organisme. Le premier vaccin a été mis au point en 1796 par le médecin anglais Edward Jenner. On appelle effet Joule le dégagement de chaleur dans un conducteur. La vaccination consiste à injecter un agent pathogène rendu inoffensif afin de déclencher une réponse. Un agent pathogène rendu inoffensif afin de protéger est un vaccin.";
    const found = surfaces(text, 'fr');
    expect(found).toContain('agent pathogène');
    expect(found).toContain('edward jenner');
    expect(found).not.toContain('médecin anglais edward jenner');
    expect(found).toContain('effet joule');
    for (const surface of found) expect(surface).not.toMatch(/\bafin$/);
  });

  it('ends a subject noun before its verb after "if" ("If one bulb breaks, …")', () => {
    const text =
      'In a series circuit, the same current flows through each bulb. If one bulb breaks, the whole circuit stops working. Each bulb breaks the circuit when it fails.';
    expect(surfaces(text, 'en')).not.toContain('bulb breaks');
  });

  it('takes no gerund with an object for a term ("rolling a die", "while studying games of chance")', () => {
    const text = `# Probability

An experiment is an action whose result is uncertain, such as rolling a die. An event is a set of outcomes, for example rolling an even number. The probability of rolling a 5 with a fair die is 1/6. The probability of getting two heads when tossing two coins is 1/4. Blaise Pascal and Pierre de Fermat founded the theory of probability in 1654 while studying games of chance.
`;
    const surfaces = extractKeyTerms(analyzeLesson(text, 'en'), 30).map((t) => t.surface);
    expect(surfaces).toContain('experiment');
    expect(surfaces).not.toContain('rolling');
    expect(surfaces).not.toContain('tossing');
    expect(surfaces).not.toContain('studying games');
    // Nor an example of what is done ("such as planting trees").
    const flooding = `# Flooding

People protect towns with hard engineering, such as dams and embankments, or with soft engineering, such as planting trees and letting fields flood. A flood happens when a river overflows its banks.
`;
    expect(extractKeyTerms(analyzeLesson(flooding, 'en'), 30).map((t) => t.surface)).not.toContain(
      'planting trees',
    );
    // Nor an adverb a naming cue leaves alone ("called mutually assured destruction").
    const deterrence = `# Deterrence

Deterrence is the idea that neither side would attack, because the other could strike back. This balance was called mutually assured destruction (MAD). The arms race was the competition to build more weapons.
`;
    expect(
      extractKeyTerms(analyzeLesson(deterrence, 'en'), 30).map((t) => t.surface),
    ).not.toContain('mutually');
  });

  it('reads a French present form after a subject pronoun as the verb ("qui tourne autour", "On compte huit planètes")', () => {
    const text = `# Le système solaire

Une planète est un corps céleste qui tourne autour d'une étoile. On compte huit planètes. Un satellite naturel est un corps qui tourne autour d'une planète. La Lune est le satellite naturel de la Terre.
`;
    const surfaces = extractKeyTerms(analyzeLesson(text, 'fr'), 30).map((t) => t.surface);
    expect(surfaces).toContain('satellite naturel');
    expect(surfaces.filter((s) => /tourne|compte/.test(s))).toEqual([]);
  });

  it('takes no unit written after a number for a term ("150 millions de kilomètres", "8 minutes")', () => {
    const french = `# Les distances

L'unité astronomique est la distance moyenne entre la Terre et le Soleil, soit environ 150 millions de kilomètres. L'année-lumière est la distance parcourue par la lumière en une année, soit environ 9 500 milliards de kilomètres.
`;
    expect(extractKeyTerms(analyzeLesson(french, 'fr'), 30).map((t) => t.key)).not.toContain(
      'kilometre',
    );
    const english = `# Light

The light of the Sun takes about 8 minutes to reach us. Light travels at 300 000 kilometres per second. A light-year is the distance light travels in one year.
`;
    const keys = extractKeyTerms(analyzeLesson(english, 'en'), 30).map((t) => t.key);
    expect(keys.filter((k) => /^(?:minut|kilometr)/.test(k))).toEqual([]);
  });

  it('starts no term on a unit written after a number ("a 4 ohm resistor")', () => {
    const text = `# Ohm's law

Ohm's law states that the current through a resistor is proportional to the voltage across it. For example, a 12 V battery connected to a 4 ohm resistor drives a current of 3 A.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('resistor');
    expect(surfaces.filter((s) => s.startsWith('ohm '))).toEqual([]);
  });

  it('ends a noun phrase before the past that follows a name and its apposition', () => {
    const text = `# Safety

A fuse is a thin wire that melts when the current is too large. Michael Faraday, an English scientist, discovered electromagnetic induction in 1831.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('electromagnetic induction');
    expect(surfaces.filter((s) => s.includes('discovered'))).toEqual([]);
  });

  it('links no French term through "en" or "à" before a name ("les poilus en France")', () => {
    const text = `# La guerre de position

Les soldats, appelés les poilus en France, vivent dans des tranchées. Le montage en série relie les dipôles les uns après les autres.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('poilus');
    expect(surfaces).toContain('montage en série');
    expect(surfaces.filter((s) => s.includes('en france'))).toEqual([]);
  });

  it('keeps a French superlative whole in its term ("le plus petit dénominateur commun")', () => {
    const text = `# Comparer des fractions

Si les dénominateurs sont différents, on réduit d'abord les fractions au même dénominateur. Le plus petit dénominateur commun est le plus petit multiple commun des deux dénominateurs. Une fraction est simplifiée quand son numérateur et son dénominateur sont plus petits.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('plus petit dénominateur commun');
    expect(surfaces).not.toContain('petit dénominateur commun');
    expect(surfaces.filter((s) => /^(?:plus|plus petit|petit)$/.test(s))).toEqual([]);
  });

  it('takes no French gerund into a term ("égale en multipliant", "multipliant")', () => {
    const text = `# Fractions égales

On obtient une fraction égale en multipliant ou en divisant le numérateur et le dénominateur par un même nombre non nul. Le courant alternatif change de sens ; un circuit en courant alternatif l'utilise.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('fraction égale');
    expect(surfaces.filter((s) => /multipliant|divisant/.test(s))).toEqual([]);
  });

  it('reads a present after an elided "s’" as the verb ("un nombre qui s’écrit a/b")', () => {
    const text = `# Les fractions

Une fraction est un nombre qui s'écrit sous la forme a/b. Un écrit de mathématiques présente une démonstration.
`;
    const candidates = termCandidates(analyzeLesson(text, 'fr'));
    const written = candidates.find((c) => c.surface.toLowerCase() === 'écrit');
    // Only the noun of the second sentence is left.
    expect(written?.features[termFeatureNames.indexOf('log count')]).toBe(1);
  });

  it('reads a base verb after "tries to", "in order to" as a verb, and "to" after a verb of motion as a preposition', () => {
    const text = `# Macbeth

After the murder, Lady Macbeth sleepwalks and tries to wash imaginary blood from her hands. Plants open their stomata in order to store carbon dioxide. The blood returns to muscle tissue through the veins.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).toContain('imaginary blood');
    expect(surfaces).toContain('muscle tissue');
    expect(surfaces.filter((s) => /^(?:wash|store) /.test(s))).toEqual([]);
  });

  it('reads no cleft sentence as an inverted definition ("ce sont les seigneurs qui dominent")', () => {
    const fr = `# La société féodale

Au Moyen Âge, le pouvoir du roi est faible et ce sont les seigneurs qui dominent la société. C'est le vassal qui jure fidélité. Une doctrine veut accumuler l'or : c'est le bullionisme.
`;
    expect(feature(fr, 'fr', 'seigneurs', 'inverted copula')).toBe(0);
    expect(feature(fr, 'fr', 'vassal', 'inverted copula')).toBe(0);
    // Without "qui", "c'est" and a definite article name what the sentence described.
    expect(feature(fr, 'fr', 'bullionisme', 'naming')).toBe(1);
    const en = `# The brain

It is the hypothalamus that controls body temperature. The structure below the thalamus is the hypothalamus.
`;
    expect(feature(en, 'en', 'hypothalamus', 'inverted copula')).toBe(1);
  });

  it('takes no possession of a character for a term (“Macbeth’s ambition”), and keeps “Broca’s area”', () => {
    const play = `# Macbeth

Macbeth is a tragedy by Shakespeare. Three witches tell Macbeth that he will become king. Macbeth murders King Duncan. Macbeth's ambition is his hamartia, the fatal flaw that leads to his downfall. When Duncan praises Macbeth's loyalty, the audience knows that Macbeth plans to kill him.
`;
    const surfaces = extractKeyTerms(analyzeLesson(play, 'en'), 30).map((t) => t.surface);
    expect(surfaces).toContain('hamartia');
    expect(surfaces.filter((s) => s.startsWith("Macbeth's"))).toEqual([]);
    const brain = `# Language areas

Broca's area is a region of the frontal lobe that produces speech. Damage to Broca's area causes Broca's aphasia. Paul Broca described it in 1861.
`;
    const keys = extractKeyTerms(analyzeLesson(brain, 'en'), 30).map((t) => t.surface);
    expect(keys).toContain("Broca's area");
  });

  it('ends a noun phrase before an irregular past after a plural ("Romans built aqueducts")', () => {
    const text = `# Roman towns

The forum was the main public square of a Roman town. Romans built aqueducts, channels that carried water to the towns. The legions took Gaul in a few years.
`;
    const surfaces = extractKeyTerms(analyzeLesson(text, 'en'), 30).map((t) =>
      t.surface.toLowerCase(),
    );
    expect(surfaces).toContain('aqueducts');
    expect(surfaces.filter((s) => / built | took /.test(` ${s} `))).toEqual([]);
  });

  it('takes a one-word name after two words on its own ("le mathématicien italien Fibonacci")', () => {
    const text = `# La barre de fraction

La barre de fraction a été popularisée par le mathématicien italien Fibonacci au XIIIe siècle. L'effet Joule est le dégagement de chaleur dans un conducteur.
`;
    const surfaces = extractKeyTerms(analyzeLesson(text, 'fr'), 30).map((t) => t.surface);
    expect(surfaces).toContain('Fibonacci');
    expect(surfaces).toContain('effet Joule');
    expect(surfaces.filter((s) => s.includes('Fibonacci') && s !== 'Fibonacci')).toEqual([]);
  });

  it('takes neither "d’abord" nor a verb before "à" and an infinitive into a French term', () => {
    const text = `# Les fractions

Pour additionner deux fractions, on les met d'abord au même dénominateur. L'inverse d'un nombre non nul x est le nombre 1/x. Diviser par une fraction revient à multiplier par son inverse.
`;
    const surfaces = extractKeyTerms(analyzeLesson(text, 'fr'), 30).map((t) => t.surface);
    expect(surfaces).toContain('inverse');
    expect(surfaces.filter((s) => /abord|revient/.test(s))).toEqual([]);
  });

  it('reads "X est l’ensemble…" as a definition at the start, as "X est la…" is', () => {
    const text = `# Temps et climat

Il ne faut pas confondre le temps et le climat. Le temps est l'état de l'atmosphère à un moment et en un lieu donnés. Le climat est l'ensemble des conditions météorologiques moyennes d'une région, calculées sur au moins trente ans. Le climat équatorial est chaud et humide.
`;
    expect(feature(text, 'fr', 'climat', 'copula at start')).toBe(1);
    expect(feature(text, 'fr', 'temps', 'copula at start')).toBe(1);
  });

  it('reads no copula of a quoted example as a definition ("the classroom was a zoo")', () => {
    const text = `# Imagery

A metaphor says that one thing is another: "the classroom was a zoo". A simile compares two things using "like" or "as". Students read poems in the classroom.
`;
    expect(feature(text, 'en', 'classroom', 'copula at start')).toBe(0);
    expect(feature(text, 'en', 'classroom', 'copula')).toBe(0);
  });

  it('reads "X is language that…" (a noun without article, then a relative) as a definition', () => {
    const text = `# Imagery

Imagery is language that appeals to the senses. A simile compares two things using "like" or "as". Time is short before the test.
`;
    expect(feature(text, 'en', 'imagery', 'copula at start')).toBe(1);
    expect(feature(text, 'en', 'time', 'copula at start')).toBe(0);
  });

  it('shows a term the way a sentence writes it, not with the capital of the heading it opens', () => {
    const text = `# Reading poetry

## Imagery

Imagery is language that appeals to the senses. Poets use imagery to make the reader see, hear and feel.
`;
    const fromHeading = `# Reading poetry

## Imagery

Imagery is language that appeals to the senses. A simile compares two things.
`;
    const surfaces = (lesson: string) =>
      extractKeyTerms(analyzeLesson(lesson, 'en'), 30).map((t) => t.surface);
    expect(surfaces(text)).toContain('imagery');
    expect(surfaces(fromHeading)).toContain('imagery');
    expect(surfaces(fromHeading)).not.toContain('Imagery');
  });

  it('reads a French present after a reflexive pronoun as the verb ("qui se gouverne elle-même")', () => {
    const text = `# Athènes

Une cité est une communauté de citoyens qui se gouverne elle-même, avec sa ville et ses dieux. La gouverne du navire est confiée au pilote.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface);
    expect(surfaces.filter((s) => /gouverne (?:elle|même)/.test(s))).toEqual([]);
  });

  it('reads a word in "-s" the lexicon lacks, after a relative pronoun, as a verb ("which encrypts the data")', () => {
    const text = `# Protocols

HTTP is used to request web pages, and HTTPS is its secure version, which encrypts the data. A protocol is a set of rules.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces.filter((s) => s.includes('encrypts'))).toEqual([]);
  });

  it('reads "A switch connects…" (one of a kind opening its sentence on what it does) as a weak definition', () => {
    const text = `# Hardware

A switch connects the devices of a network. A firewall monitors the traffic entering a network. The switch sends packets to one device.
`;
    expect(feature(text, 'en', 'switch', 'copula')).toBe(1);
    expect(feature(text, 'en', 'firewall', 'copula')).toBe(1);
    expect(feature(text, 'en', 'switch', 'copula at start')).toBe(0);
  });

  it('reads "A weak acid, such as ethanoic acid, only partly ionises" as that weak definition too', () => {
    const text = `# Strong and weak acids

A strong acid, such as hydrochloric acid, ionises completely in water. A weak acid, such as ethanoic acid in vinegar, only partly ionises. The acid, in water, dissolves.
`;
    expect(feature(text, 'en', 'strong acid', 'copula')).toBe(1);
    expect(feature(text, 'en', 'weak acid', 'copula')).toBe(1);
    expect(feature(text, 'en', 'acid', 'copula')).toBe(0);
  });

  it('reads "le nom de X" as naming X, and "le nom commun" as no naming of "commun"', () => {
    const text = `# Les classes de mots

Le nom commun commence par une minuscule, alors que le nom propre commence par une majuscule. Clovis est connu sous le nom de roi des Francs.
`;
    expect(feature(text, 'fr', 'commun', 'naming')).toBe(0);
    expect(feature(text, 'fr', 'propre', 'naming')).toBe(0);
    // The name goes on past "des": it is the whole of it that is named.
    expect(feature(text, 'fr', 'roi des francs', 'naming')).toBe(1);
    expect(feature(text, 'fr', 'roi', 'naming')).toBe(0);
  });

  it('takes no "fewer" into a term ("because fewer rabbits are eaten")', () => {
    const text = `# Ecosystems

If the number of foxes falls, the number of rabbits rises, because fewer rabbits are eaten. A habitat is the place where an organism lives.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).not.toContain('fewer rabbits');
    expect(surfaces).toContain('rabbits');
  });

  it('keeps the capital a word has after an elided article that opens its sentence ("L’Ecclésia est…")', () => {
    const text = `# Les institutions

L'Ecclésia est l'assemblée des citoyens. L'Héliée est le tribunal populaire d'Athènes. L'évaporation est le passage de l'eau à l'état de vapeur.
`;
    const surfaces = extractKeyTerms(analyzeLesson(text, 'fr'), 30).map((t) => t.surface);
    expect(surfaces).toEqual(expect.arrayContaining(['Ecclésia', 'Héliée', 'évaporation']));
  });

  it('takes no web address or file name for a term ("such as example.com")', () => {
    const text = `# Protocols

DNS translates domain names, such as example.com, into IP addresses. A protocol is a set of rules that devices follow. The page index.html is sent by the server.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces.filter((s) => /example\.com|index\.html/.test(s))).toEqual([]);
    expect(surfaces).toContain('protocol');
  });

  it('takes a word the lesson only quotes, and names nowhere, for an example, not a term', () => {
    const text = `# Les classes de mots

Le pronom remplace un nom pour éviter une répétition : « il », « elle », « celui-ci ». On parle de « déterminant » pour le mot placé devant le nom. Le verbe exprime une action.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces).not.toContain('celui-ci');
    expect(surfaces).toContain('déterminant');
  });

  it('takes no French adverb or preposition of place for a term ("se développent près des bassins")', () => {
    const text = `# La révolution industrielle

Les régions industrielles se développent près des bassins houillers. Les ouvriers vivent près des usines. Le charbon est la principale source d'énergie.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces.filter((s) => /^près/.test(s))).toEqual([]);
    expect(surfaces).toContain('bassins houillers');
  });

  it('reads "en remplaçant x par…" as a gerund, even where the word is a noun elsewhere', () => {
    const text = `# Les fonctions affines

On trouve b en remplaçant x et y par les coordonnées d'un point.
`;
    const surfaces = (lesson: string) =>
      termCandidates(analyzeLesson(lesson, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces(text)).not.toContain('remplaçant');
    expect(surfaces(`${text}\nLe remplaçant entre sur le terrain.\n`)).toContain('remplaçant');
  });

  it('reads "qui appelle les patrons à mieux traiter…" as a call to act, not as naming', () => {
    const text = `# Les réponses au monde ouvrier

Le catholicisme social appelle les patrons à mieux traiter leurs ouvriers. On appelle prolétariat la classe des ouvriers.
`;
    expect(feature(text, 'fr', 'patrons', 'naming')).toBe(0);
    expect(feature(text, 'fr', 'prolétariat', 'naming')).toBe(1);
  });

  it('ends a French noun phrase before a participle and "sur" ("un système économique fondé sur…")', () => {
    const text = `# Le capitalisme

Le capitalisme est un système économique fondé sur la propriété privée des moyens de production.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'fr')).map((c) => c.surface.toLowerCase());
    expect(surfaces).not.toContain('système économique fondé');
    expect(surfaces).toContain('système économique');
  });

  it('reads a verb that ends a clause "when" opens as no part of a term ("when the price of coffee doubles,")', () => {
    const text = `# Demand

When the price of coffee doubles, many people drink tea. Tea doubles are sold in pairs.
`;
    const surfaces = termCandidates(analyzeLesson(text, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces).not.toContain('coffee doubles');
    expect(surfaces).toContain('price of coffee');
    expect(surfaces).toContain('tea doubles');
    // So does a clause that a coordinator opens on its subject.
    const fuse = `# Safety

If a fault makes the case live, a large current flows to earth and the fuse blows.
`;
    const fuses = termCandidates(analyzeLesson(fuse, 'en')).map((c) => c.surface.toLowerCase());
    expect(fuses).not.toContain('fuse blows');
    expect(fuses).toContain('fuse');
  });

  it('reads a word in "-s" after a noun and an adverb in "-ly" as the verb ("the waterfall slowly retreats")', () => {
    const text = `# Waterfalls

The overhang collapses and the waterfall slowly retreats upstream. Military retreats are costly.
`;
    const surfaces = (lesson: string) =>
      termCandidates(analyzeLesson(lesson, 'en')).map((c) => c.surface.toLowerCase());
    expect(surfaces(text.replace(' Military retreats are costly.', ''))).not.toContain('retreats');
    expect(surfaces(text)).toContain('military retreats');
  });
});

describe('a name of two words joined by "and"', () => {
  it('is one term after a naming verb, not after an article or "or"', () => {
    const text =
      '# Sorting\n\nMerge sort uses a strategy called divide and conquer: a problem is split into smaller problems, each is solved, and the solutions are combined. Merge sort is fast. Divide and conquer also gives quicksort. Proteins known as antibodies or immunoglobulins fight germs. Two regions known as the hippocampus and amygdala store memories.';
    const terms = extractKeyTerms(analyzeLesson(text, 'en'), 30).map((t) => t.key);
    expect(terms).toContain('divide and conquer');
    expect(terms.indexOf('divide and conquer')).toBeLessThan(terms.indexOf('divide'));
    expect(terms.filter((key) => / (?:and|or) /.test(key))).toEqual(['divide and conquer']);
  });
});

describe('a term that opens its sentence and says what it is made of', () => {
  it('is defined by its parts: "La Triple-Entente réunit la France, le Royaume-Uni et la Russie"', () => {
    const fr =
      'La Triple-Entente réunit la France, le Royaume-Uni et la Russie. Une alliance lie des pays.';
    expect(feature(fr, 'fr', 'triple-entente', 'copula')).toBeGreaterThan(0);
    const en =
      'The thoracic cage consists of the ribs, the sternum and the thoracic vertebrae. It protects the heart.';
    expect(feature(en, 'en', 'thoracic cage', 'copula')).toBeGreaterThan(0);
    // Two parts are no composition of three.
    expect(feature('The team includes Ann and Bob.', 'en', 'team', 'copula')).toBe(0);
  });
});
