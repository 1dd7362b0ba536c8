import { describe, expect, it } from 'vitest';
import { cardForMistake, comparable, isBlankCard, type DeckCard } from './mistake-card.ts';

const card = (fields: Partial<DeckCard> & Pick<DeckCard, 'id'>): DeckCard => ({
  question: 'What does “x” mean?',
  answer: 'x',
  term: null,
  sourceStart: 0,
  sourceEnd: 10,
  ...fields,
});

describe('cardForMistake', () => {
  const deck = [
    card({
      id: 'terror',
      question: 'What was the Terror?',
      term: 'Terreur',
      sourceStart: 100,
      sourceEnd: 160,
    }),
    card({
      id: 'estates',
      question: 'What were the Estates-General?',
      sourceStart: 200,
      sourceEnd: 260,
    }),
  ];

  it('finds the same question written with other case, accents and punctuation', () => {
    const found = cardForMistake(
      { question: 'what was the terror', answer: 'a period', sourceStart: 0, sourceEnd: 5 },
      deck,
    );
    expect(found?.id).toBe('terror');
  });

  it('finds the card whose term is the missed answer', () => {
    const found = cardForMistake(
      { question: 'La … (1793-1794)', answer: 'terreur', sourceStart: 500, sourceEnd: 520 },
      deck,
    );
    expect(found?.id).toBe('terror');
  });

  it('finds the card drawn from most of the same passage, and none from a passage barely touching', () => {
    const same = {
      question: 'Who met in 1789?',
      answer: 'deputies',
      sourceStart: 190,
      sourceEnd: 262,
    };
    expect(cardForMistake(same, deck)?.id).toBe('estates');
    const touching = { ...same, sourceStart: 250, sourceEnd: 330 };
    expect(cardForMistake(touching, deck)).toBeUndefined();
  });
});

describe('isBlankCard', () => {
  it('calls blank a question or an answer with nothing to read', () => {
    expect(comparable('  Péricarde… ')).toBe('pericarde');
    expect(isBlankCard({ question: '  … ?', answer: 'aorta' })).toBe(true);
    expect(isBlankCard({ question: 'What is it?', answer: ' ' })).toBe(true);
    expect(isBlankCard({ question: 'What is it?', answer: 'aorta' })).toBe(false);
  });
});
