import { randomUUID } from 'node:crypto';
import {
  AppError,
  checkoutReturnPath,
  premiumSubscriptionStatuses,
  quotePremium,
  type BillingInterval,
  type BillingProviderKind,
  type BillingStatus,
  type InterfaceLanguage,
  type RealtimeEvent,
  type SubscriptionStatus,
} from '@study/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { BillingEvent } from './billing-events.ts';
import { addMonths, type BillingProvider, type ProviderSubscription } from './billing-provider.ts';
import type { BillingAccount, BillingQueries, BillingRepository } from './billing.repository.ts';

/** How long a started checkout accepts payment. */
const checkoutLifetimeMs = 24 * 60 * 60 * 1000;
/** How many payments the subscription page lists. */
const paymentsShown = 24;

/** What happens once an event's transaction has committed. */
type Effect =
  | { kind: 'notify'; userId: string }
  | { kind: 'rewards'; referrerId: string }
  | { kind: 'renewal-discount'; userId: string; subscriptionId: string; percentOff: number }
  | { kind: 'payment-failed'; userId: string };

export interface BillingServiceDeps {
  repository: BillingRepository;
  provider: BillingProvider;
  publicUrl: string;
  /** The sandbox's test clock answers (a local run only). */
  testClock: boolean;
  /** In beta the beta reward is earned, not yet applied (it applies after the launch). */
  beta: boolean;
  /** Queues the crediting of a referrer's due free months (a job, retried on failure). */
  queueRewards: (referrerId: string) => Promise<void>;
  /** An email as a keyed digest: who a person is across accounts, without keeping the address. */
  emailDigest: (email: string) => string;
  /** Tells the user's open tabs that their plan or payments changed. */
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
  /** Tells the user a payment failed (a mail with a link to the subscription page). */
  mailPaymentFailed: (userId: string) => Promise<void>;
  log: FastifyBaseLogger;
  now?: () => Date;
}

function isLive(status: SubscriptionStatus | null | undefined): boolean {
  return status != null && premiumSubscriptionStatuses.includes(status);
}

/** The live subscription of an account, in the shape providers act on; undefined if none. */
export function liveSubscription(
  account: BillingAccount | undefined,
): ProviderSubscription | undefined {
  if (
    !account?.subscriptionId ||
    !account.interval ||
    !account.currentPeriodEnd ||
    !isLive(account.status)
  ) {
    return undefined;
  }
  return {
    customerId: account.customerId,
    subscriptionId: account.subscriptionId,
    interval: account.interval,
    status: account.status!,
    currentPeriodEnd: account.currentPeriodEnd,
    cancelAtPeriodEnd: account.cancelAtPeriodEnd,
  };
}

/**
 * Plans and payments: what a user may buy and at what price, checkout, cancellation, and the one
 * place where provider events (sandbox or Stripe) become state, once each.
 */
