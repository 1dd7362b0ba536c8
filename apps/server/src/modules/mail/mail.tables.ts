import { jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** Mails kept instead of sent when no SMTP server is configured (development and embedded mode). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  createdAt: createdAt(),
});
