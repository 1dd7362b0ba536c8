import { chatMessageMaxChars, type ErrorCode } from '@study/shared';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { i18next } from '../../../lib/i18n.ts';

/** The translated message of a chat error code, with the numbers its message names. */
export function chatCodeText(code: string, details?: unknown): string {
  const limit = (details as { limit?: unknown } | undefined)?.limit;
  return i18next.t(`errors.${code as ErrorCode}`, {
    max: chatMessageMaxChars,
    ...(typeof limit === 'number' ? { limit } : {}),
  });
}

/** The translated message of a failed question: the chat's own codes with their numbers. */
export function chatErrorText(error: unknown): string {
  if (
    error instanceof ApiError &&
    (error.code === 'CHAT_MESSAGE_LIMIT_REACHED' || error.code === 'CHAT_MESSAGE_TOO_LONG')
  ) {
    return chatCodeText(error.code, error.details);
  }
  return errorMessage(error);
}
