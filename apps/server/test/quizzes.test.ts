import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AppError, type QuizList, type QuizSummary, type Usage } from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { lessons, quizQuestions, quizzes } from '../src/db/schema.ts';
import { serverRoot } from '../src/paths.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { type FullLesson, userRequest } from './lesson-helpers.ts';
import {
  answer,
  createQuiz,
  getQuiz,
  heartQuestions,
  insertReadyQuiz,
  postAnswer,
  postQuiz,
  readyLesson,
  waitForQuiz,
} from './quiz-helpers.ts';
import { databaseKinds } from './test-database.ts';

/** A real textbook section (OpenStax Anatomy and Physiology 2e), as a student would paste it. */
const corpusLesson = readFileSync(
  path.join(serverRoot, '../../../shared/corpus/openstax-anatomy-physiology/m45983.md'),
  'utf8',
);

describe.each(databaseKinds)('quizzes on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  let lesson: FullLesson;

  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
    lesson = await readyLesson(app, user, corpusLesson);
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  async function usedGenerations(who: TestUser = user): Promise<number> {
    const response = await userRequest(app, who, 'GET', '/api/usage');
    return (response.json() as Usage).generation.used;
  }

  describe('creating', () => {
    it('answers 202 processing, then the builtin engine writes 10 questions of the type asked', async () => {
      const published = vi.spyOn(app.realtime, 'publish');
      const spentBefore = await usedGenerations();
      const created = await createQuiz(app, user, {
        lessonId: lesson.id,
        type: 'mcq',
        answerCount: 3,
      });
      expect(created).toMatchObject({
        lessonId: lesson.id,
        lessonTitle: lesson.title,
        lessonEmoji: lesson.emoji,
        language: 'en',
        type: 'mcq',
        answerCount: 3,
        status: 'processing',
        errorCode: null,
        progress: 'not_started',
        questionCount: 10,
        answeredCount: 0,
        points: 0,
        scorePercent: null,
        favourite: false,
        completedAt: null,
      });
      expect(await usedGenerations()).toBe(spentBefore + 1);

      const ready = await waitForQuiz(app, user, created.id);
      expect(ready.status).toBe('ready');
      expect(ready.questions).toHaveLength(10);
      for (const question of ready.questions) {
        expect(question.type).toBe('mcq');
        expect(question.choices).toHaveLength(3);
        expect(question).toMatchObject({
          state: 'not_started',
          expectedAnswer: null,
          source: null,
        });
      }
      expect(published).toHaveBeenCalledWith(user.id, {
        type: 'quiz.updated',
        quizId: created.id,
        status: 'ready',
      });

      // Answered with the stored answers: every source points into the lesson, full marks.
      const rows = await app.database.db
        .select()
        .from(quizQuestions)
        .where(eq(quizQuestions.quizId, created.id))
        .orderBy(quizQuestions.position);
      for (const [index, row] of rows.entries()) {
        const verdict = await answer(app, user, created.id, ready.questions[index]!.id, row.answer);
        expect(verdict.question.points).toBe(1);
        expect(verdict.question.source?.text).toBe(
          lesson.text.slice(row.sourceStart, row.sourceEnd),
        );
        expect(verdict.question.source?.text.length).toBeGreaterThan(0);
      }
      const done = await getQuiz(app, user, created.id);
      expect(done).toMatchObject({ progress: 'completed', scorePercent: 100, tier: 44 });
    });

    it('avoids the prompts of the lesson’s earlier quizzes', async () => {
      const first = await waitForQuiz(
        app,
        user,
        (await createQuiz(app, user, { lessonId: lesson.id, type: 'fill' })).id,
      );
      const second = await waitForQuiz(
        app,
        user,
        (await createQuiz(app, user, { lessonId: lesson.id, type: 'fill' })).id,
      );
      expect(first.answerCount).toBeNull();
      expect(second.status).toBe('ready');
      const earlier = new Set(first.questions.map((q) => q.prompt));
      expect(second.questions.filter((q) => earlier.has(q.prompt))).toEqual([]);
    });

    it('gives MCQ four answers by default and refuses an answer count for other types', async () => {
      const square = await createQuiz(app, user, { lessonId: lesson.id, type: 'mcq' });
      expect(square.answerCount).toBe(4);
      const ready = await waitForQuiz(app, user, square.id);
      for (const question of ready.questions) expect(question.choices).toHaveLength(4);

      const open = await postQuiz(app, user, { lessonId: lesson.id, type: 'open', answerCount: 3 });
      expect(open.statusCode).toBe(400);
      expect(open.json().error.code).toBe('VALIDATION_FAILED');
      const unknown = await postQuiz(app, user, { lessonId: lesson.id, type: 'essay' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.code).toBe('VALIDATION_FAILED');
    });

    it('needs a lesson of the user that is ready, and spends nothing when refused', async () => {
      const spent = await usedGenerations();
      const missing = await postQuiz(app, user, {
        lessonId: '0b9c3c56-8f25-4c5e-9d55-5b8e8f1f2a11',
        type: 'open',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().error.code).toBe('LESSON_NOT_FOUND');

      const preparing = await readyLesson(app, user);
      await app.database.db
        .update(lessons)
        .set({ status: 'processing' })
        .where(eq(lessons.id, preparing.id));
      const notReady = await postQuiz(app, user, { lessonId: preparing.id, type: 'open' });
      expect(notReady.statusCode).toBe(409);
      expect(notReady.json().error.code).toBe('LESSON_NOT_READY');
      expect(await usedGenerations()).toBe(spent + 1);
    });

    it('fails at once with the engine’s reason when the lesson cannot make the quiz, and refunds', async () => {
      vi.spyOn(app.studyEngine, 'generateQuiz').mockRejectedValue(
        new AppError('STUDY_QUIZ_TOO_FEW_QUESTIONS'),
      );
      const published = vi.spyOn(app.realtime, 'publish');
      const spent = await usedGenerations();
      const created = await createQuiz(app, user, { lessonId: lesson.id, type: 'open' });
      const failed = await waitForQuiz(app, user, created.id);
      expect(failed).toMatchObject({
        status: 'failed',
        errorCode: 'STUDY_QUIZ_TOO_FEW_QUESTIONS',
        questions: [],
      });
      expect(app.studyEngine.generateQuiz).toHaveBeenCalledTimes(1);
      expect(await usedGenerations()).toBe(spent);
      expect(published).toHaveBeenCalledWith(user.id, {
        type: 'quiz.updated',
        quizId: created.id,
        status: 'failed',
      });
      const play = await postAnswer(
        app,
        user,
        created.id,
        '0b9c3c56-8f25-4c5e-9d55-5b8e8f1f2a11',
        'x',
      );
      expect(play.statusCode).toBe(409);
      expect(play.json().error.code).toBe('QUIZ_NOT_READY');
    });

    it('needs a signed-in user', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/quizzes' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('when the engine keeps failing', () => {
    let retrying: FastifyInstance;
    let student: TestUser;
    beforeAll(async () => {
      retrying = await createTestApp(kind, { env: { JOB_RETRY_LIMIT: '1' } });
      student = await createUser(retrying);
    });
    afterAll(async () => {
      await retrying.close();
    });

    it('retries, then shows the generation error and refunds', async () => {
      const ready = await readyLesson(retrying, student);
      const generate = vi
        .spyOn(retrying.studyEngine, 'generateQuiz')
        .mockRejectedValue(new Error('model crashed'));
      const spent = ((await userRequest(retrying, student, 'GET', '/api/usage')).json() as Usage)
        .generation.used;
      const created = await createQuiz(retrying, student, { lessonId: ready.id, type: 'open' });
      const failed = await waitForQuiz(retrying, student, created.id);
      expect(failed).toMatchObject({ status: 'failed', errorCode: 'QUIZ_GENERATION_FAILED' });
      expect(generate).toHaveBeenCalledTimes(2);
      const after = (await userRequest(retrying, student, 'GET', '/api/usage')).json() as Usage;
      expect(after.generation.used).toBe(spent);
    });
  });

  describe('listing, favourites and deleting', () => {
    it('lists newest first with the lesson, filters by favourite and lesson, and pages', async () => {
      const student = await createUser(app);
      const heart = await readyLesson(app, student);
      const other = await readyLesson(app, student);
      const questions = heartQuestions(heart.text).map((q) => q.question);
      const ids: string[] = [];
      for (const of of [heart, other, heart]) {
        ids.push(await insertReadyQuiz(app, student, of, questions));
      }
      const favourite = await userRequest(app, student, 'PATCH', `/api/quizzes/${ids[1]}`, {
        favourite: true,
      });
      expect(favourite.statusCode).toBe(200);
      expect((favourite.json() as QuizSummary).favourite).toBe(true);

      const list = async (query: string) => {
        const response = await userRequest(app, student, 'GET', `/api/quizzes${query}`);
        expect(response.statusCode).toBe(200);
        return response.json() as QuizList;
      };
      const all = await list('');
      expect(all.total).toBe(3);
      expect(all.items.map((q) => q.id)).toEqual([...ids].reverse());
      expect(all.items[0]).toMatchObject({
        lessonTitle: heart.title,
        lessonEmoji: heart.emoji,
        status: 'ready',
        progress: 'not_started',
      });
      const favourites = await list('?favourite=true');
      expect(favourites.items.map((q) => q.id)).toEqual([ids[1]]);
      expect((await list('?favourite=false')).total).toBe(2);
      const ofHeart = await list(`?lessonId=${heart.id}`);
      expect(ofHeart.items.map((q) => q.id)).toEqual([ids[2], ids[0]]);
      const page = await list('?page=2&pageSize=2');
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2 });
      expect(page.items.map((q) => q.id)).toEqual([ids[0]]);

      const unfavourite = await userRequest(app, student, 'PATCH', `/api/quizzes/${ids[1]}`, {
        favourite: false,
      });
      expect((unfavourite.json() as QuizSummary).favourite).toBe(false);
      expect((await list('?favourite=true')).total).toBe(0);
    });

    it('deletes a quiz with its questions', async () => {
      const ready = await readyLesson(app, user);
      const quizId = await insertReadyQuiz(
        app,
        user,
        ready,
        heartQuestions(ready.text).map((q) => q.question),
      );
      const deleted = await userRequest(app, user, 'DELETE', `/api/quizzes/${quizId}`);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      const gone = await userRequest(app, user, 'GET', `/api/quizzes/${quizId}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().error.code).toBe('QUIZ_NOT_FOUND');
      const db = app.database.db;
      expect(await db.select().from(quizzes).where(eq(quizzes.id, quizId))).toEqual([]);
      expect(await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId))).toEqual(
        [],
      );
      const again = await userRequest(app, user, 'DELETE', `/api/quizzes/${quizId}`);
      expect(again.statusCode).toBe(404);
    });

    it('deleting a lesson deletes its quizzes and their questions', async () => {
      const ready = await readyLesson(app, user);
      const quizId = await insertReadyQuiz(
        app,
        user,
        ready,
        heartQuestions(ready.text).map((q) => q.question),
      );
      const deleted = await userRequest(app, user, 'DELETE', `/api/lessons/${ready.id}`);
      expect(deleted.statusCode).toBe(204);
      const db = app.database.db;
      expect(await db.select().from(quizzes).where(eq(quizzes.id, quizId))).toEqual([]);
      expect(await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quizId))).toEqual(
        [],
      );
      const gone = await userRequest(app, user, 'GET', `/api/quizzes/${quizId}`);
      expect(gone.statusCode).toBe(404);
    });
  });

  describe('ownership', () => {
    it('answers 404 to another user on every quiz route and changes nothing', async () => {
      const ready = await readyLesson(app, user);
      const questions = heartQuestions(ready.text);
      const quizId = await insertReadyQuiz(
        app,
        user,
        ready,
        questions.map((q) => q.question),
      );
      const owned = await getQuiz(app, user, quizId);
      // A completed quiz with a mistake, so that only ownership can refuse the retry.
      for (const [index, view] of owned.questions.entries()) {
        await answer(app, user, quizId, view.id, questions[index]!.wrong);
      }
      const before = await getQuiz(app, user, quizId);
      const intruder = await createUser(app);
      const questionId = owned.questions[0]!.id;
      const attempts = [
        userRequest(app, intruder, 'GET', `/api/quizzes/${quizId}`),
        userRequest(app, intruder, 'PATCH', `/api/quizzes/${quizId}`, { favourite: true }),
        userRequest(app, intruder, 'POST', `/api/quizzes/${quizId}/answers`, {
          questionId,
          answer: 'Four',
        }),
        userRequest(app, intruder, 'POST', `/api/quizzes/${quizId}/retry-mistakes`),
        userRequest(app, intruder, 'DELETE', `/api/quizzes/${quizId}`),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('QUIZ_NOT_FOUND');
      }
      const theirs = await postQuiz(app, intruder, { lessonId: ready.id, type: 'open' });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json().error.code).toBe('LESSON_NOT_FOUND');
      const list = await userRequest(app, intruder, 'GET', `/api/quizzes?lessonId=${ready.id}`);
      expect(list.json()).toMatchObject({ items: [], total: 0 });
      expect(await usedGenerations(intruder)).toBe(0);

      const [row] = await app.database.db.select().from(quizzes).where(eq(quizzes.id, quizId));
      expect(row).toMatchObject({ userId: user.id, favourite: false });
      expect(await getQuiz(app, user, quizId)).toEqual(before);
      expect(
        await app.database.db.select().from(quizzes).where(eq(quizzes.retryOfQuizId, quizId)),
      ).toEqual([]);
    });
  });

  describe('plan limits', () => {
    it('counts a quiz as a generation and refuses it past the limit', async () => {
      const limited = await createTestApp(kind, {
        env: { PLAN_FREE_GENERATIONS_PER_MONTH: '2' },
      });
      try {
        const student = await createUser(limited);
        const ready = await readyLesson(limited, student);
        const first = await createQuiz(limited, student, { lessonId: ready.id, type: 'open' });
        expect((await waitForQuiz(limited, student, first.id)).status).toBe('ready');
        const refused = await postQuiz(limited, student, { lessonId: ready.id, type: 'open' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toMatchObject({
          code: 'GENERATION_LIMIT_REACHED',
          details: { metric: 'generation', limit: 2 },
        });
        const rows = await limited.database.db
          .select()
          .from(quizzes)
          .where(eq(quizzes.userId, student.id));
        expect(rows).toHaveLength(1);
      } finally {
        await limited.close();
      }
    });
  });
});
