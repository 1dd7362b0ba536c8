import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { bossDatabase } from '../src/jobs/boss-database.ts';
import { deadLetterQueue, type JobsTiming } from '../src/jobs/jobs.ts';
import type { JobDefinition } from '../src/plugins/external/jobs.ts';
import { testConfig } from './create-test-app.ts';
import { createScratchPostgres, databaseKinds, openTestDatabase } from './test-database.ts';

const fast: JobsTiming = {
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
  retryDelaySeconds: 0,
  retryBackoff: false,
  stopTimeoutMs: 1_000,
};

interface Payload {
  n: number;
}

interface JobsTestApp {
  app: FastifyInstance;
  attempts: { id: string; data: Payload; attempt: number }[];
  finalFailures: { id: string; data: Payload }[];
}

const opened: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

/** An app whose `queue` runs `handler`, recording every attempt and final failure. */
async function jobsApp(
  database: Database,
  queue: string,
  handler: (job: { id: string; data: Payload; attempt: number }) => Promise<void>,
  jobs: Partial<Config['jobs']> = {},
): Promise<JobsTestApp> {
  const config = testConfig();
  const app = await buildApp(
    { ...config, jobs: { ...config.jobs, ...jobs } },
    { database, logger: false, jobs: { timing: fast } },
  );
  opened.push(app);
  const attempts: JobsTestApp['attempts'] = [];
  const finalFailures: JobsTestApp['finalFailures'] = [];
  const definition: JobDefinition<Payload> = {
    handler: async (job) => {
      attempts.push(job);
      await handler(job);
    },
    onFinalFailure: async (job) => {
      finalFailures.push(job);
    },
  };
  app.jobs.define(queue, definition);
  await app.ready();
  return { app, attempts, finalFailures };
}

