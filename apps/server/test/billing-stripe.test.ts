import Stripe from 'stripe';
import type { BillingStatus, ReferralStats } from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  users,
  billingAccounts,
  billingCheckouts,
  billingEvents,
  payments,
  profiles,
  referralRewards,
} from '../src/db/schema.ts';
import { authPost, createUser, mailsTo, type TestUser } from './auth-helpers.ts';
import { billingOf, creditRewardsAfterHold } from './billing-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { startFakeStripe, stripeSubscription, type FakeStripe } from './fake-stripe.ts';
import { userRequest } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

const secretKey = 'sk_test_studyassistant';
const webhookSecret = 'whsec_studyassistanttest';
const signer = new Stripe(secretKey);

let eventCounter = 0;
/** A Stripe event as the API sends it, `created` seconds after the epoch (now by default). */
function stripeEvent(type: string, object: object, created = Math.floor(Date.now() / 1000)) {
  eventCounter += 1;
  return {
    id: `evt_test_${eventCounter}`,
    object: 'event',
    type,
    created,
    api_version: '2026-10-28.endive',
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** Posts an event to the webhook as Stripe does: the exact bytes, signed with the endpoint secret. */
function deliver(
  app: FastifyInstance,
  event: object,
  options: { secret?: string; signature?: string | null; body?: string } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature === undefined
      ? signer.webhooks.generateTestHeaderString({
          payload,
          secret: options.secret ?? webhookSecret,
        })
      : options.signature;
  return app.inject({
    method: 'POST',
    url: '/api/billing/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: options.body ?? payload,
  });
}

function invoice(options: {
  id: string;
  customer: string;
  subscription: string;
  userId: string;
  amount: number;
  reason?: string;
  metadata?: Record<string, string>;
  paid?: boolean;
}) {
  return {
    id: options.id,
    object: 'invoice',
    customer: options.customer,
    currency: 'eur',
    amount_paid: options.amount,
    amount_due: options.amount,
    billing_reason: options.reason ?? 'subscription_create',
    status_transitions: {
      paid_at: options.paid === false ? null : Math.floor(Date.now() / 1000),
    },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: options.subscription,
        metadata: { userId: options.userId, ...options.metadata },
      },
    },
  };
}

const inAMonth = () => new Date(Date.now() + 30 * 86_400_000);

