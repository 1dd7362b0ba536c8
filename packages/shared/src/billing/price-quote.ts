import { z } from '../zod.ts';
import { betaRewardPercent } from '../feedback/feedback-schemas.ts';
import { premiumPricing } from '../plans/plan-prices.ts';

/** How often Premium is paid. */
export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Why a payment costs less: the first month (-50%, monthly only) and the beta reward (-20%). */
export const discountKinds = ['first_month', 'beta_reward'] as const;
export type DiscountKind = (typeof discountKinds)[number];

export const priceQuoteSchema = z.object({
  interval: z.enum(billingIntervals),
  currency: z.string(),
  /** The price before any discount, in cents. */
  baseCents: z.number().int().nonnegative(),
  /** The discounts on the first payment, in the order they stack. */
  discounts: z.array(z.object({ kind: z.enum(discountKinds), percent: z.number() })),
  /** Everything off the first payment, the discounts stacked multiplicatively (50% then 20% = 60%). */
  firstPaymentPercentOff: z.number(),
  firstPaymentCents: z.number().int().nonnegative(),
  /** Off each payment after the first (the beta reward, when it applies). */
  renewalPercentOff: z.number(),
  renewalCents: z.number().int().nonnegative(),
});
export type PriceQuote = z.infer<typeof priceQuoteSchema>;

export interface QuoteInput {
  interval: BillingInterval;
  /** The first-month discount is once per account, on a first monthly payment. */
  firstMonthEligible: boolean;
  /** The beta reward was earned and the product has launched (it applies to every payment). */
  betaRewardApplies: boolean;
}

/** Percent off after stacking `percents` multiplicatively, to two decimals (what a coupon takes). */
export function stackedPercentOff(percents: readonly number[]): number {
  const kept = percents.reduce((left, percent) => left * (1 - percent / 100), 1);
  return Math.round((1 - kept) * 10_000) / 100;
}

/**
 * The amount left after `percentOff`, as a payment provider computes it: the discount is rounded
 * to the cent (half up), then taken off, so the quote and the invoice agree to the cent.
 */
export function discountedCents(baseCents: number, percentOff: number): number {
  return baseCents - Math.round((baseCents * percentOff) / 100);
}

/** What Premium costs this user: the first payment and the ones after, with the discounts named. */
export function quotePremium(input: QuoteInput, pricing = premiumPricing): PriceQuote {
  const baseCents = input.interval === 'month' ? pricing.monthlyCents : pricing.yearlyCents;
  const discounts: PriceQuote['discounts'] = [];
  if (input.firstMonthEligible && input.interval === 'month') {
    discounts.push({ kind: 'first_month', percent: pricing.firstMonthDiscountPercent });
  }
  if (input.betaRewardApplies) discounts.push({ kind: 'beta_reward', percent: betaRewardPercent });
  const firstPaymentPercentOff = stackedPercentOff(discounts.map((d) => d.percent));
  const renewalPercentOff = input.betaRewardApplies ? betaRewardPercent : 0;
  return {
    interval: input.interval,
    currency: pricing.currency,
    baseCents,
    discounts,
    firstPaymentPercentOff,
    firstPaymentCents: discountedCents(baseCents, firstPaymentPercentOff),
    renewalPercentOff,
    renewalCents: discountedCents(baseCents, renewalPercentOff),
  };
}

/**
 * What each discount of the quote takes off its first payment, in cents, in stacking order; the
 * last one takes the rounding, so the lines add up to the total exactly.
 */
export function discountLines(quote: PriceQuote): number[] {
  let running = quote.baseCents;
  return quote.discounts.map((discount, index) => {
    const next =
      index === quote.discounts.length - 1
        ? quote.firstPaymentCents
        : discountedCents(running, discount.percent);
    const amount = running - next;
    running = next;
    return amount;
  });
}
