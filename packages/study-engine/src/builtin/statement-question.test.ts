import { describe, expect, it } from 'vitest';
import type { LessonLanguage } from '@study/shared';
import { lessonModel } from './lesson-model.ts';
import { lessonStatements, statementQuestion, type StatementSource } from './statement-question.ts';

/** Each sentence that names a term, as a quiz would ask on it. */
function sourcesOf(text: string, language: LessonLanguage) {
  const model = lessonModel(text, language);
  const sources = (term: (typeof model.terms)[number]): StatementSource[] =>
    model.analysis.sentences
      .filter((s) => !s.heading && term.occurrences.some((o) => o.sentence === s.index))
      .map((s) => ({
        term,
        sentence: s.index,
        start: s.start,
        end: s.end,
        repeated: false,
        leaning: false,
        context: -1,
      }));
  return { model, sources, statements: lessonStatements(model, sources) };
}

/** The question on `term` asked on its sentence that opens with `opening` (its first one without). */
function ask(text: string, language: LessonLanguage, term: string, count: number, opening = '') {
  const { model, sources, statements } = sourcesOf(text, language);
  const asked = model.terms.find((t) => t.surface.toLowerCase() === term);
  expect(asked, `“${term}” is a key term`).toBeDefined();
  const source = sources(asked!).find((s) => text.startsWith(opening, s.start))!;
  return statementQuestion(model, source, statements, count, () => 0);
}

