import { describe, expect, it } from 'vitest';
import { buildDeck, isDueToday, sourcePassage, startOfTomorrowUtc } from './flashcard-deck.ts';

const now = new Date('2026-03-14T22:30:00Z');
const card = (id: string, position: number, due: string) => ({ id, position, due });

describe('the flashcard deck', () => {
  it('counts a card as due until the UTC day ends', () => {
    expect(new Date(startOfTomorrowUtc(now)).toISOString()).toBe('2026-03-15T00:00:00.000Z');
    expect(isDueToday({ due: '2026-03-14T23:59:59.999Z' }, now)).toBe(true);
    expect(isDueToday({ due: '2026-03-15T00:00:00.000Z' }, now)).toBe(false);
    expect(isDueToday({ due: '2025-01-01T00:00:00.000Z' }, now)).toBe(true);
  });

  it('keeps lesson order, and only the due cards for a "due today" round', () => {
    const cards = [
      card('c', 2, '2026-03-20T08:00:00Z'),
      card('a', 0, '2026-03-14T10:00:00Z'),
      card('b', 1, '2026-03-14T23:00:00Z'),
    ];
    expect(buildDeck(cards, 'all', now)).toEqual(['a', 'b', 'c']);
    expect(buildDeck(cards, 'due', now)).toEqual(['a', 'b']);
    expect(buildDeck([], 'due', now)).toEqual([]);
  });

  it('finds the passage a card came from, and nothing for a span outside the text', () => {
    const text = 'La photosynthèse produit du glucose. Elle rejette du dioxygène.';
    expect(sourcePassage(text, { start: 37, end: 63 })).toBe('Elle rejette du dioxygène.');
    expect(sourcePassage(text, { start: 10, end: 500 })).toBeNull();
    expect(sourcePassage(text, { start: 5, end: 5 })).toBeNull();
  });
});
