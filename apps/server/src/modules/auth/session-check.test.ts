import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedSessionToken } from './session-check.ts';

const secret = 'a-secret-of-at-least-32-characters!!';
const sign = (token: string, key = secret) =>
  encodeURIComponent(`${token}.${createHmac('sha256', key).update(token).digest('base64')}`);

describe('signedSessionToken', () => {
  it('gives the token of a cookie signed with the secret, among other cookies', () => {
    const header = `theme=dark; study.session_token=${sign('tok3n')}; other=1`;
    expect(signedSessionToken(header, 'study.session_token', secret)).toBe('tok3n');
  });

  it('refuses a cookie signed with another secret, unsigned, tampered or missing', () => {
    const name = 'study.session_token';
    expect(signedSessionToken(`${name}=${sign('tok3n', 'another-secret')}`, name, secret)).toBe(
      undefined,
    );
    expect(signedSessionToken(`${name}=tok3n`, name, secret)).toBeUndefined();
    expect(
      signedSessionToken(`${name}=${sign('tok3n').replace('tok3n', 'tok4n')}`, name, secret),
    ).toBe(undefined);
    expect(signedSessionToken(`${name}=%E0%A4%A`, name, secret)).toBeUndefined();
    expect(signedSessionToken('theme=dark', name, secret)).toBeUndefined();
    expect(signedSessionToken(undefined, name, secret)).toBeUndefined();
  });

  it('reads only the cookie of that exact name', () => {
    const header = `__Secure-study.session_token=${sign('secure')}`;
    expect(signedSessionToken(header, 'study.session_token', secret)).toBeUndefined();
    expect(signedSessionToken(header, '__Secure-study.session_token', secret)).toBe('secure');
  });
});
