import { z } from '../zod.ts';

/** Points for an open answer: wrong, partly right, right. */
export const openAnswerScores = [0, 0.5, 1] as const;
export const openAnswerScoreSchema = z.union([z.literal(0), z.literal(0.5), z.literal(1)]);

export const openAnswerGradeSchema = z.object({
  score: openAnswerScoreSchema,
  feedback: z.string().min(1),
});
export type OpenAnswerGrade = z.infer<typeof openAnswerGradeSchema>;