async function jobState(database: Database, id: string): Promise<string | undefined> {
  const { rows } = await bossDatabase(database).executeSql(
    'select state::text as state from pgboss.job where id = $1',
    [id],
  );
  return (rows[0] as { state: string } | undefined)?.state;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseKinds)('jobs on %s', (kind) => {
  // One database for the whole group (opening one is the slow part); a queue per test.
  let shared: Database;
  let database: Database;
  let queue: string;
  let queues = 0;
  beforeAll(async () => {
    shared = await openTestDatabase(kind);
    database = { ...shared, close: async () => {} };
  });
  afterAll(async () => {
    await shared.close();
  });
  beforeEach(() => {
    queues += 1;
    queue = `test-queue-${queues}`;
  });
  it('runs a job once, in this process by default', async () => {
    const { app, attempts, finalFailures } = await jobsApp(database, queue, async () => {});
    const id = await app.jobs.send<Payload>(queue, { n: 1 });
    expect(id).toEqual(expect.any(String));
    await app.jobs.drain(queue);
    expect(attempts).toEqual([{ id, data: { n: 1 }, attempt: 1 }]);
    expect(finalFailures).toEqual([]);
    expect(await jobState(database, id!)).toBe('completed');
  });

  it('retries a failing job up to the retry limit, then calls onFinalFailure once', async () => {
    const { app, attempts, finalFailures } = await jobsApp(
      database,
      queue,
      async () => {
        throw new Error('the study engine is down');
      },
      { retryLimit: 2 },
    );
    const id = await app.jobs.send<Payload>(queue, { n: 2 });
    await app.jobs.drain(queue);
    expect(attempts.map((a) => [a.id, a.attempt])).toEqual([
      [id, 1],
      [id, 2],
      [id, 3],
    ]);
    expect(finalFailures).toEqual([{ id: expect.any(String), data: { n: 2 } }]);
    expect(await jobState(database, id!)).toBe('failed');
    // Nothing is left to run: the final failure is not reported again.
    await sleep(1_500);
    expect(finalFailures).toHaveLength(1);
  });

  it('a job that succeeds on a retry never reaches onFinalFailure', async () => {
    const { app, attempts, finalFailures } = await jobsApp(
      database,
      queue,
      async ({ attempt }) => {
        if (attempt === 1) throw new Error('a hiccup');
      },
      { retryLimit: 2 },
    );
    await app.jobs.send<Payload>(queue, { n: 3 });
    await app.jobs.drain(queue);
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expect(finalFailures).toEqual([]);
  });

  it('de-duplicates jobs by singletonKey until the first one completes', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const { app, attempts } = await jobsApp(database, queue, async () => released);
    const first = await app.jobs.send<Payload>(queue, { n: 1 }, { singletonKey: 'k' });
    expect(first).toEqual(expect.any(String));
    expect(await app.jobs.send<Payload>(queue, { n: 2 }, { singletonKey: 'k' })).toBeNull();
    // Still deduplicated once a worker holds it.
    while (attempts.length === 0) await sleep(20);
    expect(await app.jobs.send<Payload>(queue, { n: 3 }, { singletonKey: 'k' })).toBeNull();
    // Other keys, and jobs without a key, are independent.
    expect(await app.jobs.send<Payload>(queue, { n: 4 }, { singletonKey: 'j' })).toEqual(
      expect.any(String),
    );
    expect(await app.jobs.send<Payload>(queue, { n: 5 })).toEqual(expect.any(String));
    expect(await app.jobs.send<Payload>(queue, { n: 6 })).toEqual(expect.any(String));
    release();
    await app.jobs.drain(queue);
    const again = await app.jobs.send<Payload>(queue, { n: 7 }, { singletonKey: 'k' });
    expect(again).toEqual(expect.any(String));
    await app.jobs.drain(queue);
    expect(attempts.map((a) => a.data.n).sort()).toEqual([1, 4, 5, 6, 7]);
  });

  it('fails an attempt that outlives the job timeout, then retries it', async () => {
    let hung: (() => void) | undefined;
    const { app, attempts, finalFailures } = await jobsApp(
      database,
      queue,
      async ({ attempt }) => {
        if (attempt === 1) await new Promise<void>((resolve) => (hung = resolve));
      },
      { timeoutSeconds: 1, retryLimit: 1 },
    );
    await app.jobs.send<Payload>(queue, { n: 1 });
    await app.jobs.drain(queue);
    hung?.();
    expect(attempts.map((a) => a.attempt)).toEqual([1, 2]);
    expect(finalFailures).toEqual([]);
  });

  it('with JOBS_IN_PROCESS=false, the API queues jobs and runs none', async () => {
    const { app, attempts } = await jobsApp(database, queue, async () => {}, { inProcess: false });
    const id = await app.jobs.send<Payload>(queue, { n: 1 });
    await sleep(1_500);
    expect(attempts).toEqual([]);
    expect(await jobState(database, id!)).toBe('created');
    await app.jobs.startWorkers();
    await app.jobs.drain(queue);
    expect(attempts.map((a) => a.id)).toEqual([id]);
  });

  it('a repeated task runs only where workers run: at their start, then on its interval, never after close', async () => {
    const config = testConfig();
    const app = await buildApp(
      { ...config, jobs: { ...config.jobs, inProcess: false } },
      { database, logger: false, jobs: { timing: fast } },
    );
    let runs = 0;
    app.jobs.repeat(`${queue}-repair`, 100, async () => {
      runs += 1;
    });
    await app.ready();
    await sleep(300);
    expect(runs).toBe(0);
    await app.jobs.startWorkers();
    expect(runs).toBe(1);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    expect(() => app.jobs.repeat('too-late', 100, async () => {})).toThrow(/after the workers/);
    await app.close();
    const afterClose = runs;
    await sleep(300);
    expect(runs).toBe(afterClose);
  });

  it('a worker with a backlog takes the next job as soon as one is done, not a polling interval later', async () => {
    const config = testConfig();
    const app = await buildApp(
      { ...config, jobs: { ...config.jobs, inProcess: false, concurrency: 1 } },
      { database, logger: false, jobs: { timing: { ...fast, pollingIntervalSeconds: 60 } } },
    );
    opened.push(app);
    const done: number[] = [];
    app.jobs.define<Payload>(queue, {
      handler: async ({ data }) => {
        done.push(data.n);
      },
    });
    await app.ready();
    // Queued before the worker starts: nothing wakes it up but its own loop.
    for (const n of [1, 2, 3, 4, 5]) await app.jobs.send<Payload>(queue, { n });
    await app.jobs.startWorkers();
    // Waiting the interval between jobs would take four minutes.
    await app.jobs.drain(queue, 30_000);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  describe('a job whose worker vanished (taken, never finished)', () => {
    /** Another pg-boss on the same database takes the job and drops it, as a dead worker would. */
    async function abandon(database: Database, queue: string): Promise<string> {
      const rogue = new PgBoss({ db: bossDatabase(database), supervise: false, schedule: false });
      rogue.on('error', () => {});
      await rogue.start();
      const [job] = await rogue.fetch<Payload>(queue);
      await rogue.stop({ graceful: false, close: false });
      if (!job) throw new Error('nothing to abandon');
      return job.id;
    }

    it('is retried once it expires, and completes', async () => {
      const { app, attempts, finalFailures } = await jobsApp(database, queue, async () => {}, {
        inProcess: false,
        timeoutSeconds: 1,
        retryLimit: 1,
      });
      const id = await app.jobs.send<Payload>(queue, { n: 1 });
      expect(await abandon(database, queue)).toBe(id);
      expect(await jobState(database, id!)).toBe('active');
      await app.jobs.startWorkers();
      await app.jobs.drain(queue);
      expect(attempts).toEqual([{ id, data: { n: 1 }, attempt: 2 }]);
      expect(finalFailures).toEqual([]);
      expect(await jobState(database, id!)).toBe('completed');
    });

    it('reaches onFinalFailure once when it expires on its last attempt', async () => {
      const { app, attempts, finalFailures } = await jobsApp(database, queue, async () => {}, {
        inProcess: false,
        timeoutSeconds: 1,
        retryLimit: 0,
      });
      const id = await app.jobs.send<Payload>(queue, { n: 9 });
      await abandon(database, queue);
      await app.jobs.startWorkers();
      await app.jobs.drain(queue);
      expect(attempts).toEqual([]);
      expect(finalFailures).toEqual([{ id: expect.any(String), data: { n: 9 } }]);
      expect(await jobState(database, id!)).toBe('failed');
      const { rows } = await bossDatabase(database).executeSql(
        'select count(*)::int as n from pgboss.job where name = $1',
        [deadLetterQueue(queue)],
      );
      expect(rows).toEqual([{ n: 1 }]);
    });
  });

  it('lets a running job finish when the app closes', async () => {
    let finished = false;
    const { app, attempts } = await jobsApp(database, queue, async () => {
      await sleep(300);
      finished = true;
    });
    await app.jobs.send<Payload>(queue, { n: 1 });
    while (attempts.length === 0) await sleep(20);
    opened.splice(opened.indexOf(app), 1);
    await app.close();
    expect(finished).toBe(true);
  });
});

const serverRoot = path.resolve(import.meta.dirname, '..');

function spawnTs(script: string, env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', path.join(serverRoot, script)], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'test', ...env },
  });
}

