import { z } from '../zod.ts';
import { lessonStatuses } from '../lessons/lesson-rules.ts';

/** What happened to the user's data; the client refreshes what it shows. */
export const realtimeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('lesson.updated'),
    lessonId: z.uuid(),
    status: z.enum(lessonStatuses),
  }),
  z.object({ type: z.literal('lesson.deleted'), lessonId: z.uuid() }),
  z.object({
    type: z.literal('quiz.updated'),
    quizId: z.uuid(),
    status: z.enum(['processing', 'ready', 'failed']),
  }),
  z.object({ type: z.literal('usage.updated') }),
  /** The plan, subscription, payments or referral rewards changed. */
  z.object({ type: z.literal('billing.updated') }),
]);
export type RealtimeEvent = z.infer<typeof realtimeEventSchema>;

/** Server -> client frames. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribed') }),
  z.object({ type: z.literal('heartbeat'), ref: z.number().int() }),
  z.object({ type: z.literal('event'), event: realtimeEventSchema }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;

/** Client -> server frames: a heartbeat the server echoes with the same `ref`. */
export const realtimeClientMessageSchema = z.object({
  type: z.literal('heartbeat'),
  ref: z.number().int(),
});
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;
