import { dashboardSchema } from '@study/shared';
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
};
