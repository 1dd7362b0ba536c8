import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { isDatabaseUnavailable } from '../src/db/database-errors.ts';
import { createScratchPostgres, databaseKinds } from './test-database.ts';

describe.runIf(databaseKinds.includes('postgres'))('the PostgreSQL pool', () => {
  it('survives a connection dropped in the middle of a transaction, and keeps serving', async () => {
    const scratch = await createScratchPostgres();
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 2 });
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    try {
      // A transaction waiting between two statements, as a job does while the engine works,
      // when PostgreSQL goes away (a restart terminates every backend the same way).
      const transaction = database.db.transaction(async (tx) => {
        const own = (await tx.execute(
          sql`select pg_backend_pid() as pid`,
        )) as unknown as pg.QueryResult<{
          pid: number;
        }>;
        await admin.query('select pg_terminate_backend($1)', [own.rows[0]!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      });
      const failure = await transaction.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isDatabaseUnavailable(failure)).toBe(true);
      // The process is still here (an unheard 'error' would have ended it) and so is the pool.
      await database.ping();
      await database.ping();
    } finally {
      await admin.end();
      await database.close();
      await scratch.drop();
    }
  });
});
