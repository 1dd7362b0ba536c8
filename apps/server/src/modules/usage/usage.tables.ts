import type { UsageMetric } from '@study/shared';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';

/**
 * Spendings per plan period: one row per user, metric and period key (`2026-11` for a month,
 * `2026-11-22` for a day, UTC). Spending is one conditional upsert, so two requests at the limit
 * cannot both pass.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric').$type<UsageMetric>().notNull(),
    period: text('period').notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.metric, table.period] })],
);
