import { describe, expect, it } from 'vitest';
import {
  answerBlank,
  buildDeck,
  isDueLaterToday,
  isDueNow,
  passageWithoutAnswer,
  sourcePassage,
  startOfTomorrowUtc,
} from './flashcard-deck.ts';

const now = new Date('2026-03-14T22:30:00Z');
const card = (id: string, position: number, due: string) => ({ id, position, due });

describe('the flashcard deck', () => {
  it('tells a card due now from one back later today, until the UTC day ends', () => {
    expect(new Date(startOfTomorrowUtc(now)).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(isDueNow({ due: '2026-03-14T22:30:00.000Z' }, now)).toBe(true);
    expect(isDueNow({ due: '2025-01-01T00:00:00.000Z' }, now)).toBe(true);
    expect(isDueNow({ due: '2026-03-14T22:40:00.000Z' }, now)).toBe(false);
    expect(isDueLaterToday({ due: '2026-03-14T22:40:00.000Z' }, now)).toBe(true);
    expect(isDueLaterToday({ due: '2026-03-14T23:59:59.999Z' }, now)).toBe(true);
    expect(isDueLaterToday({ due: '2026-03-15T00:00:00.000Z' }, now)).toBe(false);
    expect(isDueLaterToday({ due: '2026-03-14T10:00:00.000Z' }, now)).toBe(false);
  });

  it('keeps lesson order, and only the cards due now for a "due" round', () => {
    const cards = [
      card('c', 2, '2026-03-20T08:00:00Z'),
      card('a', 0, '2026-03-14T10:00:00Z'),
      card('b', 1, '2026-03-14T23:00:00Z'),
    ];
    expect(buildDeck(cards, 'all', now)).toEqual(['a', 'b', 'c']);
    expect(buildDeck(cards, 'due', now)).toEqual(['a']);
    expect(buildDeck([], 'due', now)).toEqual([]);
  });

  it('finds the passage a card came from with the sentence before it, and nothing for a span outside the text', () => {
    const text = 'La photosynthèse produit du glucose. Elle rejette du dioxygène.';
    expect(sourcePassage(text, { start: 37, end: 63 })).toBe(text);
    expect(sourcePassage(text, { start: 10, end: 500 })).toBeNull();
    expect(sourcePassage(text, { start: 5, end: 5 })).toBeNull();
  });

  it('shows the passage on the question side with the answer blanked, case and accents aside', () => {
    expect(
      passageWithoutAnswer(
        'The pericardium is the membrane that surrounds the heart.',
        'Péricardium',
      ),
    ).toBe(`The ${answerBlank} is the membrane that surrounds the heart.`);
    expect(
      passageWithoutAnswer(
        'The pericardium is the membrane that surrounds the heart.',
        'the membrane that surrounds the heart.',
      ),
    ).toBe(`The pericardium is ${answerBlank}.`);
    // Worded otherwise: each longer word of the answer goes, never a part of another word.
    expect(
      passageWithoutAnswer(
        'Heart valves stop blood from flowing back; valvesX is not a word.',
        'They prevent the backflow of blood',
      ),
    ).toBe(`Heart valves stop ${answerBlank} from flowing back; valvesX is not a word.`);
  });
});
