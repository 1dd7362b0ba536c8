import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { isDatabaseUnavailable } from '../db/database-errors.ts';

export interface JobDefinition<T> {
  /** Runs the job. Throwing fails the attempt; pg-boss retries up to config.jobs.retryLimit. */
  handler: (job: { id: string; data: T; attempt: number }) => Promise<void>;
  /** Runs once when the job has failed for the last time OR expired on its last attempt (worker killed). */
  onFinalFailure?: (job: { id: string; data: T }) => Promise<void>;
}

export interface Jobs {
  /** Declares a queue and its handler; call during plugin registration (before ready). */
  define<T extends object>(queue: string, definition: JobDefinition<T>): void;
  /** Enqueues; `singletonKey` de-duplicates jobs not yet completed. Returns the job id (or null when de-duplicated). */
  send<T extends object>(
    queue: string,
    data: T,
    options?: { singletonKey?: string },
  ): Promise<string | null>;
  /**
   * Declares a repair task run every `everyMs` by each process that runs workers, first when they
   * start (e.g. re-sending jobs that a crash kept from being sent). It must be idempotent.
   */
  repeat(name: string, everyMs: number, task: () => Promise<void>): void;
  /** Starts workers for every defined queue in this process (called on ready when config.jobs.inProcess). */
  startWorkers(): Promise<void>;
  /** Waits until no job of the queue is created/retry/active (tests, bench). */
  drain(queue: string, timeoutMs?: number): Promise<void>;
}

/** How pg-boss paces itself. The defaults suit production; tests shorten them. */
export interface JobsTiming {
  /** How often an idle worker looks for a job (pg-boss's minimum is 0.5). Default 2. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (a killed worker's) are found and sent to retry. Default 30. */
  superviseIntervalSeconds?: number;
  /** First retry delay. Default 2. */
  retryDelaySeconds?: number;
  /** Whether the delay grows exponentially (with jitter) up to `retryDelayMaxSeconds`. Default true. */
  retryBackoff?: boolean;
  /** Default 60. */
  retryDelayMaxSeconds?: number;
  /** On close, how long running jobs may take to finish before they are failed (retried). Default 5000. */
  stopTimeoutMs?: number;
}

export interface JobsSettings {
  concurrency: number;
  retryLimit: number;
  timeoutSeconds: number;
}

const defaultTiming: Required<JobsTiming> = {
  pollingIntervalSeconds: 2,
  superviseIntervalSeconds: 30,
  retryDelaySeconds: 2,
  retryBackoff: true,
  retryDelayMaxSeconds: 60,
  stopTimeoutMs: 5_000,
};

/** Where a queue's jobs go once they have failed for the last time. */
export function deadLetterQueue(queue: string): string {
  return `${queue}__final_failure`;
}

/** How often a job interrupted by a database outage checks whether the database answers again. */
const databaseCheckEveryMs = 500;
/** How many times one attempt may wait for the database and run again before it fails. */
const databaseWaitsPerAttempt = 3;

const schema = 'pgboss';
const pendingStates = ['created', 'retry', 'active'];

export interface JobsOptions {
  db: PgBoss.Db;
  settings: JobsSettings;
  log: FastifyBaseLogger;
  timing?: JobsTiming;
  /** Runs the start-up (install, queues) so that instances starting together take turns. */
  oneAtATime?: (start: () => Promise<void>) => Promise<void>;
}

