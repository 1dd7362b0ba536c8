import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Plan, UsageMetric } from '@study/shared';
import type { Db } from '../../db/database.ts';
import { usageCounters } from './usage.tables.ts';
import { profiles } from '../profile/profile.tables.ts';

/** The only SQL on `usage_counters`; every query is scoped to one user id. */
export function createUsageRepository(db: Db) {
  return {
    /** Premium while a subscription gives it, or free months (referrals) are left. */
    async plan(userId: string): Promise<Plan> {
      const [row] = await db
        .select({
          plan: sql<Plan>`case when ${profiles.plan} = 'premium' or ${profiles.premiumUntil} > now() then 'premium' else 'free' end`,
        })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.plan ?? 'free';
    },

    /**
     * Counts one spending unless the counter already reached `limit`: one statement, so that two
     * requests at the limit cannot both pass. Returns the new count, or undefined when refused.
     */
    async spend(
      userId: string,
      metric: UsageMetric,
      period: string,
      limit: number,
    ): Promise<number | undefined> {
      const [row] = await db
        .insert(usageCounters)
        .values({ userId, metric, period, used: 1 })
        .onConflictDoUpdate({
          target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
          set: { used: sql`${usageCounters.used} + 1`, updatedAt: sql`now()` },
          setWhere: sql`${usageCounters.used} < ${limit}`,
        })
        .returning({ used: usageCounters.used });
      return row?.used;
    },

    /** Gives one spending back; never below zero. */
    async refund(userId: string, metric: UsageMetric, period: string): Promise<void> {
      await db
        .update(usageCounters)
        .set({ used: sql`greatest(${usageCounters.used} - 1, 0)`, updatedAt: sql`now()` })
        .where(
          and(
            eq(usageCounters.userId, userId),
            eq(usageCounters.metric, metric),
            eq(usageCounters.period, period),
          ),
        );
    },

    /** The counts of the given periods, by period key (absent when nothing was spent). */
    async used(userId: string, periods: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({
          metric: usageCounters.metric,
          period: usageCounters.period,
          used: usageCounters.used,
        })
        .from(usageCounters)
        .where(and(eq(usageCounters.userId, userId), inArray(usageCounters.period, periods)));
      return new Map(rows.map((row) => [`${row.metric}:${row.period}`, row.used]));
    },
  };
}
export type UsageRepository = ReturnType<typeof createUsageRepository>;
