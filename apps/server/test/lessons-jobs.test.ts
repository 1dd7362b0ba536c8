import { AppError, type SheetDocument, type Usage } from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { flashcards, lessonFiles, lessons } from '../src/db/schema.ts';
import { userPrefix } from '../src/plugins/external/storage.ts';
import {
  lessonPrepareQueue,
  type LessonJobData,
} from '../src/modules/lessons/lesson-preparation.ts';
import { periodKey } from '../src/modules/usage/usage-periods.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  type FullLesson,
  createLesson,
  getLesson,
  heartLesson,
  postLesson,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

const editedSheet: SheetDocument = {
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'My own notes' }] }],
};

describe.each(databaseKinds)('lesson preparation jobs on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { JOB_RETRY_LIMIT: '1' } });
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const generationsUsed = async () =>
    ((await userRequest(app, user, 'GET', '/api/usage')).json() as Usage).generation.used;

  async function runJob(data: Omit<LessonJobData, 'userId' | 'period'>): Promise<void> {
    const job: LessonJobData = {
      ...data,
      userId: user.id,
      period: periodKey('generation', new Date()),
    };
    await app.jobs.send(lessonPrepareQueue, job, {
      singletonKey: `test:${data.lessonId}:${data.generation}:${data.target}:${Math.random()}`,
    });
    await app.jobs.drain(lessonPrepareQueue);
  }

  async function readyLesson(): Promise<FullLesson> {
    return waitForLesson(app, user, (await createLesson(app, user)).id);
  }

  it('a duplicate of a finished job writes nothing', async () => {
    const lesson = await readyLesson();
    await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, { sheet: editedSheet });
    await runJob({ lessonId: lesson.id, generation: 1, target: 'all' });
    const after = await getLesson(app, user, lesson.id);
    expect(after.sheet).toEqual(editedSheet);
    expect(after.flashcards.map((card) => card.id)).toEqual(
      lesson.flashcards.map((card) => card.id),
    );
  });

  it('a stale job (an older generation) writes nothing; the current one does', async () => {
    const lesson = await readyLesson();
    await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, { sheet: editedSheet });
    await app.database.db
      .update(lessons)
      .set({ generation: 5, task: 'sheet' })
      .where(eq(lessons.id, lesson.id));
    await runJob({ lessonId: lesson.id, generation: 4, target: 'sheet' });
    await runJob({ lessonId: lesson.id, generation: 4, target: 'flashcards' });
    const stale = await getLesson(app, user, lesson.id);
    expect(stale).toMatchObject({ task: 'sheet', sheet: editedSheet });
    expect(stale.flashcards.map((card) => card.id)).toEqual(
      lesson.flashcards.map((card) => card.id),
    );
    // The current job writes its sheet: a regeneration's selection (ADR 201), not the edited one.
    await runJob({ lessonId: lesson.id, generation: 5, target: 'sheet' });
    const current = await getLesson(app, user, lesson.id);
    expect(current.task).toBeNull();
    expect(current.sheet).not.toBeNull();
    expect(current.sheet).not.toEqual(editedSheet);
  });

  it('a job for a deleted lesson does nothing', async () => {
    const created = await createLesson(app, user);
    await userRequest(app, user, 'DELETE', `/api/lessons/${created.id}`);
    await runJob({ lessonId: created.id, generation: 1, target: 'all' });
    const rows = await app.database.db
      .select()
      .from(flashcards)
      .where(eq(flashcards.lessonId, created.id));
    expect(rows).toEqual([]);
  });

  it('a worker that dies mid-job leaves nothing half-written, and the retry completes it', async () => {
    const before = await generationsUsed();
    const generateFlashcards = vi
      .spyOn(app.studyEngine, 'generateFlashcards')
      .mockRejectedValueOnce(new Error('worker killed'));
    const created = await createLesson(app, user);
    const ready = await waitForLesson(app, user, created.id);
    expect(generateFlashcards).toHaveBeenCalledTimes(2);
    expect(ready.status).toBe('ready');
    expect(ready.sheet).not.toBeNull();
    const rows = await app.database.db
      .select()
      .from(flashcards)
      .where(eq(flashcards.lessonId, created.id));
    expect(rows).toHaveLength(ready.flashcards.length);
    expect(new Set(rows.map((row) => row.position)).size).toBe(rows.length);
    expect(await generationsUsed()).toBe(before + 1);
  });

  it('a lesson whose job was never sent (the process died right after writing it) is prepared by the repair sweep', async () => {
    const before = await generationsUsed();
    // The send "succeeds" without sending: what a crash between the write and the send leaves.
    vi.spyOn(app.jobs, 'send').mockResolvedValueOnce(null);
    const created = await createLesson(app, user);
    vi.restoreAllMocks();
    await app.jobs.drain(lessonPrepareQueue);
    expect(await getLesson(app, user, created.id)).toMatchObject({ status: 'processing' });

    // Recent lessons are left alone: their job may just be waiting its turn.
    const anHourAgo = new Date(Date.now() - 3_600_000);
    await app.lessons.resumeUnfinished(anHourAgo);
    await app.jobs.drain(lessonPrepareQueue);
    expect(await getLesson(app, user, created.id)).toMatchObject({ status: 'processing' });

    await app.database.db
      .update(lessons)
      .set({ updatedAt: new Date(Date.now() - 2 * 3_600_000) })
      .where(eq(lessons.id, created.id));
    expect(await app.lessons.resumeUnfinished(anHourAgo)).toBeGreaterThanOrEqual(1);
    const ready = await waitForLesson(app, user, created.id);
    expect(ready.status).toBe('ready');
    expect(ready.sheet).not.toBeNull();
    expect(ready.flashcards.length).toBeGreaterThan(0);
    expect(await generationsUsed()).toBe(before + 1);

    // Sweeping again finds nothing left to do and changes nothing.
    expect(await app.lessons.resumeUnfinished(new Date())).toBe(0);
    await app.jobs.drain(lessonPrepareQueue);
    expect(await getLesson(app, user, created.id)).toMatchObject({
      status: 'ready',
      flashcards: ready.flashcards,
    });
  });

  it('after the last attempt the lesson fails with the spec’s message, refunded, and Retry works', async () => {
    const before = await generationsUsed();
    const generateSheet = vi
      .spyOn(app.studyEngine, 'generateSheet')
      .mockRejectedValue(new Error('model down'));
    const created = await createLesson(app, user);
    const failed = await waitForLesson(app, user, created.id);
    expect(generateSheet).toHaveBeenCalledTimes(2);
    expect(failed).toMatchObject({
      status: 'failed',
      errorCode: 'LESSON_GENERATION_FAILED',
      sheet: null,
      flashcards: [],
    });
    expect(await generationsUsed()).toBe(before);

    generateSheet.mockRestore();
    const retry = await userRequest(app, user, 'POST', `/api/lessons/${created.id}/retry`);
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({ status: 'processing', errorCode: null });
    expect(await generationsUsed()).toBe(before + 1);
    const ready = await waitForLesson(app, user, created.id);
    expect(ready.status).toBe('ready');
    expect(ready.flashcards.length).toBeGreaterThan(0);
    const [row] = await app.database.db.select().from(lessons).where(eq(lessons.id, created.id));
    expect(row?.generation).toBe(2);
  });

  it('Retry on a lesson that did not fail changes nothing and spends nothing', async () => {
    const lesson = await readyLesson();
    const before = await generationsUsed();
    const response = await userRequest(app, user, 'POST', `/api/lessons/${lesson.id}/retry`);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'ready' });
    expect(await generationsUsed()).toBe(before);
  });

  it('a regeneration that fails keeps the old content, shows the error and refunds', async () => {
    const lesson = await readyLesson();
    const before = await generationsUsed();
    vi.spyOn(app.studyEngine, 'generateFlashcards').mockRejectedValue(
      new AppError('STUDY_LESSON_TOO_SHORT'),
    );
    const response = await userRequest(app, user, 'POST', `/api/lessons/${lesson.id}/regenerate`, {
      target: 'flashcards',
    });
    expect(response.statusCode).toBe(202);
    const after = await waitForLesson(app, user, lesson.id);
    expect(after).toMatchObject({
      status: 'ready',
      task: null,
      errorCode: 'STUDY_LESSON_TOO_SHORT',
      sheet: lesson.sheet,
    });
    expect(after.flashcards.map((card) => card.id)).toEqual(
      lesson.flashcards.map((card) => card.id),
    );
    expect(await generationsUsed()).toBe(before);
  });

  it.each(['storing the original', 'queueing the job'])(
    'when %s fails, the request fails with nothing kept and nothing spent',
    async (step) => {
      const owner = await createUser(app);
      const failure = new Error(`${step} failed`);
      const put = vi.spyOn(app.storage, 'put');
      if (step === 'storing the original') put.mockRejectedValueOnce(failure);
      else vi.spyOn(app.jobs, 'send').mockRejectedValueOnce(failure);
      const response = await postLesson(app, owner, {
        files: [{ name: 'notes.txt', bytes: new TextEncoder().encode(heartLesson) }],
      });
      expect(response.statusCode).toBe(500);
      expect(response.json().error.code).toBe('INTERNAL_ERROR');
      const db = app.database.db;
      expect(await db.select().from(lessons).where(eq(lessons.userId, owner.id))).toEqual([]);
      const usage = (await userRequest(app, owner, 'GET', '/api/usage')).json() as Usage;
      expect(usage.generation.used).toBe(0);
      expect(put).toHaveBeenCalledTimes(1);
      const [key] = put.mock.calls[0]!;
      expect(key.startsWith(userPrefix(owner.id))).toBe(true);
      await expect(app.storage.get(key)).rejects.toMatchObject({ code: 'LESSON_FILE_NOT_FOUND' });
      const files = await db.select().from(lessonFiles).where(eq(lessonFiles.userId, owner.id));
      expect(files).toEqual([]);
    },
  );
});
