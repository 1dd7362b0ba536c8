import fp from 'fastify-plugin';
import { createRateLimitRepository } from './rate-limit.repository.ts';
import { createRateLimiter, type RateLimiter } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters in the database, shared by every API instance. */
    rateLimiter: RateLimiter;
  }
}

/** Rate limits: the one place that reads and writes their counters. */
export const rateLimitPlugin = fp(
  async (app) => {
    app.decorate('rateLimiter', createRateLimiter(createRateLimitRepository(app.database.db)));
  },
  { name: 'rate-limit', dependencies: ['database'] },
);
