import type { Dashboard, LessonDetail } from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcards, lessons } from '../src/db/schema.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { createLesson, userRequest, waitForLesson } from './lesson-helpers.ts';
import { answer, getQuiz, heartQuestions, insertReadyQuiz, readyLesson } from './quiz-helpers.ts';
import { databaseKinds } from './test-database.ts';

const dayMs = 86_400_000;

describe.each(databaseKinds)('the dashboard on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  async function dashboard(user: TestUser): Promise<Dashboard> {
    const response = await userRequest(app, user, 'GET', '/api/dashboard');
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  }

  /** Plays a ready quiz of the heart lesson, every answer right or every answer wrong. */
  async function playQuiz(user: TestUser, lesson: LessonDetail, outcome: 'right' | 'wrong') {
    const questions = heartQuestions(lesson.text);
    const id = await insertReadyQuiz(
      app,
      user,
      lesson,
      questions.map((q) => q.question),
    );
    const quiz = await getQuiz(app, user, id);
    for (const [index, question] of quiz.questions.entries()) {
      await answer(app, user, id, question.id, questions[index]![outcome]);
    }
  }

  it('needs a signed-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/dashboard' });
    expect(response.statusCode).toBe(401);
  });

  it('starts empty for a new student', async () => {
    const user = await createUser(app);
    expect(await dashboard(user)).toEqual({
      dueFlashcards: 0,
      reviewLessonId: null,
      lessonCount: 0,
      recentLessons: [],
      progress: { quizzesTaken: 0, averageScorePercent: null, daysInARow: 0, studiedToday: false },
    });
  });

  it('counts the cards due today, the recent lessons, the quizzes and their average, for their owner only', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const lesson = await readyLesson(app, user);
    await readyLesson(app, other);

    let seen = await dashboard(user);
    expect(seen.dueFlashcards).toBe(lesson.flashcards.length);
    expect(seen.dueFlashcards).toBeGreaterThan(0);
    expect(seen.reviewLessonId).toBe(lesson.id);
    expect(seen.lessonCount).toBe(1);
    expect(seen.recentLessons.map((l) => l.id)).toEqual([lesson.id]);
    expect(seen.progress).toEqual({
      quizzesTaken: 0,
      averageScorePercent: null,
      daysInARow: 1,
      studiedToday: true,
    });

    await playQuiz(user, lesson, 'right');
    await playQuiz(user, lesson, 'wrong');
    seen = await dashboard(user);
    expect(seen.progress).toMatchObject({ quizzesTaken: 2, averageScorePercent: 50 });
    // Missed questions come back as cards due now.
    expect(seen.dueFlashcards).toBeGreaterThan(lesson.flashcards.length);

    // Cards reviewed until tomorrow are no longer due today.
    await app.database.db
      .update(flashcards)
      .set({ due: new Date(Date.now() + 2 * dayMs) })
      .where(eq(flashcards.userId, user.id));
    seen = await dashboard(user);
    expect(seen).toMatchObject({ dueFlashcards: 0, reviewLessonId: null });

    // The other student's figures are their own.
    expect((await dashboard(other)).progress).toMatchObject({
      quizzesTaken: 0,
      averageScorePercent: null,
    });
    expect((await dashboard(other)).recentLessons.map((l) => l.id)).not.toContain(lesson.id);
  });

  it('shows the four newest lessons, and leads "review" to the lesson with the most cards due', async () => {
    const user = await createUser(app);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await createLesson(app, user, { title: `Lesson number ${i}` });
      await waitForLesson(app, user, created.id);
      ids.push(created.id);
    }
    // Only the second lesson keeps cards due today.
    await app.database.db
      .update(flashcards)
      .set({ due: new Date(Date.now() + 2 * dayMs) })
      .where(eq(flashcards.userId, user.id));
    await app.database.db
      .update(flashcards)
      .set({ due: new Date(Date.now() - dayMs) })
      .where(eq(flashcards.lessonId, ids[1]!));
    const seen = await dashboard(user);
    expect(seen.lessonCount).toBe(5);
    expect(seen.recentLessons.map((l) => l.id)).toEqual(ids.slice(1).reverse());
    expect(seen.reviewLessonId).toBe(ids[1]);
  });

  it('counts study days in a row in UTC, alive until a whole day goes by without study', async () => {
    const user = await createUser(app);
    const days = [1, 2, 4];
    for (const daysAgo of days) {
      const created = await createLesson(app, user);
      await waitForLesson(app, user, created.id);
      await app.database.db
        .update(lessons)
        .set({ createdAt: new Date(Date.now() - daysAgo * dayMs) })
        .where(eq(lessons.id, created.id));
    }
    // Yesterday and the day before: two days in a row, today not studied yet.
    expect((await dashboard(user)).progress).toMatchObject({
      daysInARow: 2,
      studiedToday: false,
    });

    // Reviewing a card today extends it.
    const [card] = await app.database.db
      .select({ id: flashcards.id, lessonId: flashcards.lessonId })
      .from(flashcards)
      .where(eq(flashcards.userId, user.id))
      .limit(1);
    const review = await userRequest(
      app,
      user,
      'POST',
      `/api/lessons/${card!.lessonId}/flashcards/${card!.id}/review`,
      { rating: 'good' },
    );
    expect(review.statusCode).toBe(200);
    expect((await dashboard(user)).progress).toMatchObject({ daysInARow: 3, studiedToday: true });
  });
});
