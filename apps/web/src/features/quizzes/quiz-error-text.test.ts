import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { i18next, loadLocaleParts } from '../../lib/i18n.ts';
import { quizErrorText } from './quiz-error-text.ts';

beforeEach(async () => {
  await i18next.changeLanguage('en');
  await loadLocaleParts('quizzes');
});

describe('quizErrorText', () => {
  it('names the plan limit a refusal carries, in the interface language', async () => {
    const refusal = new ApiError('GENERATION_LIMIT_REACHED', 403, {
      metric: 'generation',
      limit: 15,
    });
    expect(quizErrorText(refusal)).toBe(
      'You’ve reached the generation limit: 15 per month on your plan. Upgrade to Premium to keep going',
    );
    await i18next.changeLanguage('fr');
    expect(quizErrorText(refusal)).toMatch(/limite de générations\s:\s15 par mois/);
  });

  it('reads a stored error code, and falls back to the generation failure for an unknown one', () => {
    expect(quizErrorText('STUDY_LESSON_TOO_SHORT')).toBe(
      i18next.t('errors.STUDY_LESSON_TOO_SHORT'),
    );
    expect(quizErrorText('SOMETHING_ELSE')).toBe('An error occurred while generating the quiz');
    expect(quizErrorText(null)).toBe('An error occurred while generating the quiz');
  });

  it('leaves other failures to the app-wide messages', () => {
    expect(quizErrorText(new ApiError('QUIZ_NOT_FOUND', 404))).toBe(
      'This quiz does not exist, or it was deleted',
    );
    expect(quizErrorText(new Error('offline'))).toBe(i18next.t('errors.INTERNAL_ERROR'));
  });
});
