import { z } from '../zod.ts';

export const coachRoles = ['user', 'assistant'] as const;

export const coachMessageSchema = z.object({
  role: z.enum(coachRoles),
  content: z.string(),
});
export type CoachMessage = z.infer<typeof coachMessageSchema>;

/** A passage of the lesson a coach answer relies on; `text` is `lesson.slice(start, end)`. */
export const coachSourceSchema = z.object({
  start: z.number().int().nonnegative(),
  end: z.number().int().positive(),
  text: z.string().min(1),
});
export type CoachSource = z.infer<typeof coachSourceSchema>;

/** The question a "Quiz me" conversation waits for an answer to, with the lesson's answer. */
export const coachQuizSchema = z.object({
  question: z.string().min(1),
  expected: z.string().min(1),
  /** Questions asked so far in this quiz, this one included. */
  asked: z.number().int().positive(),
});
export type CoachQuiz = z.infer<typeof coachQuizSchema>;

/**
 * One event of a streamed coach answer: tokens, then the sources, then done; `quiz` when the
 * answer asks a quiz question (or ends the quiz, `null`), for the conversation to keep.
 */
export const coachEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('sources'), sources: z.array(coachSourceSchema) }),
  z.object({ type: z.literal('quiz'), quiz: coachQuizSchema.nullable() }),
  z.object({ type: z.literal('done') }),
]);
export type CoachEvent = z.infer<typeof coachEventSchema>;
