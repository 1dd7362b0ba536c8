import { describe, expect, it } from 'vitest';
import { englishLesson, photosynthesisCoachLesson } from '../test-lessons.ts';
import { gradeOpenAnswer } from './grade-open-answer.ts';

const photosynthesis = {
  question: 'Explain “photosynthesis” in your own words.',
  expected:
    'Photosynthesis is the process by which plants use the energy of sunlight to convert carbon dioxide and water into glucose, releasing oxygen.',
  language: 'en' as const,
  lesson: photosynthesisCoachLesson,
};

describe('gradeOpenAnswer: ideas, not word overlap', () => {
  it.each([
    'Plants use the energy of sunlight to turn carbon dioxide and water into sugar (glucose), and they give off oxygen.',
    'It is how green plants make glucose out of water and carbon dioxide with the energy of light, and oxygen is released.',
    'Using sunlight’s energy, a plant changes water and carbon dioxide into glucose; oxygen comes out.',
    'The process where plants turn light energy, water and carbon dioxide into glucose and oxygen.',
  ])('gives full marks to “%s”', (answer) => {
    expect(gradeOpenAnswer({ ...photosynthesis, answer })).toEqual({
      score: 1,
      feedback: 'Correct: your answer matches the lesson.',
    });
  });

  it('gives half marks and names the idea that is missing', () => {
    expect(
      gradeOpenAnswer({ ...photosynthesis, answer: 'Plants make glucose from sunlight.' }),
    ).toEqual({
      score: 0.5,
      feedback:
        'Partly right. You did not say: “Photosynthesis is the process by which plants use the energy of sunlight to convert carbon dioxide and water into glucose, releasing oxygen”.',
    });
  });

  it('refuses the misconception and says which statement of the lesson it contradicts', () => {
    expect(
      gradeOpenAnswer({
        question: 'Explain “Calvin cycle” in your own words.',
        expected:
          'The Calvin cycle is the second stage of photosynthesis, in which the plant uses ATP and NADPH to fix carbon dioxide into glucose.',
        answer: 'The reactions that happen at night.',
        language: 'en',
        lesson: photosynthesisCoachLesson,
      }),
    ).toEqual({
      score: 0,
      feedback:
        'Not quite: the lesson says otherwise: “Despite their name, the light-independent reactions do not happen at night”.',
    });
  });

  it('refuses a definition of something else that shares the lesson’s words', () => {
    expect(
      gradeOpenAnswer({
        question: 'Explain “Calvin cycle” in your own words.',
        expected:
          'The Calvin cycle is the second stage of photosynthesis, in which the plant uses ATP and NADPH to fix carbon dioxide into glucose.',
        answer: 'The first stage, where light splits water and the energy is stored in ATP.',
        language: 'en',
        lesson: photosynthesisCoachLesson,
      }).score,
    ).toBe(0);
  });

  it('grades French answers in French, with synonyms and inflections', () => {
    const base = {
      question: 'Expliquez « infiltration » avec vos propres mots.',
      expected: 'L’infiltration est la pénétration de l’eau de pluie dans le sol.',
      language: 'fr' as const,
    };
    expect(gradeOpenAnswer({ ...base, answer: 'l’eau de pluie qui pénètre dans le sol' })).toEqual({
      score: 1,
      feedback: 'Exact : votre réponse correspond au cours.',
    });
    expect(gradeOpenAnswer({ ...base, answer: 'la chaleur du soleil' })).toEqual({
      score: 0,
      feedback:
        'Pas tout à fait. L’idée clé est : « L’infiltration est la pénétration de l’eau de pluie dans le sol ».',
    });
  });
});

