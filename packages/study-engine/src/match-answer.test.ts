import { describe, expect, it } from 'vitest';
import { matchesAnswer, matchesFillAnswer } from './match-answer.ts';

describe('matchesAnswer', () => {
  it.each([
    ['mitochondrion', 'Mitochondrion'],
    ['méiose', 'meiose'],
    ['the aorta', 'aorta'],
    ['la mitose', 'mitose'],
    ['stem cell', 'stem cells'],
    ['photosynthesis', 'photosynthesys'],
    ['Broca’s area', "broca's area"],
    ['corticospinal tract', 'corticospinal  tract.'],
    ['epithelium', 'epitelium'],
  ])('accepts %s for %s', (expected, given) => {
    expect(matchesAnswer(expected, given)).toBe(true);
  });

  it.each([
    ['atria', 'aorta'],
    ['pons', 'pens'],
    ['mitosis', 'meiosis'],
    ['ventricle', ''],
    ['cell', 'call'],
  ])('rejects %s for %s', (expected, given) => {
    expect(matchesAnswer(expected, given)).toBe(false);
  });
});

describe('matchesFillAnswer', () => {
  const prompt = 'The _____ membrane surrounds the cell.';
  it.each(['plasma', 'Plasma membrane', 'the plasma membrane', 'plasma membrane surrounds'])(
    'accepts “%s” for the blank of “plasma”, with or without the words around it',
    (given) => {
      expect(matchesFillAnswer(prompt, 'plasma', given)).toBe(true);
    },
  );

  it.each(['membrane', 'nuclear membrane', 'plasma cell', 'the'])('rejects “%s”', (given) => {
    expect(matchesFillAnswer(prompt, 'plasma', given)).toBe(false);
  });
});
