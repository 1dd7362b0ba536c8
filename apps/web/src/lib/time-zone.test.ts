import { afterEach, describe, expect, it, vi } from 'vitest';
import { localTimeZone } from './time-zone.ts';

describe('localTimeZone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the zone from Temporal when the browser has it', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Europe/Paris' } });
    expect(localTimeZone()).toBe('Europe/Paris');
  });

  it('falls back to Intl without it', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(localTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