describe('statement questions', () => {
  it('takes a predicate whose next word only starts like an article (“sont agglomérés”), not one that compares', () => {
    const text = `# Les molécules du vivant

Les ions sont divisés en deux catégories : les cations et les anions. Les ions circulent dans le sang.

Les monomères sont agglomérés en polymères grâce à la condensation. Les monomères forment des chaînes.

Les molécules sont des agencements de plusieurs atomes. Les molécules composent la cellule.

Les lipides peuvent être dissous dans l'huile, contrairement aux composés hydrophiles. Les lipides forment les membranes.
`;
    const question = ask(text, 'fr', 'ions', 1);
    expect(question?.prompt).toBe('Laquelle de ces phrases le cours dit-il de « ions » ?');
    expect(question?.answer).toBe(
      'Les ions sont divisés en deux catégories : les cations et les anions.',
    );
    expect(question?.choices).toEqual([
      'Les ions sont agglomérés en polymères grâce à la condensation.',
    ]);
  });

  it('says nothing of a name that the lesson says of lower-case terms', () => {
    const text = `# Hospice care

Hospice care is a type of care that gives comfort to people who are dying. In 1967, modern hospice care began with Cicely Saunders, who opened the first modern hospice in London. Pausch gave a famous last lecture about achieving childhood dreams. A prominent example of a person creating meaning through death is Randy Pausch, who was a professor at a large university. Pausch died of pancreatic cancer in 2008.

Palliative care is care that relieves pain and other symptoms. An advance directive is a written legal document that details the treatments a person wants. A living will is a document that says which treatments a person refuses. Grief is the deep sorrow that follows a loss. Bereavement is the period of mourning after a death.

Kübler-Ross described five stages of grief: denial, anger, bargaining, depression, and acceptance. Denial is the refusal to accept a diagnosis. Acceptance is the stage in which a person makes peace with death.
`;
    // "Pausch is care that relieves pain and other symptoms" gives itself away.
    expect(ask(text, 'en', 'pausch', 3, 'Pausch gave')).toBeUndefined();
    expect(ask(text, 'en', 'bereavement', 3)?.choices).toHaveLength(3);
  });

  it('says of a name with an article only what is said of other names with one', () => {
    const text = `# The Cold War

The Cold War was a period of tension between the United States and the Soviet Union.

Winston Churchill said in 1946 that an iron curtain had descended across Europe. Winston Churchill led Britain during the war. Mikhail Gorbachev became leader of the Soviet Union in 1985. Mikhail Gorbachev introduced glasnost. Nikita Khrushchev agreed to remove the missiles from Cuba. Nikita Khrushchev led the Soviet Union after Stalin.

The Berlin Wall fell in 1989 and Germany was reunited. The Berlin Wall divided the city for 28 years. The Warsaw Pact answered the creation of NATO in 1955. The Warsaw Pact bound the communist states together. The Marshall Plan gave billions of dollars to rebuild Europe. The Marshall Plan helped Western Europe recover.
`;
    const question = ask(text, 'en', 'berlin wall', 2, 'The Berlin Wall fell');
    expect(question?.choices).toHaveLength(2);
    for (const choice of question?.choices ?? []) {
      expect(choice).not.toMatch(/said in 1946|became leader|agreed to remove|led /);
    }
  });

  it('sets what a theory states only among what theories state', () => {
    const text = `# Memory

The hippocampus stores new memories for a few days. The hippocampus sits deep in the temporal lobe.

The levels-of-processing theory maintains that deeply processed information is remembered longer. The levels-of-processing theory explains why meaning helps recall.

The amygdala tags memories with emotion. The amygdala reacts to fear.
`;
    // "The levels-of-processing theory stores new memories…" is no statement beside "maintains
    // that…", and "The hippocampus maintains that…" would give itself away.
    expect(
      ask(
        text,
        'en',
        'levels-of-processing theory',
        1,
        'The levels-of-processing theory maintains',
      ),
    ).toBeUndefined();
    expect(ask(text, 'en', 'hippocampus', 1)?.choices).toEqual([
      'The hippocampus explains why meaning helps recall.',
    ]);
  });

  it('takes an English predicate with “on” or “also” in it: neither tells of a person', () => {
    const text = `# Sorting algorithms

Bubble sort compares each pair of neighbouring items and swaps them when they are out of order. Bubble sort is slow on long lists.

Merge sort splits the list into halves and merges them back in order. Merge sort is also used by many libraries.

Insertion sort builds the sorted list one item at a time. Insertion sort works well on short lists.

Binary search is a method that halves the part of the list it looks at. Binary search only works on a sorted list.
`;
    const question = ask(text, 'en', 'insertion sort', 2);
    expect(question?.answer).toBe('Insertion sort builds the sorted list one item at a time.');
    expect(question?.choices.join(' | ')).toMatch(/ on | also /);
    expect(question?.choices.join(' | ')).not.toMatch(/is a method/);
  });

  it('agrees a wrong choice with the subject as the sentence writes it', () => {
    const text = `# Muscles and hormones

Skeletal muscles are attached to bones by tendons. Skeletal muscle should have a resting tension that holds the posture. Skeletal muscles work in pairs.

The pancreas releases insulin after a meal. The pancreas lies behind the stomach.

Sensory receptors are distributed throughout the body in the skin and organs. Sensory receptors detect changes in the environment.

Progesterone keeps the lining of the uterus ready for the embryo. Progesterone is made by the ovaries.

The thyroid gland controls the speed of metabolism in every cell.
`;
    const question = ask(text, 'en', 'skeletal muscles', 2, 'Skeletal muscle should');
    expect(question?.answer).toBe(
      'Skeletal muscle should have a resting tension that holds the posture.',
    );
    // "Skeletal muscle are distributed…": the number of the term's other sentences, not this one's.
    expect(question?.choices.join(' | ')).not.toMatch(/Skeletal muscle (?:are|detect) /);
    expect(question?.choices).toHaveLength(2);
  });
  it('reads a verb in “-s” before a possessive as the verb, and “our” or “we” as people at large', () => {
    const text = `# The nervous system

The autonomic nervous system controls our internal organs and glands and is generally considered to be outside voluntary control. The autonomic nervous system has two divisions.

The hippocampus is activated when we store new memories about places and events. The hippocampus lies in the temporal lobe.

Homeostasis keeps the temperature of the body within narrow limits all day long. Homeostasis is a state of balance.

Adrenaline raises the heart rate and the blood pressure in a stressful situation. Adrenaline is a hormone.

Cortisol provides a boost of energy when a stressor appears in front of a person. Cortisol is a stress hormone.
`;
    const autonomic = ask(
      text,
      'en',
      'autonomic nervous system',
      3,
      'The autonomic nervous system c',
    );
    expect(autonomic?.answer).toBe(
      'The autonomic nervous system controls our internal organs and glands and is generally considered to be outside voluntary control.',
    );
    const hippocampus = ask(text, 'en', 'hippocampus', 3, 'The hippocampus is activated');
    expect(hippocampus?.answer).toBe(
      'The hippocampus is activated when we store new memories about places and events.',
    );
  });
});
