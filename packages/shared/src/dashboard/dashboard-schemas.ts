import { addDays } from '../calendar.ts';
import { z } from '../zod.ts';
import { lessonSummarySchema } from '../lessons/lesson-schemas.ts';

/** How many recent lessons the home screen shows. */
export const dashboardRecentLessons = 4;

/** The student's progress: quizzes finished, their average, and study days in a row (days of the student's time zone). */
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
 * Days in a row ending `today` (or yesterday when today has no study yet), from the day keys
 * (`YYYY-MM-DD`, in the student's time zone like `today`) that had some study.
 */
export function daysInARow(studyDays: Iterable<string>, today: string): number {
  const days = new Set(studyDays);
  let day = days.has(today) ? today : addDays(today, -1);
  let count = 0;
  while (days.has(day)) {
    count += 1;
    day = addDays(day, -1);
  }
  return count;
}
