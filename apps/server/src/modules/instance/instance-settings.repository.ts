import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { instanceSettings } from './instance.tables.ts';

/** Installation-wide values; the only SQL that touches `instance_settings`. */
export function createInstanceSettingsRepository(db: Db) {
  return {
    /** The stored value of `key`, storing `initial` first when there is none (safe under races). */
    async getOrCreate(key: string, initial: string): Promise<string> {
      await db.insert(instanceSettings).values({ key, value: initial }).onConflictDoNothing();
      const [row] = await db
        .select({ value: instanceSettings.value })
        .from(instanceSettings)
        .where(eq(instanceSettings.key, key));
      if (!row) throw new Error(`instance setting ${key} vanished after insert`);
      return row.value;
    },
  };
}
export type InstanceSettingsRepository = ReturnType<typeof createInstanceSettingsRepository>;
