import { z } from '../zod.ts';

/** How many days ahead the progress view counts the cards coming due, today included. */
export const progressDueDays = 14;
/** How many days back the progress view shows the study days, today included. */
export const progressStudyDays = 28;
/** The lessons whose quiz scores the progress view draws, those quizzed most recently. */
export const progressQuizLessons = 5;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** `GET /api/progress`: what the progress view draws, read for the signed-in student only. */
export const progressSchema = z.object({
  /** The deck over every lesson: cards never studied, being learned, and learned (in review). */
  cards: z.object({
    total: z.number().int().nonnegative(),
    new: z.number().int().nonnegative(),
    learning: z.number().int().nonnegative(),
    learned: z.number().int().nonnegative(),
  }),
  /** Cards coming due each UTC day from today on; today's count includes those overdue. */
  dueByDay: z.array(z.object({ day: isoDay, count: z.number().int().nonnegative() })),
  /** Finished quizzes' scores (0 to 100) per lesson, oldest first. */
  quizScores: z.array(
    z.object({
      lessonId: z.uuid(),
      lessonTitle: z.string(),
      scores: z.array(z.object({ completedAt: z.string(), percent: z.number().min(0).max(100) })),
    }),
  ),
  /** The last UTC days, oldest first, and whether each had some study. */
  studyDays: z.array(z.object({ day: isoDay, studied: z.boolean() })),
});
export type Progress = z.infer<typeof progressSchema>;
