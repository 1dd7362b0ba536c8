import type { FlashcardRating, FlashcardState, LessonFlashcard } from '@study/shared';
import { fsrs, Rating, State, type Card } from 'ts-fsrs';
import type { FlashcardRow, FlashcardView } from './lessons.repository.ts';

const scheduler = fsrs();

const ratings: Record<FlashcardRating, Rating.Again | Rating.Good> = {
  again: Rating.Again,
  good: Rating.Good,
};

const states: Record<State, FlashcardState> = {
  [State.New]: 'new',
  [State.Learning]: 'learning',
  [State.Review]: 'review',
  [State.Relearning]: 'relearning',
};

function toCard(row: FlashcardRow): Card {
  return {
    due: row.due,
    stability: row.stability,
    difficulty: row.difficulty,
    elapsed_days: row.elapsedDays,
    scheduled_days: row.scheduledDays,
    learning_steps: row.learningSteps,
    reps: row.reps,
    lapses: row.lapses,
    state: row.state as State,
    ...(row.lastReview ? { last_review: row.lastReview } : {}),
  };
}

/** The card's FSRS state after "Not yet" (Again) or "I knew it" (Good) at `now`, as columns. */
export function reviewFlashcard(row: FlashcardRow, rating: FlashcardRating, now: Date) {
  const { card } = scheduler.next(toCard(row), now, ratings[rating]);
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    lastReview: card.last_review ?? now,
  };
}

/** A card as the API shows it. */
export function toLessonFlashcard(row: FlashcardView): LessonFlashcard {
  return {
    id: row.id,
    position: row.position,
    question: row.question,
    answer: row.answer,
    term: row.term,
    source: { start: row.sourceStart, end: row.sourceEnd },
    state: states[row.state as State] ?? 'new',
    due: row.due.toISOString(),
    reps: row.reps,
    lapses: row.lapses,
    lastReview: row.lastReview?.toISOString() ?? null,
  };
}
