import {
  bugReportSchema,
  feedbackStatusSchema,
  sendFeedbackSchema,
  supportMessageSchema,
  supportReceiptSchema,
} from '@study/shared';
import type { BugReportsService } from './bug-reports.service.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { SupportService } from './support.service.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

export const feedbackRoutes = authenticated<{
  service: FeedbackService;
  support: SupportService;
  bugReports: BugReportsService;
}>(async (app, { service, support, bugReports }) => {
  app.get(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Whether the product is in beta and when the feedback reward was earned',
        response: { 200: feedbackStatusSchema },
      },
    },
    async (request) => service.status(signedInUser(request).id),
  );

  app.post(
    '/api/feedback',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback (a mood and a comment); in beta, a comment earns the 20% reward',
        body: sendFeedbackSchema,
        response: { 201: feedbackStatusSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.send(signedInUser(request).id, request.body)),
  );

  app.post(
    '/api/support',
    {
      schema: {
        tags: ['feedback'],
        summary: 'Write to the team: stored, and mailed to SUPPORT_EMAIL when it is set',
        body: supportMessageSchema,
        response: { 201: supportReceiptSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await support.send(signedInUser(request).id, request.body)),
  );

  app.post(
    '/api/bug-reports',
    {
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
      reply.code(201).send(await bugReports.report(signedInUser(request).id, request.body)),
  );
});
