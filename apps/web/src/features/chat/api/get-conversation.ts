import { conversationDetailSchema, type ConversationDetail } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { chatQueryKey } from './list-conversations.ts';

export function conversationQueryKey(id: string) {
  return [...chatQueryKey, 'conversations', id] as const;
}

/** A conversation with its messages in order. */
async function getConversation(id: string): Promise<ConversationDetail> {
  return conversationDetailSchema.parse(await apiFetch<unknown>(`/api/chat/conversations/${id}`));
}

export function conversationQueryOptions(id: string) {
  return queryOptions({ queryKey: conversationQueryKey(id), queryFn: () => getConversation(id) });
}

/** The open conversation; none while the student has not asked anything in a new one. */
export function useConversation(id: string | null) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: id !== null });
}
