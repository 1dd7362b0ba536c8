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

declare module 'fastify' {
  interface FastifyInstance {
    /** Billing's service, and the sandbox's payments when it is the provider (tasks, tests). */
    billing: { service: BillingService; sandbox: SandboxBilling | undefined };
  }
}

/** The job that gives referrers their free months; one per referrer at a time. */
export const referralRewardsQueue = 'billing-referral-rewards';
const tasksEveryMs = 60_000;

/**
 * Plans and payments: the subscription page's API, checkout through the sandbox (default) or
 * Stripe, the provider's events, and the referral programme's free months.
 */
export const billingPlugin = fp(
  async (app) => {
    const log = app.log.child({ module: 'billing' });
    const repository = createBillingRepository(app.database.db);
    const settings = app.config.billing;
    // Stripe's SDK is loaded only where it is the provider: the embedded mode never pays for it.
    const provider: BillingProvider =
      settings.provider === 'stripe'
        ? (await import('./stripe-provider.ts')).createStripeProvider(settings, log)
        : createSandboxProvider();
    if (settings.provider === 'sandbox' && !app.config.runsLocally) {
      log.warn(
        'BILLING_PROVIDER=sandbox on a public address: no money moves and anyone can get Premium (set STRIPE_SECRET_KEY to take payments)',
      );
    }

    // Every payment queues a run of its own (a run in progress may have read the rewards before
    // this one was made); runs for one referrer take turns in `applyRewards`.
    const queueRewards = async (referrerId: string) => {
      await app.jobs.send(referralRewardsQueue, { referrerId });
    };
    const service = createBillingService({
      repository,
      provider,
      publicUrl: app.config.publicUrl,
      testClock: settings.provider === 'sandbox' && settings.testClock,
      beta: app.config.beta,
      queueRewards,
      emailDigest: app.emailDigest,
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
    // Rewards whose hold is over (or whose job was lost) are credited by a job per referrer.
    app.jobs.repeat('billing:due-rewards', tasksEveryMs, async () => {
      // One repair run per referrer waits at a time, however often this ticks.
      for (const referrerId of await repository.referrersWithDueRewards()) {
        await app.jobs.send(referralRewardsQueue, { referrerId }, { singletonKey: referrerId });
      }
    });

    await app.register(billingRoutes, { service });
    let sandbox: SandboxBilling | undefined;
    if (settings.provider === 'sandbox') {
      sandbox = createSandboxBilling({ repository, service, beta: app.config.beta });
      const renewDue = sandbox.renewDue;
      app.jobs.repeat('billing:sandbox-renewals', tasksEveryMs, () => renewDue());
      await app.register(sandboxRoutes, { sandbox, service, testClock: settings.testClock });
    } else {
      await app.register(billingWebhookRoutes, { provider, service });
    }
    app.decorate('billing', { service, sandbox });
  },
  { name: 'billing', dependencies: ['database', 'auth', 'jobs', 'realtime', 'mail'] },
);
