import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from './mail.tables.ts';
import type { MailMessage } from './mail-message.ts';

/** The development outbox: mails stored instead of sent. */
export function createOutboxRepository(db: Db) {
  return {
    async add(message: MailMessage): Promise<void> {
      await db.insert(mailOutbox).values(message);
    },
    /** Removes every mail to `to` (its account is deleted: its links and address go too). */
    async removeTo(to: string): Promise<void> {
      await db.delete(mailOutbox).where(eq(mailOutbox.to, to));
    },
    /** Newest first. */
    async list(limit = 100) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
