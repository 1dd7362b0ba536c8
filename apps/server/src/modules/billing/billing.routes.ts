import { billingRedirectSchema, billingStatusSchema, startCheckoutSchema } from '@study/shared';
import { requestLanguage } from '../../lib/request-language.ts';
import type { BillingService } from './billing.service.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

/** The subscription page's routes: the plan and prices, checkout, cancellation, the portal. */
export const billingRoutes = authenticated<{ service: BillingService }>(
  async (app, { service }) => {
    app.get(
      '/api/billing',
      {
        schema: {
          tags: ['billing'],
          summary: 'The plan, the subscription, this user’s prices and discounts, and the payments',
          response: { 200: billingStatusSchema },
        },
      },
      async (request) => service.status(signedInUser(request).id),
    );

    app.post(
      '/api/billing/checkout',
      {
        schema: {
          tags: ['billing'],
          summary: 'Start a Premium checkout, monthly or yearly; answers where to send the browser',
          body: startCheckoutSchema,
          response: { 201: billingRedirectSchema },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            await service.startCheckout(
              signedInUser(request),
              request.body.interval,
              requestLanguage(request),
            ),
          ),
    );

    app.post(
      '/api/billing/cancel',
      {
        schema: {
          tags: ['billing'],
          summary: 'Cancel at the end of the paid period (Premium stays until then)',
          response: { 200: billingStatusSchema },
        },
      },
      async (request) => service.setCancelAtPeriodEnd(signedInUser(request).id, true),
    );

    app.post(
      '/api/billing/resume',
      {
        schema: {
          tags: ['billing'],
          summary: 'Keep a cancelled subscription going before its period ends',
          response: { 200: billingStatusSchema },
        },
      },
      async (request) => service.setCancelAtPeriodEnd(signedInUser(request).id, false),
    );

    app.post(
      '/api/billing/portal',
      {
        schema: {
          tags: ['billing'],
          summary: 'The payment provider’s page for cards and invoices',
          response: { 200: billingRedirectSchema },
        },
      },
      async (request) => service.portalUrl(signedInUser(request).id),
    );
  },
);
