import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the suite runs on: TEST_DATABASE_URL, or the usual local one. */
export const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Whether `url` answers a query; the reason it does not, otherwise. */
export async function unreachable(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The server's URL when it answers; undefined (after one line saying why) when it does not, so
 * the suite skips rather than fails on a machine without PostgreSQL.
 */
export async function availableServer(): Promise<string | undefined> {
  const reason = await unreachable(serverUrl);
  if (reason === undefined) return serverUrl;
  console.warn(
    `Stress suite skipped: no PostgreSQL at ${new URL(serverUrl).host} (${reason}). ` +
      'Start one or set TEST_DATABASE_URL.',
  );
  return undefined;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl), if installed. */
function postgresBinDir(): string | undefined {
  const onPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [
    ...(onPath.status === 0 ? [onPath.stdout.trim()] : []),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((version) => `/usr/lib/postgresql/${version}/bin`)
      : []),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')));
}

/** A PostgreSQL server of the suite's own, which it may stop and start at will. */
export interface PrivatePostgres {
  url: string;
  /** `immediate` stops as a crash does: no checkpoint, the next start replays the WAL. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server for good and removes its files. */
  destroy(): void;
}

/**
 * Starts a throwaway PostgreSQL server (initdb in a temporary folder, a free port), or returns
 * the reason it cannot. PostgreSQL refuses to run as root: as root, it runs as `postgres`.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres | string> {
  const bin = postgresBinDir();
  if (!bin) return 'initdb not found (install postgresql)';
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = path.join(bin, program);
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
      : [command, args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'study-stress-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') =>
    run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  try {
    if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const output = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return `could not start one: ${output || (error instanceof Error ? error.message : String(error))}`;
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