export function createBillingService(deps: BillingServiceDeps) {
  const { repository, provider, log } = deps;
  const now = deps.now ?? (() => new Date());

  async function customerOf(userId: string) {
    const customer = await repository.customer(userId);
    if (!customer) throw new AppError('NOT_FOUND');
    return customer;
  }

  /**
   * Whether the -50% first month is still this person's: no payment on this account, and none on
   * an account they closed under the same address.
   */
  async function firstMonthEligible(userId: string, email: string): Promise<boolean> {
    if ((await repository.paidPaymentCount(userId)) > 0) return false;
    return !(await repository.firstMonthUsedBefore(deps.emailDigest(email)));
  }

  /** Whether the beta reward is taken off payments: earned, and the product has launched. */
  function betaRewardApplies(earnedAt: Date | null): boolean {
    return !deps.beta && earnedAt !== null;
  }

  /** Applies one event inside the batch's transaction; answers what to do after the commit. */
  async function apply(
    tx: BillingQueries,
    kind: BillingProviderKind,
    event: BillingEvent,
  ): Promise<Effect[]> {
    const userId = event.userId ?? (await tx.userIdByCustomer(kind, event.customerId));
    if (!(await tx.recordEvent(kind, event.id, event.type, userId))) {
      log.info({ eventId: event.id, type: event.type }, 'billing event already processed');
      return [];
    }
    if (!userId) {
      log.warn({ eventId: event.id, type: event.type }, 'billing event for an unknown customer');
      return [];
    }
    switch (event.type) {
      case 'checkout.completed': {
        await tx.ensureAccount(userId, kind, event.customerId);
        await tx.completeCheckout(userId, event.checkoutId);
        return [{ kind: 'notify', userId }];
      }
      case 'subscription.updated': {
        await tx.ensureAccount(userId, kind, event.customerId);
        if (!(await tx.applySnapshot(userId, event.subscription))) return [];
        await tx.syncPlan(userId);
        return [{ kind: 'notify', userId }];
      }
      case 'payment.failed': {
        const recorded = await tx.recordPayment({
          userId,
          provider: kind,
          providerPaymentId: event.paymentId,
          subscriptionId: event.subscriptionId,
          status: 'failed',
          amountCents: event.amountCents,
          currency: event.currency,
          at: event.at,
        });
        return recorded
          ? [
              { kind: 'notify', userId },
              { kind: 'payment-failed', userId },
            ]
          : [];
      }
      case 'payment.succeeded': {
        const recorded = await tx.recordPayment({
          userId,
          provider: kind,
          providerPaymentId: event.paymentId,
          subscriptionId: event.subscriptionId,
          status: 'paid',
          amountCents: event.amountCents,
          currency: event.currency,
          at: event.at,
        });
        if (!recorded) return [];
        const effects: Effect[] = [{ kind: 'notify', userId }];
        if (event.renewalPercentOff && event.subscriptionId) {
          effects.push({
            kind: 'renewal-discount',
            userId,
            subscriptionId: event.subscriptionId,
            percentOff: event.renewalPercentOff,
          });
        }
        // The referrer's free month: the friend's first payment that moved money, once per
        // person, credited by the rewards job once the refund hold is over without a refund.
        if (event.amountCents > 0 && (await tx.paidPaymentCount(userId)) === 1) {
          const friend = await tx.customer(userId);
          const referrerId = friend?.referredByUserId;
          if (friend && referrerId && referrerId !== userId) {
            const reward = await tx.insertReward({
              referrerId,
              referredUserId: userId,
              paymentId: event.paymentId,
              customerId: event.customerId,
              referredIdentity: deps.emailDigest(friend.email),
              creditableAt: new Date(event.at.getTime() + provider.refundHoldDays * 86_400_000),
            });
            if (reward) {
              // Nothing to wait for (no refunds): credited now rather than by the next round.
              if (provider.refundHoldDays === 0) effects.push({ kind: 'rewards', referrerId });
              effects.push({ kind: 'notify', userId: referrerId });
            }
          }
        }
        return effects;
      }
    }
  }

  /** After the commit: failures here are logged; the state is already right and jobs retry. */
  async function run(effects: Effect[]): Promise<void> {
    const notified = new Set<string>();
    for (const effect of effects) {
      try {
        switch (effect.kind) {
          case 'notify':
            if (notified.has(effect.userId)) break;
            notified.add(effect.userId);
            await deps.publish(effect.userId, { type: 'billing.updated' });
            await deps.publish(effect.userId, { type: 'usage.updated' });
            break;
          case 'renewal-discount':
            await provider.applyRenewalDiscount?.(
              effect.subscriptionId,
              effect.percentOff,
              `renewal-discount-${effect.subscriptionId}`,
            );
            break;
          case 'rewards':
            await deps.queueRewards(effect.referrerId);
            break;
          case 'payment-failed':
            await deps.mailPaymentFailed(effect.userId);
            break;
        }
      } catch (error) {
        log.error({ err: error, effect }, 'billing follow-up failed');
      }
    }
  }

  const service = {
    /** Everything the subscription page shows. */
    async status(userId: string): Promise<BillingStatus> {
      const [customer, account, payments] = await Promise.all([
        customerOf(userId),
        repository.account(userId),
        repository.payments(userId, paymentsShown),
      ]);
      const at = now();
      const applies = betaRewardApplies(customer.betaRewardEarnedAt);
      const eligible = await firstMonthEligible(userId, customer.email);
      const quote = (interval: BillingInterval) =>
        quotePremium({ interval, firstMonthEligible: eligible, betaRewardApplies: applies });
      const live = liveSubscription(account);
      const premiumUntil =
        customer.premiumUntil && customer.premiumUntil > at ? customer.premiumUntil : null;
      return {
        provider: provider.kind,
        plan: customer.plan === 'premium' || premiumUntil ? 'premium' : 'free',
        subscription: live
          ? {
              interval: live.interval,
              status: live.status,
              currentPeriodEnd: live.currentPeriodEnd.toISOString(),
              cancelAtPeriodEnd: live.cancelAtPeriodEnd,
              nextPaymentCents: quotePremium({
                interval: live.interval,
                firstMonthEligible: false,
                betaRewardApplies: applies,
              }).renewalCents,
            }
          : null,
        premiumUntil: premiumUntil?.toISOString() ?? null,
        firstMonthEligible: eligible,
        beta: deps.beta,
        betaReward: {
          earnedAt: customer.betaRewardEarnedAt?.toISOString() ?? null,
          applies,
        },
        quotes: { month: quote('month'), year: quote('year') },
        canManagePayments: provider.kind === 'stripe' && account !== undefined,
        testClock: deps.testClock,
        payments,
      };
    },

    /** Starts a checkout at this user's price; answers where to send the browser. */
    async startCheckout(
      user: { id: string; email: string },
      interval: BillingInterval,
      language: InterfaceLanguage,
    ): Promise<{ url: string }> {
      const [customer, existing] = await Promise.all([
        customerOf(user.id),
        repository.account(user.id),
      ]);
      if (liveSubscription(existing)) throw new AppError('ALREADY_SUBSCRIBED');
      const account =
        existing ??
        (await repository.ensureAccount(
          user.id,
          provider.kind,
          await provider.createCustomer({ id: user.id, email: customer.email }),
        ));
      const quote = quotePremium({
        interval,
        firstMonthEligible: await firstMonthEligible(user.id, customer.email),
        betaRewardApplies: betaRewardApplies(customer.betaRewardEarnedAt),
      });
      // The provider is asked first: if it fails, nothing is left half-made.
      const checkoutId = randomUUID();
      const back = `${deps.publicUrl}${checkoutReturnPath}`;
      const { url, providerCheckoutId } = await provider.createCheckout({
        checkoutId,
        userId: user.id,
        customerId: account.customerId,
        language,
        quote,
        successUrl: `${back}?checkout=success`,
        cancelUrl: `${back}?checkout=canceled`,
      });
      await repository.insertCheckout({
        id: checkoutId,
        userId: user.id,
        provider: provider.kind,
        providerCheckoutId,
        interval,
        quote,
        expiresAt: new Date(now().getTime() + checkoutLifetimeMs),
      });
      return { url };
    },

    /** Cancels at the end of the paid period (`cancel`), or keeps the subscription going. */
    async setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<BillingStatus> {
      const live = liveSubscription(await repository.account(userId));
      if (!live) throw new AppError('NO_SUBSCRIPTION');
      const snapshot = await provider.setCancelAtPeriodEnd(live, cancel);
      await repository.transaction(async (tx) => {
        if (await tx.applySnapshot(userId, snapshot)) await tx.syncPlan(userId);
      });
      await run([{ kind: 'notify', userId }]);
      return service.status(userId);
    },

    /**
     * Before an account is deleted: stops a live subscription at once (no charge after that), and
     * remembers the address's digest when a payment was made, so the first month stays spent.
     */
    async endForDeletedAccount(userId: string): Promise<void> {
      const live = liveSubscription(await repository.account(userId));
      if (live) await provider.cancelNow(live);
      const customer = await repository.customer(userId);
      if (customer && (await repository.paidPaymentCount(userId)) > 0) {
        await repository.rememberClosedAccount(deps.emailDigest(customer.email));
      }
    },

    /** The provider's page for cards and invoices. */
    async portalUrl(userId: string): Promise<{ url: string }> {
      const account = await repository.account(userId);
      const url = account
        ? await provider.portalUrl(account.customerId, `${deps.publicUrl}${checkoutReturnPath}`)
        : undefined;
      if (!url) throw new AppError('BILLING_PORTAL_UNAVAILABLE');
      return { url };
    },

    /**
     * Processes provider events in one transaction, each once (a replay changes nothing), then runs
     * their follow-ups. `events` may be made inside the transaction (the sandbox locks the account
     * or claims its checkout there, so two renewals or a double click pay once).
     */
    async handleEvents(
      kind: BillingProviderKind,
      events: BillingEvent[] | ((tx: BillingQueries) => Promise<BillingEvent[]>),
    ): Promise<void> {
      const effects = await repository.transaction(async (tx) => {
        const all: Effect[] = [];
        for (const event of typeof events === 'function' ? await events(tx) : events) {
          all.push(...(await apply(tx, kind, event)));
        }
        return all;
      });
      await run(effects);
    },

    /**
     * Credits the referrer the free months whose hold is over, one reward at a time: a reward whose
     * payment was refunded or disputed, or whose card already credited this referrer, is voided;
     * otherwise a live subscription's next payment moves one month later, or Premium runs one
     * month longer. Each reward is settled once, even if this runs twice. Runs for one referrer
     * take turns (every friend's payment queues its own): a run that waited sees the rewards that
     * were made while the one before it was busy, so none is left for the repair task. The
     * provider is asked inside the transaction, so a second run waits for its answer.
     */
    async applyRewards(referrerId: string): Promise<void> {
      await repository.transaction(async (tx) => {
        await tx.lockRewards(referrerId);
        for (const reward of await tx.dueRewards(referrerId)) {
          const outcome = reward.customerId
            ? await provider.paymentOutcome(reward.customerId)
            : { refunded: false, paymentMethod: undefined };
          const method = outcome.paymentMethod;
          if (outcome.refunded) {
            await tx.voidReward(referrerId, reward.id, 'refunded');
            continue;
          }
          if (method && (await tx.paymentMethodUsed(referrerId, method))) {
            await tx.voidReward(referrerId, reward.id, 'payment_method_used');
            continue;
          }
          const live = liveSubscription(await tx.account(referrerId));
          if (live) {
            const until = addMonths(live.currentPeriodEnd, reward.months);
            const snapshot = await provider.extendSubscription(
              live,
              until,
              `referral-reward-${reward.id}`,
            );
            if (
              await tx.markRewardApplied(referrerId, reward.id, 'subscription_extension', method)
            ) {
              await tx.applySnapshot(referrerId, snapshot);
              await tx.syncPlan(referrerId);
            }
          } else if (await tx.markRewardApplied(referrerId, reward.id, 'premium_time', method)) {
            await tx.extendPremiumTime(referrerId, reward.months);
          }
        }
      });
      await run([{ kind: 'notify', userId: referrerId }]);
    },
  };
  return service;
}
export type BillingService = ReturnType<typeof createBillingService>;
