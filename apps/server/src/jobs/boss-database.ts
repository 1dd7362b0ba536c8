import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';

/** Any constant; it only has to be the same for every instance starting on one database. */
const startLockKey = 727_311_002;

interface Rows {
  rows: unknown[];
}

/** A multi-statement script answers one result per statement; pg-boss reads the last. */
function lastResult(result: Rows | Rows[]): Rows {
  return Array.isArray(result) ? { rows: result.at(-1)?.rows ?? [] } : result;
}

/**
 * pg-boss on the app's own database: the PostgreSQL pool (no extra connections), or the embedded
 * PGlite, which pg-boss cannot open itself.
 */
export function bossDatabase(database: Database): PgBoss.Db {
  const { pool, pglite } = database;
  if (pool) {
    return {
      executeSql: async (text, values) =>
        lastResult(
          (values?.length ? await pool.query(text, values) : await pool.query(text)) as
            Rows | Rows[],
        ),
    };
  }
  if (pglite) {
    return {
      executeSql: async (text, values) =>
        values?.length
          ? { rows: (await pglite.query(text, values)).rows }
          : lastResult(await pglite.exec(text)),
    };
  }
  throw new Error(`No connection to run jobs on for a ${database.kind} database`);
}

/**
 * Runs `start` (installing pg-boss, creating queues) while holding a database-wide lock, so
 * instances starting together take turns: pg-boss's own install lock does not refresh the catalog
 * a waiting instance already read, which then fails creating a schema that now exists. The lock
 * lives on its own short-lived connection, so even a pool of one stays free for `start`.
 */
export async function oneAtATime<T>(database: Database, start: () => Promise<T>): Promise<T> {
  if (!database.pool) return start();
  const client = new pg.Client(database.pool.options);
  // A connection lost meanwhile fails `start`; unheard, its 'error' would end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [startLockKey]);
    return await start();
  } finally {
    await client.end();
  }
}
