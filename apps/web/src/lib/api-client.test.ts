import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorOf, apiFetch, fieldIssues } from './api-client.ts';
import { errorText } from './error-text.ts';
import { i18n } from './i18n.ts';

beforeAll(() => i18n.changeLanguage('en'));
afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it('turns a 429 into RATE_LIMITED with the wait from Retry-After', async () => {
    const body = { error: { code: 'RATE_LIMITED', message: 'x', params: { seconds: 40 } } };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body, { status: 429, headers: { 'retry-after': '42' } })),
    );
    const error = await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: '{}' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 42 });
    expect((error as ApiError).params).toEqual({ seconds: 40 });
    expect(errorText(error)).toBe('Too many attempts. Please wait 42 seconds and try again');
  });
});

describe('apiErrorOf', () => {
  it('keeps the code, params and details of an envelope', () => {
    const error = apiErrorOf(400, {
      error: { code: 'LESSON_TITLE_TOO_LONG', message: '…', params: { max: 200 }, details: {} },
    });
    expect(error).toMatchObject({
      code: 'LESSON_TITLE_TOO_LONG',
      status: 400,
      params: { max: 200 },
      details: {},
      retryAfterSeconds: undefined,
    });
  });

  it('names a body that is not ours by its status, and ignores a wait that is not seconds', () => {
    expect(apiErrorOf(502, '<html>').code).toBe('INTERNAL_ERROR');
    expect(apiErrorOf(0, null).code).toBe('INTERNAL_ERROR');
    expect(apiErrorOf(503, undefined, null, 'CHAT_ERROR').code).toBe('CHAT_ERROR');
    expect(apiErrorOf(400, { error: { code: 'NOT_A_CODE', message: '' } }).code).toBe(
      'MALFORMED_REQUEST',
    );
    expect(apiErrorOf(429, {}, 'Wed, 21 Oct 2026 07:28:00 GMT').retryAfterSeconds).toBeUndefined();
    expect(errorText(new ApiError('RATE_LIMITED', 429))).toBe(
      'Too many attempts. Please wait 60 seconds and try again',
    );
  });
});

describe('fieldIssues', () => {
  it('maps VALIDATION_FAILED details to codes by field', () => {
    const error = new ApiError('VALIDATION_FAILED', 400, {
      details: {
        fields: [
          { path: ['birthdate'], code: 'BIRTHDATE_INVALID', message: '…' },
          { path: 'username', code: 'NOT_A_CODE', message: '…' },
        ],
      },
    });
    expect(fieldIssues(error)).toEqual({
      birthdate: 'BIRTHDATE_INVALID',
      username: 'FIELD_REQUIRED',
    });
    expect(fieldIssues(new ApiError('USERNAME_TAKEN', 409))).toEqual({});
  });
});
