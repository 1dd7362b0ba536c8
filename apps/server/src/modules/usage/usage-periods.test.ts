import { describe, expect, it } from 'vitest';
import { periodKey, periodResetsAt } from './usage-periods.ts';

describe('usage periods', () => {
  const lateOnNewYearsEve = new Date('2026-12-31T23:59:59.999Z');

  it('keys months and days in UTC', () => {
    expect(periodKey('generation', lateOnNewYearsEve)).toBe('2026-12');
    expect(periodKey('pdf_export', lateOnNewYearsEve)).toBe('2026-12');
    expect(periodKey('chat_message', lateOnNewYearsEve)).toBe('2026-12-31');
  });

  it('resets at the start of the next period', () => {
    expect(periodResetsAt('generation', lateOnNewYearsEve).toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
    expect(periodResetsAt('chat_message', new Date('2026-02-28T10:00:00Z')).toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
  });
});
