import { randomUUID } from 'node:crypto';
import {
  AppError,
  quotePremium,
  type SandboxCard,
  type SandboxCheckout,
  type SubscriptionStatus,
} from '@study/shared';
import type { BillingEvent } from './billing-events.ts';
import { periodEnd, type ProviderSubscription } from './billing-provider.ts';
import type { BillingQueries, BillingRepository } from './billing.repository.ts';
import { liveSubscription, type BillingService } from './billing.service.ts';

/** Failed attempts at a renewal after which the subscription ends, as Stripe's default retries do. */
export const sandboxRenewalAttempts = 3;

const eventId = () => `sbx_evt_${randomUUID()}`;

/**
 * The sandbox's payments: its checkout page pays with a test card (one accepted, one declined), its
 * subscriptions renew when their period ends (a task every minute), and its test clock jumps to the
 * renewal date on demand. Everything it does is reported as provider events to the billing service,
 * exactly like Stripe's webhooks, so the whole flow is exercised without moving money.
 */
export function createSandboxBilling(deps: {
  repository: BillingRepository;
  service: BillingService;
  beta: boolean;
  now?: () => Date;
}) {
  const { repository, service } = deps;
  const now = deps.now ?? (() => new Date());

  /** The events of a renewal attempt of `live` at its period end, paid with `card`. */
  async function renewal(
    tx: BillingQueries,
    userId: string,
    live: ProviderSubscription,
    card: SandboxCard,
  ): Promise<BillingEvent[]> {
    const at = now();
    const base = { userId, customerId: live.customerId };
    const update = (status: SubscriptionStatus, currentPeriodEnd: Date): BillingEvent => ({
      ...base,
      type: 'subscription.updated',
      id: eventId(),
      subscription: { ...live, status, currentPeriodEnd, at },
    });
    if (live.cancelAtPeriodEnd) return [update('canceled', live.currentPeriodEnd)];

    // A renewal opens the next period; a retry (past due) pays for the period already opened.
    const retry = live.status === 'past_due';
    const end = retry ? live.currentPeriodEnd : periodEnd(live.currentPeriodEnd, live.interval);
    const customer = await tx.customer(userId);
    const { renewalCents, currency } = quotePremium({
      interval: live.interval,
      firstMonthEligible: false,
      betaRewardApplies: !deps.beta && Boolean(customer?.betaRewardEarnedAt),
    });
    const payment = {
      ...base,
      id: eventId(),
      paymentId: `sbx_in_${randomUUID()}`,
      subscriptionId: live.subscriptionId,
      amountCents: renewalCents,
      currency,
      at,
      renewalPercentOff: undefined,
    };
    if (card === 'success') {
      return [{ ...payment, type: 'payment.succeeded' }, update('active', end)];
    }
    const failed = (await tx.failedAttemptsSinceLastPaid(userId, live.subscriptionId)) + 1;
    const status = failed >= sandboxRenewalAttempts ? 'canceled' : 'past_due';
    return [{ ...payment, type: 'payment.failed' }, update(status, end)];
  }

  return {
    /** The test checkout page's data. */
    async checkout(userId: string, checkoutId: string): Promise<SandboxCheckout> {
      const [checkout, customer] = await Promise.all([
        repository.checkout(userId, checkoutId),
        repository.customer(userId),
      ]);
      if (!checkout || !customer) throw new AppError('CHECKOUT_NOT_FOUND');
      const expired = checkout.status === 'open' && checkout.expiresAt <= now();
      return {
        id: checkout.id,
        email: customer.email,
        status: expired ? 'expired' : checkout.status,
        quote: checkout.quote,
        expiresAt: checkout.expiresAt.toISOString(),
      };
    },

    /**
     * Pays the checkout with a test card: declined, nothing happens (as on Stripe's page); accepted,
     * the subscription starts and the first payment is recorded, once even if paid twice at once.
     */
    async pay(userId: string, checkoutId: string, card: SandboxCard): Promise<void> {
      const checkout = await repository.checkout(userId, checkoutId);
      if (!checkout) throw new AppError('CHECKOUT_NOT_FOUND');
      if (checkout.status === 'completed') throw new AppError('CHECKOUT_ALREADY_PAID');
      if (checkout.expiresAt <= now()) throw new AppError('CHECKOUT_EXPIRED');
      const account = await repository.account(userId);
      if (!account) throw new AppError('NOT_FOUND');
      if (liveSubscription(account)) throw new AppError('ALREADY_SUBSCRIBED');
      if (card === 'declined') throw new AppError('PAYMENT_DECLINED');

      const at = now();
      const base = { userId, customerId: account.customerId };
      const subscriptionId = `sbx_sub_${randomUUID()}`;
      await service.handleEvents('sandbox', async (tx) => {
        if (!(await tx.completeCheckout(userId, checkoutId))) {
          throw new AppError('CHECKOUT_ALREADY_PAID');
        }
        return [
          { ...base, type: 'checkout.completed', id: eventId(), checkoutId, subscriptionId },
          {
            ...base,
            type: 'subscription.updated',
            id: eventId(),
            subscription: {
              subscriptionId,
              customerId: account.customerId,
              status: 'active',
              interval: checkout.interval,
              currentPeriodEnd: periodEnd(at, checkout.interval),
              cancelAtPeriodEnd: false,
              at,
            },
          },
          {
            ...base,
            type: 'payment.succeeded',
            id: eventId(),
            paymentId: `sbx_in_${randomUUID()}`,
            subscriptionId,
            amountCents: checkout.quote.firstPaymentCents,
            currency: checkout.quote.currency,
            at,
            renewalPercentOff: undefined,
          },
        ];
      });
    },

    /**
     * The test clock: the subscription reaches its renewal date now, and the renewal is paid with
     * `card` (a past-due subscription retries its payment; a cancelled one ends).
     */
    async advance(userId: string, card: SandboxCard): Promise<void> {
      if (!liveSubscription(await repository.account(userId))) {
        throw new AppError('NO_SUBSCRIPTION');
      }
      await service.handleEvents('sandbox', async (tx) => {
        const live = liveSubscription(await tx.lockAccount(userId));
        return live ? renewal(tx, userId, live, card) : [];
      });
    },

    /**
     * Renews every sandbox subscription whose period has ended (the saved test card is accepted);
     * one left past due for a whole period ends, as when a provider's retries run out.
     */
    async renewDue(): Promise<void> {
      for (const userId of await repository.sandboxRenewalsDue(now())) {
        await service.handleEvents('sandbox', async (tx) => {
          const live = liveSubscription(await tx.lockAccount(userId));
          // Another process may have renewed it since the list was read.
          if (!live || live.currentPeriodEnd > now()) return [];
          if (live.status !== 'past_due') return renewal(tx, userId, live, 'success');
          return [
            {
              type: 'subscription.updated',
              id: eventId(),
              userId,
              customerId: live.customerId,
              subscription: { ...live, status: 'canceled', at: now() },
            },
          ];
        });
      }
    },
  };
}
export type SandboxBilling = ReturnType<typeof createSandboxBilling>;
