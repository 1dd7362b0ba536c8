import {
  bugReportSchema,
  feedbackStatusSchema,
  sendFeedbackSchema,
  supportMessageSchema,
  supportReceiptSchema,
} from '@study/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BugReportsService } from './bug-reports.service.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { SupportService } from './support.service.ts';

export const feedbackRoutes: FastifyPluginAsyncZod<{
  service: FeedbackService;
  support: SupportService;
  bugReports: BugReportsService;
}> = async (app, { service, support, bugReports }) => {
  app.get(
    '/api/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Whether the product is in beta and when the feedback reward was earned',
        response: { 200: feedbackStatusSchema },
      },
    },
    async (request) => service.status(request.user!.id),
  );

  app.post(
    '/api/feedback',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (a mood and a comment); in beta, a comment earns the 20% reward',
        body: sendFeedbackSchema,
        response: { 201: feedbackStatusSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.send(request.user!.id, request.body)),
  );

  app.post(
    '/api/support',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['feedback'],
        summary: 'Write to the team: stored, and mailed to SUPPORT_EMAIL when it is set',
        body: supportMessageSchema,
        response: { 201: supportReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await support.send(request.user!.id, request.body)),
  );

  app.post(
    '/api/bug-reports',
    {
      preHandler: app.requireUser,
      // A 5 MB screenshot in base64, with room for the rest.
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        tags: ['feedback'],
        summary: 'Report a bug: a description, the browser details and an optional screenshot',
        body: bugReportSchema,
        response: { 201: supportReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await bugReports.report(request.user!.id, request.body)),
  );
};
