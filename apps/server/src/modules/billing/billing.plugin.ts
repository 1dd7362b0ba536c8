import { pickInterfaceLanguage } from '@study/shared';
import fp from 'fastify-plugin';
import { renderMail } from '../mail/mail-templates.ts';
import { billingRoutes } from './billing.routes.ts';
import { billingWebhookRoutes } from './billing-webhook.routes.ts';
import type { BillingProvider } from './billing-provider.ts';
import { createBillingRepository } from './billing.repository.ts';
import { createBillingService, type BillingService } from './billing.service.ts';
import { createSandboxBilling, type SandboxBilling } from './sandbox-billing.ts';
import { createSandboxProvider } from './sandbox-provider.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import { createStripeProvider } from './stripe-provider.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing's service, and the sandbox's payments when it is the provider (tasks, tests). */
    billing: { service: BillingService; sandbox: SandboxBilling | undefined };
  }
}

/** The job that gives referrers their free months; one per referrer at a time. */
export const referralRewardsQueue = 'billing-referral-rewards';
const repairEveryMs = 60_000;

/**
 * Plans and payments: the subscription page's API, checkout through the sandbox (default) or
 * Stripe, the provider's events, and the referral programme's free months.
 */
export const billingPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'billing' });
    const repository = createBillingRepository(app.database.db);
    const settings = app.config.billing;
    const provider: BillingProvider =
      settings.provider === 'stripe'
        ? createStripeProvider(settings, log)
        : createSandboxProvider();
    if (settings.provider === 'sandbox' && app.config.env === 'production') {
      log.warn('payments use the sandbox: no money moves (set STRIPE_SECRET_KEY to take payments)');
    }

    const queueRewards = async (referrerId: string) => {
      await app.jobs.send(referralRewardsQueue, { referrerId }, { singletonKey: referrerId });
    };
    const service = createBillingService({
      repository,
      provider,
      publicUrl: app.config.publicUrl,
      beta: app.config.beta,
      queueRewards,
      publish: (userId, event) => app.realtime.publish(userId, event),
      mailPaymentFailed: async (userId) => {
        const customer = await repository.customer(userId);
        if (!customer) return;
        await app.mailer.send(
          renderMail(
            'paymentFailed',
            pickInterfaceLanguage(customer.language),
            customer.email,
            `${app.config.publicUrl}/settings/subscription`,
          ),
        );
      },
      log,
    });

    app.beforeAccountDeletion((userId) => service.endForDeletedAccount(userId));

    app.jobs.define<{ referrerId: string }>(referralRewardsQueue, {
      handler: ({ data }) => service.applyRewards(data.referrerId),
    });
    // A reward whose job was lost (a crash between the payment and the send) is sent again.
    app.jobs.repeat('billing:pending-rewards', repairEveryMs, async () => {
      const stale = new Date(Date.now() - repairEveryMs);
      for (const referrerId of await repository.referrersWithPendingRewards(stale)) {
        await queueRewards(referrerId);
      }
    });

    await app.register(billingRoutes, { service });
    let sandbox: SandboxBilling | undefined;
    if (settings.provider === 'sandbox') {
      sandbox = createSandboxBilling({ repository, service, beta: app.config.beta });
      const renewDue = sandbox.renewDue;
      app.jobs.repeat('billing:sandbox-renewals', repairEveryMs, () => renewDue());
      await app.register(sandboxRoutes, { sandbox, service });
    } else {
      await app.register(billingWebhookRoutes, { provider, service });
    }
    app.decorate('billing', { service, sandbox });
  },
  { name: 'billing', dependencies: ['database', 'auth', 'jobs', 'realtime', 'mail'] },
);
