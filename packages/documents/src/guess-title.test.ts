import { describe, expect, it } from 'vitest';
import { guessTitle } from './guess-title.ts';

describe('guessTitle', () => {
  it('takes the first heading, without its marks', () => {
    expect(guessTitle('Intro text here.\n\n## 2. La photosynthèse\n\nBody.', 'scan')).toBe(
      '2. La photosynthèse',
    );
    expect(guessTitle('# Les volcans\n\nUn volcan est un relief.')).toBe('Les volcans');
  });

  it('takes a first line that reads as a title, numbered or in capitals', () => {
    expect(guessTitle('Exercice: Le COD\nSouligne le complément.', 'IMG_2031')).toBe(
      'Exercice: Le COD',
    );
    expect(guessTitle('6) ADMINISTRATION\nLe conseil se réunit.', 'page')).toBe('ADMINISTRATION');
    expect(guessTitle('LE FLAMBEAU\n\nPoème.', 'page')).toBe('LE FLAMBEAU');
  });

  it('skips the scraps a photo of a notebook gives above its title', () => {
    const ocr = 'ee ‘ i\n| a\nLe présent de l’indicatif\nJe chante, tu chantes.';
    expect(guessTitle(ocr, 'IMG_2031')).toBe('Le présent de l’indicatif');
  });

  it('keeps the file name for a page that opens mid-sentence', () => {
    const bookPage = [
      'and the common people. Now they exercised, marched, patrolled, never ending',
      'drills for a war that did not come. The town was full of soldiers,',
      'who sang at night.',
    ].join('\n');
    expect(guessTitle(bookPage, 'August, chapter 3')).toBe('August, chapter 3');
    const wrapped = 'On returning to the region in March I visited the\nDubrovnik I had heard of.';
    expect(guessTitle(wrapped, 'Dalmatia')).toBe('Dalmatia');
    expect(guessTitle('Ton ventre, ce parvis de marbre.\nTes jambes.', 'poème')).toBe('poème');
  });

  it('falls back to the first line, cut at a word, when there is no file name', () => {
    const pasted = `Photosynthesis is the process by which plants turn light, water and carbon dioxide into sugar and oxygen.`;
    expect(guessTitle(pasted)).toBe(
      'Photosynthesis is the process by which plants turn light, water and carbon…',
    );
    expect(guessTitle('   \n12 34\n', 'notes')).toBe('notes');
  });
});
