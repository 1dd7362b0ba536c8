import { conversationListSchema, type ConversationSummary } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Every chat query sits under `['chat']`. */
export const chatQueryKey = ['chat'] as const;

export function conversationListKey(lessonId: string) {
  return [...chatQueryKey, 'lessons', lessonId, 'conversations'] as const;
}

/** The user's conversations about a lesson, the most recently active first. */
async function listConversations(lessonId: string): Promise<ConversationSummary[]> {
  const list = conversationListSchema.parse(
    await apiFetch<unknown>(`/api/chat/lessons/${lessonId}/conversations`),
  );
  return list.items;
}

export function conversationListQueryOptions(lessonId: string) {
  return queryOptions({
    queryKey: conversationListKey(lessonId),
    queryFn: () => listConversations(lessonId),
  });
}

export function useConversations(lessonId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...conversationListQueryOptions(lessonId), enabled: options.enabled ?? true });
}
