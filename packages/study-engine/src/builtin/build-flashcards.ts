import type { Flashcard } from '@study/shared';
import { fillTemplate } from '../text/language-pack.ts';
import { definitionSpan } from './answer-span.ts';
import { dateFacts } from './extract-dates.ts';
import type { LessonModel } from './lesson-model.ts';

/** Date cards come after the term cards: at most as many as the term cards, at least a few. */
const dateCardShare = 1;
const minDateCards = 3;
/**
 * A lesson that dates fewer events than this tells no chronology: its dates are incidental ("in
 * 2013, 148 suits were filed") and make poor cards.
 */
const minDatedEvents = 3;

/**
 * One card per key term, those the lesson defines explicitly first ("What does X mean?"), then
 * the others ("What does the lesson say about X?"), each answered by the clause that defines it;
 * then one card per key date ("What happened on 14 July 1789?").
 */
export function buildFlashcards(model: LessonModel): Flashcard[] {
  const { pack } = model.analysis;
  const chosen = model.terms.slice(0, model.cardCount);
  const ordered = [...chosen.filter((t) => t.defined), ...chosen.filter((t) => !t.defined)];
  const cards: Flashcard[] = [];
  for (const term of ordered) {
    const answer = definitionSpan(model, term);
    if (!answer) continue;
    cards.push({
      question: fillTemplate(term.defined ? pack.templates.define : pack.templates.about, {
        term: term.surface,
      }),
      answer: answer.text,
      term: term.surface,
      source: { start: answer.start, end: answer.end },
    });
  }
  const dates = pack.dates;
  if (dates) {
    const facts = dateFacts(model);
    const limit =
      facts.length < minDatedEvents
        ? 0
        : Math.max(minDateCards, Math.round(cards.length * dateCardShare));
    for (const fact of facts.slice(0, limit)) {
      cards.push({
        question: fillTemplate(dates.whatHappened, { when: fact.when }),
        answer: fact.event.text,
        source: { start: fact.event.start, end: fact.event.end },
      });
    }
  }
  return cards;
}
