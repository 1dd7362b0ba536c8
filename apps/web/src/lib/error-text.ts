import {
  deleteConfirmationWords,
  errorParamDefaults,
  pickInterfaceLanguage,
  planLimits,
  type ErrorCode,
  type ErrorParams,
  type InterfaceLanguage,
} from '@study/shared';
import { isErrorCode } from './error-codes.ts';
import { ApiError } from './api-client.ts';
import { i18n } from './i18n.ts';

/** A refusal the client words itself: a code and, when it has them, the values its message names. */
export interface ErrorLike {
  code: string;
  params?: ErrorParams;
}

/**
 * The values the server may leave to the client: a stored error code (a failed lesson or quiz)
 * comes without any. A wait of a minute, the word to type in this language, the plan's limit.
 */
function clientParams(code: ErrorCode, language: InterfaceLanguage): ErrorParams {
  const limits: Partial<Record<ErrorCode, number>> = {
    GENERATION_LIMIT_REACHED: planLimits.free.generation,
    CHAT_MESSAGE_LIMIT_REACHED: planLimits.free.chat_message,
    PDF_EXPORT_LIMIT_REACHED: planLimits.premium.pdf_export,
  };
  return {
    seconds: 60,
    word: deleteConfirmationWords[language],
    name: '',
    expected: '',
    ...(limits[code] === undefined ? {} : { limit: limits[code] }),
  };
}

function codeAndParams(
  error: unknown,
  fallback: ErrorCode,
): { code: ErrorCode; params: ErrorParams } {
  if (error instanceof ApiError) {
    const seconds = error.retryAfterSeconds;
    return {
      code: error.code,
      params: { ...error.params, ...(seconds === undefined ? {} : { seconds }) },
    };
  }
  if (typeof error === 'string' || error === null) {
    return { code: isErrorCode(error) ? error : fallback, params: {} };
  }
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code, params } = error as ErrorLike;
    if (isErrorCode(code)) return { code, params: params ?? {} };
  }
  return { code: 'INTERNAL_ERROR', params: {} };
}

/**
 * The translated message of any failure: an ApiError (with the values the server sent and the
 * wait of its Retry-After), a catalogue code (stored on a failed lesson or quiz, or a field's
 * issue), a `{ code, params }` refusal of a client-side check, or anything else (the generic
 * message). `given` fills what the failure does not carry (the names of the files the user chose);
 * an unknown or missing stored code (a string or null) reads as `fallback`. Numbers are written the way the interface language does.
 */
export function errorText(
  error: unknown,
  given: ErrorParams = {},
  fallback: ErrorCode = 'INTERNAL_ERROR',
): string {
  const { code, params } = codeAndParams(error, fallback);
  const language = pickInterfaceLanguage(i18n.language);
  const number = new Intl.NumberFormat(language);
  const values: ErrorParams = {
    ...clientParams(code, language),
    ...errorParamDefaults[code],
    ...given,
    ...params,
  };
  const shown = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      typeof value === 'number' ? number.format(value) : value,
    ]),
  );
  return i18n.t(`errors.${code}`, shown);
}
