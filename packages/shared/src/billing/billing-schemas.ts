import { z } from '../zod.ts';
import { plans } from '../plans/plan-limits.ts';
import { billingIntervals, priceQuoteSchema } from './price-quote.ts';

/** Who takes the payments: the built-in test checkout, or Stripe. */
export const billingProviders = ['sandbox', 'stripe'] as const;
export type BillingProviderKind = (typeof billingProviders)[number];

/**
 * A subscription's state, with the payment providers' meaning: `past_due` while a failed payment is
 * retried (Premium is kept), `canceled` once it ended.
 */
export const subscriptionStatuses = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'canceled',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The statuses in which a subscription gives Premium. */
export const premiumSubscriptionStatuses: readonly SubscriptionStatus[] = [
  'trialing',
  'active',
  'past_due',
];

export const paymentStatuses = ['paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentSchema = z.object({
  id: z.string(),
  status: z.enum(paymentStatuses),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
  at: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `GET /api/billing`: everything the subscription page shows. */
export const billingStatusSchema = z.object({
  provider: z.enum(billingProviders),
  /** The plan the limits follow now: a live subscription or free months make it Premium. */
  plan: z.enum(plans),
  subscription: z
    .object({
      interval: z.enum(billingIntervals),
      status: z.enum(subscriptionStatuses),
      /** When the paid period ends: the renewal date, or the end date once cancelled. */
      currentPeriodEnd: z.string(),
      cancelAtPeriodEnd: z.boolean(),
      /** What the next payment should be, discounts included. */
      nextPaymentCents: z.number().int().nonnegative(),
    })
    .nullable(),
  /** Premium given without payment (free months earned by referrals) runs until then. */
  premiumUntil: z.string().nullable(),
  /** The -50% first month is still available to this account. */
  firstMonthEligible: z.boolean(),
  /** Whether the product is still in beta (the beta reward then waits for the launch). */
  beta: z.boolean(),
  betaReward: z.object({
    earnedAt: z.string().nullable(),
    /** Earned and the product has launched: checkout takes it off every payment. */
    applies: z.boolean(),
  }),
  /** What subscribing would cost this user now, per interval. */
  quotes: z.object({ month: priceQuoteSchema, year: priceQuoteSchema }),
  /** The provider's own page for cards and invoices (Stripe's customer portal) is available. */
  canManagePayments: z.boolean(),
  /** The sandbox's test clock answers (a local run only): the subscription page offers it. */
  testClock: z.boolean(),
  /** The newest payments first. */
  payments: z.array(paymentSchema),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;

/** `POST /api/billing/checkout`. */
export const startCheckoutSchema = z.object({ interval: z.enum(billingIntervals) });
export type StartCheckout = z.infer<typeof startCheckoutSchema>;

/** Where to send the browser: the provider's checkout or portal page. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

export const checkoutStatuses = ['open', 'completed', 'expired'] as const;
export type CheckoutStatus = (typeof checkoutStatuses)[number];

/** `GET /api/billing/sandbox/checkouts/:id`: the test checkout page. */
export const sandboxCheckoutSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  status: z.enum(checkoutStatuses),
  quote: priceQuoteSchema,
  /** When an open checkout stops accepting payment. */
  expiresAt: z.string(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;

/** The test cards of the sandbox checkout: one is accepted, one is declined. */
export const sandboxCards = ['success', 'declined'] as const;
export type SandboxCard = (typeof sandboxCards)[number];

export const sandboxPaySchema = z.object({ card: z.enum(sandboxCards) });
export type SandboxPay = z.infer<typeof sandboxPaySchema>;

/** `POST /api/billing/sandbox/advance`: the test clock moves to the renewal date. */
export const sandboxAdvanceSchema = z.object({ card: z.enum(sandboxCards) });
export type SandboxAdvance = z.infer<typeof sandboxAdvanceSchema>;

/** Where the provider sends the browser back after checkout. */
export const checkoutReturnPath = '/settings/subscription';