describe('gradeOpenAnswer: a model answer that names a sibling of the term too', () => {
  const entente = {
    question: 'Expliquez « Triple-Entente » avec vos propres mots.',
    expected:
      'La Triple-Entente réunit la France, le Royaume-Uni et la Russie ; la Triple-Alliance associe l’Allemagne, l’Autriche-Hongrie et l’Italie.',
    language: 'fr' as const,
  };

  it('refuses what it says of the sibling, and names both statements', () => {
    expect(
      gradeOpenAnswer({
        ...entente,
        answer: 'l’alliance de l’Allemagne, de l’Autriche-Hongrie et de l’Italie',
      }),
    ).toEqual({
      score: 0,
      feedback:
        'Pas tout à fait : c’est ce que le cours dit d’autre chose (« la Triple-Alliance associe l’Allemagne, l’Autriche-Hongrie et l’Italie »). Ici, l’idée clé est : « La Triple-Entente réunit la France, le Royaume-Uni et la Russie ».',
    });
  });

  it('gives full marks to what it says of the term alone, the sibling’s statement not missing', () => {
    expect(
      gradeOpenAnswer({
        ...entente,
        answer: 'l’alliance de la France, du Royaume-Uni et de la Russie',
      }),
    ).toEqual({ score: 1, feedback: 'Exact : votre réponse correspond au cours.' });
  });

  it('reads a sibling named after what is said of it (“… (a homozygous state)”)', () => {
    const heterozygous = {
      question: 'Explain “heterozygous” in your own words.',
      expected:
        'Although a person can have two identical alleles for a single gene (a homozygous state), it is also possible for a person to have two different alleles (a heterozygous state).',
      language: 'en' as const,
    };
    expect(
      gradeOpenAnswer({ ...heterozygous, answer: 'having two identical alleles for a given gene' }),
    ).toEqual({
      score: 0,
      feedback:
        'Not quite: that is what the lesson says about something else (“Although a person can have two identical alleles for a single gene (a homozygous state)”). The key idea here is: “it is also possible for a person to have two different alleles (a heterozygous state)”.',
    });
    expect(
      gradeOpenAnswer({ ...heterozygous, answer: 'having two different alleles of a gene' }).score,
    ).toBeGreaterThan(0);
  });
});

describe('gradeOpenAnswer: what the lesson states, and what it does not deny', () => {
  const heart = {
    question: 'Explain “ventricles” in your own words.',
    expected: 'The ventricles are the lower chambers that pump blood out of the heart.',
    language: 'en' as const,
    lesson: englishLesson,
  };

  it('refuses an everyday opposite of the lesson’s word, naming the statement', () => {
    expect(
      gradeOpenAnswer({ ...heart, answer: 'the upper chambers that pump blood out of the heart' }),
    ).toEqual({
      score: 0,
      feedback:
        'Not quite: the lesson says otherwise: “The ventricles are the lower chambers that pump blood out of the heart”.',
    });
  });

  it('credits a negation in a relative clause beside the idea, not on it', () => {
    expect(
      gradeOpenAnswer({
        question: 'Explain “autosomal chromosomes” in your own words.',
        expected: 'The remaining 22 chromosome pairs are called autosomal chromosomes.',
        answer: 'the 22 pairs of chromosomes that are not the sex chromosomes',
        language: 'en',
      }).score,
    ).toBe(1);
  });

  it('refuses the lesson’s statement negated, even with a relative clause after it', () => {
    expect(
      gradeOpenAnswer({
        question: 'Explain “electric charge” in your own words.',
        expected:
          'Electric charge is a property of matter that makes particles attract or repel each other.',
        answer:
          'Electric charge is not a property of matter that makes particles attract or repel each other.',
        language: 'en',
      }),
    ).toEqual({
      score: 0,
      feedback:
        'Not quite: the lesson says otherwise: “Electric charge is a property of matter that makes particles attract or repel each other”.',
    });
  });

  it.each([
    [
      'simple epithelium',
      'In epithelial tissue, cells are closely packed with little or no extracellular matrix except for the basal lamina that separates the epithelium from underlying tissue.',
      'a tissue whose cells are not closely packed, with a lot of extracellular matrix',
      'en',
    ],
    [
      'inorganic compound',
      'An inorganic compound is a substance that does not contain both carbon and hydrogen.',
      'a substance that contains both carbon and hydrogen',
      'en',
    ],
    [
      'saturé',
      'Un acide gras est dit saturé s’il ne possède pas de double liaison carbone-carbone.',
      'un acide gras qui possède une double liaison carbone-carbone',
      'fr',
    ],
    [
      'unité de compte',
      'La monnaie est une unité de compte, qui permet de mesurer la valeur de tous les biens.',
      'La monnaie n’est pas une unité de compte, qui permet de mesurer la valeur de tous les biens.',
      'fr',
    ],
  ] as const)(
    'refuses “%s” denied where the lesson states it, or stated where it denies it',
    (term, expected, answer, language) => {
      const grade = gradeOpenAnswer({
        question: `Explain “${term}” in your own words.`,
        expected,
        answer,
        language,
      });
      expect(grade.score).toBe(0);
      expect(grade.feedback).toMatch(
        /^(?:Not quite: the lesson says otherwise: “|Pas tout à fait : le cours dit autre chose : « )/,
      );
    },
  );

  it('refuses a negation of the term’s word that the answer states again later, as the lesson does', () => {
    const base = {
      question: 'Expliquez « unité de longueur » avec vos propres mots.',
      expected:
        'Elle est ensuite une unité de longueur, qui permet de comparer toutes les distances avec la même unité.',
      language: 'fr' as const,
    };
    expect(
      gradeOpenAnswer({
        ...base,
        answer:
          'Elle n’est pas ensuite une unité de longueur, qui permet de comparer toutes les distances avec la même unité.',
      }),
    ).toEqual({
      score: 0,
      feedback:
        'Pas tout à fait : le cours dit autre chose : « Elle est ensuite une unité de longueur, qui permet de comparer toutes les distances avec la même unité ».',
    });
    expect(
      gradeOpenAnswer({
        ...base,
        answer: 'une unité qui sert à comparer toutes les distances avec une même unité',
      }).score,
    ).toBe(1);
  });

  it('reads “ne ... que” as “only”, not as a negation', () => {
    expect(
      gradeOpenAnswer({
        question: 'Expliquez « allèle récessif » avec vos propres mots.',
        expected: 'Un allèle récessif ne s’exprime que s’il est présent en deux exemplaires.',
        answer: 'un allèle qui n’est exprimé que lorsqu’il est présent en deux exemplaires',
        language: 'fr',
      }).score,
    ).toBeGreaterThanOrEqual(0.5);
  });

  it('reads “may or may not” as denying nothing', () => {
    expect(
      gradeOpenAnswer({
        question: 'Explain “mutation” in your own words.',
        expected:
          'A mutation is a change in the sequence of DNA nucleotides that may or may not affect a person’s phenotype.',
        answer: 'a change in the nucleotide sequence of DNA',
        language: 'en',
      }).score,
    ).toBeGreaterThanOrEqual(0.5);
  });

  it('credits the words of the sentence that carries on about the term (“These …”)', () => {
    const lesson = `# Skull\n\nEach of these spaces is called an ethmoid air cell. These are located on both sides of the ethmoid bone, between the upper nasal cavity and the orbit.\n\nThe nasal bones form the bridge of the nose.`;
    expect(
      gradeOpenAnswer({
        question: 'Explain “ethmoid air cell” in your own words.',
        expected: 'Each of these spaces is called an ethmoid air cell.',
        answer:
          'small air-filled spaces on both sides of the ethmoid bone, between the orbit and the upper nasal cavity',
        language: 'en',
        lesson,
      }).score,
    ).toBeGreaterThanOrEqual(0.5);
  });
});

