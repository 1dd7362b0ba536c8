import type { BillingProviderKind, InterfaceLanguage, PriceQuote } from '@study/shared';
import type { BillingEvent, SubscriptionSnapshot } from './billing-events.ts';

/** The subscription to act on, as mirrored in `billing_accounts`. */
export interface ProviderSubscription {
  customerId: string;
  subscriptionId: string;
  interval: SubscriptionSnapshot['interval'];
  status: SubscriptionSnapshot['status'];
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

export interface CheckoutRequest {
  /** Our checkout row's id. */
  checkoutId: string;
  userId: string;
  customerId: string;
  language: InterfaceLanguage;
  quote: PriceQuote;
  /** Absolute URLs the provider sends the browser back to. */
  successUrl: string;
  cancelUrl: string;
}

/**
 * Who takes payments. The sandbox is a test checkout inside the app; Stripe is the real one. Both
 * report what happened as `BillingEvent`s, which the billing service alone turns into state.
 */
export interface BillingProvider {
  readonly kind: BillingProviderKind;
  /**
   * Days a payment may still be refunded or disputed: a referral reward it earns waits that long
   * (none for the sandbox, which has no refunds).
   */
  readonly refundHoldDays: number;
  /** A customer account for the user, made once (idempotent per user). */
  createCustomer(user: { id: string; email: string }): Promise<string>;
  /** Starts a checkout: where to send the browser, and the provider's id for it. */
  createCheckout(
    request: CheckoutRequest,
  ): Promise<{ url: string; providerCheckoutId: string | null }>;
  /** Cancels at the end of the paid period, or undoes that. */
  setCancelAtPeriodEnd(
    subscription: ProviderSubscription,
    cancel: boolean,
  ): Promise<SubscriptionSnapshot>;
  /** Ends the subscription now, with no further payment (the account is being deleted). */
  cancelNow(subscription: ProviderSubscription): Promise<void>;
  /** Moves the next payment to `until` without charging (a free month); idempotent per key. */
  extendSubscription(
    subscription: ProviderSubscription,
    until: Date,
    idempotencyKey: string,
  ): Promise<SubscriptionSnapshot>;
  /**
   * Takes `percentOff` off every later payment of the subscription; idempotent per key. Only
   * providers whose checkout takes a single discount need it (the sandbox prices each renewal).
   */
  applyRenewalDiscount?(
    subscriptionId: string,
    percentOff: number,
    idempotencyKey: string,
  ): Promise<void>;
  /**
   * What became of a customer's payments: whether any was refunded or disputed, and the card that
   * paid (a stable key: the same card under another customer gives the same key).
   */
  paymentOutcome(
    customerId: string,
  ): Promise<{ refunded: boolean; paymentMethod: string | undefined }>;
  /** The provider's page for cards and invoices, when it has one. */
  portalUrl(customerId: string, returnUrl: string): Promise<string | undefined>;
  /**
   * Verifies a webhook delivery and reads it (providers that send webhooks). Null for events we do
   * not act on; throws BILLING_WEBHOOK_INVALID when the signature does not match.
   */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): BillingEvent | null;
}

/** One month later, on the same day of the month when it exists (Jan 31 -> Feb 28). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The end of a period of `interval` starting at `start`. */
export function periodEnd(start: Date, interval: SubscriptionSnapshot['interval']): Date {
  return addMonths(start, interval === 'month' ? 1 : 12);
}
