import { passageAround, type LessonFlashcard } from '@study/shared';

/** Which cards a review round goes through. */
export const deckFilters = ['due', 'all'] as const;
export type DeckFilter = (typeof deckFilters)[number];

/** The first instant of tomorrow in UTC: like the server's count, a card due before it comes back today. */
export function startOfTomorrowUtc(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
}

/** Whether the card is due for review now, as the server counts it. */
export function isDueNow(card: Pick<LessonFlashcard, 'due'>, now: Date): boolean {
  return Date.parse(card.due) <= now.getTime();
}

/** Whether the card comes back later today (a learning step, "Not yet"). */
export function isDueLaterToday(card: Pick<LessonFlashcard, 'due'>, now: Date): boolean {
  const due = Date.parse(card.due);
  return due > now.getTime() && due < startOfTomorrowUtc(now);
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
    .filter((card) => filter === 'all' || isDueNow(card, now))
    .sort((a, b) => a.position - b.position)
    .map((card) => card.id);
}

/** The sentences of the lesson a card came from, or null when its span does not fit the text. */
export function sourcePassage(text: string, source: LessonFlashcard['source']): string | null {
  return passageAround(text, source);
}

/** Folds a character for matching: lower case, without accents. */
function fold(char: string): string {
  return char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Where `needle` occurs in `text`, ignoring case and accents, one character for one. */
function foldedRanges(text: string, needle: string): [number, number][] {
  const chars = [...text];
  const folded = chars.map(fold);
  const wanted = [...needle].map(fold);
  const ranges: [number, number][] = [];
  if (wanted.length === 0) return ranges;
  for (let i = 0; i + wanted.length <= folded.length; i += 1) {
    if (wanted.every((c, k) => folded[i + k] === c)) {
      ranges.push([i, i + wanted.length]);
      i += wanted.length - 1;
    }
  }
  return ranges;
}

/** The blank that stands for the answer in a passage shown before the card is turned. */
export const answerBlank = '_____';

/** Words of an answer long enough to give it away (articles and the like are left). */
const revealingWordLength = 4;

/**
 * The passage as the question side may show it: the answer, wherever it occurs (case and accents
 * aside), is a blank; when the passage words it otherwise, each of its longer words is.
 */
export function passageWithoutAnswer(passage: string, answer: string): string {
  const whole = answer.trim().replace(/[\s.!?;:,]+$/u, '');
  const chars = [...passage];
  const hidden = new Array<boolean>(chars.length).fill(false);
  let ranges = foldedRanges(passage, whole);
  if (ranges.length === 0) {
    const words = whole
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => [...w].length >= revealingWordLength);
    ranges = words.flatMap((word) =>
      foldedRanges(passage, word).filter(([start, end]) => {
        const before = chars[start - 1] ?? ' ';
        const after = chars[end] ?? ' ';
        return !/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after);
      }),
    );
  }
  for (const [start, end] of ranges) hidden.fill(true, start, end);
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    if (!hidden[i]) out += chars[i];
    else if (!hidden[i - 1]) out += answerBlank;
  }
  return out;
}
