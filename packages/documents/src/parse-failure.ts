import type { ErrorCode } from '@study/shared';

/**
 * A parser's refusal, carried across the worker boundary as plain data and turned into an
 * AppError (with the file's name) by the caller.
 */
export class ParseFailure extends Error {
  readonly code: ErrorCode;
  readonly params: Record<string, string | number>;

  constructor(code: ErrorCode, params: Record<string, string | number> = {}) {
    super(code);
    this.name = 'ParseFailure';
    this.code = code;
    this.params = params;
  }
}
