import { z } from '../zod.ts';
import { sourceSpanSchema } from './source-span.ts';

/** Questions per quiz, fixed by the product. */
export const quizQuestionCount = 10;

export const questionTypes = ['mcq', 'open', 'fill'] as const;
export type QuestionType = (typeof questionTypes)[number];

export const quizTypes = ['mcq', 'open', 'fill', 'mixed'] as const;
export type QuizType = (typeof quizTypes)[number];

/** MCQ answer counts: duo, trio, square. */
export const answerCounts = [2, 3, 4] as const;
export type AnswerCount = (typeof answerCounts)[number];
export const answerCountSchema = z.union([z.literal(2), z.literal(3), z.literal(4)]);

/** The blank a fill-in-the-blank prompt shows in place of the missing term. */
export const fillBlank = '_____';

export const mcqQuestionSchema = z.object({
  type: z.literal('mcq'),
  prompt: z.string().min(1),
  choices: z.array(z.string().min(1)).min(2).max(4),
  answer: z.string().min(1),
  source: sourceSpanSchema,
});
export type McqQuestion = z.infer<typeof mcqQuestionSchema>;

export const openQuestionSchema = z.object({
  type: z.literal('open'),
  prompt: z.string().min(1),
  answer: z.string().min(1),
  source: sourceSpanSchema,
});
export type OpenQuestion = z.infer<typeof openQuestionSchema>;

export const fillQuestionSchema = z.object({
  type: z.literal('fill'),
  prompt: z.string().includes(fillBlank),
  answer: z.string().min(1),
  source: sourceSpanSchema,
});
export type FillQuestion = z.infer<typeof fillQuestionSchema>;

export const quizQuestionSchema = z.discriminatedUnion('type', [
  mcqQuestionSchema,
  openQuestionSchema,
  fillQuestionSchema,
]);
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A quiz of exactly 10 questions of one type, or mixed. */
export const quizSchema = z.object({
  type: z.enum(quizTypes),
  questions: z.array(quizQuestionSchema).length(quizQuestionCount),
});
export type Quiz = z.infer<typeof quizSchema>;
