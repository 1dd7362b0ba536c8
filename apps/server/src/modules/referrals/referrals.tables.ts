import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * Free months earned by the referral programme (`user_id` is the referrer): one per referred
 * friend, when the friend's first payment succeeds. Applied once, by a job.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: text('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The provider payment that earned it. */
    paymentId: text('payment_id').notNull(),
    /** The friend's customer at the provider: where refunds and the card are looked up. */
    customerId: text('customer_id'),
    /**
     * The friend's email as a keyed digest (HMAC with the auth secret): the same person, even
     * under a new account, credits a referrer once.
     */
    referredIdentity: text('referred_identity'),
    /** The card that paid (Stripe's fingerprint; the sandbox's test card is one): credits once. */
    paymentMethod: text('payment_method'),
    months: integer('months').notNull().default(1),
    /** Credited only after this, when the payment has not been refunded by then. */
    creditableAt: timestamp('creditable_at', { withTimezone: true }).notNull().defaultNow(),
    /** How it was given: Premium time for a free user, or the next payment pushed back. */
    appliedAs: text('applied_as').$type<'premium_time' | 'subscription_extension'>(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** Never credited: the payment was refunded, or its card already credited this referrer. */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').$type<'refunded' | 'payment_method_used'>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_rewards_referred_idx').on(table.referredUserId),
    uniqueIndex('referral_rewards_identity_idx').on(table.userId, table.referredIdentity),
    uniqueIndex('referral_rewards_payment_method_idx').on(table.userId, table.paymentMethod),
    index('referral_rewards_user_idx').on(table.userId),
  ],
);
