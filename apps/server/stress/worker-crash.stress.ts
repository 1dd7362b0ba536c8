import type { LessonDetail } from '@study/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderTextImage, toPhoneLikeJpeg } from '@study/documents/test-support/create-image.ts';
import { englishLesson } from '@study/documents/test-support/lesson-texts.ts';
import { createScratchPostgres } from '../test/test-database.ts';
import type { Browser } from './stress-client.ts';
import { availableServer } from './stress-postgres.ts';
import {
  clusterEnv,
  removeClusterFiles,
  startApi,
  startWorker,
  type ServerProcess,
} from './stress-processes.ts';
import { addPhotoLesson, signUp, until } from './stress-students.ts';

const server = await availableServer();

/** Two phone photos of lesson pages: their OCR keeps a job busy for seconds. */
async function pagePhotos(): Promise<Uint8Array[]> {
  return Promise.all(
    englishLesson.sections.slice(0, 2).map(async (section) => {
      const { png, width, height } = await renderTextImage([
        section.heading,
        ...section.paragraphs,
      ]);
      return new Uint8Array(await toPhoneLikeJpeg(png, width, height));
    }),
  );
}

interface JobRow {
  state: string;
  retry_count: number;
}

describe.skipIf(!server)('a worker killed with SIGKILL in the middle of a job', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>;
  let db: pg.Pool;
  let env: Record<string, string>;
  const processes: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createScratchPostgres(server);
    db = new pg.Pool({ connectionString: scratch.url, max: 2 });
    // A lost job is noticed JOB_TIMEOUT_SECONDS after it started, within a second.
    env = clusterEnv(scratch.url, {
      JOB_TIMEOUT_SECONDS: '15',
      JOB_SUPERVISE_INTERVAL_SECONDS: '1',
      JOB_POLLING_INTERVAL_SECONDS: '0.5',
    });
    processes.push(await startApi('api', env), await startWorker('worker-1', env));
  });

  afterAll(async () => {
    await Promise.all(processes.map((process) => process.stop()));
    await db?.end();
    await scratch?.drop();
    if (env) removeClusterFiles(env);
  });

  const jobsOf = async (lessonId: string) =>
    (
      await db.query<JobRow>(
        `select state::text as state, retry_count from pgboss.job
          where name = 'lesson-prepare' and data->>'lessonId' = $1`,
        [lessonId],
      )
    ).rows;

  async function readyLesson(browser: Browser, id: string): Promise<LessonDetail> {
    let lesson: LessonDetail | undefined;
    await until(
      `lesson ${id} to be ready`,
      async () => {
        const answer = await browser.request<LessonDetail>(
          'GET /api/lessons/:id',
          'GET',
          `/api/lessons/${id}`,
        );
        lesson = answer.json;
        if (lesson?.status === 'failed')
          throw new Error(`lesson ${id} failed: ${lesson.errorCode}`);
        return lesson?.status === 'ready';
      },
      120_000,
      250,
    );
    return lesson!;
  }

  it('leaves the job to another worker, which completes it, writing its results once', async () => {
    const [api, first] = processes as [ServerProcess, ServerProcess];
    const photos = await pagePhotos();
    const browser = await signUp({ index: 0, email: 'crash@example.test', baseUrl: api.url! }, db);
    const added = await addPhotoLesson(browser, photos);
    expect(added?.status).toBe('processing');
    const lessonId = added!.id;

    // The first worker takes the job and starts reading the photos...
    await until('the first worker to take the job', async () =>
      (await jobsOf(lessonId)).some((job) => job.state === 'active'),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    // ...and dies, as a machine does: no signal handler, no cleanup.
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(await jobsOf(lessonId)).toEqual([{ state: 'active', retry_count: 0 }]);
    const [cut] = (
      await db.query<{ status: string }>('select status from lessons where id = $1', [lessonId])
    ).rows;
    expect(cut?.status).toBe('processing');

    processes.push(await startWorker('worker-2', env));
    const ready = await readyLesson(browser, lessonId);
    expect(ready).toMatchObject({ status: 'ready', task: null, errorCode: null, pageCount: 2 });
    expect(ready.flashcardCount).toBeGreaterThan(0);
    // One job, finished on a later attempt by the second worker (the first is gone).
    const jobs = await jobsOf(lessonId);
    expect(jobs).toEqual([{ state: 'completed', retry_count: expect.any(Number) }]);
    expect(jobs[0]!.retry_count).toBeGreaterThanOrEqual(1);

    // Its results were written once: the cards of one preparation, each position once, and one
    // generation spent. The same photos, prepared without a crash, give the count to expect.
    const { rows: cards } = await db.query<{ n: number; positions: number }>(
      `select count(*)::int as n, count(distinct position)::int as positions
         from flashcards where lesson_id = $1`,
      [lessonId],
    );
    expect(cards).toEqual([{ n: ready.flashcardCount, positions: ready.flashcardCount }]);
    const again = await addPhotoLesson(browser, photos);
    const reference = await readyLesson(browser, again!.id);
    expect(ready.flashcardCount).toBe(reference.flashcardCount);
    const textOf = async (id: string) =>
      (
        await browser.request<{ text: string }>(
          'GET /api/lessons/:id/text',
          'GET',
          `/api/lessons/${id}/text`,
        )
      ).json?.text;
    expect(await textOf(lessonId)).toBe(await textOf(again!.id));
    const { rows: usage } = await db.query<{ used: number }>(
      `select used from usage_counters where metric = 'generation'`,
    );
    expect(usage).toEqual([{ used: 2 }]);
    const { rows: deadLetters } = await db.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name like '%__final_failure'`,
    );
    expect(deadLetters).toEqual([{ n: 0 }]);
  }, 240_000);
});
