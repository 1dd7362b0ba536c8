import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './app-error.ts';

/** An AppError as another copy of this module makes it: same shape, another class. */
function fromAnotherCopy(code: string, status: number): Error {
  const error = new Error('refused');
  error.name = 'AppError';
  return Object.assign(error, { code, status, params: undefined, details: undefined });
}

describe('isAppError', () => {
  it('recognises an AppError of this module and one made by another copy of it', () => {
    expect(isAppError(new AppError('NO_FILE'))).toBe(true);
    expect(isAppError(fromAnotherCopy('FILE_CORRUPT', 422))).toBe(true);
  });

  it('refuses errors whose code is not in the catalogue or whose status does not match it', () => {
    expect(isAppError(fromAnotherCopy('NOT_A_CODE', 400))).toBe(false);
    expect(isAppError(fromAnotherCopy('FILE_CORRUPT', 500))).toBe(false);
    expect(isAppError(Object.assign(new Error('x'), { code: 'NO_FILE', status: 400 }))).toBe(false);
    expect(isAppError({ name: 'AppError', code: 'NO_FILE', status: 400 })).toBe(false);
  });
});
