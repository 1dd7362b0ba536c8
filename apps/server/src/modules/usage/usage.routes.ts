import { usageSchema } from '@study/shared';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

/** The signed-in user's plan and counters, for the limit-reached flag and the upgrade prompt. */
export const usageRoutes = authenticated(async (app) => {
  app.get(
    '/api/usage',
    {
      schema: {
        tags: ['usage'],
        summary: 'The plan and what is left of it this month (today for chat)',
        response: { 200: usageSchema },
      },
    },
    async (request) => app.entitlements.usage(signedInUser(request).id),
  );
});
