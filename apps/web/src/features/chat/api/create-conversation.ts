import { conversationSummarySchema, type ConversationSummary } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { conversationQueryKey } from './get-conversation.ts';
import { conversationListKey } from './list-conversations.ts';

/** Starts a conversation about a ready lesson (201). */
export async function createConversation(lessonId: string): Promise<ConversationSummary> {
  return conversationSummarySchema.parse(
    await apiFetch<unknown>(`/api/chat/lessons/${lessonId}/conversations`, { method: 'POST' }),
  );
}

/** A new conversation is known empty at once, and heads its lesson's list. */
export function useCreateConversation(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createConversation(lessonId),
    onSuccess: (conversation) => {
      queryClient.setQueryData(conversationQueryKey(conversation.id), {
        ...conversation,
        messages: [],
      });
      queryClient.setQueryData<ConversationSummary[]>(conversationListKey(lessonId), (list) => [
        conversation,
        ...(list ?? []),
      ]);
    },
  });
}
