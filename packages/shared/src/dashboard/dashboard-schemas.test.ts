import { describe, expect, it } from 'vitest';
import { daysInARow } from './dashboard-schemas.ts';

describe('daysInARow', () => {
  const today = new Date('2026-03-01T10:00:00Z');

  it('counts back from today across a month end', () => {
    expect(daysInARow(['2026-03-01', '2026-02-28', '2026-02-27', '2026-02-25'], today)).toBe(3);
  });

  it('keeps yesterday’s streak alive while today has no study yet', () => {
    expect(daysInARow(['2026-02-28', '2026-02-27'], today)).toBe(2);
  });

  it('is zero after a day without study, and with no study at all', () => {
    expect(daysInARow(['2026-02-27', '2026-02-26'], today)).toBe(0);
    expect(daysInARow([], today)).toBe(0);
  });

  it('reads the day in UTC, whatever the hour', () => {
    expect(daysInARow(['2026-03-01'], new Date('2026-03-01T23:59:59Z'))).toBe(1);
    expect(daysInARow(['2026-03-01'], new Date('2026-03-02T00:00:00Z'))).toBe(1);
    expect(daysInARow(['2026-03-01'], new Date('2026-03-03T00:00:00Z'))).toBe(0);
  });
});
