import type { LessonFlashcard } from '@study/shared';

/** Which cards a review round goes through. */
export const deckFilters = ['due', 'all'] as const;
export type DeckFilter = (typeof deckFilters)[number];

/** The first instant of tomorrow in UTC: like the server's due count, a card due before it is due today. */
export function startOfTomorrowUtc(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
}

/** Whether the card should be reviewed today. */
export function isDueToday(card: Pick<LessonFlashcard, 'due'>, now: Date): boolean {
  return Date.parse(card.due) < startOfTomorrowUtc(now);
}

/**
 * The cards of a round, in lesson order, as ids. A round is fixed when it starts: a card rated
 * during the round stays in it, so "previous" still finds it.
 */
export function buildDeck(
  cards: readonly Pick<LessonFlashcard, 'id' | 'position' | 'due'>[],
  filter: DeckFilter,
  now: Date,
): string[] {
  return [...cards]
    .filter((card) => filter === 'all' || isDueToday(card, now))
    .sort((a, b) => a.position - b.position)
    .map((card) => card.id);
}

/** The passage of the lesson a card came from, or null when its span does not fit the text. */
export function sourcePassage(text: string, source: LessonFlashcard['source']): string | null {
  const { start, end } = source;
  if (start < 0 || end <= start || end > text.length) return null;
  const passage = text.slice(start, end).trim();
  return passage === '' ? null : passage;
}
