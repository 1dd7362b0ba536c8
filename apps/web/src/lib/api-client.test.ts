import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessage, fieldIssues } from './api-client.ts';
import { i18next } from './i18n.ts';

beforeAll(() => i18next.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('turns a 429 into RATE_LIMITED with the wait from Retry-After', async () => {
    const body = { error: { code: 'RATE_LIMITED', message: 'x' } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 429, headers: { 'retry-after': '42' } })),
    );
    const error = await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: '{}' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).details).toEqual({ retryAfterSeconds: 42 });
    expect(errorMessage(error)).toBe('Too many attempts. Please wait 42 seconds and try again');
  });
});

describe('errorMessage', () => {
  it('translates a code, and falls back to the generic message for anything else', () => {
    expect(errorMessage(new ApiError('INVALID_CREDENTIALS', 401))).toBe('Wrong email or password');
    expect(errorMessage(new ApiError('RATE_LIMITED', 429))).toBe(
      'Too many attempts. Please wait 60 seconds and try again',
    );
    expect(errorMessage(new TypeError('boom'))).toBe('An error occurred, please try again later');
  });
});

describe('fieldIssues', () => {
  it('maps VALIDATION_FAILED details to codes by field', () => {
    const error = new ApiError('VALIDATION_FAILED', 400, {
      fields: [
        { path: ['birthdate'], code: 'BIRTHDATE_INVALID', message: '…' },
        { path: 'username', code: 'NOT_A_CODE', message: '…' },
      ],
    });
    expect(fieldIssues(error)).toEqual({
      birthdate: 'BIRTHDATE_INVALID',
      username: 'FIELD_REQUIRED',
    });
    expect(fieldIssues(new ApiError('USERNAME_TAKEN', 409))).toEqual({});
  });
});
