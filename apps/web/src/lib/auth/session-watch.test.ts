import { sessionWatch } from '@study/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authEventBus } from './auth-events.ts';
import { profileQueryOptions, sessionQueryOptions } from './auth-queries.ts';
import { sessionWatchStep, sessionWatchTick } from './session-watch.ts';

const now = Date.parse('2026-01-10T12:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const threshold =
  sessionWatch.tickMs * sessionWatch.refreshWithinTicks + sessionWatch.expiryMarginMs;

describe('sessionWatchStep', () => {
  it('only checks the profile while the session has more than 3 ticks (and the margin) left', () => {
    expect(threshold).toBe(100_000);
    expect(sessionWatchStep(at(threshold + 1), now)).toBe('check');
    expect(sessionWatchStep(at(7 * 24 * 3600 * 1000), now)).toBe('check');
  });

  it('refreshes within 3 ticks of expiry, after expiry, and on an unreadable date', () => {
    expect(sessionWatchStep(at(threshold), now)).toBe('refresh');
    expect(sessionWatchStep(at(1_000), now)).toBe('refresh');
    expect(sessionWatchStep(at(-1_000), now)).toBe('refresh');
    expect(sessionWatchStep('not a date', now)).toBe('refresh');
  });
});

const session = (expiresAt: string) => ({
  session: { expiresAt },
  user: { id: 'u1', email: 'ada@example.com', emailVerified: true, twoFactorEnabled: false },
});
const profile = {
  userId: 'u1',
  email: 'ada@example.com',
  emailVerified: true,
  username: 'ada',
  birthdate: '2008-03-14',
  status: 'highschool',
  domain: null,
  domainOther: null,
  heardFrom: null,
  language: 'en',
  referralCode: 'ABCD2345',
  invitedBy: null,
  parentalConsentAt: null,
  twoFactorEnabled: false,
  onboardingComplete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** A server answering each path from `routes`, recording what was called. */
function stubServer(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string) => {
      calls.push(path);
      const route = routes[path];
      if (!route) throw new TypeError('network down');
      return route();
    }),
  );
  return calls;
}

const unauthenticated = () =>
  Response.json({ error: { code: 'UNAUTHENTICATED', message: 'x' } }, { status: 401 });

function clientWith(expiresAt: string) {
  const client = new QueryClient();
  client.setQueryData(sessionQueryOptions.queryKey, session(expiresAt));
  return client;
}

describe('sessionWatchTick', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('does nothing while signed out', async () => {
    const calls = stubServer({});
    expect(await sessionWatchTick(new QueryClient(), now)).toBe('idle');
    expect(calls).toEqual([]);
  });

  it('far from expiry, only re-reads the profile', async () => {
    const calls = stubServer({ '/api/profile': () => Response.json(profile) });
    const client = clientWith(at(3_600_000));
    expect(await sessionWatchTick(client, now)).toBe('signed-in');
    expect(calls).toEqual(['/api/profile']);
    expect(client.getQueryData(profileQueryOptions.queryKey)).toEqual(profile);
  });

  it('near expiry, renews the session first and tells the other tabs', async () => {
    const publish = vi.spyOn(authEventBus, 'publish').mockImplementation(() => undefined);
    const renewed = session(at(7 * 24 * 3_600_000));
    const calls = stubServer({
      '/api/auth/get-session': () => Response.json(renewed),
      '/api/profile': () => Response.json(profile),
    });
    const client = clientWith(at(60_000));
    expect(await sessionWatchTick(client, now)).toBe('signed-in');
    expect(calls).toEqual(['/api/auth/get-session', '/api/profile']);
    expect(client.getQueryData(sessionQueryOptions.queryKey)).toEqual(renewed);
    expect(publish).toHaveBeenCalledWith('TOKEN_REFRESHED');
  });

  it('signs out when the session is gone or the profile can no longer be read', async () => {
    stubServer({ '/api/auth/get-session': () => Response.json(null) });
    expect(await sessionWatchTick(clientWith(at(60_000)), now)).toBe('signed-out');
    stubServer({ '/api/profile': unauthenticated });
    expect(await sessionWatchTick(clientWith(at(3_600_000)), now)).toBe('signed-out');
  });

  it('stays signed in through a network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubServer({});
    expect(await sessionWatchTick(clientWith(at(3_600_000)), now)).toBe('signed-in');
  });
});
