import type { BillingInterval, SubscriptionStatus } from '@study/shared';

/** A subscription as the provider has it at `at`. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  status: SubscriptionStatus;
  interval: BillingInterval;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** When the provider was in this state: an older snapshot never overwrites a newer one. */
  at: Date;
}

interface EventBase {
  /** The provider's event id: processing is once per id, so a replay changes nothing. */
  id: string;
  /** The user named by the event's metadata, when it carries one (else found by customer id). */
  userId: string | undefined;
  customerId: string;
}

/**
 * What a payment provider tells us, in one vocabulary for the sandbox and Stripe. The billing
 * service reacts to these only, so both providers go through the same code.
 */
export type BillingEvent =
  | (EventBase & {
      type: 'checkout.completed';
      /** Our checkout's id (sandbox), or the provider's session id (Stripe). */
      checkoutId: string;
      subscriptionId: string;
    })
  | (EventBase & { type: 'subscription.updated'; subscription: SubscriptionSnapshot })
  | (EventBase & {
      type: 'payment.succeeded' | 'payment.failed';
      paymentId: string;
      subscriptionId: string | undefined;
      amountCents: number;
      currency: string;
      at: Date;
      /**
       * A discount to take off every later payment once this first one is made (Stripe's checkout
       * takes one coupon: the first-month and beta discounts together, then the beta reward alone).
       */
      renewalPercentOff: number | undefined;
    });
