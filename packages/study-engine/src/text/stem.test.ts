import { describe, expect, it } from 'vitest';
import { stemWord } from './stem.ts';

describe('stemWord', () => {
  it('gives the singular and the plural of an English noun one stem', () => {
    const pairs = [
      ['volcano', 'volcanoes'],
      ['hero', 'heroes'],
      ['shoe', 'shoes'],
      ['cell', 'cells'],
      ['artery', 'arteries'],
      ['nucleus', 'nuclei'],
      ['vertebra', 'vertebrae'],
    ] as const;
    for (const [one, more] of pairs) expect(stemWord(more, 'en'), more).toBe(stemWord(one, 'en'));
  });

  it('keeps different words apart', () => {
    expect(stemWord('volcano', 'en')).not.toBe(stemWord('volcanic', 'en'));
    expect(stemWord('cell', 'en')).not.toBe(stemWord('cellular', 'en'));
  });
});
