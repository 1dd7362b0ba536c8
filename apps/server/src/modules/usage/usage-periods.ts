import { usagePeriods, type UsageMetric } from '@study/shared';

/** The key of the period `at` falls in, UTC: `2026-11` for a monthly metric, `2026-11-22` daily. */
export function periodKey(metric: UsageMetric, at: Date): string {
  const iso = at.toISOString();
  return usagePeriods[metric] === 'month' ? iso.slice(0, 7) : iso.slice(0, 10);
}

/** When the counter of the period `at` falls in starts again from zero (the next period's start). */
export function periodResetsAt(metric: UsageMetric, at: Date): Date {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth();
  return usagePeriods[metric] === 'month'
    ? new Date(Date.UTC(year, month + 1, 1))
    : new Date(Date.UTC(year, month, at.getUTCDate() + 1));
}
