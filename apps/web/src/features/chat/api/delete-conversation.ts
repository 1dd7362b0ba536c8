import type { ConversationSummary } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { conversationQueryKey } from './get-conversation.ts';
import { conversationListKey } from './list-conversations.ts';

/** Deletes a conversation and its messages (204). */
export async function deleteConversation(id: string): Promise<void> {
  await apiFetch<undefined>(`/api/chat/conversations/${id}`, { method: 'DELETE' });
}

/** Deleting a conversation; it leaves its lesson's list at once. */
export function useDeleteConversation(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess: (_, id) => {
      queryClient.setQueryData<ConversationSummary[]>(conversationListKey(lessonId), (list) =>
        list?.filter((conversation) => conversation.id !== id),
      );
      queryClient.removeQueries({ queryKey: conversationQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: conversationListKey(lessonId) });
    },
  });
}
