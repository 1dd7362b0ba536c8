import { AppError, referralStatsSchema } from '@study/shared';
import { authenticated, signedInUser } from '../auth/authenticated.ts';
import type { ReferralsRepository } from './referrals.repository.ts';

/** `GET /api/referrals`: the affiliation page's link and counts. */
export const referralsRoutes = authenticated<{ repository: ReferralsRepository }>(
  async (app, { repository }) => {
    app.get(
      '/api/referrals',
      {
        schema: {
          tags: ['referrals'],
          summary:
            'The referral code and what it brought: friends invited, sign-ups, Premium, free months',
          response: { 200: referralStatsSchema },
        },
      },
      async (request) => {
        const stats = await repository.stats(signedInUser(request).id);
        // Every signed-in user has a profile, made at sign-up.
        if (!stats) throw new AppError('NOT_FOUND');
        return stats;
      },
    );
  },
);
