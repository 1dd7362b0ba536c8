import { errorCatalogue, type ErrorCode } from './error-catalogue.ts';
import { formatErrorMessage } from './format-error-message.ts';

export type ErrorParams = Record<string, string | number>;

export interface AppErrorOptions {
  /** Values for the message's {{placeholders}}. */
  params?: ErrorParams;
  /** Safe, structured information for the client (field errors, limits). */
  details?: unknown;
  cause?: unknown;
}

/** A failure with a stable code from the catalogue; the only kind of error the API answers with. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly params: ErrorParams | undefined;
  readonly details: unknown;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(formatErrorMessage(code, 'en', options.params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.params = options.params;
    this.details = options.details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
