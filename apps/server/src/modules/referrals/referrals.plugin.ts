import { AppError, referralStatsSchema, type ReferralStats } from '@study/shared';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { profiles, referralRewards } from '../../db/schema.ts';

/** What a user's links brought: invitations by code, sign-ups by referrer id, and free months. */
export async function referralStats(db: Db, userId: string): Promise<ReferralStats | undefined> {
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
}

/** `GET /api/referrals`: the affiliation page's link and counts. */
export const referralsPlugin = fp(
  async (app) => {
    app.get(
      '/api/referrals',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['referrals'],
          summary:
            'The referral code and what it brought: friends invited, sign-ups, Premium, free months',
          response: { 200: referralStatsSchema },
        },
      },
      async (request) => {
        const stats = await referralStats(app.database.db, request.user!.id);
        // Every signed-in user has a profile, made at sign-up.
        if (!stats) throw new AppError('NOT_FOUND');
        return stats;
      },
    );
  },
  { name: 'referrals', dependencies: ['database', 'auth'] },
);
