import type { FastifyPluginAsync } from 'fastify';
import type { BillingProvider } from './billing-provider.ts';
import type { BillingService } from './billing.service.ts';

/**
 * `POST /api/billing/webhook`: the provider's notifications. The signature covers the exact bytes,
 * so this plugin (encapsulated: not wrapped in fastify-plugin) reads JSON bodies as raw buffers.
 * A delivery is answered 2xx once processed (or known), so the provider retries only failures.
 */
export const billingWebhookRoutes: FastifyPluginAsync<{
  provider: BillingProvider;
  service: BillingService;
}> = async (app, { provider, service }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/billing/webhook',
    {
      config: { rawBody: true },
      schema: {
        tags: ['billing'],
        summary: 'Payment provider notifications, verified by their signature',
        hide: true,
      },
    },
    async (request, reply) => {
      const signature = request.headers['stripe-signature'];
      const event = provider.parseWebhook!(
        request.body as Buffer,
        Array.isArray(signature) ? signature[0] : signature,
      );
      if (event) await service.handleEvents(provider.kind, [event]);
      return reply.send({ received: true });
    },
  );
};
