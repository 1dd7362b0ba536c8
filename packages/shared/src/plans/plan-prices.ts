/**
 * What Premium costs (decisions.md), as configuration defaults shown by the upgrade prompt and the
 * subscription page. Amounts in cents, so no rounding creeps in.
 */
export const premiumPricing = {
  currency: 'EUR',
  monthlyCents: 799,
  yearlyCents: 5999,
  /** Off the first monthly payment, once per account. */
  firstMonthDiscountPercent: 50,
} as const;
