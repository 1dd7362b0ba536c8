import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createScratchPostgres } from '../../test/test-database.ts';
import { serverRoot } from '../paths.ts';
import { isDatabaseUnavailable } from './database-errors.ts';
import { openDatabase, type Database } from './database.ts';

const journal = JSON.parse(
  readFileSync(path.join(serverRoot, 'drizzle/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string }[] };

describe('the embedded database', () => {
  const opened: Database[] = [];
  const folders: string[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  async function open(dataDir: string): Promise<Database> {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    opened.push(database);
    return database;
  }

  it('creates a new data folder with every migration applied, then reopens it as it is', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'study-db-'));
    folders.push(folder);
    const dataDir = path.join(folder, 'db');

    const first = await open(dataDir);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const applied = await first.pglite!.query<{ count: number }>(
      'select count(*)::int as count from drizzle.__drizzle_migrations',
    );
    expect(applied.rows[0]!.count).toBe(journal.entries.length);
    await first.pglite!.query(
      "insert into instance_settings (key, value) values ('probe', 'kept')",
    );
    await first.close();
    opened.length = 0;

    const again = await open(dataDir);
    const kept = await again.pglite!.query<{ value: string }>(
      "select value from instance_settings where key = 'probe'",
    );
    expect(kept.rows).toEqual([{ value: 'kept' }]);
    expect((await again.pglite!.query('show shared_buffers')).rows).toEqual([
      { shared_buffers: '16MB' },
    ]);
  });

  it('runs PostgreSQL with a small shared buffer pool in memory as well', async () => {
    const database = await open('memory');
    expect((await database.pglite!.query('show shared_buffers')).rows).toEqual([
      { shared_buffers: '16MB' },
    ]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL transactions', () => {
  it('give their client back to the pool when the connection dies before BEGIN', async () => {
    const scratch = await createScratchPostgres();
    // One connection: a client kept out of the pool would leave nothing for the next query.
    const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 });
    try {
      const pool = database.pool!;
      // The connection drops as the client is lent out, as in a database restart.
      pool.once(
        'acquire',
        (client: pg.PoolClient & { connection: { stream: { destroy(): void } } }) =>
          client.connection.stream.destroy(),
      );
      const failed = await database.db
        .transaction(async (tx) => tx.execute(sql`select 1`))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isDatabaseUnavailable(failed)).toBe(true);
      expect(pool.totalCount - pool.idleCount).toBe(0);

      const answered = await database.db.transaction(async (tx) => tx.execute(sql`select 2 as n`));
      expect(answered).toMatchObject({ rows: [{ n: 2 }] });
    } finally {
      // It stops, too: the pool waited forever for the lost client.
      await database.close();
      await scratch.drop();
    }
  });
});
