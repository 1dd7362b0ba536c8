import { sessionWatch } from '@study/shared';
import { describe, expect, it } from 'vitest';
import { sessionWatchStep } from './session-watch.ts';

describe('sessionWatchStep', () => {
  const now = Date.parse('2026-01-10T12:00:00Z');
  const at = (ms: number) => new Date(now + ms).toISOString();
  const threshold =
    sessionWatch.tickMs * sessionWatch.refreshWithinTicks + sessionWatch.expiryMarginMs;

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
