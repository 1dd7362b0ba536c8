import { passwordRules } from '../accounts/account-rules.ts';
import { chatMessageMaxChars } from '../chat/chat-rules.ts';
import { documentLimits } from '../documents/document-limits.ts';
import { lessonTitleMaxChars } from '../lessons/lesson-rules.ts';
import { requestLimits } from '../request-limits.ts';
import type { ErrorCode } from './error-catalogue.ts';

/** Values for a message's {{placeholders}}, by placeholder name (`errorParamsSchema` checks them). */
export type ErrorParams = Record<string, string | number>;

/**
 * The values of the placeholders that are product limits, by code: every error with one of these
 * codes carries them unless it is given others (a limit the server's configuration changed).
 * Values that depend on the request ({{name}}, {{seconds}}, {{limit}}, {{word}}) are given where
 * the error is thrown.
 */
export const errorParamDefaults: Partial<Record<ErrorCode, ErrorParams>> = {
  PASSWORD_TOO_SHORT: { min: passwordRules.min },
  PASSWORD_TOO_LONG: { max: passwordRules.max },
  LESSON_TITLE_TOO_LONG: { max: lessonTitleMaxChars },
  CHAT_MESSAGE_TOO_LONG: { max: chatMessageMaxChars },
  PAYLOAD_TOO_DEEP: { max: requestLimits.maxJsonDepth },
  UPLOAD_TOO_LARGE: { maxMb: Math.round(documentLimits.maxUploadBytes / (1024 * 1024)) },
  TOO_MANY_FILES: { maxPhotos: documentLimits.maxPhotos },
  IMAGE_TOO_LARGE: { maxMegapixels: Math.round(documentLimits.maxImagePixels / 1_000_000) },
  DOCUMENT_TOO_LONG: { maxPages: documentLimits.maxPdfPages },
  TEXT_TOO_SHORT: { minChars: documentLimits.minPastedTextChars },
  TEXT_TOO_LONG: { maxChars: documentLimits.maxPastedTextChars },
};

/** The values a message of `code` is rendered with: the code's limits, then `params` over them. */
export function errorParamsOf(code: ErrorCode, params?: ErrorParams): ErrorParams | undefined {
  const merged = { ...errorParamDefaults[code], ...params };
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** The names of the {{placeholders}} in a message. */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!);
}
