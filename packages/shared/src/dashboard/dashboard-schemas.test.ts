import { describe, expect, it } from 'vitest';
import { addDays, dayKeyIn, knownTimeZone, startOfDayIn } from '../calendar.ts';
import { daysInARow } from './dashboard-schemas.ts';

describe('daysInARow', () => {
  const today = '2026-03-01';

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
});

describe('the student’s calendar', () => {
  it('reads the day where the student is', () => {
    const lateEvening = new Date('2026-11-27T03:30:00Z');
    expect(dayKeyIn(lateEvening, 'UTC')).toBe('2026-11-27');
    expect(dayKeyIn(lateEvening, 'America/Montreal')).toBe('2026-11-26');
    expect(dayKeyIn(new Date('2026-11-27T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-28');
  });

  it('finds when a day starts, across daylight-saving changes', () => {
    expect(startOfDayIn('2026-11-27', 'UTC').toISOString()).toBe('2026-11-27T00:00:00.000Z');
    expect(startOfDayIn('2026-11-27', 'Europe/Paris').toISOString()).toBe(
      '2026-11-26T23:00:00.000Z',
    );
    expect(startOfDayIn('2026-07-01', 'Europe/Paris').toISOString()).toBe(
      '2026-06-30T22:00:00.000Z',
    );
    // The days the clocks change in Paris (29 March, 25 October 2026) and in Montreal (8 March).
    expect(startOfDayIn('2026-03-29', 'Europe/Paris').toISOString()).toBe(
      '2026-03-28T23:00:00.000Z',
    );
    expect(startOfDayIn('2026-03-30', 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T22:00:00.000Z',
    );
    expect(startOfDayIn('2026-10-26', 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T23:00:00.000Z',
    );
    expect(startOfDayIn('2026-03-09', 'America/Montreal').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
    expect(startOfDayIn('2026-12-31', 'Asia/Tokyo').toISOString()).toBe('2026-12-30T15:00:00.000Z');
  });

  it('moves along days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });

  it('takes an unknown or hostile zone as UTC', () => {
    expect(knownTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(knownTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(knownTimeZone("UTC'; drop table users; --")).toBe('UTC');
    expect(knownTimeZone(undefined)).toBe('UTC');
  });
});
