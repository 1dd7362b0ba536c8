import { PassThrough, type Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import type { Db } from '../../db/database.ts';
import { users } from '../auth/auth.tables.ts';
import { lessonFiles } from '../lessons/lessons.tables.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { exportedTables, tablesNotExported } from './exported-tables.ts';

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** A name safe inside a ZIP on every system. */
function safeName(name: string): string {
  return name.replace(/[\\/:*?"<>|\p{Cc}]/gu, '_').slice(0, 120) || 'file';
}

/**
 * "Download my data": every row of the user's tables as JSON and the original lesson files, as
 * one ZIP streamed as it is written. The rows are read first, so a database failure is a normal
 * error answer; files are then added one at a time.
 */
export function createDataExport({ db, storage }: { db: Db; storage: ObjectStorage }) {
  return {
    async export(userId: string): Promise<Readable> {
      const [account] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          twoFactorEnabled: users.twoFactorEnabled,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      const tables: [string, unknown[]][] = [];
      for (const [name, table] of Object.entries(exportedTables)) {
        tables.push([name, await db.select().from(table).where(eq(table.userId, userId))]);
      }
      const files = await db
        .select({
          id: lessonFiles.id,
          lessonId: lessonFiles.lessonId,
          name: lessonFiles.name,
          storageKey: lessonFiles.storageKey,
        })
        .from(lessonFiles)
        .where(eq(lessonFiles.userId, userId));

      const out = new PassThrough();
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          out.destroy(error);
          return;
        }
        out.write(chunk);
        if (final) out.end();
      });
      const add = (path: string, bytes: Uint8Array) => {
        const entry = new ZipDeflate(path, { level: 6 });
        zip.add(entry);
        entry.push(bytes, true);
      };

      void (async () => {
        try {
          add('account.json', json(account ?? null));
          for (const [name, rows] of tables) add(`data/${name}.json`, json(rows));
          const missing: string[] = [];
          for (const file of files) {
            const path = `files/${file.lessonId}/${file.id.slice(0, 8)}-${safeName(file.name)}`;
            try {
              add(path, await storage.get(file.storageKey));
            } catch {
              missing.push(path);
            }
          }
          add(
            'README.json',
            json({
              exportedAt: new Date().toISOString(),
              tables: tables.map(([name, rows]) => ({ name, rows: rows.length })),
              files: files.length - missing.length,
              missingFiles: missing,
              notExported: tablesNotExported,
            }),
          );
          zip.end();
        } catch (error) {
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        }
      })();
      return out;
    },
  };
}
export type DataExport = ReturnType<typeof createDataExport>;
