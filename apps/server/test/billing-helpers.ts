import type { BillingInterval, BillingStatus, SandboxCard } from '@study/shared';
import { isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { referralRewards } from '../src/db/schema.ts';
import { referralRewardsQueue } from '../src/modules/billing/billing.plugin.ts';
import type { TestUser } from './auth-helpers.ts';
import { userRequest } from './lesson-helpers.ts';

export async function billingOf(app: FastifyInstance, user: TestUser): Promise<BillingStatus> {
  const response = await userRequest(app, user, 'GET', '/api/billing');
  if (response.statusCode !== 200) throw new Error(`billing not read: ${response.body}`);
  return response.json() as BillingStatus;
}

/** Starts a sandbox checkout and answers its id (from the URL the browser is sent to). */
export async function startSandboxCheckout(
  app: FastifyInstance,
  user: TestUser,
  interval: BillingInterval = 'month',
): Promise<string> {
  const response = await userRequest(app, user, 'POST', '/api/billing/checkout', { interval });
  if (response.statusCode !== 201) throw new Error(`checkout refused: ${response.body}`);
  const { url } = response.json() as { url: string };
  const id = /^\/billing\/checkout\/([0-9a-f-]{36})$/.exec(url)?.[1];
  if (!id) throw new Error(`not a sandbox checkout URL: ${url}`);
  return id;
}

export function paySandboxCheckout(
  app: FastifyInstance,
  user: TestUser,
  checkoutId: string,
  card: SandboxCard = 'success',
) {
  return userRequest(app, user, 'POST', `/api/billing/sandbox/checkouts/${checkoutId}/pay`, {
    card,
  });
}

/** A user on Premium through the sandbox checkout, paid with the accepted test card. */
export async function subscribeInSandbox(
  app: FastifyInstance,
  user: TestUser,
  interval: BillingInterval = 'month',
): Promise<BillingStatus> {
  const paid = await paySandboxCheckout(app, user, await startSandboxCheckout(app, user, interval));
  if (paid.statusCode !== 200) throw new Error(`payment refused: ${paid.body}`);
  return paid.json() as BillingStatus;
}

/** The sandbox's test clock: the renewal date is reached now. */
export function advanceSandboxClock(
  app: FastifyInstance,
  user: TestUser,
  card: SandboxCard = 'success',
) {
  return userRequest(app, user, 'POST', '/api/billing/sandbox/advance', { card });
}

/**
 * The referral rewards' hold comes to its end (as if the refund period had passed), then the
 * rewards task runs: each referrer's due rewards are settled.
 */
export async function creditRewardsAfterHold(app: FastifyInstance): Promise<void> {
  const held = await app.database.db
    .update(referralRewards)
    .set({ creditableAt: new Date(Date.now() - 1000) })
    .where(isNull(referralRewards.appliedAt))
    .returning({ referrerId: referralRewards.userId });
  for (const referrerId of new Set(held.map((row) => row.referrerId))) {
    await app.billing.service.applyRewards(referrerId);
  }
}

/** Waits until the referral rewards queued so far are settled. */
export function drainRewards(app: FastifyInstance): Promise<void> {
  return app.jobs.drain(referralRewardsQueue);
}
