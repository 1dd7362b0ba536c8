import { dashboardSchema, progressSchema } from '@study/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

/** `GET /api/dashboard`: the home screen in one call. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ service: DashboardService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/dashboard',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Cards due today, recent lessons and progress (quizzes, average, days in a row)',
        response: { 200: dashboardSchema },
      },
    },
    async (request) => service.forUser(request.user!.id),
  );

  app.get(
    '/api/progress',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['dashboard'],
        summary: 'Progress view: cards by state, due in the coming days, quiz scores, study days',
        response: { 200: progressSchema },
      },
    },
    async (request) => service.progress(request.user!.id),
  );
};