describe.each(databaseKinds)('billing with Stripe on %s', (kind) => {
  let app: FastifyInstance;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe(secretKey);
    app = await createTestApp(kind, {
      env: {
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  async function customerOf(user: TestUser): Promise<string> {
    const [account] = await app.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, user.id));
    return account!.customerId;
  }

  /** Checkout started, then the events Stripe sends when the first payment succeeds. */
  async function subscribe(user: TestUser, subscriptionId: string, amount = 399) {
    const started = await userRequest(app, user, 'POST', '/api/billing/checkout', {
      interval: 'month',
    });
    expect(started.statusCode).toBe(201);
    const customer = await customerOf(user);
    const [checkout] = await app.database.db
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, user.id));
    const subscription = stripeSubscription({
      id: subscriptionId,
      customer,
      userId: user.id,
      periodEnd: inAMonth(),
    });
    stripe.addSubscription(subscription);
    const events = [
      stripeEvent('checkout.session.completed', {
        id: checkout!.providerCheckoutId,
        object: 'checkout.session',
        mode: 'subscription',
        customer,
        subscription: subscriptionId,
        client_reference_id: user.id,
        metadata: { userId: user.id },
      }),
      stripeEvent('customer.subscription.created', subscription),
      stripeEvent(
        'invoice.paid',
        invoice({
          id: `in_${subscriptionId}`,
          customer,
          subscription: subscriptionId,
          userId: user.id,
          amount,
        }),
      ),
    ];
    for (const event of events) expect((await deliver(app, event)).statusCode).toBe(200);
    return { customer, subscription, events };
  }

  it('starts a Checkout Session at the user’s price: their customer, the price, the -50% coupon', async () => {
    const user = await createUser(app);
    const response = await userRequest(app, user, 'POST', '/api/billing/checkout', {
      interval: 'month',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);

    const [customerCall] = stripe.callsTo('POST', '/v1/customers');
    expect(customerCall).toMatchObject({
      params: { email: user.email, 'metadata[userId]': user.id },
      idempotencyKey: `customer-${user.id}`,
    });
    expect(stripe.callsTo('POST', '/v1/prices')[0]!.params).toMatchObject({
      currency: 'eur',
      unit_amount: '799',
      'recurring[interval]': 'month',
      lookup_key: 'study-premium-month-eur-799',
    });
    expect(stripe.callsTo('POST', '/v1/coupons')[0]!.params).toMatchObject({
      id: 'study-once-50',
      percent_off: '50',
      duration: 'once',
    });
    const session = stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      mode: 'subscription',
      customer: await customerOf(user),
      client_reference_id: user.id,
      'discounts[0][coupon]': 'study-once-50',
      'subscription_data[metadata][userId]': user.id,
      locale: 'en',
      success_url: `${app.config.publicUrl}/settings/subscription?checkout=success`,
      cancel_url: `${app.config.publicUrl}/settings/subscription?checkout=canceled`,
    });
    expect(session.params['line_items[0][price]']).toMatch(/^price_test_\d+$/);

    // A second checkout (yearly) reuses the customer; no coupon for a yearly first payment.
    const yearly = await userRequest(app, user, 'POST', '/api/billing/checkout', {
      interval: 'year',
    });
    expect(yearly.statusCode).toBe(201);
    expect(stripe.callsTo('POST', '/v1/customers')).toHaveLength(1);
    const second = stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(second.params['discounts[0][coupon]']).toBeUndefined();
    expect((await billingOf(app, user)).canManagePayments).toBe(true);
  });

  it('refuses a webhook with a wrong, missing or stale signature, or a changed body', async () => {
    const user = await createUser(app);
    await userRequest(app, user, 'POST', '/api/billing/checkout', { interval: 'month' });
    const customer = await customerOf(user);
    const event = stripeEvent(
      'customer.subscription.created',
      stripeSubscription({ id: 'sub_forged', customer, userId: user.id, periodEnd: inAMonth() }),
    );
    const refusals = [
      await deliver(app, event, { secret: 'whsec_somebodyelse' }),
      await deliver(app, event, { signature: null }),
      await deliver(app, event, { signature: 't=1,v1=deadbeef' }),
      await deliver(app, event, {
        body: JSON.stringify({ ...event, id: 'evt_tampered' }),
      }),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('BILLING_WEBHOOK_INVALID');
    }
    expect((await billingOf(app, user)).plan).toBe('free');
    const recorded = await app.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.userId, user.id));
    expect(recorded).toEqual([]);
  });

  it('turns the checkout’s events into Premium, once: a replayed event changes nothing', async () => {
    const user = await createUser(app);
    const { events } = await subscribe(user, 'sub_replay');
    const status = await billingOf(app, user);
    expect(status).toMatchObject({
      provider: 'stripe',
      plan: 'premium',
      subscription: { interval: 'month', status: 'active', cancelAtPeriodEnd: false },
      firstMonthEligible: false,
      payments: [{ status: 'paid', amountCents: 399, currency: 'EUR' }],
    });
    const [checkout] = await app.database.db
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, user.id));
    expect(checkout!.status).toBe('completed');

    for (const event of events) {
      const replay = await deliver(app, event);
      expect(replay.statusCode).toBe(200);
    }
    expect(await billingOf(app, user)).toEqual(status);
    const rows = await app.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('an older subscription event arriving late does not undo a newer one', async () => {
    const user = await createUser(app);
    const { customer, subscription } = await subscribe(user, 'sub_order');
    const now = Math.floor(Date.now() / 1000);
    const cancelled = { ...subscription, cancel_at_period_end: true };
    expect(
      (await deliver(app, stripeEvent('customer.subscription.updated', cancelled, now + 10)))
        .statusCode,
    ).toBe(200);
    const stale = { ...subscription, customer, cancel_at_period_end: false };
    expect(
      (await deliver(app, stripeEvent('customer.subscription.updated', stale, now + 5))).statusCode,
    ).toBe(200);
    expect((await billingOf(app, user)).subscription!.cancelAtPeriodEnd).toBe(true);
  });

  it('a failed payment keeps Premium while Stripe retries and mails the user; deletion ends it', async () => {
    const user = await createUser(app);
    const { customer, subscription } = await subscribe(user, 'sub_failing');
    const now = Math.floor(Date.now() / 1000);
    await deliver(
      app,
      stripeEvent(
        'invoice.payment_failed',
        invoice({
          id: 'in_failing_2',
          customer,
          subscription: subscription.id,
          userId: user.id,
          amount: 799,
          reason: 'subscription_cycle',
          paid: false,
        }),
        now + 1,
      ),
    );
    await deliver(
      app,
      stripeEvent(
        'customer.subscription.updated',
        { ...subscription, status: 'past_due' },
        now + 1,
      ),
    );
    const pastDue = await billingOf(app, user);
    expect(pastDue).toMatchObject({ plan: 'premium', subscription: { status: 'past_due' } });
    expect(pastDue.payments[0]).toMatchObject({ status: 'failed', amountCents: 799 });
    expect((await mailsTo(app, user.email)).map((mail) => mail.subject)).toContain(
      'Your Premium payment did not go through',
    );

    await deliver(
      app,
      stripeEvent(
        'customer.subscription.deleted',
        { ...subscription, status: 'canceled' },
        now + 2,
      ),
    );
    expect(await billingOf(app, user)).toMatchObject({ plan: 'free', subscription: null });
    const [profile] = await app.database.db
      .select({ plan: profiles.plan })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile!.plan).toBe('free');
  });

  it('cancels at the end of the period through Stripe, and opens the customer portal', async () => {
    const user = await createUser(app);
    await subscribe(user, 'sub_cancel');
    const cancelled = await userRequest(app, user, 'POST', '/api/billing/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      plan: 'premium',
      subscription: { cancelAtPeriodEnd: true },
    });
    expect(stripe.callsTo('POST', '/v1/subscriptions/sub_cancel').at(-1)!.params).toEqual({
      cancel_at_period_end: 'true',
    });
    const portal = await userRequest(app, user, 'POST', '/api/billing/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json().url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(stripe.callsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({
      customer: await customerOf(user),
      return_url: `${app.config.publicUrl}/settings/subscription`,
    });
  });

  it('when Stripe is down, checkout answers 503 and leaves nothing half-made', async () => {
    const user = await createUser(app);
    stripe.setDown(true);
    try {
      const response = await userRequest(app, user, 'POST', '/api/billing/checkout', {
        interval: 'month',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error).toMatchObject({
        code: 'BILLING_PROVIDER_UNAVAILABLE',
        message:
          'Payments are unavailable right now. Nothing was charged: try again in a few minutes',
      });
    } finally {
      stripe.setDown(false);
    }
    const checkouts = await app.database.db
      .select()
      .from(billingCheckouts)
      .where(eq(billingCheckouts.userId, user.id));
    expect(checkouts).toEqual([]);
    expect(
      (await userRequest(app, user, 'POST', '/api/billing/checkout', { interval: 'month' }))
        .statusCode,
    ).toBe(201);
  });

  it('stops the Stripe subscription before deleting the account; with Stripe down, keeps it', async () => {
    const user = await createUser(app);
    await subscribe(user, 'sub_deleted');
    const remove = () =>
      authPost(
        app,
        'delete-user',
        { password: user.password, confirmation: 'DELETE' },
        { cookie: user.cookie },
      );
    stripe.setDown(true);
    try {
      const refused = await remove();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('BILLING_PROVIDER_UNAVAILABLE');
    } finally {
      stripe.setDown(false);
    }
    const kept = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(kept).toHaveLength(1);
    expect((await billingOf(app, user)).plan).toBe('premium');

    expect((await remove()).statusCode).toBe(200);
    expect(stripe.callsTo('DELETE', '/v1/subscriptions/sub_deleted').length).toBeGreaterThan(0);
    expect(await app.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
  });

  it('credits the referrer once: their Stripe renewal moves one month later', async () => {
    const referrer = await createUser(app);
    const { subscription } = await subscribe(referrer, 'sub_referrer');
    const periodEnd = subscription.items.data[0]!.current_period_end;
    const { code } = (
      await userRequest(app, referrer, 'GET', '/api/referrals')
    ).json() as ReferralStats;
    const friend = await createUser(app, { extras: { referral: code } });
    const { events, customer: friendCustomer } = await subscribe(friend, 'sub_friend');
    stripe.addCharge(friendCustomer, { fingerprint: 'fp_friend_card' });
    // Nothing moves while the friend may still be refunded.
    await app.billing.service.applyRewards(referrer.id);
    expect(stripe.callsTo('POST', '/v1/subscriptions/sub_referrer')).toHaveLength(0);
    await creditRewardsAfterHold(app);

    const extensions = stripe.callsTo('POST', '/v1/subscriptions/sub_referrer');
    expect(extensions).toHaveLength(1);
    expect(extensions[0]!.params).toEqual({
      trial_end: expect.any(String),
      proration_behavior: 'none',
    });
    const extendedTo = Number(extensions[0]!.params.trial_end);
    expect(extendedTo - periodEnd).toBeGreaterThanOrEqual(28 * 86_400);
    expect(extensions[0]!.idempotencyKey).toMatch(/^referral-reward-/);
    const status: BillingStatus = await billingOf(app, referrer);
    expect(status.subscription).toMatchObject({
      status: 'trialing',
      currentPeriodEnd: new Date(extendedTo * 1000).toISOString(),
    });

    // The friend's payment delivered again, and a renewal: no second month.
    await deliver(app, events[2]!);
    await deliver(
      app,
      stripeEvent(
        'invoice.paid',
        invoice({
          id: 'in_friend_2',
          customer: friendCustomer,
          subscription: 'sub_friend',
          userId: friend.id,
          amount: 799,
          reason: 'subscription_cycle',
        }),
      ),
    );
    await creditRewardsAfterHold(app);
    expect(stripe.callsTo('POST', '/v1/subscriptions/sub_referrer')).toHaveLength(1);
    expect(
      ((await userRequest(app, referrer, 'GET', '/api/referrals')).json() as ReferralStats)
        .monthsEarned,
    ).toBe(1);
  });

  it('credits nothing for a payment refunded or disputed within the hold, nor twice for one card', async () => {
    const referrer = await createUser(app);
    const { code } = (
      await userRequest(app, referrer, 'GET', '/api/referrals')
    ).json() as ReferralStats;
    const friendPaying = async (label: string, charge: Parameters<FakeStripe['addCharge']>[1]) => {
      const friend = await createUser(app, { extras: { referral: code } });
      const { customer } = await subscribe(friend, `sub_${label}`);
      stripe.addCharge(customer, charge);
      return customer;
    };
    const refunded = await friendPaying('refunded', { fingerprint: 'fp_refunded' });
    stripe.refundCharges(refunded);
    await friendPaying('disputed', { fingerprint: 'fp_disputed', disputed: true });
    await friendPaying('first_card', { fingerprint: 'fp_shared' });
    await friendPaying('same_card', { fingerprint: 'fp_shared' });
    await friendPaying('other_card', { fingerprint: 'fp_other' });
    await creditRewardsAfterHold(app);

    const rewards = await app.database.db
      .select({
        customer: referralRewards.customerId,
        appliedAs: referralRewards.appliedAs,
        voidReason: referralRewards.voidReason,
        paymentMethod: referralRewards.paymentMethod,
      })
      .from(referralRewards)
      .where(eq(referralRewards.userId, referrer.id))
      .orderBy(referralRewards.createdAt);
    expect(rewards.map(({ customer: _c, ...rest }) => rest)).toEqual([
      { appliedAs: null, voidReason: 'refunded', paymentMethod: null },
      { appliedAs: null, voidReason: 'refunded', paymentMethod: null },
      { appliedAs: 'premium_time', voidReason: null, paymentMethod: 'card:fp_shared' },
      { appliedAs: null, voidReason: 'payment_method_used', paymentMethod: null },
      { appliedAs: 'premium_time', voidReason: null, paymentMethod: 'card:fp_other' },
    ]);
    expect(
      (await userRequest(app, referrer, 'GET', '/api/referrals')).json() as ReferralStats,
    ).toMatchObject({ signUps: 5, premium: 2, monthsEarned: 2 });
  });
});

