import { z } from '../zod.ts';
import { coachSourceSchema } from '../study/coach.ts';
import { chatMessageMaxChars } from './chat-rules.ts';

export const chatMessageStatuses = ['complete', 'stopped', 'failed'] as const;
export type ChatMessageStatus = (typeof chatMessageStatuses)[number];

export const conversationParamsSchema = z.object({ id: z.uuid() });
export const chatLessonParamsSchema = z.object({ lessonId: z.uuid() });

export const chatMessageSchema = z.object({
  id: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** Passages of the lesson an assistant answer relies on (offsets into the lesson text). */
  sources: z.array(coachSourceSchema),
  /** `stopped` when the student stopped it, `failed` with `errorCode` when it broke off. */
  status: z.enum(chatMessageStatuses),
  errorCode: z.string().nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const conversationSummarySchema = z.object({
  id: z.uuid(),
  lessonId: z.uuid(),
  title: z.string(),
  messageCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  messages: z.array(chatMessageSchema),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationListSchema = z.object({ items: z.array(conversationSummarySchema) });

export const sendChatMessageSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'VALIDATION_FAILED')
    .max(chatMessageMaxChars, 'CHAT_MESSAGE_TOO_LONG'),
});
export type SendChatMessage = z.infer<typeof sendChatMessageSchema>;

/**
 * Server-sent events of `POST /api/chat/conversations/:id/messages`, one JSON object per `data:`
 * line: the stored user message, then tokens, the sources, and the stored assistant message last
 * (or an error, after which the user message is kept so the student can resend it).
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('user-message'), message: chatMessageSchema }),
  z.object({ type: z.literal('token'), text: z.string() }),
  z.object({ type: z.literal('sources'), sources: z.array(coachSourceSchema) }),
  z.object({ type: z.literal('assistant-message'), message: chatMessageSchema }),
  z.object({ type: z.literal('error'), code: z.string(), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
