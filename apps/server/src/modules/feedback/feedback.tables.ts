import type { FeedbackMood } from '@study/shared';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/** Feedback sent from the home card or the settings: a mood and an optional comment. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mood: text('mood').$type<FeedbackMood>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('feedback_user_created_idx').on(table.userId, table.createdAt)],
);

/** Messages to the team from the support page, mailed to SUPPORT_EMAIL when it is set. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** When it was handed to the mail transport; null when no support address is set or it failed. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('support_messages_user_created_idx').on(table.userId, table.createdAt)],
);

/** Bug reports from the settings: what happened, where, and an optional screenshot in storage. */
export const bugReports = pgTable(
  'bug_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    context: jsonb('context').$type<Record<string, string>>().notNull(),
    /** The screenshot's key in object storage, under the user's folder; null without one. */
    screenshotKey: text('screenshot_key'),
    createdAt: createdAt(),
  },
  (table) => [index('bug_reports_user_created_idx').on(table.userId, table.createdAt)],
);
