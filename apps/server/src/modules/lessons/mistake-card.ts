/** A missed question as the deck would learn it: its card question, answer and passage. */
export interface Mistake {
  question: string;
  answer: string;
  sourceStart: number;
  sourceEnd: number;
}

/** What matching needs of a card already in the deck. */
export interface DeckCard {
  id: string;
  question: string;
  answer: string;
  term: string | null;
  sourceStart: number;
  sourceEnd: number;
}

/** Lower case, without accents, punctuation or repeated spaces: "Péricarde." and "pericarde" are one. */
export function comparable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** True when a card made of this question or answer would show nothing to learn. */
export function isBlankCard(mistake: Pick<Mistake, 'question' | 'answer'>): boolean {
  return comparable(mistake.question) === '' || comparable(mistake.answer) === '';
}

/** Share of the longer of two passages that they have in common (0 to 1). */
function passageOverlap(a: Mistake | DeckCard, b: Mistake | DeckCard): number {
  const common = Math.min(a.sourceEnd, b.sourceEnd) - Math.max(a.sourceStart, b.sourceStart);
  const longer = Math.max(a.sourceEnd - a.sourceStart, b.sourceEnd - b.sourceStart);
  return common <= 0 || longer <= 0 ? 0 : common / longer;
}

/** Two passages are the same fact when they share at least half of the longer one. */
const sameFactOverlap = 0.5;

/**
 * The card of the deck that already teaches what the student missed, if any: the same question,
 * else a card whose term or answer is the missed answer, else the card drawn from most of the
 * same passage. Undefined when the deck has nothing on it.
 */
export function cardForMistake(mistake: Mistake, deck: DeckCard[]): DeckCard | undefined {
  const question = comparable(mistake.question);
  const sameQuestion = deck.find((card) => comparable(card.question) === question);
  if (sameQuestion) return sameQuestion;
  const answer = comparable(mistake.answer);
  if (answer !== '') {
    const sameTerm = deck.find(
      (card) =>
        (card.term !== null && comparable(card.term) === answer) ||
        comparable(card.answer) === answer,
    );
    if (sameTerm) return sameTerm;
  }
  let best: DeckCard | undefined;
  let bestOverlap = sameFactOverlap;
  for (const card of deck) {
    const overlap = passageOverlap(mistake, card);
    if (overlap >= bestOverlap && (best === undefined || overlap > bestOverlap)) {
      best = card;
      bestOverlap = overlap;
    }
  }
  return best;
}

/** What a missed question did to the deck. */
export type MistakeOutcome = 'strengthened' | 'created' | 'skipped';

/** A card that brings a missed question back in flashcard review. */
export interface MistakeCard {
  lessonId: string;
  question: string;
  answer: string;
  sourceStart: number;
  sourceEnd: number;
}
