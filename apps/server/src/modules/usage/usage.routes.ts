import { usageSchema } from '@study/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The signed-in user's plan and counters, for the limit-reached flag and the upgrade prompt. */
export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/usage',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['usage'],
        summary: 'The plan and what is left of it this month (today for chat)',
        response: { 200: usageSchema },
      },
    },
    async (request) => app.entitlements.usage(request.user!.id),
  );
};
