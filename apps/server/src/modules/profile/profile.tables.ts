import { sql } from 'drizzle-orm';
import type { Plan } from '@study/shared';
import { date, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/** What the product knows of a user beyond sign-in: onboarding answers, language, referral. */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    birthdate: date('birthdate', { mode: 'string' }),
    status: text('status'),
    domain: text('domain'),
    /** The level typed by the student when `domain` is 'other'. */
    domainOther: text('domain_other'),
    heardFrom: text('heard_from'),
    language: text('language').notNull().default('en'),
    referralCode: text('referral_code').notNull().unique(),
    /** The invite code the user signed up with, as given (counted on the inviter's page). */
    invitedBy: text('invited_by'),
    /** The user whose referral link brought this one, when the code matched someone. */
    referredByUserId: text('referred_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /**
     * `premium` while a paid subscription gives it (kept by the billing module from the provider's
     * events), `free` otherwise.
     */
    plan: text('plan').$type<Plan>().notNull().default('free'),
    /** Premium given without payment (free months earned by referrals) runs until then. */
    premiumUntil: timestamp('premium_until', { withTimezone: true }),
    /**
     * When the user earned the beta feedback reward (feedback with a comment while BETA=true):
     * 20% off every subscription payment after the final launch.
     */
    betaRewardEarnedAt: timestamp('beta_reward_earned_at', { withTimezone: true }),
    /** When the user confirmed that a parent or guardian agrees (asked below the age of consent). */
    parentalConsentAt: timestamp('parental_consent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('profiles_username_lower_idx').on(sql`lower(${table.username})`)],
);
