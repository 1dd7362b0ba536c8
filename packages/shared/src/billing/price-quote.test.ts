import { describe, expect, it } from 'vitest';
import { discountLines, discountedCents, quotePremium, stackedPercentOff } from './price-quote.ts';

describe('Premium price quotes', () => {
  it('charges the list price with no discount', () => {
    expect(
      quotePremium({ interval: 'month', firstMonthEligible: false, betaRewardApplies: false }),
    ).toEqual({
      interval: 'month',
      currency: 'EUR',
      baseCents: 799,
      discounts: [],
      firstPaymentPercentOff: 0,
      firstPaymentCents: 799,
      renewalPercentOff: 0,
      renewalCents: 799,
    });
    expect(
      quotePremium({ interval: 'year', firstMonthEligible: false, betaRewardApplies: false }),
    ).toMatchObject({ baseCents: 5999, firstPaymentCents: 5999, renewalCents: 5999 });
  });

  it('takes 50% off the first monthly payment only, rounding the discount to the cent', () => {
    // 50% of 7.99 is 3.995: the discount rounds to 4.00, as the payment provider rounds it.
    expect(
      quotePremium({ interval: 'month', firstMonthEligible: true, betaRewardApplies: false }),
    ).toMatchObject({
      discounts: [{ kind: 'first_month', percent: 50 }],
      firstPaymentPercentOff: 50,
      firstPaymentCents: 399,
      renewalCents: 799,
    });
  });

  it('gives no first-month discount on a yearly plan', () => {
    expect(
      quotePremium({ interval: 'year', firstMonthEligible: true, betaRewardApplies: false }),
    ).toMatchObject({ discounts: [], firstPaymentCents: 5999, renewalCents: 5999 });
  });

  it('takes the beta reward off every payment', () => {
    expect(
      quotePremium({ interval: 'month', firstMonthEligible: false, betaRewardApplies: true }),
    ).toMatchObject({
      discounts: [{ kind: 'beta_reward', percent: 20 }],
      firstPaymentCents: 639,
      renewalPercentOff: 20,
      renewalCents: 639,
    });
    expect(
      quotePremium({ interval: 'year', firstMonthEligible: false, betaRewardApplies: true }),
    ).toMatchObject({ firstPaymentCents: 4799, renewalCents: 4799 });
  });

  it('stacks the first month and the beta reward multiplicatively: 60% off, not 70%', () => {
    expect(
      quotePremium({ interval: 'month', firstMonthEligible: true, betaRewardApplies: true }),
    ).toMatchObject({
      discounts: [
        { kind: 'first_month', percent: 50 },
        { kind: 'beta_reward', percent: 20 },
      ],
      firstPaymentPercentOff: 60,
      firstPaymentCents: 320,
      renewalPercentOff: 20,
      renewalCents: 639,
    });
  });

  it('stacks any percentages to two decimals and rounds half up', () => {
    expect(stackedPercentOff([])).toBe(0);
    expect(stackedPercentOff([50, 30])).toBe(65);
    expect(stackedPercentOff([33, 33])).toBe(55.11);
    expect(discountedCents(1000, 12.5)).toBe(875);
    expect(discountedCents(1, 50)).toBe(0);
  });

  it('splits the first payment’s discount into lines that add up to it', () => {
    const both = quotePremium({
      interval: 'month',
      firstMonthEligible: true,
      betaRewardApplies: true,
    });
    expect(discountLines(both)).toEqual([400, 79]);
    expect(both.baseCents - 400 - 79).toBe(both.firstPaymentCents);
    const none = quotePremium({
      interval: 'year',
      firstMonthEligible: false,
      betaRewardApplies: false,
    });
    expect(discountLines(none)).toEqual([]);
  });
});
