import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/**
 * Holds, until the transaction ends, the lock on a lesson's flashcard deck: every write that
 * adds or replaces cards takes it first, so that two of them never read the same last position
 * nor both add a card the other is adding.
 */
export async function lockLessonCards(tx: Pick<Db, 'execute'>, lessonId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lessonId}::text, 0))`);
}
