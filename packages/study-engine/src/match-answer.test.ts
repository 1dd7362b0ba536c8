import { describe, expect, it } from 'vitest';
import { matchesAnswer } from './match-answer.ts';

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
