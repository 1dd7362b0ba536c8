import { isErrorCode, type ErrorCode } from '@study/shared';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { lessonErrorParams } from '../lesson-error-params.ts';
import type { UploadIssue } from '../lesson-upload-checks.ts';

/**
 * Translates what went wrong with a lesson: a refusal of the client-side checks, an API error, or
 * the error code a failed lesson carries. Numbers are written the way the interface language does.
 */
export function useLessonErrorText() {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);

  const text = (code: ErrorCode, details: unknown, fileNames: readonly string[], given = {}) => {
    const params = lessonErrorParams(details, fileNames, given);
    const shown = Object.fromEntries(
      Object.entries(params).map(([key, value]) => [
        key,
        typeof value === 'number' ? number.format(value) : value,
      ]),
    );
    return t(`errors.${code}`, shown);
  };

  return (
    failure: UploadIssue | ApiError | string | unknown,
    fileNames: readonly string[] = [],
  ) => {
    if (typeof failure === 'string') {
      return text(
        isErrorCode(failure) ? failure : 'LESSON_GENERATION_FAILED',
        undefined,
        fileNames,
      );
    }
    if (failure instanceof ApiError) {
      // Codes without lesson placeholders keep the app-wide wording (a rate limit's wait…).
      return failure.code === 'RATE_LIMITED' || failure.code === 'SERVICE_UNAVAILABLE'
        ? errorMessage(failure)
        : text(failure.code, failure.details, fileNames);
    }
    if (typeof failure === 'object' && failure !== null && 'code' in failure) {
      const issue = failure as UploadIssue;
      if (isErrorCode(issue.code)) return text(issue.code, undefined, fileNames, issue.params);
    }
    return errorMessage(failure);
  };
}
