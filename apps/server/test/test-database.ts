import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database.ts';

export type DatabaseKind = Database['kind'];

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server (or `adminUrl`'s), and a way to drop it. */
export async function createScratchPostgres(
  adminUrl = process.env.TEST_DATABASE_URL,
): Promise<{ url: string; drop: () => Promise<void> }> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** An empty, migrated database of the given kind that disappears when closed. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite', dataDir: 'memory' });
  const scratch = await createScratchPostgres();
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