/** Resolves with the first stdout line matching `pattern`. */
function waitForLine(child: ChildProcessWithoutNullStreams, pattern: RegExp): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => pattern.test(l));
      if (line) {
        child.stdout.off('data', onData);
        resolve(line);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`exited (${code}) before ${pattern}: ${output}`)),
    );
  });
}

describe.runIf(databaseKinds.includes('postgres'))('worker processes on PostgreSQL', () => {
  it(
    'a worker killed mid-job leaves the job to another worker, which completes it',
    {
      timeout: 90_000,
    },
    async () => {
      const scratch = await createScratchPostgres();
      const { openDatabase } = await import('../src/db/database.ts');
      const database = await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 5 });
      const child = spawnTs('test/crashing-job-worker.ts', {
        DATABASE_URL: scratch.url,
        DATA_DIR: testConfig().dataDir,
      });
      try {
        const { app, attempts, finalFailures } = await jobsApp(
          database,
          'crash-test',
          async () => {},
          { inProcess: false, timeoutSeconds: 2, retryLimit: 2 },
        );
        await waitForLine(child, /^ready$/);
        const id = await app.jobs.send<Payload>('crash-test', { n: 42 });
        expect(await waitForLine(child, /^taken /)).toBe(`taken ${id} 1`);
        const exited = new Promise((resolve) => child.once('exit', (_, signal) => resolve(signal)));
        child.kill('SIGKILL');
        expect(await exited).toBe('SIGKILL');
        expect(await jobState(database, id!)).toBe('active');

        await app.jobs.startWorkers();
        await app.jobs.drain('crash-test');
        expect(attempts).toEqual([{ id, data: { n: 42 }, attempt: 2 }]);
        expect(finalFailures).toEqual([]);
        expect(await jobState(database, id!)).toBe('completed');
      } finally {
        child.kill('SIGKILL');
        await Promise.all(opened.splice(0).map((app) => app.close()));
        await scratch.drop();
      }
    },
  );
});

/**
 * A TCP relay to PostgreSQL that can be cut, as a database restart or a network outage cuts it:
 * every open connection drops and new ones are refused until it is restored.
 */
