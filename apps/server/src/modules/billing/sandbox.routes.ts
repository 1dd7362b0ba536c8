import {
  billingStatusSchema,
  sandboxAdvanceSchema,
  sandboxCheckoutSchema,
  sandboxPaySchema,
} from '@study/shared';
import { z } from 'zod';
import type { BillingService } from './billing.service.ts';
import type { SandboxBilling } from './sandbox-billing.ts';
import { authenticated, signedInUser } from '../auth/authenticated.ts';

const checkoutParams = z.object({ id: z.uuid() });

/**
 * The sandbox's test checkout page (only when BILLING_PROVIDER is sandbox) and its test clock (on a
 * local run only: elsewhere it would hand out years of Premium).
 */
export const sandboxRoutes = authenticated<{
  sandbox: SandboxBilling;
  service: BillingService;
  testClock: boolean;
}>(async (app, { sandbox, service, testClock }) => {
  app.get(
    '/api/billing/sandbox/checkouts/:id',
    {
      schema: {
        tags: ['billing'],
        summary: 'A test checkout: the price, discounts and state (sandbox, no money moves)',
        params: checkoutParams,
        response: { 200: sandboxCheckoutSchema },
      },
    },
    async (request) => sandbox.checkout(signedInUser(request).id, request.params.id),
  );

  app.post(
    '/api/billing/sandbox/checkouts/:id/pay',
    {
      schema: {
        tags: ['billing'],
        summary: 'Pay a test checkout with a test card: accepted, or declined (402)',
        params: checkoutParams,
        body: sandboxPaySchema,
        response: { 200: billingStatusSchema },
      },
    },
    async (request) => {
      await sandbox.pay(signedInUser(request).id, request.params.id, request.body.card);
      return service.status(signedInUser(request).id);
    },
  );

  if (!testClock) return;
  app.post(
    '/api/billing/sandbox/advance',
    {
      schema: {
        tags: ['billing'],
        summary: 'Test clock: the subscription reaches its renewal date now, paid with a test card',
        body: sandboxAdvanceSchema,
        response: { 200: billingStatusSchema },
      },
    },
    async (request) => {
      await sandbox.advance(signedInUser(request).id, request.body.card);
      return service.status(signedInUser(request).id);
    },
  );
});
