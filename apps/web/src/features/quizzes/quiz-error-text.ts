import { isErrorCode, planLimits } from '@study/shared';
import { ApiError, errorMessage } from '../../lib/api-client.ts';
import { i18next } from '../../lib/i18n.ts';

/**
 * The translated message of a failed quiz call or of a quiz's stored error code, with the values
 * its placeholders name taken from the error's details (the plan limit of a refusal), so a message
 * never shows a bare `{{limit}}`.
 */
export function quizErrorText(error: unknown): string {
  if (typeof error === 'string' || error === null) {
    return i18next.t(`errors.${isErrorCode(error) ? error : 'QUIZ_GENERATION_FAILED'}`);
  }
  if (!(error instanceof ApiError) || !error.code.endsWith('_LIMIT_REACHED')) {
    return errorMessage(error);
  }
  const details = (error.details ?? {}) as { limit?: unknown };
  const limit = typeof details.limit === 'number' ? details.limit : planLimits.free.generation;
  return i18next.t(`errors.${error.code}`, { limit });
}