async function cuttableRelay(targetUrl: string) {
  const target = new URL(targetUrl);
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((incoming) => {
    if (cut) {
      incoming.destroy();
      return;
    }
    const outgoing = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.runIf(databaseKinds.includes('postgres'))(
  'a database outage in the middle of a job',
  () => {
    it(
      'runs the interrupted job again as soon as the database is back, not once it has expired',
      { timeout: 60_000 },
      async () => {
        const scratch = await createScratchPostgres();
        const relay = await cuttableRelay(scratch.url);
        const { openDatabase } = await import('../src/db/database.ts');
        const database = await openDatabase({ kind: 'postgres', url: relay.url, poolSize: 5 });
        try {
          const written: number[] = [];
          // The job's timeout is far longer than the test: only a run after the outage completes it.
          const { app, attempts, finalFailures } = await jobsApp(
            database,
            'outage-test',
            async (job) => {
              if (written.length === 0 && attempts.length === 1) {
                relay.cut();
                setTimeout(() => relay.restore(), 1_500);
              }
              // What a handler writes goes through the app's own pool, down with the database.
              await database.pool!.query('select $1::int as n', [job.data.n]);
              written.push(job.data.n);
            },
            { timeoutSeconds: 600, retryLimit: 0 },
          );
          const id = await app.jobs.send<Payload>('outage-test', { n: 7 });
          // Watched past the relay: the app's own connections are the ones cut.
          const watcher = new pg.Client({ connectionString: scratch.url });
          await watcher.connect();
          const state = async () =>
            (
              await watcher.query<{ state: string }>(
                'select state::text as state from pgboss.job where id = $1',
                [id],
              )
            ).rows[0]?.state;
          try {
            for (let polls = 0; polls < 300 && (await state()) !== 'completed'; polls += 1) {
              await sleep(100);
            }
            expect(await state()).toBe('completed');
          } finally {
            await watcher.end();
          }
          expect(written).toEqual([7]);
          // Run again within its first attempt: the outage used none of its retries.
          expect(attempts.map((a) => a.attempt)).toEqual([1, 1]);
          expect(finalFailures).toEqual([]);
        } finally {
          // Closing the app closes its database.
          await Promise.all(opened.splice(0).map((app) => app.close()));
          await relay.close();
          await scratch.drop();
        }
      },
    );
  },
);

describe.runIf(databaseKinds.includes('postgres'))('instances starting together', () => {
  it('install the job tables and queues once, without tripping over each other', async () => {
    const scratch = await createScratchPostgres();
    try {
      const { openDatabase } = await import('../src/db/database.ts');
      const started = await Promise.all(
        [1, 2, 3, 4].map(async () =>
          jobsApp(
            await openDatabase({ kind: 'postgres', url: scratch.url, poolSize: 1 }),
            'together',
            async () => {},
          ),
        ),
      );
      const [first] = started;
      const id = await first!.app.jobs.send<Payload>('together', { n: 1 });
      await first!.app.jobs.drain('together');
      expect(started.flatMap((s) => s.attempts.map((a) => a.id))).toEqual([id]);
    } finally {
      await Promise.all(opened.splice(0).map((app) => app.close()));
      await scratch.drop();
    }
  });
});

describe('the worker process', () => {
  it(
    'refuses to start on the embedded database, with one clear line',
    { timeout: 90_000 },
    async () => {
      const worker = spawnTs('src/worker.ts', { DATA_DIR: testConfig().dataDir });
      let stderr = '';
      worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => worker.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        'The worker needs DATABASE_URL (PostgreSQL); with the embedded database, jobs run inside the server',
      );
    },
  );

  it.runIf(databaseKinds.includes('postgres'))(
    'runs on PostgreSQL without listening, and exits cleanly on SIGTERM',
    { timeout: 90_000 },
    async () => {
      const scratch = await createScratchPostgres();
      const worker = spawnTs('src/worker.ts', {
        DATABASE_URL: scratch.url,
        DATA_DIR: testConfig().dataDir,
        LOG_LEVEL: 'info',
        JOBS_IN_PROCESS: 'false',
      });
      try {
        expect(await waitForLine(worker, /worker started/)).toContain('"concurrency":2');
        const exit = new Promise<number | null>((resolve) => worker.once('exit', resolve));
        worker.kill('SIGTERM');
        expect(await exit).toBe(0);
      } finally {
        worker.kill('SIGKILL');
        await scratch.drop();
      }
    },
  );
});
