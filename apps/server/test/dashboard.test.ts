import {
  addDays,
  dayKeyIn,
  passageAround,
  startOfDayIn,
  progressDueDays,
  progressStudyDays,
  type Dashboard,
  type Progress,
  type DueFlashcards,
} from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashcardReviews, flashcards, lessons } from '../src/db/schema.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { type FullLesson, createLesson, userRequest, waitForLesson } from './lesson-helpers.ts';
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
  async function playQuiz(user: TestUser, lesson: FullLesson, outcome: 'right' | 'wrong') {
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
      laterTodayFlashcards: 0,
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

  it('counts the cards due now apart from those back later today, and reviews all of them across lessons in one session', async () => {
    const user = await createUser(app);
    const first = await readyLesson(app, user);
    const second = await readyLesson(app, user);
    const deckSize = first.flashcards.length + second.flashcards.length;

    const before = await dashboard(user);
    expect(before).toMatchObject({ dueFlashcards: deckSize, laterTodayFlashcards: 0 });
    const session = await userRequest(app, user, 'GET', '/api/flashcards/due');
    expect(session.statusCode).toBe(200);
    const due = session.json() as DueFlashcards;
    // "Review N" goes through those N cards, from both lessons, each with its passage.
    expect(due.total).toBe(before.dueFlashcards);
    expect(due.items).toHaveLength(before.dueFlashcards);
    expect(new Set(due.items.map((item) => item.lessonId))).toEqual(new Set([first.id, second.id]));
    for (const item of due.items) {
      const lesson = item.lessonId === first.id ? first : second;
      expect(item.lessonTitle).toBe(lesson.title);
      expect(item.passage).toBe(passageAround(lesson.text, item.card.source));
      expect(item.passage).toContain(
        lesson.text.slice(item.card.source.start, item.card.source.end).trim(),
      );
    }

    // "I knew it" on each: none is due now; those on a learning step that ends before midnight
    // (UTC) come back later today, as the database says.
    for (const item of due.items) {
      const reviewed = await userRequest(
        app,
        user,
        'POST',
        `/api/lessons/${item.lessonId}/flashcards/${item.card.id}/review`,
        { rating: 'good' },
      );
      expect(reviewed.statusCode).toBe(200);
    }
    const now = new Date();
    const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const rows = await app.database.db
      .select({ due: flashcards.due })
      .from(flashcards)
      .where(eq(flashcards.userId, user.id));
    const backToday = rows.filter(
      (row) => row.due.getTime() > now.getTime() && row.due.getTime() < endOfDay,
    ).length;
    const after = await dashboard(user);
    expect(after).toMatchObject({ dueFlashcards: 0, laterTodayFlashcards: backToday });
    const lessonView = await userRequest(app, user, 'GET', `/api/lessons/${first.id}`);
    expect(lessonView.json()).toMatchObject({ dueCount: 0 });
    const empty = (await userRequest(app, user, 'GET', '/api/flashcards/due')).json();
    expect(empty).toMatchObject({ items: [], total: 0, laterToday: backToday });

    // Another student's session holds none of these cards.
    const other = await createUser(app);
    const theirs = (await userRequest(app, other, 'GET', '/api/flashcards/due')).json();
    expect(theirs).toEqual({ items: [], total: 0, laterToday: 0 });
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

  it('keeps every review day of a card, even after its lesson is deleted', async () => {
    const user = await createUser(app);
    const created = await createLesson(app, user);
    await waitForLesson(app, user, created.id);
    const [card] = await app.database.db
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(eq(flashcards.lessonId, created.id))
      .limit(1);
    const review = (rating: 'good' | 'again') =>
      userRequest(app, user, 'POST', `/api/lessons/${created.id}/flashcards/${card!.id}/review`, {
        rating,
      });
    // The lesson was added two days ago and the card reviewed the day after: a review log row is
    // moved back a day, as the card's own last review is (it keeps only the latest).
    await app.database.db
      .update(lessons)
      .set({ createdAt: new Date(Date.now() - 2 * dayMs) })
      .where(eq(lessons.id, created.id));
    expect((await review('again')).statusCode).toBe(200);
    await app.database.db
      .update(flashcardReviews)
      .set({ reviewedAt: new Date(Date.now() - dayMs) })
      .where(eq(flashcardReviews.userId, user.id));
    expect((await review('good')).statusCode).toBe(200);

    const log = await app.database.db
      .select({ rating: flashcardReviews.rating, state: flashcardReviews.state })
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, user.id))
      .orderBy(flashcardReviews.reviewedAt);
    expect(log).toEqual([
      { rating: 'again', state: 0 },
      { rating: 'good', state: 1 },
    ]);
    // Two days ago (the lesson), yesterday (the first review) and today (the second).
    expect((await dashboard(user)).progress).toMatchObject({ daysInARow: 3, studiedToday: true });

    // The reviews are the student's history: they outlive the deck.
    const deleted = await userRequest(app, user, 'DELETE', `/api/lessons/${created.id}`);
    expect(deleted.statusCode).toBe(204);
    const kept = await app.database.db
      .select({ flashcardId: flashcardReviews.flashcardId })
      .from(flashcardReviews)
      .where(eq(flashcardReviews.userId, user.id));
    expect(kept).toEqual([{ flashcardId: null }, { flashcardId: null }]);
    const progress = (await userRequest(app, user, 'GET', '/api/progress')).json() as Progress;
    expect(progress.studyDays.slice(-2).map((day) => day.studied)).toEqual([true, true]);
  });

  it('counts days where the student is, from the time zone the web sends', async () => {
    const user = await createUser(app);
    const created = await createLesson(app, user);
    await waitForLesson(app, user, created.id);
    // The lesson was added at midnight in Kiribati (UTC+14): still the day before in UTC.
    const east = 'Pacific/Kiritimati';
    const eastToday = dayKeyIn(new Date(), east);
    await app.database.db
      .update(lessons)
      .set({ createdAt: startOfDayIn(eastToday, east) })
      .where(eq(lessons.id, created.id));
    const studied = async (headers: Record<string, string>) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/progress',
        headers: { cookie: user.cookie, ...headers },
      });
      expect(response.statusCode).toBe(200);
      const days = (response.json() as Progress).studyDays;
      return days.filter((day) => day.studied).map((day) => day.day);
    };
    expect(await studied({ 'x-time-zone': east })).toEqual([eastToday]);
    expect(await studied({})).toEqual([addDays(eastToday, -1)]);
    // A zone the server does not know is UTC, and is never spliced into the query.
    expect(await studied({ 'x-time-zone': "UTC'; drop table lessons; --" })).toEqual([
      addDays(eastToday, -1),
    ]);
    const home = await app.inject({
      method: 'GET',
      url: '/api/dashboard',
      headers: { cookie: user.cookie, 'x-time-zone': east },
    });
    expect((home.json() as Dashboard).progress).toMatchObject({
      daysInARow: 1,
      studiedToday: true,
    });
  });

  describe('the progress view', () => {
    it('needs a signed-in user', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/progress' });
      expect(response.statusCode).toBe(401);
    });

    it('counts cards by state and by the day they come due, quiz scores per lesson and study days, for their owner only', async () => {
      const user = await createUser(app);
      const other = await createUser(app);
      const progress = async (who: TestUser): Promise<Progress> => {
        const response = await userRequest(app, who, 'GET', '/api/progress');
        expect(response.statusCode).toBe(200);
        return response.json() as Progress;
      };
      const empty = await progress(user);
      expect(empty.cards).toEqual({ total: 0, new: 0, learning: 0, learned: 0 });
      expect(empty.dueByDay).toHaveLength(progressDueDays);
      expect(empty.dueByDay.every((day) => day.count === 0)).toBe(true);
      expect(empty.quizScores).toEqual([]);
      expect(empty.studyDays).toHaveLength(progressStudyDays);

      const lesson = await readyLesson(app, user);
      await readyLesson(app, other);
      await playQuiz(user, lesson, 'right');
      await playQuiz(user, lesson, 'wrong');
      const now = Date.now();
      // Every card new and due, but one learned and due in three days, and one being learned and
      // due in twenty (past the window).
      const cards = await app.database.db
        .update(flashcards)
        .set({ state: 0, due: new Date(now - 60_000) })
        .where(eq(flashcards.userId, user.id))
        .returning({ id: flashcards.id });
      const deck = cards.length;
      const [learned, later] = cards;
      await app.database.db
        .update(flashcards)
        .set({ state: 2, due: new Date(now + 3 * dayMs), lastReview: new Date(now) })
        .where(eq(flashcards.id, learned!.id));
      await app.database.db
        .update(flashcards)
        .set({ state: 1, due: new Date(now + 20 * dayMs) })
        .where(eq(flashcards.id, later!.id));

      const mine = await progress(user);
      expect(mine.cards).toEqual({ total: deck, new: deck - 2, learning: 1, learned: 1 });
      const today = new Date().toISOString().slice(0, 10);
      expect(mine.dueByDay[0]).toEqual({ day: today, count: deck - 2 });
      expect(mine.dueByDay[3]!.count).toBe(1);
      expect(mine.dueByDay.reduce((sum, day) => sum + day.count, 0)).toBe(deck - 1);
      expect(mine.quizScores).toHaveLength(1);
      expect(mine.quizScores[0]).toMatchObject({ lessonId: lesson.id, lessonTitle: lesson.title });
      expect(mine.quizScores[0]!.scores.map((score) => score.percent)).toEqual([100, 0]);
      expect(mine.studyDays.at(-1)).toEqual({ day: today, studied: true });

      // The other student's lesson counts only for them.
      const theirs = await progress(other);
      expect(theirs.quizScores).toEqual([]);
      expect(theirs.cards.total).toBe(theirs.cards.new);
    });
  });
});
