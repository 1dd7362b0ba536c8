import { AppError, extractionResultSchema } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { normalizePastedText } from './normalize-pasted-text.ts';

const lesson =
  'Les volcans\r\n\r\n\r\n\r\nUn volcan est un relief terrestre, sous-marin ou extraterrestre formé par l’éjection de matériaux.  \r\n';

describe('normalizePastedText', () => {
  it('gives the same shape as extract(), with source "text" and its heading marked', () => {
    const result = normalizePastedText(lesson);
    expect(extractionResultSchema.parse(result)).toEqual(result);
    expect(result).toEqual({
      text: '## Les volcans\n\nUn volcan est un relief terrestre, sous-marin ou extraterrestre formé par l’éjection de matériaux.',
      pages: [
        {
          number: 1,
          text: '## Les volcans\n\nUn volcan est un relief terrestre, sous-marin ou extraterrestre formé par l’éjection de matériaux.',
        },
      ],
      language: 'fr',
      titleGuess: 'Les volcans',
      source: 'text',
      warnings: [],
    });
  });

  it('refuses text under 50 characters, counted after cleaning', () => {
    const error = (() => {
      try {
        normalizePastedText(`${'a'.repeat(30)}${' '.repeat(40)}`);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'TEXT_TOO_SHORT', params: { minChars: 50 } });
  });

  it('refuses text over 200 000 characters', () => {
    expect(() => normalizePastedText('mot '.repeat(50_001))).toThrowError(
      expect.objectContaining({ code: 'TEXT_TOO_LONG', params: { maxChars: 200_000 } }),
    );
  });

  it('strips control characters and zero-width marks but keeps accents composed', () => {
    const decomposed =
      'Le cafe\u0301 est\u200b servi\u0007 chaud, avec du lait et du sucre pour tout le monde.';
    expect(normalizePastedText(decomposed).text).toBe(
      'Le café est servi chaud, avec du lait et du sucre pour tout le monde.',
    );
  });
});