describe.each(databaseKinds)('Stripe checkout after the launch on %s', (kind) => {
  let app: FastifyInstance;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe(secretKey);
    app = await createTestApp(kind, {
      env: {
        BETA: 'false',
        STRIPE_SECRET_KEY: secretKey,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripe.url,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await stripe.close();
  });

  it('takes 60% off the first payment with one coupon, then attaches the beta reward for the rest', async () => {
    const user = await createUser(app);
    await app.database.db
      .update(profiles)
      .set({ betaRewardEarnedAt: new Date() })
      .where(eq(profiles.userId, user.id));
    await userRequest(app, user, 'POST', '/api/billing/checkout', { interval: 'month' });
    const session = stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.params).toMatchObject({
      'discounts[0][coupon]': 'study-once-60',
      'subscription_data[metadata][renewalPercentOff]': '20',
    });
    const [account] = await app.database.db
      .select()
      .from(billingAccounts)
      .where(eq(billingAccounts.userId, user.id));
    stripe.addSubscription(
      stripeSubscription({
        id: 'sub_beta',
        customer: account!.customerId,
        userId: user.id,
        periodEnd: inAMonth(),
      }),
    );
    const paid = stripeEvent(
      'invoice.paid',
      invoice({
        id: 'in_beta_1',
        customer: account!.customerId,
        subscription: 'sub_beta',
        userId: user.id,
        amount: 320,
        metadata: { renewalPercentOff: '20' },
      }),
    );
    expect((await deliver(app, paid)).statusCode).toBe(200);
    expect((await deliver(app, paid)).statusCode).toBe(200);
    const attached = stripe.callsTo('POST', '/v1/subscriptions/sub_beta');
    expect(attached).toHaveLength(1);
    expect(attached[0]!.params).toEqual({ 'discounts[0][coupon]': 'study-forever-20' });
    expect(stripe.callsTo('POST', '/v1/coupons').map((call) => call.params.id)).toEqual([
      'study-once-60',
      'study-forever-20',
    ]);
  });

  it('a user with only the beta reward gets one coupon for every payment', async () => {
    const user = await createUser(app);
    await app.database.db
      .update(profiles)
      .set({ betaRewardEarnedAt: new Date() })
      .where(eq(profiles.userId, user.id));
    await app.database.db.insert(payments).values({
      userId: user.id,
      provider: 'stripe',
      providerPaymentId: 'in_earlier',
      status: 'paid',
      amountCents: 799,
      currency: 'EUR',
      paidAt: new Date('2026-01-01T00:00:00Z'),
    });
    await userRequest(app, user, 'POST', '/api/billing/checkout', { interval: 'year' });
    const session = stripe.callsTo('POST', '/v1/checkout/sessions').at(-1)!;
    expect(session.params['discounts[0][coupon]']).toBe('study-forever-20');
    expect(session.params['subscription_data[metadata][renewalPercentOff]']).toBeUndefined();
  });
});
