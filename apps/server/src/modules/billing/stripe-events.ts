import type Stripe from 'stripe';
import {
  billingIntervals,
  subscriptionStatuses,
  type BillingInterval,
  type SubscriptionStatus,
} from '@study/shared';
import type { BillingEvent, SubscriptionSnapshot } from './billing-events.ts';

/** The id of an expandable Stripe field, expanded or not. */
export function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (!value) return undefined;
  return typeof value === 'string' ? value : value.id;
}

const fromUnix = (seconds: number) => new Date(seconds * 1000);

/** A Stripe subscription in our vocabulary, as it was at `at`. */
export function snapshotOf(subscription: Stripe.Subscription, at: Date): SubscriptionSnapshot {
  const item = subscription.items.data[0];
  const interval = item?.price.recurring?.interval;
  const status = subscription.status as string;
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: (subscriptionStatuses as readonly string[]).includes(status)
      ? (status as SubscriptionStatus)
      : 'incomplete',
    interval: (billingIntervals as readonly string[]).includes(interval ?? '')
      ? (interval as BillingInterval)
      : 'month',
    currentPeriodEnd: fromUnix(item?.current_period_end ?? subscription.created),
    // A subscription set to end on a date rather than "at period end" ends too.
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    at,
  };
}

/**
 * The event in our vocabulary, or null for the events we do not act on. The user is named by the
 * metadata we set on the checkout, subscription and customer; the customer id finds them otherwise.
 */
export function billingEventOf(event: Stripe.Event): BillingEvent | null {
  const at = fromUnix(event.created);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !customerId || !subscriptionId) return null;
      return {
        type: 'checkout.completed',
        id: event.id,
        userId: session.client_reference_id ?? session.metadata?.userId ?? undefined,
        customerId,
        checkoutId: session.id,
        subscriptionId,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed': {
      const subscription = event.data.object;
      const snapshot = snapshotOf(subscription, at);
      return {
        type: 'subscription.updated',
        id: event.id,
        userId: subscription.metadata?.userId || undefined,
        customerId: snapshot.customerId,
        subscription: snapshot,
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const customerId = idOf(invoice.customer);
      if (!customerId || !invoice.id) return null;
      const paid = event.type === 'invoice.paid';
      const renewalPercentOff = Number(details?.metadata?.renewalPercentOff);
      return {
        type: paid ? 'payment.succeeded' : 'payment.failed',
        id: event.id,
        userId: details?.metadata?.userId || undefined,
        customerId,
        paymentId: invoice.id,
        subscriptionId: idOf(details?.subscription),
        amountCents: paid ? invoice.amount_paid : invoice.amount_due,
        currency: invoice.currency,
        at: invoice.status_transitions?.paid_at ? fromUnix(invoice.status_transitions.paid_at) : at,
        renewalPercentOff:
          paid && invoice.billing_reason === 'subscription_create' && renewalPercentOff > 0
            ? renewalPercentOff
            : undefined,
      };
    }
    default:
      return null;
  }
}
