import { randomUUID } from 'node:crypto';
import type { BillingProvider, ProviderSubscription } from './billing-provider.ts';
import type { SubscriptionSnapshot } from './billing-events.ts';

/** A snapshot of `subscription` as it stands, changed by `change`, now. */
function snapshot(
  subscription: ProviderSubscription,
  change: Partial<SubscriptionSnapshot>,
): SubscriptionSnapshot {
  return { ...subscription, at: new Date(), ...change };
}

/**
 * The built-in test provider: checkout is a page of the app (labelled as a test, no money moves)
 * and the subscription lives in our own tables. Payments there are made by `sandbox-billing.ts`,
 * which reports them as the same events Stripe's webhooks become.
 */
export function createSandboxProvider(): BillingProvider {
  return {
    kind: 'sandbox',
    refundHoldDays: 0,
    async createCustomer() {
      return `sbx_cus_${randomUUID()}`;
    },
    async createCheckout({ checkoutId }) {
      return { url: `/billing/checkout/${checkoutId}`, providerCheckoutId: null };
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      return snapshot(subscription, { cancelAtPeriodEnd: cancel });
    },
    async cancelNow() {
      // The sandbox's subscription is only our row, which goes with the account.
    },
    async extendSubscription(subscription, until) {
      return snapshot(subscription, { currentPeriodEnd: until });
    },
    async paymentOutcome() {
      // No refunds here, and every sandbox payment is the same test card.
      return { refunded: false, paymentMethod: 'sandbox:test-card' };
    },
    async portalUrl() {
      return undefined;
    },
  };
}
