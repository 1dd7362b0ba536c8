import fp from 'fastify-plugin';
import { createDashboardRepository } from './dashboard.repository.ts';
import { dashboardRoutes } from './dashboard.routes.ts';
import { createDashboardService, type DashboardService } from './dashboard.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The home screen's figures; the page's first screen reads its due cards (ADR 317). */
    dashboard: DashboardService;
  }
}

/** The home screen's figures, read across lessons, flashcards, quizzes and the coach. */
export const dashboardPlugin = fp(
  async (app) => {
    const service = createDashboardService({
      repository: createDashboardRepository(app.database.db),
      lessons: app.lessons,
    });
    app.decorate('dashboard', service);
    await app.register(dashboardRoutes, { service });
  },
  { name: 'dashboard', dependencies: ['database', 'auth', 'lessons'] },
);
