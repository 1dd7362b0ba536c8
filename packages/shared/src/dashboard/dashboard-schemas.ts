import { z } from '../zod.ts';
import { lessonSummarySchema } from '../lessons/lesson-schemas.ts';

/** How many recent lessons the home screen shows. */
export const dashboardRecentLessons = 4;

/** The student's progress: quizzes finished, their average, and study days in a row (UTC days). */
export const studyProgressSchema = z.object({
  quizzesTaken: z.number().int().nonnegative(),
  /** Average score of the finished quizzes, 0 to 100; null before the first one. */
  averageScorePercent: z.number().min(0).max(100).nullable(),
  /**
   * Days in a row with some study (a lesson added, a card reviewed, a quiz answer, a question to
   * the coach), ending today, or yesterday while today has none yet.
   */
  daysInARow: z.number().int().nonnegative(),
  studiedToday: z.boolean(),
});
export type StudyProgress = z.infer<typeof studyProgressSchema>;

/** `GET /api/dashboard`: what the home screen shows, in one call. */
export const dashboardSchema = z.object({
  /** Flashcards due now, over every lesson: what "Review" goes through. */
  dueFlashcards: z.number().int().nonnegative(),
  /** Flashcards that come back later today (UTC), such as those on a learning step. */
  laterTodayFlashcards: z.number().int().nonnegative(),
  /** The lesson with the most cards due, where "review" leads; null when none is due. */
  reviewLessonId: z.uuid().nullable(),
  lessonCount: z.number().int().nonnegative(),
  recentLessons: z.array(lessonSummarySchema).max(dashboardRecentLessons),
  progress: studyProgressSchema,
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/**
 * Days in a row ending `today` (or yesterday when today has no study yet), from the UTC days
 * (`YYYY-MM-DD`) that had some study.
 */
export function daysInARow(studyDays: Iterable<string>, today: Date): number {
  const days = new Set(studyDays);
  const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  const key = () => day.toISOString().slice(0, 10);
  if (!days.has(key())) day.setUTCDate(day.getUTCDate() - 1);
  let count = 0;
  while (days.has(key())) {
    count += 1;
    day.setUTCDate(day.getUTCDate() - 1);
  }
  return count;
}
