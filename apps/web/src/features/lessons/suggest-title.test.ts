import { describe, expect, it } from 'vitest';
import { titleFromFileName, titleFromText } from './suggest-title.ts';

describe('titleFromFileName', () => {
  it('turns a file name into a readable title', () => {
    expect(titleFromFileName('photosynthese_chapitre-2.pdf')).toBe('Photosynthese chapitre 2');
    expect(titleFromFileName('La Révolution française.docx')).toBe('La Révolution française');
    expect(titleFromFileName('notes.tar.txt')).toBe('Notes.tar');
  });

  it('suggests nothing shorter than a valid title', () => {
    expect(titleFromFileName('a.pdf')).toBe('');
    expect(titleFromFileName('__.pdf')).toBe('');
  });
});

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
