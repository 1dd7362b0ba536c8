import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * Values that belong to this installation rather than to a user: its id and, in embedded mode,
 * generated secrets that must survive a restart.
 */
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
