import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionQueryOptions } from '../lib/auth/auth-queries.ts';
import { createAuthGuardLoader } from './auth-guard.ts';

const signedIn = {
  session: { expiresAt: '2030-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'ada@example.com', emailVerified: true, twoFactorEnabled: false },
};
const profile = (complete: boolean) => ({
  userId: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  username: complete ? 'ada' : null,
  birthdate: complete ? '2008-03-14' : null,
  status: complete ? 'highschool' : null,
  domain: null,
  domainOther: null,
  heardFrom: null,
  language: 'en',
  referralCode: 'ABCD2345',
  invitedBy: null,
  parentalConsentAt: null,
  twoFactorEnabled: false,
  onboardingComplete: complete,
  createdAt: '2026-01-01T00:00:00.000Z',
});

function stubServer(session: unknown, profileResponse?: () => Response) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      if (path === '/api/auth/get-session') return Response.json(session);
      if (path === '/api/profile' && profileResponse) return profileResponse();
      throw new TypeError('unexpected call');
    }),
  );
  return calls;
}

/** Runs the root loader for `url`; the redirect target, or null when the visit goes ahead. */
async function guard(client: QueryClient, url: string): Promise<string | null> {
  const loader = createAuthGuardLoader(client);
  try {
    await loader({ request: new Request(new URL(url, 'http://app.test')) });
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('location');
    throw thrown;
  }
}

describe('the root loader guard', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('reloads the session at every navigation and keeps a signed-out visitor’s codes', async () => {
    const client = new QueryClient();
    const calls = stubServer(null);
    expect(await guard(client, '/lessons?referral=ABC&invite=INV1')).toBe('/login');
    expect(await guard(client, '/register')).toBeNull();
    expect(calls).toEqual(['/api/auth/get-session', '/api/auth/get-session']);
    expect(localStorage.getItem('referral')).toBe('ABC');
    expect(localStorage.getItem('inviteCode')).toBe('INV1');
  });

  it('reads the profile when signed in and applies onboarding completeness', async () => {
    const client = new QueryClient();
    const calls = stubServer(signedIn, () => Response.json(profile(false)));
    expect(await guard(client, '/lessons')).toBe('/onboarding');
    expect(calls).toEqual(['/api/auth/get-session', '/api/profile']);
    stubServer(signedIn, () => Response.json(profile(true)));
    expect(await guard(client, '/onboarding')).toBe('/');
    expect(await guard(client, '/login')).toBe('/');
    expect(await guard(client, '/settings')).toBeNull();
  });

  it('treats a session whose profile cannot be read as signed out', async () => {
    const client = new QueryClient();
    stubServer(signedIn, () =>
      Response.json({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, { status: 401 }),
    );
    expect(await guard(client, '/settings?referral=XYZ')).toBe('/login');
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toBeNull();
    expect(localStorage.getItem('referral')).toBe('XYZ');
  });
});
