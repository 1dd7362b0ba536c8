import { z } from 'zod';

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

/** One event of a streamed coach answer: tokens, then the sources, then done. */
export const coachEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('sources'), sources: z.array(coachSourceSchema) }),
  z.object({ type: z.literal('done') }),
]);
export type CoachEvent = z.infer<typeof coachEventSchema>;
