import { healthResponseSchema } from '@study/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appVersion } from '../../version.ts';

/** Liveness and database reachability, for load balancers and the start-up check. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Whether the API and its database answer',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (request, reply) => {
      const dbOk = await app.database.ping().then(
        () => true,
        (error: unknown) => {
          request.log.error({ err: error }, 'database ping failed');
          return false;
        },
      );
      reply.header('cache-control', 'no-store');
      return reply.code(dbOk ? 200 : 503).send({
        status: dbOk ? 'ok' : 'degraded',
        db: dbOk ? 'ok' : 'error',
        version: appVersion,
      });
    },
  );
};
