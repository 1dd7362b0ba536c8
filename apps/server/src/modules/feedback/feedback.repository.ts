import type { FeedbackMood } from '@study/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bugReports, feedback, supportMessages } from './feedback.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { profiles } from '../profile/profile.tables.ts';

/**
 * Feedback and the beta reward it earns, support messages and bug reports; every query is scoped
 * to one user id.
 */
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

    async insertSupportMessage(
      userId: string,
      entry: { subject: string; message: string },
    ): Promise<{ id: string }> {
      const [stored] = await db
        .insert(supportMessages)
        .values({ userId, ...entry })
        .returning({ id: supportMessages.id });
      return stored!;
    },

    /** Who wrote to support, as the team's mail names them. */
    async supportSender(
      userId: string,
    ): Promise<{ email: string; username: string | null; language: string | null } | undefined> {
      const [sender] = await db
        .select({ email: users.email, username: profiles.username, language: profiles.language })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return sender;
    },

    async markSupportMessageMailed(userId: string, id: string): Promise<void> {
      await db
        .update(supportMessages)
        .set({ mailedAt: new Date() })
        .where(and(eq(supportMessages.id, id), eq(supportMessages.userId, userId)));
    },

    async insertBugReport(entry: {
      id: string;
      userId: string;
      description: string;
      context: typeof bugReports.$inferInsert.context;
      screenshotKey: string | null;
    }): Promise<void> {
      await db.insert(bugReports).values(entry);
    },
  };
}
export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
