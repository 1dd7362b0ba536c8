import type { ReferralStats } from '@study/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { referralRewards } from './referrals.tables.ts';
import { profiles } from '../profile/profile.tables.ts';

/**
 * Referral figures, read across the profiles (codes, who invited whom) and the rewards billing
 * writes: a read-only view, so it reads those tables rather than asking each module in turn.
 */
export function createReferralsRepository(db: Db) {
  return {
    /** What a user's links brought: invitations by code, sign-ups by referrer id, and free months. */
    async stats(userId: string): Promise<ReferralStats | undefined> {
      const [own] = await db
        .select({ code: profiles.referralCode })
        .from(profiles)
        .where(eq(profiles.userId, userId));
      if (!own) return undefined;
      const [[invited], [referred], [rewards]] = await Promise.all([
        db
          .select({ total: count() })
          .from(profiles)
          .where(sql`upper(${profiles.invitedBy}) = ${own.code.toUpperCase()}`),
        db.select({ total: count() }).from(profiles).where(eq(profiles.referredByUserId, userId)),
        // A reward is made once per friend whose first payment succeeded: their conversion, unless
        // it was voided (refunded, or a card that already credited); its months count once credited.
        db
          .select({
            total: count(),
            months: sql<number>`coalesce(sum(${referralRewards.months}) filter (where ${referralRewards.appliedAt} is not null), 0)`,
          })
          .from(referralRewards)
          .where(and(eq(referralRewards.userId, userId), isNull(referralRewards.voidedAt))),
      ]);
      return {
        code: own.code,
        invited: Number(invited?.total ?? 0),
        signUps: Number(referred?.total ?? 0),
        premium: Number(rewards?.total ?? 0),
        monthsEarned: Number(rewards?.months ?? 0),
      };
    },
  };
}
export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
