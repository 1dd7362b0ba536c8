import { timestamp } from 'drizzle-orm/pg-core';

/** The columns every table that records its rows' times shares. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
