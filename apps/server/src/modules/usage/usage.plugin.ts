import fp from 'fastify-plugin';
import { createEntitlements, type Entitlements } from './entitlements.ts';
import { createUsageRepository } from './usage.repository.ts';
import { usageRoutes } from './usage.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Plan limits: `spend` before anything that counts, `refund` when it finally failed. */
    entitlements: Entitlements;
  }
}

/** Entitlements for every module that spends (lessons, quizzes, exports, chat), and `/api/usage`. */
export const usagePlugin = fp(
  async (app) => {
    const entitlements = createEntitlements({
      repository: createUsageRepository(app.database.db),
      limits: app.config.planLimits,
      // A counter change is news for open tabs, never a reason to fail the spending itself.
      publish: async (userId, event) => {
        try {
          await app.realtime.publish(userId, event);
        } catch (error) {
          app.log.warn({ err: error }, 'usage event not published');
        }
      },
    });
    app.decorate('entitlements', entitlements);
    await app.register(usageRoutes);
  },
  { name: 'entitlements', dependencies: ['database', 'auth', 'realtime'] },
);
