import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rateLimitBuckets } from './rate-limit.tables.ts';

/** Fixed-window counters in the database, so every API instance counts the same attempts. */
export function createRateLimitRepository(db: Db) {
  return {
    /** Forgets these counters (keys that hold a deleted user's address). */
    async remove(keys: string[]): Promise<void> {
      await db.delete(rateLimitBuckets).where(inArray(rateLimitBuckets.key, keys));
    },
    /**
     * Counts one hit on `key` in a window of `windowSeconds` and returns the count so far and when
     * the window started. One statement, so concurrent hits are all counted.
     */
    async hit(
      key: string,
      windowSeconds: number,
    ): Promise<{ count: number; windowStartedAt: Date }> {
      const expired = sql`${rateLimitBuckets.windowStartedAt} <= now() - make_interval(secs => ${windowSeconds})`;
      const [row] = await db
        .insert(rateLimitBuckets)
        .values({ key, windowStartedAt: sql`now()`, count: 1 })
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitBuckets.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then now() else ${rateLimitBuckets.windowStartedAt} end`,
          },
        })
        .returning({
          count: rateLimitBuckets.count,
          windowStartedAt: rateLimitBuckets.windowStartedAt,
        });
      if (!row) throw new Error('rate limit upsert returned nothing');
      return row;
    },
  };
}
export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
