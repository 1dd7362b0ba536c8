import type { FeedbackMood } from '@study/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { feedback, profiles } from '../../db/schema.ts';

/** Feedback and the beta reward it earns; every query is scoped to one user id. */
export function createFeedbackRepository(db: Db) {
  return {
    /**
     * Stores the feedback and, when `earnReward`, records the reward unless it already was, in one
     * transaction. Answers when the reward was earned (null if never) and whether it was now.
     */
    async insert(
      userId: string,
      entry: { mood: FeedbackMood; comment: string },
      earnReward: boolean,
    ): Promise<{ rewardEarnedAt: Date | null; rewardJustEarned: boolean }> {
      return db.transaction(async (tx) => {
        await tx.insert(feedback).values({ userId, ...entry });
        const earned = earnReward
          ? await tx
              .update(profiles)
              .set({ betaRewardEarnedAt: new Date() })
              .where(and(eq(profiles.userId, userId), isNull(profiles.betaRewardEarnedAt)))
              .returning({ at: profiles.betaRewardEarnedAt })
          : [];
        if (earned[0]?.at) return { rewardEarnedAt: earned[0].at, rewardJustEarned: true };
        const [row] = await tx
          .select({ at: profiles.betaRewardEarnedAt })
          .from(profiles)
          .where(eq(profiles.userId, userId));
        return { rewardEarnedAt: row?.at ?? null, rewardJustEarned: false };
      });
    },

    async rewardEarnedAt(userId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: profiles.betaRewardEarnedAt })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      return row?.at ?? null;
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
