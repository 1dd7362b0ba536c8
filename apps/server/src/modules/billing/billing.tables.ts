import type {
  BillingInterval,
  BillingProviderKind,
  CheckoutStatus,
  PaymentStatus,
  PriceQuote,
  SubscriptionStatus,
} from '@study/shared';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * A user's customer account with the payment provider and their subscription, mirrored from the
 * provider's events. One row per user: subscribing again replaces an ended subscription.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    customerId: text('customer_id').notNull(),
    subscriptionId: text('subscription_id'),
    interval: text('interval').$type<BillingInterval>(),
    status: text('status').$type<SubscriptionStatus>(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the provider was in the state mirrored here: an older event does not overwrite it. */
    stateAt: timestamp('state_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('billing_accounts_customer_idx').on(table.provider, table.customerId),
    uniqueIndex('billing_accounts_subscription_idx').on(table.provider, table.subscriptionId),
  ],
);

/** Checkouts a user started: the sandbox's own payment pages, and the Stripe sessions. */
export const billingCheckouts = pgTable(
  'billing_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    /** The provider's id of the session (Stripe); null for the sandbox, whose id is this row's. */
    providerCheckoutId: text('provider_checkout_id'),
    interval: text('interval').$type<BillingInterval>().notNull(),
    quote: jsonb('quote').$type<PriceQuote>().notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('billing_checkouts_user_created_idx').on(table.userId, table.createdAt)],
);

/**
 * Provider events already processed, so that a replayed or re-delivered event changes nothing. The
 * row outlives its user (set null), so a late replay is still recognised.
 */
export const billingEvents = pgTable(
  'billing_events',
  {
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** Payments and failed payment attempts, one row per provider invoice. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<BillingProviderKind>().notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    subscriptionId: text('subscription_id'),
    status: text('status').$type<PaymentStatus>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('payments_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Addresses of closed accounts that had made a payment, as keyed digests (HMAC with the auth
 * secret, never the address): signing up again with one does not bring the first-month discount
 * back.
 */
export const closedAccountEmails = pgTable('closed_account_emails', {
  emailDigest: text('email_digest').primaryKey(),
  createdAt: createdAt(),
});
