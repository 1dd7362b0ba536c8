import { and, count, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { chatMessages, flashcards, lessons, quizQuestions, quizzes } from '../../db/schema.ts';

/**
 * Read-only figures for the home screen, across the tables the lessons, quizzes and chat modules
 * write. Every query is scoped to one user id.
 */
export function createDashboardRepository(db: Db) {
  return {
    /** Cards due before `dueBefore`, in total and for the lesson with the most of them. */
    async dueFlashcards(
      userId: string,
      dueBefore: Date,
    ): Promise<{ total: number; topLessonId: string | null }> {
      const perLesson = await db
        .select({ lessonId: flashcards.lessonId, due: count() })
        .from(flashcards)
        .innerJoin(lessons, and(eq(lessons.id, flashcards.lessonId), eq(lessons.userId, userId)))
        .where(and(eq(flashcards.userId, userId), lt(flashcards.due, dueBefore)))
        .groupBy(flashcards.lessonId)
        .orderBy(desc(count()), flashcards.lessonId);
      return {
        total: perLesson.reduce((sum, row) => sum + Number(row.due), 0),
        topLessonId: perLesson[0]?.lessonId ?? null,
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

    /**
     * The UTC days since `since` with some study: a lesson added, a card reviewed, a quiz answer
     * or a question to the coach.
     */
    async studyDays(userId: string, since: Date): Promise<string[]> {
      const day = (column: AnyPgColumn) =>
        sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
      const lists = await Promise.all([
        db
          .selectDistinct({ day: day(lessons.createdAt) })
          .from(lessons)
          .where(and(eq(lessons.userId, userId), gte(lessons.createdAt, since))),
        db
          .selectDistinct({ day: day(flashcards.lastReview) })
          .from(flashcards)
          .where(and(eq(flashcards.userId, userId), gte(flashcards.lastReview, since))),
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
