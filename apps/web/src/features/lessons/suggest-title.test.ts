import { describe, expect, it } from 'vitest';
import { titleFromText } from './suggest-title.ts';

describe('titleFromText', () => {
  it('takes the first line with letters, without Markdown marks', () => {
    expect(titleFromText('\n\n# La photosynthèse\n\nLa photosynthèse est…')).toBe(
      'La photosynthèse',
    );
    expect(titleFromText('2024\n- Les volcans\nsuite')).toBe('Les volcans');
    expect(titleFromText('   ')).toBe('');
  });

  it('cuts a long first line at a word, within 80 characters', () => {
    const line =
      'La photosynthèse est le processus par lequel les plantes vertes transforment la lumière en énergie';
    const title = titleFromText(line);
    expect(title).toBe(
      'La photosynthèse est le processus par lequel les plantes vertes transforment la…',
    );
    expect(title.length).toBeLessThanOrEqual(81);
  });
});
