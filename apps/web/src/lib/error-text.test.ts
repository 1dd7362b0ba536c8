import { AppError, errorCatalogue, errorCodes, type ErrorCode } from '@study/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, apiErrorOf } from './api-client.ts';
import { errorText } from './error-text.ts';
import { i18n } from './i18n.ts';

/** The answer the server gives for `code` when the place that throws it adds nothing. */
function answerOf(code: ErrorCode): ApiError {
  const error = new AppError(code);
  return apiErrorOf(error.status, {
    error: { code, message: error.message, ...(error.params ? { params: error.params } : {}) },
  });
}

beforeEach(() => i18n.changeLanguage('en'));
afterAll(() => i18n.changeLanguage('en'));

describe('errorText', () => {
  it.each(['en', 'fr'] as const)(
    'words every code of the catalogue without a placeholder left, in %s',
    async (language) => {
      await i18n.changeLanguage(language);
      for (const code of errorCodes) {
        const texts = [errorText(answerOf(code)), errorText(code)];
        for (const text of texts) {
          expect(text, code).not.toContain('{{');
          expect(text, code).not.toBe(`errors.${code}`);
        }
      }
    },
  );

  it('shows the values the server sent, and the wait of Retry-After before them', async () => {
    const title = apiErrorOf(400, {
      error: { code: 'LESSON_TITLE_TOO_LONG', message: '…', params: { max: 200 } },
    });
    expect(errorText(title)).toBe('Title must be at most 200 characters');
    const limited = apiErrorOf(
      429,
      { error: { code: 'RATE_LIMITED', message: '…', params: { seconds: 900 } } },
      '42',
    );
    expect(errorText(limited)).toBe('Too many attempts. Please wait 42 seconds and try again');
    await i18n.changeLanguage('fr');
    const refusal = new ApiError('GENERATION_LIMIT_REACHED', 403, { params: { limit: 1500 } });
    expect(errorText(refusal)).toMatch(/limite de générations\s:\s1\s500 par mois/);
  });

  it('reads a stored code, with what the screen knows filling what the code does not carry', () => {
    expect(errorText('FILE_CORRUPT', { name: 'cours.pdf' })).toBe(
      'We could not open “cours.pdf”: the file seems damaged. Open it on your device, save it again and retry',
    );
    expect(errorText('SOMETHING_ELSE', {}, 'QUIZ_GENERATION_FAILED')).toBe(
      'An error occurred while generating the quiz',
    );
    expect(errorText(null, {}, 'QUIZ_GENERATION_FAILED')).toBe(
      'An error occurred while generating the quiz',
    );
    expect(errorText({ code: 'TEXT_TOO_SHORT', params: { minChars: 50 } })).toBe(
      'Text is too short: write at least 50 characters',
    );
  });

  it('falls back to the generic message for a failure that is not an answer of the API', () => {
    expect(errorText(new TypeError('boom'))).toBe(errorCatalogue.INTERNAL_ERROR.message.en);
    expect(errorText(undefined)).toBe(errorCatalogue.INTERNAL_ERROR.message.en);
  });
});
