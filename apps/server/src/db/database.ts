import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { serverRoot } from '../paths.ts';
import type { PgliteSetup } from './pglite-setup.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database with its migrations applied. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The node-postgres pool, when on PostgreSQL (jobs and LISTEN/NOTIFY need their own clients). */
  pool?: pg.Pool;
  /** The PGlite instance, when embedded. */
  pglite?: PGlite;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');
/** Any constant works; it only has to be the same for every instance migrating one database. */
const migrationLockKey = 727_311_001;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | 'memory' };

/**
 * PGlite's PostgreSQL reserves 160 MB of shared buffers inside its WebAssembly memory and touches
 * them at start, most of the embedded server's idle memory. One process reads its files through
 * the operating system's page cache anyway, so a small pool costs a copy on a miss, not a disk
 * read (ADR 170).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Opens PostgreSQL or the embedded PGlite and applies the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolSize ?? 10)
    : openPglite(target.dataDir);
}

// From the sources the set-up is its TypeScript file; in the bundle, the entry built beside it.
const setupEntry = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './pglite-setup.ts' : './pglite-setup.js',
    import.meta.url,
  ),
);

/** Creates and migrates the embedded database of a new data folder in a child process. */
async function setUpPgliteDataDir(dataDir: string): Promise<void> {
  const setup: PgliteSetup = { dataDir, startParams: pgliteStartParams, migrationsFolder };
  const child = spawn(process.execPath, [setupEntry, JSON.stringify(setup)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`the database set-up exited with ${signal ?? code}`)),
    );
  });
}

async function openPglite(dataDir: string): Promise<Database> {
  let pglite: PGlite;
  if (dataDir === 'memory') {
    pglite = new PGlite({ startParams: pgliteStartParams });
  } else {
    await mkdir(dataDir, { recursive: true });
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await setUpPgliteDataDir(dataDir);
    pglite = new PGlite(dataDir, { startParams: pgliteStartParams });
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(pglite), { migrationsFolder });
  return {
    kind: 'pglite',
    db,
    pglite,
    ping: async () => {
      await pglite.query('select 1');
    },
    close: () => pglite.close(),
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor may a client lent out for a transaction: the pool listens to its clients' errors only
  // while they are idle, and an 'error' nobody listens to ends the process. Its queries fail on
  // their own, and the pool drops the dead client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const client = await pool.connect();
  try {
    // Several instances may start together: one migrates, the others wait and find nothing to do.
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  db.transaction = (work, config) => transactionOnOwnClient(pool, work, config);
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** drizzle on one client of the pool, made once per connection (0.4 ms each with the schema). */
const onClients = new WeakMap<pg.PoolClient, Db>();
function onClientOf(client: pg.PoolClient): Db {
  let onClient = onClients.get(client);
  if (!onClient) {
    // On one client drizzle runs BEGIN, COMMIT or ROLLBACK and leaves the client to its owner.
    onClient = drizzlePg(client, { schema }) as unknown as Db;
    onClients.set(client, onClient);
  }
  return onClient;
}

/**
 * A transaction on a client of the pool that goes back to the pool whatever happens. drizzle's own
 * transaction on a pool sends BEGIN before the `try` whose `finally` releases the client: a BEGIN
 * that fails (the client's connection died in the pool, as in a database restart) kept the client
 * lent out for good. Each outage took connections from the pool until none was left, and
 * `pool.end()` waited for them forever, so the process could not stop on SIGTERM.
 */
async function transactionOnOwnClient<T>(
  pool: pg.Pool,
  work: Parameters<Db['transaction']>[0],
  config: Parameters<Db['transaction']>[1],
): Promise<T> {
  const client = await pool.connect();
  try {
    return (await onClientOf(client).transaction(work, config)) as T;
  } finally {
    // The pool drops a client whose connection failed rather than lending it again.
    client.release();
  }
}
