import { dashboardSchema, progressSchema } from '@study/shared';
import { requestTimeZone } from '../../lib/request-time-zone.ts';
import type { DashboardService } from './dashboard.service.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

/** `GET /api/dashboard`: the home screen in one call. */
export const dashboardRoutes = authenticated<{ service: DashboardService }>(
  async (app, { service }) => {
    app.get(
      '/api/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Cards due today, recent lessons and progress (quizzes, average, days in a row)',
          response: { 200: dashboardSchema },
        },
      },
      async (request) => service.forUser(signedInUser(request).id, requestTimeZone(request)),
    );

    app.get(
      '/api/progress',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Progress view: cards by state, due in the coming days, quiz scores, study days',
          response: { 200: progressSchema },
        },
      },
      async (request) => service.progress(signedInUser(request).id, requestTimeZone(request)),
    );
  },
);
