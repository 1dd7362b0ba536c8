import fp from 'fastify-plugin';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService } from './dashboard.service.ts';

/** The home screen's figures, read across lessons, flashcards, quizzes and the coach. */
export const dashboardPlugin = fp(
  async (app) => {
    const service = createDashboardService({
      repository: createDashboardRepository(app.database.db),
      lessons: app.lessons,
    });
    await app.register(dashboardRoutes, { service });
  },
  { name: 'dashboard', dependencies: ['database', 'auth', 'lessons'] },
);
