import Stripe from 'stripe';
import {
  AppError,
  referralRewardHoldDays,
  type BillingInterval,
  type PriceQuote,
} from '@study/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingProvider } from './billing-provider.ts';
import { billingEventOf, snapshotOf } from './stripe-events.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another Stripe-compatible API (stripe-mock, tests). */
  apiUrl: string | undefined;
}

/** Our product in the Stripe catalogue: fixed ids, so every instance finds the same objects. */
const productId = 'study-assistant-premium';
const productName = 'Study Assistant Premium';

function isMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'resource_missing';
}

/**
 * Stripe: Checkout Sessions for subscriptions at this user's price (one coupon, as Checkout takes
 * one), the customer portal, and webhooks verified by signature. Prices and coupons are found by
 * fixed ids and lookup keys, or made on first use.
 */
export function createStripeProvider(
  settings: StripeSettings,
  log: FastifyBaseLogger,
): BillingProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
  const prices = new Map<string, Promise<string>>();
  const coupons = new Map<string, Promise<string>>();

  /** Runs a Stripe call; its failures become one clear, translated refusal (nothing was charged). */
  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      log.error({ err: error, call: what }, 'Stripe call failed');
      throw new AppError('BILLING_PROVIDER_UNAVAILABLE');
    }
  }

  /** Remembers a successful lookup; a failed one is tried again next time. */
  function once(cache: Map<string, Promise<string>>, key: string, make: () => Promise<string>) {
    let found = cache.get(key);
    if (!found) {
      found = make();
      cache.set(key, found);
      found.catch(() => cache.delete(key));
    }
    return found;
  }

  async function ensureProduct(): Promise<string> {
    try {
      return (await stripe.products.retrieve(productId)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
      return (await stripe.products.create({ id: productId, name: productName })).id;
    }
  }

  function priceId(interval: BillingInterval, quote: PriceQuote): Promise<string> {
    const lookupKey = `study-premium-${interval}-${quote.currency.toLowerCase()}-${quote.baseCents}`;
    return once(prices, lookupKey, async () => {
      const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
      if (found.data[0]) return found.data[0].id;
      const created = await stripe.prices.create({
        product: await ensureProduct(),
        currency: quote.currency.toLowerCase(),
        unit_amount: quote.baseCents,
        recurring: { interval },
        lookup_key: lookupKey,
        nickname: `${productName} (${interval})`,
      });
      return created.id;
    });
  }

  function couponId(percentOff: number, duration: 'once' | 'forever'): Promise<string> {
    const id = `study-${duration}-${String(percentOff).replace('.', '_')}`;
    return once(coupons, id, async () => {
      try {
        return (await stripe.coupons.retrieve(id)).id;
      } catch (error) {
        if (!isMissing(error)) throw error;
        const name = duration === 'once' ? `-${percentOff}% first payment` : `-${percentOff}%`;
        return (await stripe.coupons.create({ id, percent_off: percentOff, duration, name })).id;
      }
    });
  }

  return {
    kind: 'stripe',
    refundHoldDays: referralRewardHoldDays,

    createCustomer(user) {
      return call('customers.create', async () => {
        const customer = await stripe.customers.create(
          { email: user.email, metadata: { userId: user.id } },
          { idempotencyKey: `customer-${user.id}` },
        );
        return customer.id;
      });
    },

    createCheckout({ checkoutId, userId, customerId, language, quote, successUrl, cancelUrl }) {
      return call('checkout.sessions.create', async () => {
        // Checkout takes one coupon: what the first payment gets off. When that is more than the
        // renewals get (first month and beta reward together), the beta reward alone is attached
        // to the subscription once the first payment is made.
        const first = quote.firstPaymentPercentOff;
        const renewal = quote.renewalPercentOff;
        const coupon =
          first > 0 ? await couponId(first, first === renewal ? 'forever' : 'once') : undefined;
        const metadata: Record<string, string> = { userId, checkoutId };
        if (renewal > 0 && renewal !== first) metadata.renewalPercentOff = String(renewal);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customerId,
            client_reference_id: userId,
            line_items: [{ price: await priceId(quote.interval, quote), quantity: 1 }],
            ...(coupon ? { discounts: [{ coupon }] } : {}),
            subscription_data: { metadata },
            metadata,
            locale: language,
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          { idempotencyKey: `checkout-${checkoutId}` },
        );
        if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
        return { url: session.url, providerCheckoutId: session.id };
      });
    },

    setCancelAtPeriodEnd(subscription, cancel) {
      return call('subscriptions.update', async () => {
        const updated = await stripe.subscriptions.update(subscription.subscriptionId, {
          cancel_at_period_end: cancel,
        });
        return snapshotOf(updated, new Date());
      });
    },

    cancelNow(subscription) {
      return call('subscriptions.cancel', async () => {
        try {
          await stripe.subscriptions.cancel(subscription.subscriptionId, { prorate: false });
        } catch (error) {
          // Already gone on Stripe's side: nothing left to stop.
          if (!isMissing(error)) throw error;
        }
      });
    },

    extendSubscription(subscription, until, idempotencyKey) {
      return call('subscriptions.update', async () => {
        // A trial until `until`, without proration: the period paid for stays paid, and the next
        // invoice comes at `until`.
        const updated = await stripe.subscriptions.update(
          subscription.subscriptionId,
          { trial_end: Math.floor(until.getTime() / 1000), proration_behavior: 'none' },
          { idempotencyKey },
        );
        return snapshotOf(updated, new Date());
      });
    },

    applyRenewalDiscount(subscriptionId, percentOff, idempotencyKey) {
      return call('subscriptions.update', async () => {
        await stripe.subscriptions.update(
          subscriptionId,
          { discounts: [{ coupon: await couponId(percentOff, 'forever') }] },
          { idempotencyKey },
        );
      });
    },

    paymentOutcome(customerId) {
      return call('charges.list', async () => {
        const charges = await stripe.charges.list({ customer: customerId, limit: 100 });
        const refunded = charges.data.some(
          (charge) => charge.refunded || charge.amount_refunded > 0 || charge.disputed,
        );
        const paid = charges.data.filter((charge) => charge.paid);
        // The oldest payment's card: the one of the first payment, which earned the reward.
        const first = paid[paid.length - 1];
        const fingerprint = first?.payment_method_details?.card?.fingerprint;
        const method = first?.payment_method;
        return {
          refunded,
          paymentMethod: fingerprint
            ? `card:${fingerprint}`
            : method
              ? `payment-method:${method}`
              : undefined,
        };
      });
    },

    portalUrl(customerId, returnUrl) {
      return call('billingPortal.sessions.create', async () => {
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
        });
        return session.url;
      });
    },

    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        log.warn({ err: error }, 'Stripe webhook refused: bad signature');
        throw new AppError('BILLING_WEBHOOK_INVALID');
      }
      return billingEventOf(event);
    },
  };
}
