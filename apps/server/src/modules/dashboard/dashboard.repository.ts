import { and, asc, count, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { chatMessages } from '../chat/chat.tables.ts';
import { flashcardReviews, flashcards, lessons } from '../lessons/lessons.tables.ts';
import { quizQuestions, quizzes } from '../quizzes/quizzes.tables.ts';

/**
 * Read-only figures for the home screen, across the tables the lessons, quizzes and chat modules
 * write. Every query is scoped to one user id.
 */
export function createDashboardRepository(db: Db) {
  return {
    /**
     * Cards due by `now` in total and for the lesson with the most of them, and the cards that
     * come back after `now` but before `endOfDay`.
     */
    async dueFlashcards(
      userId: string,
      now: Date,
      endOfDay: Date,
    ): Promise<{ total: number; laterToday: number; topLessonId: string | null }> {
      const dueNow = sql<boolean>`${flashcards.due} <= ${now.toISOString()}::timestamptz`;
      const perLesson = await db
        .select({
          lessonId: flashcards.lessonId,
          due: sql<number>`count(*) filter (where ${dueNow})`.mapWith(Number),
          later: sql<number>`count(*) filter (where not ${dueNow})`.mapWith(Number),
        })
        .from(flashcards)
        .innerJoin(lessons, and(eq(lessons.id, flashcards.lessonId), eq(lessons.userId, userId)))
        .where(and(eq(flashcards.userId, userId), lt(flashcards.due, endOfDay)))
        .groupBy(flashcards.lessonId);
      const top = perLesson
        .filter((row) => row.due > 0)
        .sort((a, b) => b.due - a.due || a.lessonId.localeCompare(b.lessonId))[0];
      return {
        total: perLesson.reduce((sum, row) => sum + row.due, 0),
        laterToday: perLesson.reduce((sum, row) => sum + row.later, 0),
        topLessonId: top?.lessonId ?? null,
      };
    },

    /** Finished quizzes and their average score (0 to 100), each quiz weighing the same. */
    async quizProgress(userId: string): Promise<{ taken: number; averagePercent: number | null }> {
      const perQuiz = db
        .select({
          percent:
            sql<number>`100.0 * coalesce(sum(${quizQuestions.pointsDoubled}), 0) / (2 * count(*))`.as(
              'percent',
            ),
        })
        .from(quizzes)
        .innerJoin(
          quizQuestions,
          and(eq(quizQuestions.quizId, quizzes.id), eq(quizQuestions.userId, userId)),
        )
        .where(and(eq(quizzes.userId, userId), isNotNull(quizzes.completedAt)))
        .groupBy(quizzes.id)
        .as('per_quiz');
      const [row] = await db
        .select({ taken: count(), average: sql<string | null>`avg(${perQuiz.percent})` })
        .from(perQuiz);
      const taken = Number(row?.taken ?? 0);
      return {
        taken,
        averagePercent: taken > 0 && row?.average != null ? Number(row.average) : null,
      };
    },

    /** The student's cards by FSRS state: new (0), learning (1, 3) and learned (2, in review). */
    async cardStates(
      userId: string,
    ): Promise<{ total: number; new: number; learning: number; learned: number }> {
      const [row] = await db
        .select({
          total: count(),
          new: sql<number>`count(*) filter (where ${flashcards.state} = 0)`.mapWith(Number),
          learned: sql<number>`count(*) filter (where ${flashcards.state} = 2)`.mapWith(Number),
        })
        .from(flashcards)
        .where(eq(flashcards.userId, userId));
      const total = Number(row?.total ?? 0);
      const fresh = row?.new ?? 0;
      const learned = row?.learned ?? 0;
      return { total, new: fresh, learning: total - fresh - learned, learned };
    },

    /**
     * Cards due per day of `timeZone` from `today` (the instant it starts) until `until`; those
     * overdue count on `today`.
     */
    async dueByDay(
      userId: string,
      today: Date,
      until: Date,
      timeZone: string,
    ): Promise<Map<string, number>> {
      const day = sql<string>`to_char(greatest(${flashcards.due}, ${today.toISOString()}::timestamptz) at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, count: count() })
        .from(flashcards)
        .where(and(eq(flashcards.userId, userId), lt(flashcards.due, until)))
        // By position: the day's expression carries a parameter, which would not match itself.
        .groupBy(sql`1`);
      return new Map(rows.map((row) => [row.day, Number(row.count)]));
    },

    /** The finished quizzes' scores (0 to 100) with their lesson, oldest first. */
    async quizScores(
      userId: string,
    ): Promise<{ lessonId: string; lessonTitle: string; completedAt: Date; percent: number }[]> {
      const rows = await db
        .select({
          lessonId: quizzes.lessonId,
          lessonTitle: lessons.title,
          completedAt: quizzes.completedAt,
          percent: sql<string>`100.0 * coalesce(sum(${quizQuestions.pointsDoubled}), 0) / (2 * count(*))`,
        })
        .from(quizzes)
        .innerJoin(lessons, and(eq(lessons.id, quizzes.lessonId), eq(lessons.userId, userId)))
        .innerJoin(
          quizQuestions,
          and(eq(quizQuestions.quizId, quizzes.id), eq(quizQuestions.userId, userId)),
        )
        .where(and(eq(quizzes.userId, userId), isNotNull(quizzes.completedAt)))
        .groupBy(quizzes.id, lessons.title)
        .orderBy(asc(quizzes.completedAt), asc(quizzes.id));
      return rows.map((row) => ({
        lessonId: row.lessonId,
        lessonTitle: row.lessonTitle,
        completedAt: row.completedAt!,
        percent: Math.round(Number(row.percent) * 10) / 10,
      }));
    },

    /**
     * The days of `timeZone` since `since` with some study: a lesson added, a card reviewed, a
     * quiz answer or a question to the coach.
     */
    async studyDays(userId: string, since: Date, timeZone: string): Promise<string[]> {
      const day = (column: AnyPgColumn) =>
        sql<string>`to_char(${column} at time zone ${timeZone}::text, 'YYYY-MM-DD')`;
      const lists = await Promise.all([
        db
          .selectDistinct({ day: day(lessons.createdAt) })
          .from(lessons)
          .where(and(eq(lessons.userId, userId), gte(lessons.createdAt, since))),
        db
          .selectDistinct({ day: day(flashcardReviews.reviewedAt) })
          .from(flashcardReviews)
          .where(and(eq(flashcardReviews.userId, userId), gte(flashcardReviews.reviewedAt, since))),
        db
          .selectDistinct({ day: day(quizQuestions.answeredAt) })
          .from(quizQuestions)
          .where(and(eq(quizQuestions.userId, userId), gte(quizQuestions.answeredAt, since))),
        db
          .selectDistinct({ day: day(chatMessages.createdAt) })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.userId, userId),
              eq(chatMessages.role, 'user'),
              gte(chatMessages.createdAt, since),
            ),
          ),
      ]);
      return [...new Set(lists.flat().map((row) => row.day))];
    },
  };
}
export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
