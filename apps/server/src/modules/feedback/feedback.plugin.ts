import fp from 'fastify-plugin';
import { createFeedbackRepository } from './feedback.repository.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { createFeedbackService } from './feedback.service.ts';

/** Feedback from the home card and the settings, and the beta reward it earns. */
export const feedbackPlugin = fp(
  async (app) => {
    const service = createFeedbackService({
      repository: createFeedbackRepository(app.database.db),
      beta: app.config.beta,
    });
    await app.register(feedbackRoutes, { service });
  },
  { name: 'feedback', dependencies: ['database', 'auth'] },
);