/** Jobs on pg-boss: defined queues, a dead-letter queue each, workers started on demand. */
export function createJobs({
  db,
  settings,
  log,
  timing = {},
  oneAtATime = (start) => start(),
}: JobsOptions) {
  const t = { ...defaultTiming, ...timing };
  const boss = new PgBoss({
    db,
    schema,
    schedule: false,
    supervise: true,
    superviseIntervalSeconds: t.superviseIntervalSeconds,
    monitorIntervalSeconds: t.superviseIntervalSeconds,
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ data: warning.data }, warning.message));

  const definitions = new Map<string, JobDefinition<object>>();
  /** Worker ids per queue in this process, woken up when this process sends a job. */
  const workers = new Map<string, string[]>();
  let started: Promise<void> | undefined;
  let workersStarted: Promise<void> | undefined;
  const repeated: { name: string; everyMs: number; task: () => Promise<void> }[] = [];
  const timers: NodeJS.Timeout[] = [];
  const runningTasks = new Set<Promise<void>>();
  let stopping = false;

  const retryOptions = {
    retryLimit: settings.retryLimit,
    retryDelay: t.retryDelaySeconds,
    retryBackoff: t.retryBackoff,
    // pg-boss accepts a maximum only with backoff.
    ...(t.retryBackoff ? { retryDelayMax: t.retryDelayMaxSeconds } : {}),
    expireInSeconds: settings.timeoutSeconds,
  };

  async function upsertQueue(name: string, options: Omit<PgBoss.Queue, 'name'>): Promise<void> {
    if (await boss.getQueue(name)) {
      // A restart with other settings (JOB_RETRY_LIMIT...) applies them to the existing queue.
      const { policy: _policy, ...changeable } = options;
      await boss.updateQueue(name, changeable);
    } else {
      await boss.createQueue(name, options);
    }
  }

  async function start(): Promise<void> {
    await boss.start();
    for (const queue of definitions.keys()) {
      const deadLetter = deadLetterQueue(queue);
      await upsertQueue(deadLetter, { policy: 'standard', ...retryOptions });
      // `exclusive`: one job per singleton key until it completes or fails for good.
      await upsertQueue(queue, { policy: 'exclusive', deadLetter, ...retryOptions });
    }
  }

  function ensureStarted(): Promise<void> {
    started ??= oneAtATime(start);
    return started;
  }

  async function work(queue: string, definition: JobDefinition<object>): Promise<void> {
    const options = {
      batchSize: 1,
      includeMetadata: true as const,
      pollingIntervalSeconds: t.pollingIntervalSeconds,
    };
    /**
     * A pg-boss worker waits its polling interval after every fetch, even one that found a job:
     * a worker with a backlog would take one job per interval. Once it has found one, it looks
     * for the next as soon as it is done; only an idle worker waits.
     */
    async function workBackToBack(
      name: string,
      handler: (job: PgBoss.JobWithMetadata<object>) => Promise<void>,
    ): Promise<string> {
      // Known once `work` resolves, which a first job may beat (PGlite answers without I/O).
      const worker: { id?: string } = {};
      worker.id = await boss.work<object>(name, options, async ([job]) => {
        if (!job) return;
        try {
          await handler(job);
        } finally {
          if (worker.id) boss.notifyWorker(worker.id);
        }
      });
      return worker.id;
    }

    const ids: string[] = [];
    for (let i = 0; i < settings.concurrency; i += 1) {
      ids.push(
        await workBackToBack(queue, async (job) => {
          const attempt = job.retryCount + 1;
          const deadline = Date.now() + settings.timeoutSeconds * 1_000;
          for (let waits = 0; ; waits += 1) {
            try {
              await definition.handler({ id: job.id, data: job.data, attempt });
              return;
            } catch (error) {
              /*
               * With the database gone, pg-boss could not record the failure either: the job
               * would stay active until it expired (JOB_TIMEOUT_SECONDS). The attempt waits for
               * the database and runs again instead (handlers are idempotent, as retries need).
               */
              const retryHere =
                isDatabaseUnavailable(error) &&
                waits < databaseWaitsPerAttempt &&
                (await databaseAnswersAgain(deadline));
              log.warn(
                { err: error, queue, jobId: job.id, attempt, attempts: job.retryLimit + 1 },
                retryHere
                  ? 'job attempt interrupted by a database outage; running it again'
                  : 'job attempt failed',
              );
              if (!retryHere) throw error;
            }
          }
        }),
      );
    }
    workers.set(queue, ids);

    await workBackToBack(deadLetterQueue(queue), async (job) => {
      log.error({ queue, jobId: job.id, output: job.output }, 'job failed for the last time');
      await definition.onFinalFailure?.({ id: job.id, data: job.data });
    });
  }

  /** Waits until the database answers (true), or until `deadline` or a stop (false). */
  async function databaseAnswersAgain(deadline: number): Promise<boolean> {
    while (!stopping && Date.now() < deadline) {
      try {
        await db.executeSql('select 1', []);
        return true;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, databaseCheckEveryMs));
      }
    }
    return false;
  }

  const jobs: Jobs = {
    define(queue, definition) {
      if (started) throw new Error(`Queue ${queue} defined after the jobs started`);
      if (definitions.has(queue)) throw new Error(`Queue ${queue} is already defined`);
      definitions.set(queue, definition as JobDefinition<object>);
    },

    async send(queue, data, options = {}) {
      if (!definitions.has(queue)) throw new Error(`Queue ${queue} is not defined`);
      await ensureStarted();
      // The exclusive policy treats "no key" as one shared key; a fresh one keeps jobs apart.
      const id = await boss.send(queue, data, {
        singletonKey: options.singletonKey ?? randomUUID(),
      });
      if (id) for (const worker of workers.get(queue) ?? []) boss.notifyWorker(worker);
      return id;
    },

    repeat(name, everyMs, task) {
      if (workersStarted)
        throw new Error(`Repeated task ${name} declared after the workers started`);
      repeated.push({ name, everyMs, task });
    },

    startWorkers() {
      workersStarted ??= (async () => {
        await ensureStarted();
        for (const [queue, definition] of definitions) await work(queue, definition);
        for (const { name, everyMs, task } of repeated) {
          let running = false;
          const run = async () => {
            if (running || stopping) return;
            running = true;
            try {
              await task();
            } catch (error) {
              log.error({ err: error, task: name }, 'repeated job task failed');
            } finally {
              running = false;
            }
          };
          const track = () => {
            const running = run();
            runningTasks.add(running);
            void running.finally(() => runningTasks.delete(running));
          };
          track();
          const timer = setInterval(track, everyMs);
          timer.unref();
          timers.push(timer);
        }
      })();
      return workersStarted;
    },

    async drain(queue, timeoutMs = 30_000) {
      await ensureStarted();
      const deadline = Date.now() + timeoutMs;
      const names = [queue, deadLetterQueue(queue)];
      for (;;) {
        const { rows } = await db.executeSql(
          `select count(*)::int as pending from ${schema}.job where name = any($1) and state::text = any($2)`,
          [names, pendingStates],
        );
        if ((rows[0] as { pending: number } | undefined)?.pending === 0) return;
        if (Date.now() > deadline) {
          throw new Error(`Jobs of ${queue} still pending after ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };

  return {
    jobs,
    start: ensureStarted,
    /** Lets running jobs finish (up to `stopTimeoutMs`), fails the rest for a retry, stops polling. */
    async stop(): Promise<void> {
      stopping = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(runningTasks);
      if (!started) return;
      await started.catch(() => {});
      await boss.stop({ graceful: true, timeout: t.stopTimeoutMs, close: false });
    },
  };
}
