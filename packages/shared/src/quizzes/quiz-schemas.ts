import { z } from '../zod.ts';
import { lessonLanguages } from '../languages.ts';
import { answerCountSchema, questionTypes, quizQuestionCount } from '../study/quiz.ts';

/** The exercise types a student picks when creating a quiz (spec: MCQ, open-ended, fill-in). */
export const quizExerciseTypes = questionTypes;
export type QuizExerciseType = (typeof quizExerciseTypes)[number];

/** `processing` while the questions are generated, then `ready`, or `failed`. */
export const quizStatuses = ['processing', 'ready', 'failed'] as const;
export type QuizStatus = (typeof quizStatuses)[number];

/**
 * The spec's card states, per question: not started (unanswered), acquired (full points),
 * to review (half points), not acquired (no point).
 */
export const quizCardStates = ['not_started', 'acquired', 'to_review', 'not_acquired'] as const;
export type QuizCardState = (typeof quizCardStates)[number];

/** The status label of a quiz in the list. */
export const quizProgressLabels = ['not_started', 'in_progress', 'completed'] as const;
export type QuizProgressLabel = (typeof quizProgressLabels)[number];

/** Points of one answer: MCQ and fill-in 0 or 1, open-ended 0, 0.5 or 1. */
export const questionPointsSchema = z.union([z.literal(0), z.literal(0.5), z.literal(1)]);

export const quizIdSchema = z.uuid();
export const quizParamsSchema = z.object({ id: quizIdSchema });

export const createQuizSchema = z
  .object({
    lessonId: z.uuid(),
    type: z.enum(quizExerciseTypes),
    /** MCQ only: duo 2, trio 3, square 4. */
    answerCount: answerCountSchema.optional(),
  })
  .refine((body) => body.type === 'mcq' || body.answerCount === undefined, {
    message: 'VALIDATION_FAILED',
    path: ['answerCount'],
  });
export type CreateQuiz = z.infer<typeof createQuizSchema>;

export const quizSummarySchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  lessonTitle: z.string(),
  lessonEmoji: z.string(),
  language: z.enum(lessonLanguages),
  type: z.enum(quizExerciseTypes),
  answerCount: z.number().int().nullable(),
  status: z.enum(quizStatuses),
  errorCode: z.string().nullable(),
  progress: z.enum(quizProgressLabels),
  questionCount: z.number().int().min(1).max(quizQuestionCount),
  answeredCount: z.number().int().nonnegative(),
  /** Points so far (halves possible); the score of a completed quiz. */
  points: z.number().nonnegative(),
  /** Rounded percentage of the points over the question count, once completed. */
  scorePercent: z.number().min(0).max(100).nullable(),
  favourite: z.boolean(),
  /** The quiz whose mistakes this one retries; null for a generated quiz. */
  retryOfQuizId: z.uuid().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type QuizSummary = z.infer<typeof quizSummarySchema>;

/**
 * A question as the student sees it. The expected answer, the source passage, the points and the
 * feedback are present only once the question is answered: the server never sends them before.
 */
export const quizQuestionViewSchema = z.object({
  id: z.uuid(),
  position: z.number().int().nonnegative(),
  type: z.enum(quizExerciseTypes),
  prompt: z.string(),
  /** MCQ only. */
  choices: z.array(z.string()).nullable(),
  state: z.enum(quizCardStates),
  givenAnswer: z.string().nullable(),
  expectedAnswer: z.string().nullable(),
  points: questionPointsSchema.nullable(),
  feedback: z.string().nullable(),
  source: z.object({ start: z.number().int(), end: z.number().int(), text: z.string() }).nullable(),
});
export type QuizQuestionView = z.infer<typeof quizQuestionViewSchema>;

export const quizDetailSchema = quizSummarySchema.extend({
  questions: z.array(quizQuestionViewSchema),
  /** The result message's tier (0..44) once completed. */
  tier: z.number().int().min(0).max(44).nullable(),
});
export type QuizDetail = z.infer<typeof quizDetailSchema>;

export const listQuizzesQuerySchema = z.object({
  favourite: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  lessonId: z.uuid().optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const quizListSchema = z.object({
  items: z.array(quizSummarySchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type QuizList = z.infer<typeof quizListSchema>;

export const answerQuestionSchema = z.object({
  questionId: z.uuid(),
  answer: z.string().trim().min(1, 'VALIDATION_FAILED').max(2_000),
});
export type AnswerQuestion = z.infer<typeof answerQuestionSchema>;

/** The verdict of one answer, and where the quiz stands after it. */
export const answerVerdictSchema = z.object({
  question: quizQuestionViewSchema,
  quiz: quizSummarySchema,
});
export type AnswerVerdict = z.infer<typeof answerVerdictSchema>;

export const updateQuizSchema = z.object({ favourite: z.boolean() });

/** Number of result-message tiers (decisions.md). */
export const quizResultTierCount = 45;

/** The score in percent of a quiz: points over questions. */
export function quizScorePercent(points: number, questionCount: number): number {
  return (points / questionCount) * 100;
}

/** The result-message tier of a percentage: min(44, floor(score% x 45 / 100)). */
export function quizResultTier(scorePercent: number): number {
  // One third is 33.333...% in floating point, just under tier 15's edge: the epsilon puts such
  // exact edges in their tier without moving any score a quiz can reach.
  const tier = Math.floor((scorePercent * quizResultTierCount) / 100 + 1e-9);
  return Math.min(quizResultTierCount - 1, tier);
}
