import type { ErrorCode } from '@study/shared';
import messages from 'virtual:error-messages/en';

/**
 * Whether `value` is a code of the error catalogue. The English messages, which the app always
 * has (English is the fallback), name every code: the catalogue itself stays on the server.
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(messages, value);
}
