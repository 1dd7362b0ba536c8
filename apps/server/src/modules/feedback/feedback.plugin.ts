import fp from 'fastify-plugin';
import { createFeedbackRepository } from './feedback.repository.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { createFeedbackService } from './feedback.service.ts';
import { createSupportService } from './support.service.ts';

/** Feedback from the home card and the settings, the beta reward it earns, and support messages. */
export const feedbackPlugin = fp(
  async (app) => {
    const service = createFeedbackService({
      repository: createFeedbackRepository(app.database.db),
      beta: app.config.beta,
    });
    const support = createSupportService({
      db: app.database.db,
      mailer: app.mailer,
      supportEmail: app.config.mail.support,
      log: app.log,
    });
    await app.register(feedbackRoutes, { service, support });
  },
  { name: 'feedback', dependencies: ['database', 'auth', 'mail'] },
);