describe('gradeOpenAnswer: a comparison, term by term', () => {
  const lesson = `# Rocks

An igneous rock is a rock formed when magma cools and hardens. A sedimentary rock is a rock formed from layers of sediment pressed together over time. Granite and basalt are examples of igneous rocks.
`;
  const comparison = {
    question: 'What is the difference between “igneous rock” and “sedimentary rock”?',
    expected:
      'An igneous rock is a rock formed when magma cools and hardens. A sedimentary rock is a rock formed from layers of sediment pressed together over time.',
    language: 'en' as const,
    lesson,
  };

  it('gives full marks when each term gets what the lesson says of it', () => {
    const answer =
      'Igneous rock forms when magma cools and hardens, while sedimentary rock forms from layers of sediment pressed together over time.';
    expect(gradeOpenAnswer({ ...comparison, answer }).score).toBe(1);
  });

  it('gives nothing when each term gets the other’s features, and says which it confused', () => {
    const answer =
      'Sedimentary rock forms when magma cools and hardens, while igneous rock forms from layers of sediment pressed together over time.';
    expect(gradeOpenAnswer({ ...comparison, answer })).toEqual({
      score: 0,
      feedback:
        'Not quite: that is what the lesson says about something else (“A sedimentary rock is a rock formed from layers of sediment pressed together over time”). The key idea here is: “An igneous rock is a rock formed when magma cools and hardens”.',
    });
    // One term right, the other given the first one's features: half.
    const half =
      'Igneous rock forms when magma cools and hardens, while sedimentary rock forms when magma cools.';
    expect(gradeOpenAnswer({ ...comparison, answer: half }).score).toBe(0.5);
  });

  it('names the term an answer leaves out', () => {
    const answer = 'Igneous rock forms when magma cools and hardens.';
    expect(gradeOpenAnswer({ ...comparison, answer })).toEqual({
      score: 0.5,
      feedback:
        'Partly right. You did not say: “A sedimentary rock is a rock formed from layers of sediment pressed together over time”.',
    });
  });
});
