import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Recorder, type Browser } from './stress-client.ts';
import { startPrivatePostgres, type PrivatePostgres } from './stress-postgres.ts';
import {
  clusterEnv,
  removeClusterFiles,
  startApi,
  startWorker,
  type ServerProcess,
} from './stress-processes.ts';
import { addLesson, inParallel, signUp, until, type Student } from './stress-students.ts';

// The suite's own PostgreSQL server: stopping the machine's would disturb everything else on it.
const postgres = await startPrivatePostgres();
if (typeof postgres === 'string') {
  console.warn(`PostgreSQL restart test skipped: no private PostgreSQL server (${postgres}).`);
}
const privatePostgres = typeof postgres === 'string' ? undefined : postgres;

const students = 12;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!privatePostgres)('PostgreSQL restarted under load', () => {
  const server = privatePostgres as PrivatePostgres;
  let db: pg.Pool;
  let api: ServerProcess;
  let worker: ServerProcess;
  let env: Record<string, string>;

  beforeAll(async () => {
    db = new pg.Pool({ connectionString: server.url, max: 2 });
    db.on('error', () => {});
    env = clusterEnv(server.url);
    api = await startApi('api', env);
    worker = await startWorker('worker', env);
  });

  afterAll(async () => {
    const processes = [api, worker].filter(Boolean);
    const ended = await Promise.all(processes.map((process) => process.stop()));
    await db?.end();
    server.destroy();
    if (env) removeClusterFiles(env);
    // Both still stop cleanly on SIGTERM after the outage.
    expect(
      ended.map((end) => end.code),
      processes.map((process) => process.tail()).join('\n'),
    ).toEqual(processes.map(() => 0));
  });

  it('the API answers 503 while the database is down, recovers by itself, and loses no acknowledged write', async () => {
    const run = randomBytes(3).toString('hex');
    const all: Student[] = Array.from({ length: students }, (_, index) => ({
      index,
      email: `restart.${run}.${index}@example.test`,
      baseUrl: api.url!,
    }));
    const browsers = new Map<number, Browser>();
    await inParallel(all, 4, async (student) => {
      browsers.set(student.index, await signUp(student, db));
    });

    // Students write without pause: feedback and lessons, each kept once acknowledged.
    const recorder = new Recorder();
    const acknowledged = { feedback: [] as string[], lessons: [] as string[] };
    let writing = true;
    const writer = async (student: Student) => {
      const browser = browsers.get(student.index)!;
      browser.recorder = recorder;
      for (let round = 0; writing; round += 1) {
        // Feedback with a comment needs four words and 20 characters.
        const comment = `written during the restart test: run ${run}, student ${student.index}, round ${round}`;
        const sent = await browser.request('POST /api/feedback', 'POST', '/api/feedback', {
          json: { mood: 'good', comment },
        });
        if (sent.status === 201) acknowledged.feedback.push(comment);
        if (round % 3 === 0) {
          const lesson = await addLesson(browser, 'The Heart');
          if (lesson) acknowledged.lessons.push(lesson.id);
        }
        await pause(50);
      }
    };
    const writers = Promise.all(all.map(writer));
    await until('writes before the restart', async () => acknowledged.feedback.length >= 20);

    // Stopped the hard way, as a crash or a failover does: the next start replays the WAL.
    server.stop('immediate');
    // While it is down: a clean 503 with the error envelope, from a process that keeps running.
    const probe = browsers.get(0)!;
    const health = await probe.request<{ status: string; db: string }>(
      'GET /api/health',
      'GET',
      '/api/health',
    );
    expect(health).toMatchObject({ status: 503, json: { status: 'degraded', db: 'error' } });
    const lessons = await probe.request<{ error: { code: string; message: string } }>(
      'GET /api/lessons',
      'GET',
      '/api/lessons',
    );
    expect(lessons).toEqual({
      status: 503,
      json: { error: { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) } },
    });
    await pause(3_000);
    expect(api.running && worker.running).toBe(true);

    server.start();
    // Back by itself: no process is restarted.
    await until(
      'health to answer 200 again',
      async () => {
        const answer = await probe.request('GET /api/health', 'GET', '/api/health');
        return answer.status === 200;
      },
      60_000,
    );
    const feedbackAtRestart = acknowledged.feedback.length;
    await until(
      'writes to succeed again',
      async () => acknowledged.feedback.length >= feedbackAtRestart + 20,
      60_000,
    );
    writing = false;
    await writers;

    // Every acknowledged write is there.
    const { rows: feedback } = await db.query<{ comment: string }>(
      'select comment from feedback where comment = any($1)',
      [acknowledged.feedback],
    );
    expect(new Set(feedback.map((row) => row.comment))).toEqual(new Set(acknowledged.feedback));
    const { rows: lessonRows } = await db.query<{ id: string }>(
      'select id from lessons where id = any($1)',
      [acknowledged.lessons],
    );
    expect(new Set(lessonRows.map((row) => row.id))).toEqual(new Set(acknowledged.lessons));
    // And the worker, reconnected by itself too, prepares every acknowledged lesson: a job the
    // outage interrupted runs again once the database answers, not when it expires.
    await until(
      'the acknowledged lessons to be prepared',
      async () => {
        const { rows } = await db.query<{ n: number }>(
          `select count(*)::int as n from lessons where id = any($1) and status = 'ready'`,
          [acknowledged.lessons],
        );
        return rows[0]?.n === acknowledged.lessons.length;
      },
      120_000,
      500,
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}\n${worker.tail()}`);
    });
    expect(api.running && worker.running).toBe(true);

    // What the students saw: answers or clean 503s, never a crash, a 500 or a lost session.
    console.log(`\n### PostgreSQL restarted under writes\n\n${recorder.table()}\n`);
    const statuses = Object.keys(recorder.statusCounts()).map(Number);
    expect(statuses.filter((status) => ![200, 201, 202, 503].includes(status))).toEqual([]);
    expect(recorder.statusCounts()[503]).toBeGreaterThan(0);
  }, 300_000);
});
