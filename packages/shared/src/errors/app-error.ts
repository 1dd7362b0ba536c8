import { errorCatalogue, isErrorCode, type ErrorCode } from './error-catalogue.ts';
import { errorParamsOf, type ErrorParams } from './error-params.ts';
import { formatErrorMessage } from './format-error-message.ts';

export interface AppErrorOptions {
  /** Values for the message's {{placeholders}}; the code's limits fill the ones left out. */
  params?: ErrorParams;
  /** Safe, structured information for the client (field errors, limits). */
  details?: unknown;
  cause?: unknown;
}

/** A failure with a stable code from the catalogue; the only kind of error the API answers with. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Every value the message names that is known: sent to the client with the code. */
  readonly params: ErrorParams | undefined;
  readonly details: unknown;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const params = errorParamsOf(code, options.params);
    super(formatErrorMessage(code, 'en', params), { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalogue[code].status;
    this.params = params;
    this.details = options.details;
  }
}

/**
 * Whether `error` is an AppError, recognised by its name and catalogue code rather than by class
 * identity: an error made by another copy of this module (a bundle, a worker) is one too.
 */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  if (!(error instanceof Error) || error.name !== 'AppError') return false;
  const { code, status } = error as Partial<AppError>;
  return isErrorCode(code) && status === errorCatalogue[code].status;
}
