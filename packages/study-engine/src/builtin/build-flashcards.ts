import type { Flashcard } from '@study/shared';
import { fillTemplate } from '../text/language-pack.ts';
import { sentenceText, type LessonModel } from './lesson-model.ts';

/**
 * One card per key term, those the lesson defines explicitly first ("What does X mean?"), then
 * the others ("What does the lesson say about X?"), each answered by its sentence.
 */
export function buildFlashcards(model: LessonModel): Flashcard[] {
  const { pack } = model.analysis;
  const chosen = model.terms.slice(0, model.cardCount);
  const ordered = [...chosen.filter((t) => t.defined), ...chosen.filter((t) => !t.defined)];
  const cards: Flashcard[] = [];
  for (const term of ordered) {
    const sentence = sentenceText(model, term.definitionSentence);
    if (!sentence.text) continue;
    cards.push({
      question: fillTemplate(term.defined ? pack.templates.define : pack.templates.about, {
        term: term.surface,
      }),
      answer: sentence.text,
      term: term.surface,
      source: { start: sentence.start, end: sentence.end },
    });
  }
  return cards;
}
