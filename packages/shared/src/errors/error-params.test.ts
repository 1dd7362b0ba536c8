import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { errorCatalogue, errorCodes } from './error-catalogue.ts';
import { placeholdersOf } from './error-params.ts';

/** Placeholders whose values only the place that throws knows (a file, a wait, a plan, a word). */
const givenWhereThrown = new Set(['name', 'expected', 'seconds', 'limit', 'word']);

describe('error params', () => {
  it('names the same placeholders in both languages', () => {
    for (const code of errorCodes) {
      const { en, fr } = errorCatalogue[code].message;
      expect(placeholdersOf(fr).sort(), code).toEqual(placeholdersOf(en).sort());
    }
  });

  it('fills every limit a message names, leaving only what the thrower must give', () => {
    for (const code of errorCodes) {
      const left = placeholdersOf(new AppError(code).message);
      expect(
        left.filter((name) => !givenWhereThrown.has(name)),
        code,
      ).toEqual([]);
    }
    expect(new AppError('LESSON_TITLE_TOO_LONG')).toMatchObject({
      message: 'Title must be at most 200 characters',
      params: { max: 200 },
    });
    expect(new AppError('UPLOAD_TOO_LARGE', { params: { maxMb: 5 } }).params).toEqual({ maxMb: 5 });
    expect(new AppError('NO_FILE').params).toBeUndefined();
  });
});
