import type { BillingStatus, ReferralStats, Usage } from '@study/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingAccounts,
  billingCheckouts,
  payments,
  profiles,
  referralRewards,
} from '../src/db/schema.ts';
import { addMonths } from '../src/modules/billing/billing-provider.ts';
import { authPost, createUser, mailsTo, type TestUser } from './auth-helpers.ts';
import {
  advanceSandboxClock,
  billingOf,
  drainRewards,
  paySandboxCheckout,
  startSandboxCheckout,
  subscribeInSandbox,
} from './billing-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { userRequest } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

async function usageOf(app: FastifyInstance, user: TestUser): Promise<Usage> {
  return (await userRequest(app, user, 'GET', '/api/usage')).json() as Usage;
}

async function paymentRows(app: FastifyInstance, user: TestUser) {
  return app.database.db
    .select({ status: payments.status, amountCents: payments.amountCents })
    .from(payments)
    .where(eq(payments.userId, user.id))
    .orderBy(payments.createdAt);
}

/** Milliseconds between two ISO instants, for "about a month later" checks. */
const days = (from: Date, to: string) => (new Date(to).getTime() - from.getTime()) / 86_400_000;

describe.each(databaseKinds)('billing with the sandbox provider on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows a new user the Free plan and their prices, the first month at -50%', async () => {
    const user = await createUser(app);
    expect(await billingOf(app, user)).toEqual({
      provider: 'sandbox',
      plan: 'free',
      subscription: null,
      premiumUntil: null,
      firstMonthEligible: true,
      beta: true,
      betaReward: { earnedAt: null, applies: false },
      quotes: {
        month: {
          interval: 'month',
          currency: 'EUR',
          baseCents: 799,
          discounts: [{ kind: 'first_month', percent: 50 }],
          firstPaymentPercentOff: 50,
          firstPaymentCents: 399,
          renewalPercentOff: 0,
          renewalCents: 799,
        },
        year: {
          interval: 'year',
          currency: 'EUR',
          baseCents: 5999,
          discounts: [],
          firstPaymentPercentOff: 0,
          firstPaymentCents: 5999,
          renewalPercentOff: 0,
          renewalCents: 5999,
        },
      },
      canManagePayments: false,
      testClock: true,
      payments: [],
    } satisfies BillingStatus);
  });

  it('in beta, the earned reward is shown but waits for the launch', async () => {
    const user = await createUser(app);
    const feedback = await userRequest(app, user, 'POST', '/api/feedback', {
      mood: 'good',
      comment: 'Flashcards saved my biology test',
    });
    expect(feedback.statusCode).toBe(201);
    const status = await billingOf(app, user);
    expect(status.betaReward).toEqual({
      earnedAt: expect.any(String) as string,
      applies: false,
    });
    expect(status.quotes.month.firstPaymentCents).toBe(399);
  });

  it('a declined test card changes nothing; an accepted one starts Premium at 3.99 €', async () => {
    const user = await createUser(app);
    const checkoutId = await startSandboxCheckout(app, user);
    const page = await userRequest(
      app,
      user,
      'GET',
      `/api/billing/sandbox/checkouts/${checkoutId}`,
    );
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      id: checkoutId,
      email: user.email,
      status: 'open',
      quote: { interval: 'month', firstPaymentCents: 399 },
    });

    const declined = await paySandboxCheckout(app, user, checkoutId, 'declined');
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    expect((await billingOf(app, user)).plan).toBe('free');
    expect(await paymentRows(app, user)).toEqual([]);

    const before = new Date();
    const paid = await paySandboxCheckout(app, user, checkoutId);
    expect(paid.statusCode).toBe(200);
    const status = paid.json() as BillingStatus;
    expect(status).toMatchObject({
      plan: 'premium',
      subscription: { interval: 'month', status: 'active', cancelAtPeriodEnd: false },
      firstMonthEligible: false,
      payments: [{ status: 'paid', amountCents: 399, currency: 'EUR' }],
    });
    expect(days(before, status.subscription!.currentPeriodEnd)).toBeGreaterThanOrEqual(28);
    expect(days(before, status.subscription!.currentPeriodEnd)).toBeLessThanOrEqual(31.01);
    expect(await usageOf(app, user)).toMatchObject({
      plan: 'premium',
      generation: { limit: 300 },
      pdf_export: { limit: 100 },
      chat_message: { limit: 500 },
    });

    const again = await paySandboxCheckout(app, user, checkoutId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CHECKOUT_ALREADY_PAID');
    const another = await userRequest(app, user, 'POST', '/api/billing/checkout', {
      interval: 'year',
    });
    expect(another.statusCode).toBe(409);
    expect(another.json().error.code).toBe('ALREADY_SUBSCRIBED');
  });

  it('a double click on Pay charges once', async () => {
    const user = await createUser(app);
    const checkoutId = await startSandboxCheckout(app, user);
    const responses = await Promise.all([
      paySandboxCheckout(app, user, checkoutId),
      paySandboxCheckout(app, user, checkoutId),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await paymentRows(app, user)).toEqual([{ status: 'paid', amountCents: 399 }]);
  });

  it('a checkout expires after a day, and belongs to its user only', async () => {
    const user = await createUser(app);
    const stranger = await createUser(app);
    const checkoutId = await startSandboxCheckout(app, user);
    const theirs = await paySandboxCheckout(app, stranger, checkoutId);
    expect(theirs.statusCode).toBe(404);
    await app.database.db
      .update(billingCheckouts)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(billingCheckouts.id, checkoutId));
    const page = await userRequest(
      app,
      user,
      'GET',
      `/api/billing/sandbox/checkouts/${checkoutId}`,
    );
    expect(page.json().status).toBe('expired');
    const late = await paySandboxCheckout(app, user, checkoutId);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('CHECKOUT_EXPIRED');
    expect((await billingOf(app, user)).plan).toBe('free');
  });

  it('renews at the full price at the end of the period', async () => {
    const user = await createUser(app);
    const first = await subscribeInSandbox(app, user);
    const renewed = await advanceSandboxClock(app, user);
    expect(renewed.statusCode).toBe(200);
    const status = renewed.json() as BillingStatus;
    expect(status.subscription).toMatchObject({ status: 'active', nextPaymentCents: 799 });
    expect(status.subscription!.currentPeriodEnd).toBe(
      addMonths(new Date(first.subscription!.currentPeriodEnd), 1).toISOString(),
    );
    expect(await paymentRows(app, user)).toEqual([
      { status: 'paid', amountCents: 399 },
      { status: 'paid', amountCents: 799 },
    ]);
  });

  it('a failed renewal keeps Premium while it is retried, mails the user, and ends after three', async () => {
    const user = await createUser(app);
    await subscribeInSandbox(app, user);
    const failed = (await advanceSandboxClock(app, user, 'declined')).json() as BillingStatus;
    expect(failed).toMatchObject({ plan: 'premium', subscription: { status: 'past_due' } });
    expect((await mailsTo(app, user.email)).map((mail) => mail.subject)).toContain(
      'Your Premium payment did not go through',
    );
    expect((await advanceSandboxClock(app, user, 'declined')).json().subscription.status).toBe(
      'past_due',
    );
    const ended = (await advanceSandboxClock(app, user, 'declined')).json() as BillingStatus;
    expect(ended).toMatchObject({ plan: 'free', subscription: null });
    expect((await usageOf(app, user)).generation.limit).toBe(15);
    expect(await paymentRows(app, user)).toEqual([
      { status: 'paid', amountCents: 399 },
      { status: 'failed', amountCents: 799 },
      { status: 'failed', amountCents: 799 },
      { status: 'failed', amountCents: 799 },
    ]);
  });

  it('a retried payment that goes through puts a past-due subscription back in order', async () => {
    const user = await createUser(app);
    await subscribeInSandbox(app, user);
    const failed = (await advanceSandboxClock(app, user, 'declined')).json() as BillingStatus;
    const retried = (await advanceSandboxClock(app, user)).json() as BillingStatus;
    expect(retried.subscription).toMatchObject({
      status: 'active',
      currentPeriodEnd: failed.subscription!.currentPeriodEnd,
    });
  });

  it('a cancelled subscription keeps Premium until its period ends, then stops', async () => {
    const user = await createUser(app);
    const none = await userRequest(app, user, 'POST', '/api/billing/cancel');
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('NO_SUBSCRIPTION');

    await subscribeInSandbox(app, user, 'year');
    const cancelled = await userRequest(app, user, 'POST', '/api/billing/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      plan: 'premium',
      subscription: { interval: 'year', cancelAtPeriodEnd: true },
    });
    const resumed = await userRequest(app, user, 'POST', '/api/billing/resume');
    expect(resumed.json().subscription.cancelAtPeriodEnd).toBe(false);
    await userRequest(app, user, 'POST', '/api/billing/cancel');

    const ended = (await advanceSandboxClock(app, user)).json() as BillingStatus;
    expect(ended).toMatchObject({ plan: 'free', subscription: null });
    expect(await paymentRows(app, user)).toEqual([{ status: 'paid', amountCents: 5999 }]);
    // Subscribing again is possible, without the first-month discount this time.
    const quote = ended.quotes.month;
    expect(quote).toMatchObject({ discounts: [], firstPaymentCents: 799 });
  });

  it('the renewal task renews subscriptions whose period has ended, once', async () => {
    const user = await createUser(app);
    await subscribeInSandbox(app, user);
    const ended = new Date(Date.now() - 60_000);
    await app.database.db
      .update(billingAccounts)
      .set({ currentPeriodEnd: ended })
      .where(eq(billingAccounts.userId, user.id));
    await Promise.all([app.billing.sandbox!.renewDue(), app.billing.sandbox!.renewDue()]);
    const status = await billingOf(app, user);
    expect(status.subscription!.currentPeriodEnd).toBe(addMonths(ended, 1).toISOString());
    expect(await paymentRows(app, user)).toEqual([
      { status: 'paid', amountCents: 399 },
      { status: 'paid', amountCents: 799 },
    ]);
  });

  it('free months from referrals make the plan Premium until they run out', async () => {
    const user = await createUser(app);
    await app.database.db
      .update(profiles)
      .set({ premiumUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(profiles.userId, user.id));
    expect(await billingOf(app, user)).toMatchObject({ plan: 'premium', subscription: null });
    expect((await usageOf(app, user)).generation.limit).toBe(300);
    await app.database.db
      .update(profiles)
      .set({ premiumUntil: new Date(Date.now() - 1000) })
      .where(eq(profiles.userId, user.id));
    expect(await billingOf(app, user)).toMatchObject({ plan: 'free', premiumUntil: null });
    expect((await usageOf(app, user)).generation.limit).toBe(15);
  });

  describe('the referral programme', () => {
    async function referred(referrer: TestUser): Promise<TestUser> {
      const { code } = (
        await userRequest(app, referrer, 'GET', '/api/referrals')
      ).json() as ReferralStats;
      return createUser(app, { extras: { referral: code } });
    }
    const statsOf = async (user: TestUser) =>
      (await userRequest(app, user, 'GET', '/api/referrals')).json() as ReferralStats;

    it('gives a Free referrer one month of Premium when a friend’s first payment succeeds, once', async () => {
      const referrer = await createUser(app);
      const friend = await referred(referrer);
      // The sandbox has no refunds to wait for: the month is credited at once.
      await subscribeInSandbox(app, friend);
      await drainRewards(app);
      const status = await billingOf(app, referrer);
      expect(status.plan).toBe('premium');
      expect(days(new Date(), status.premiumUntil!)).toBeGreaterThanOrEqual(27.9);
      expect(days(new Date(), status.premiumUntil!)).toBeLessThanOrEqual(31.01);
      expect(await statsOf(referrer)).toMatchObject({ signUps: 1, premium: 1, monthsEarned: 1 });

      // The friend's renewals, and the reward task running again, change nothing.
      await advanceSandboxClock(app, friend);
      await app.billing.service.applyRewards(referrer.id);
      await drainRewards(app);
      expect((await billingOf(app, referrer)).premiumUntil).toBe(status.premiumUntil);
      const rewards = await app.database.db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.userId, referrer.id));
      expect(rewards).toHaveLength(1);
      expect(rewards[0]).toMatchObject({ referredUserId: friend.id, appliedAs: 'premium_time' });
    });

    it('moves a subscribed referrer’s next payment one month later', async () => {
      const referrer = await createUser(app);
      const before = (await subscribeInSandbox(app, referrer)).subscription!.currentPeriodEnd;
      const friend = await referred(referrer);
      await subscribeInSandbox(app, friend, 'year');
      await drainRewards(app);
      const status = await billingOf(app, referrer);
      expect(status.subscription!.currentPeriodEnd).toBe(
        addMonths(new Date(before), 1).toISOString(),
      );
      expect(status.premiumUntil).toBeNull();
      const [reward] = await app.database.db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.userId, referrer.id));
      expect(reward?.appliedAs).toBe('subscription_extension');
    });

    it('credits a referrer once for the sandbox’s test card, however many friends pay with it', async () => {
      const referrer = await createUser(app);
      const friends = [
        await referred(referrer),
        await referred(referrer),
        await referred(referrer),
      ];
      await Promise.all(friends.map((friend) => subscribeInSandbox(app, friend)));
      await drainRewards(app);
      const status = await billingOf(app, referrer);
      expect(days(new Date(), status.premiumUntil!)).toBeLessThanOrEqual(31.01);
      expect(await statsOf(referrer)).toMatchObject({ signUps: 3, premium: 1, monthsEarned: 1 });
      const rewards = await app.database.db
        .select({ applied: referralRewards.appliedAs, voided: referralRewards.voidReason })
        .from(referralRewards)
        .where(eq(referralRewards.userId, referrer.id));
      expect(rewards.map((reward) => reward.applied ?? reward.voided).sort()).toEqual([
        'payment_method_used',
        'payment_method_used',
        'premium_time',
      ]);
    });

    it('the same person under a new account credits nothing more, and the first month stays spent', async () => {
      const referrer = await createUser(app);
      const friend = await referred(referrer);
      expect((await billingOf(app, friend)).firstMonthEligible).toBe(true);
      await subscribeInSandbox(app, friend);
      const deleted = await authPost(
        app,
        'delete-user',
        { password: friend.password, confirmation: 'DELETE' },
        { cookie: friend.cookie },
      );
      expect(deleted.statusCode).toBe(200);

      const again = await createUser(app, {
        email: friend.email,
        extras: { referral: (await statsOf(referrer)).code },
      });
      const status = await billingOf(app, again);
      expect(status.firstMonthEligible).toBe(false);
      expect(status.quotes.month.firstPaymentCents).toBe(799);
      await subscribeInSandbox(app, again);
      const rewards = await app.database.db
        .select()
        .from(referralRewards)
        .where(eq(referralRewards.userId, referrer.id));
      expect(rewards).toHaveLength(1);
      expect(rewards[0]!.referredUserId).toBeNull();
    });

    it('gives nothing for a friend who signed up without the referral link', async () => {
      const referrer = await createUser(app);
      const other = await createUser(app);
      await subscribeInSandbox(app, other);
      await drainRewards(app);
      expect(await statsOf(referrer)).toMatchObject({ premium: 0, monthsEarned: 0 });
      const rows = await app.database.db
        .select()
        .from(referralRewards)
        .where(and(eq(referralRewards.userId, referrer.id)));
      expect(rows).toEqual([]);
    });
  });
});

