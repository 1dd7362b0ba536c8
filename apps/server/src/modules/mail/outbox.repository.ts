import { desc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/schema.ts';
import type { MailMessage } from './mail-message.ts';

/** The development outbox: mails stored instead of sent. */
export function createOutboxRepository(db: Db) {
  return {
    async add(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values(message);
    },
    /** Newest first. */
    async list(limit = 100) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
