import fp from 'fastify-plugin';
import { createReferralsRepository } from './referrals.repository.ts';
import { referralsRoutes } from './referrals.routes.ts';

/** Referrals: the affiliation page's figures (codes and rewards are made at sign-up and by billing). */
export const referralsPlugin = fp(
  async (app) => {
    await app.register(referralsRoutes, { repository: createReferralsRepository(app.database.db) });
  },
  { name: 'referrals', dependencies: ['database', 'auth'] },
);