describe.each(databaseKinds)('billing after the launch (BETA=false) on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { BETA: 'false' } });
  });
  afterAll(async () => {
    await app.close();
  });

  async function withBetaReward(): Promise<TestUser> {
    const user = await createUser(app);
    await app.database.db
      .update(profiles)
      .set({ betaRewardEarnedAt: new Date('2026-10-01T00:00:00Z') })
      .where(eq(profiles.userId, user.id));
    return user;
  }

  it('takes the beta reward and the first month together: 3.20 € then 6.39 €', async () => {
    const user = await withBetaReward();
    const status = await billingOf(app, user);
    expect(status.betaReward).toEqual({ earnedAt: '2026-10-01T00:00:00.000Z', applies: true });
    expect(status.quotes.month).toMatchObject({
      firstPaymentPercentOff: 60,
      firstPaymentCents: 320,
      renewalCents: 639,
    });
    expect(status.quotes.year).toMatchObject({ firstPaymentCents: 4799, renewalCents: 4799 });
    await subscribeInSandbox(app, user);
    await advanceSandboxClock(app, user);
    expect(await paymentRows(app, user)).toEqual([
      { status: 'paid', amountCents: 320 },
      { status: 'paid', amountCents: 639 },
    ]);
  });

  it('charges users without the reward the usual price', async () => {
    const user = await createUser(app);
    expect((await billingOf(app, user)).quotes.month).toMatchObject({
      firstPaymentCents: 399,
      renewalCents: 799,
    });
  });
});
