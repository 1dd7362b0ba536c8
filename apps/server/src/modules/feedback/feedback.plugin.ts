import fp from 'fastify-plugin';
import { createFeedbackRepository } from './feedback.repository.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { createBugReportsService } from './bug-reports.service.ts';
import { createFeedbackService } from './feedback.service.ts';
import { createSupportService } from './support.service.ts';

/** Feedback from the home card and the settings, the beta reward it earns, support messages and bug reports. */
export const feedbackPlugin = fp(
  async (app) => {
    const repository = createFeedbackRepository(app.database.db);
    const service = createFeedbackService({ repository, beta: app.config.beta });
    const support = createSupportService({
      repository,
      mailer: app.mailer,
      supportEmail: app.config.mail.support,
      log: app.log,
    });
    const bugReports = createBugReportsService({ repository, storage: app.storage });
    await app.register(feedbackRoutes, { service, support, bugReports });
  },
  { name: 'feedback', dependencies: ['database', 'auth', 'mail', 'storage'] },
);
