import { sessionWatch } from '@study/shared';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api-client.ts';
import { authEventBus } from './auth-events.ts';
import { profileQueryOptions, sessionQueryOptions } from './auth-queries.ts';

/**
 * What the session watch does at a tick: refresh the session when it ends within
 * `refreshWithinTicks` ticks (plus the expiry margin), otherwise only check the profile is readable.
 */
export function sessionWatchStep(expiresAt: string, now: number): 'refresh' | 'check' {
  const left = Date.parse(expiresAt) - now;
  const threshold =
    sessionWatch.tickMs * sessionWatch.refreshWithinTicks + sessionWatch.expiryMarginMs;
  return Number.isNaN(left) || left <= threshold ? 'refresh' : 'check';
}

/**
 * One tick of the session watch: renews a session close to its end, then re-reads the profile.
 * Answers 'signed-out' when the server no longer knows the session or the profile; a network error
 * is not a sign-out (the next tick tries again).
 */
export async function sessionWatchTick(
  queryClient: QueryClient,
  now: number = Date.now(),
): Promise<'signed-in' | 'signed-out' | 'idle'> {
  const session = queryClient.getQueryData(sessionQueryOptions.queryKey);
  if (!session) return 'idle';
  try {
    if (sessionWatchStep(session.session.expiresAt, now) === 'refresh') {
      const renewed = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
      if (!renewed) return 'signed-out';
      authEventBus.publish('TOKEN_REFRESHED');
    }
    await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 });
    return 'signed-in';
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      return 'signed-out';
    }
    console.error('error refreshing the profile', error);
    return 'signed-in';
  }
}
