import { sessionWatch } from '@study/shared';

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
