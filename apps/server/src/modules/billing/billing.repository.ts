import type {
  BillingInterval,
  BillingProviderKind,
  Payment,
  PaymentStatus,
  PriceQuote,
} from '@study/shared';
import { premiumSubscriptionStatuses } from '@study/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  billingAccounts,
  billingCheckouts,
  billingEvents,
  closedAccountEmails,
  payments,
} from './billing.tables.ts';
import { users } from '../auth/auth.tables.ts';
import { profiles } from '../profile/profile.tables.ts';
import { referralRewards } from '../referrals/referrals.tables.ts';
import type { SubscriptionSnapshot } from './billing-events.ts';

export type BillingAccount = typeof billingAccounts.$inferSelect;
export type BillingCheckout = typeof billingCheckouts.$inferSelect;
export type ReferralReward = typeof referralRewards.$inferSelect;

/** The only SQL of billing. Every query names the user it is about (or the provider's own ids). */
function createBillingQueries(db: Db) {
  const queries = {
    /** What billing needs of the user: email, language, plan, free months, rewards and referrer. */
    async customer(userId: string) {
      const [row] = await db
        .select({
          email: users.email,
          language: profiles.language,
          plan: profiles.plan,
          premiumUntil: profiles.premiumUntil,
          betaRewardEarnedAt: profiles.betaRewardEarnedAt,
          referredByUserId: profiles.referredByUserId,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    async account(userId: string): Promise<BillingAccount | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId));
      return row;
    },

    /** Locks the user's account row until the transaction ends (one change at a time). */
    async lockAccount(userId: string): Promise<BillingAccount | undefined> {
      const [row] = await db
        .select()
        .from(billingAccounts)
        .where(eq(billingAccounts.userId, userId))
        .for('update');
      return row;
    },

    async userIdByCustomer(
      provider: BillingProviderKind,
      customerId: string,
    ): Promise<string | undefined> {
      const [row] = await db
        .select({ userId: billingAccounts.userId })
        .from(billingAccounts)
        .where(
          and(eq(billingAccounts.provider, provider), eq(billingAccounts.customerId, customerId)),
        );
      return row?.userId;
    },

    /** Records the user's customer id, unless they have one; answers the one that stands. */
    async ensureAccount(
      userId: string,
      provider: BillingProviderKind,
      customerId: string,
    ): Promise<BillingAccount> {
      await db
        .insert(billingAccounts)
        .values({ userId, provider, customerId })
        .onConflictDoNothing({ target: billingAccounts.userId });
      const account = await queries.account(userId);
      if (!account) throw new Error('billing account vanished after insert');
      return account;
    },

    /**
     * Mirrors a subscription snapshot unless the row holds a newer state of the same subscription,
     * or a live other one. Answers whether it was applied.
     */
    async applySnapshot(userId: string, snapshot: SubscriptionSnapshot): Promise<boolean> {
      const updated = await db
        .update(billingAccounts)
        .set({
          subscriptionId: snapshot.subscriptionId,
          customerId: snapshot.customerId,
          status: snapshot.status,
          interval: snapshot.interval,
          currentPeriodEnd: snapshot.currentPeriodEnd,
          cancelAtPeriodEnd: snapshot.cancelAtPeriodEnd,
          stateAt: snapshot.at,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(billingAccounts.userId, userId),
            or(
              isNull(billingAccounts.subscriptionId),
              and(
                eq(billingAccounts.subscriptionId, snapshot.subscriptionId),
                or(
                  isNull(billingAccounts.stateAt),
                  sql`${billingAccounts.stateAt} <= ${snapshot.at}`,
                ),
              ),
              // A new subscription replaces one that has ended.
              isNull(billingAccounts.status),
              notInArray(billingAccounts.status, [...premiumSubscriptionStatuses]),
            ),
          ),
        )
        .returning({ userId: billingAccounts.userId });
      return updated.length > 0;
    },

    /** Keeps `profiles.plan` in step with the subscription's status. */
    async syncPlan(userId: string): Promise<void> {
      await db
        .update(profiles)
        .set({
          plan: sql`case when exists (select 1 from ${billingAccounts} where ${billingAccounts.userId} = ${userId} and ${inArray(billingAccounts.status, premiumSubscriptionStatuses)}) then 'premium' else 'free' end`,
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userId, userId));
    },

    /** Marks an event processed; false when it already was (a replay). */
    async recordEvent(
      provider: BillingProviderKind,
      eventId: string,
      type: string,
      userId: string | undefined,
    ): Promise<boolean> {
      const rows = await db
        .insert(billingEvents)
        .values({ provider, eventId, type, userId: userId ?? null })
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      return rows.length > 0;
    },

    async insertCheckout(values: {
      id: string;
      userId: string;
      provider: BillingProviderKind;
      providerCheckoutId: string | null;
      interval: BillingInterval;
      quote: PriceQuote;
      expiresAt: Date;
    }): Promise<void> {
      await db.insert(billingCheckouts).values(values);
    },

    async checkout(userId: string, checkoutId: string): Promise<BillingCheckout | undefined> {
      const [row] = await db
        .select()
        .from(billingCheckouts)
        .where(and(eq(billingCheckouts.id, checkoutId), eq(billingCheckouts.userId, userId)));
      return row;
    },

    /** Marks the checkout (ours or the provider's id) completed, once; false if it already was. */
    async completeCheckout(userId: string, checkoutId: string): Promise<boolean> {
      const byId = /^[0-9a-f-]{36}$/i.test(checkoutId)
        ? eq(billingCheckouts.id, checkoutId)
        : eq(billingCheckouts.providerCheckoutId, checkoutId);
      const rows = await db
        .update(billingCheckouts)
        .set({ status: 'completed', completedAt: sql`now()` })
        .where(and(byId, eq(billingCheckouts.userId, userId), eq(billingCheckouts.status, 'open')))
        .returning({ id: billingCheckouts.id });
      return rows.length > 0;
    },

    /**
     * Records a payment or a failed attempt, once per provider payment id; a failed invoice that
     * is later paid becomes paid. Answers whether anything changed.
     */
    async recordPayment(values: {
      userId: string;
      provider: BillingProviderKind;
      providerPaymentId: string;
      subscriptionId: string | undefined;
      status: PaymentStatus;
      amountCents: number;
      currency: string;
      at: Date;
    }): Promise<boolean> {
      const paid = values.status === 'paid';
      const rows = await db
        .insert(payments)
        .values({
          userId: values.userId,
          provider: values.provider,
          providerPaymentId: values.providerPaymentId,
          subscriptionId: values.subscriptionId ?? null,
          status: values.status,
          amountCents: values.amountCents,
          currency: values.currency.toUpperCase(),
          paidAt: paid ? values.at : null,
          createdAt: values.at,
        })
        .onConflictDoUpdate({
          target: [payments.provider, payments.providerPaymentId],
          set: { status: 'paid', amountCents: values.amountCents, paidAt: values.at },
          setWhere: paid ? sql`${payments.status} <> 'paid'` : sql`false`,
        })
        .returning({ id: payments.id });
      return rows.length > 0;
    },

    async paidPaymentCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'paid')));
      return Number(row?.total ?? 0);
    },

    /** Failed attempts on the subscription since its last paid payment. */
    async failedAttemptsSinceLastPaid(userId: string, subscriptionId: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.subscriptionId, subscriptionId),
            eq(payments.status, 'failed'),
            sql`${payments.createdAt} > coalesce((select max(p.paid_at) from payments p where p.user_id = ${userId} and p.subscription_id = ${subscriptionId} and p.status = 'paid'), 'epoch')`,
          ),
        );
      return Number(row?.total ?? 0);
    },

    async payments(userId: string, limit: number): Promise<Payment[]> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.createdAt))
        .limit(limit);
      return rows.map((row) => ({
        id: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        at: (row.paidAt ?? row.createdAt).toISOString(),
      }));
    },

    /**
     * The referrer's free month for a friend's first payment, held until `creditableAt`; null if
     * this friend (or the same person under another account) already earned one.
     */
    async insertReward(reward: {
      referrerId: string;
      referredUserId: string;
      paymentId: string;
      customerId: string;
      referredIdentity: string;
      creditableAt: Date;
    }): Promise<ReferralReward | null> {
      const [row] = await db
        .insert(referralRewards)
        .values({
          userId: reward.referrerId,
          referredUserId: reward.referredUserId,
          paymentId: reward.paymentId,
          customerId: reward.customerId,
          referredIdentity: reward.referredIdentity,
          creditableAt: reward.creditableAt,
        })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    /**
     * Holds the referrer's rewards until the transaction ends: runs that settle them take turns,
     * and each sees what the one before it credited (a referrer may have no billing account row
     * to lock, hence a lock on the id).
     */
    async lockRewards(referrerId: string): Promise<void> {
      await db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`referral-rewards:${referrerId}`}))`,
      );
    },

    /** The referrer's rewards whose hold is over and that are neither credited nor void, oldest first. */
    async dueRewards(referrerId: string): Promise<ReferralReward[]> {
      return db
        .select()
        .from(referralRewards)
        .where(
          and(
            eq(referralRewards.userId, referrerId),
            isNull(referralRewards.appliedAt),
            isNull(referralRewards.voidedAt),
            lte(referralRewards.creditableAt, sql`now()`),
          ),
        )
        .orderBy(asc(referralRewards.createdAt));
    },

    /** Referrers with a reward due (its hold over, not credited nor void). */
    async referrersWithDueRewards(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: referralRewards.userId })
        .from(referralRewards)
        .where(
          and(
            isNull(referralRewards.appliedAt),
            isNull(referralRewards.voidedAt),
            lte(referralRewards.creditableAt, sql`now()`),
          ),
        );
      return rows.map((row) => row.userId);
    },

    /** Whether `paymentMethod` already credited, or is crediting, this referrer. */
    async paymentMethodUsed(referrerId: string, paymentMethod: string): Promise<boolean> {
      const [row] = await db
        .select({ id: referralRewards.id })
        .from(referralRewards)
        .where(
          and(
            eq(referralRewards.userId, referrerId),
            eq(referralRewards.paymentMethod, paymentMethod),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Voids a reward never credited; false if it was credited or voided already. */
    async voidReward(
      referrerId: string,
      rewardId: string,
      reason: 'refunded' | 'payment_method_used',
    ): Promise<boolean> {
      const rows = await db
        .update(referralRewards)
        .set({ voidedAt: sql`now()`, voidReason: reason })
        .where(
          and(
            eq(referralRewards.id, rewardId),
            eq(referralRewards.userId, referrerId),
            isNull(referralRewards.appliedAt),
            isNull(referralRewards.voidedAt),
          ),
        )
        .returning({ id: referralRewards.id });
      return rows.length > 0;
    },

    /** Marks the reward credited with the card that paid, once; false if it already was. */
    async markRewardApplied(
      referrerId: string,
      rewardId: string,
      appliedAs: 'premium_time' | 'subscription_extension',
      paymentMethod: string | undefined,
    ): Promise<boolean> {
      const rows = await db
        .update(referralRewards)
        .set({ appliedAs, appliedAt: sql`now()`, paymentMethod: paymentMethod ?? null })
        .where(
          and(
            eq(referralRewards.id, rewardId),
            eq(referralRewards.userId, referrerId),
            isNull(referralRewards.appliedAt),
            isNull(referralRewards.voidedAt),
          ),
        )
        .returning({ id: referralRewards.id });
      return rows.length > 0;
    },

    /** Whether a closed account with this email digest already had its first payment. */
    async firstMonthUsedBefore(emailDigest: string): Promise<boolean> {
      const [row] = await db
        .select({ emailDigest: closedAccountEmails.emailDigest })
        .from(closedAccountEmails)
        .where(eq(closedAccountEmails.emailDigest, emailDigest));
      return row !== undefined;
    },

    /** Remembers that the account closing under this email digest had made a payment. */
    async rememberClosedAccount(emailDigest: string): Promise<void> {
      await db.insert(closedAccountEmails).values({ emailDigest }).onConflictDoNothing();
    },

    /** Premium for `months` more, from now or from the end of what is left. */
    async extendPremiumTime(userId: string, months: number): Promise<void> {
      await db
        .update(profiles)
        .set({
          premiumUntil: sql`greatest(coalesce(${profiles.premiumUntil}, now()), now()) + make_interval(months => ${months}::int)`,
          updatedAt: sql`now()`,
        })
        .where(eq(profiles.userId, userId));
    },

    /** Sandbox subscriptions whose paid period is over: renewals (or endings) due. */
    async sandboxRenewalsDue(now: Date): Promise<string[]> {
      const rows = await db
        .select({ userId: billingAccounts.userId })
        .from(billingAccounts)
        .where(
          and(
            eq(billingAccounts.provider, 'sandbox'),
            inArray(billingAccounts.status, premiumSubscriptionStatuses),
            lt(billingAccounts.currentPeriodEnd, now),
          ),
        );
      return rows.map((row) => row.userId);
    },
  };
  return queries;
}
/** Billing's queries, on the database or inside one transaction. */
export type BillingQueries = ReturnType<typeof createBillingQueries>;

export function createBillingRepository(db: Db) {
  return {
    ...createBillingQueries(db),
    /** Runs `work` in one transaction, with the queries bound to it. */
    transaction<T>(work: (tx: BillingQueries) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createBillingQueries(tx as unknown as Db)));
    },
  };
}
export type BillingRepository = ReturnType<typeof createBillingRepository>;
