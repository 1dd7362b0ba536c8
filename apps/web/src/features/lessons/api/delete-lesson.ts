import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';
import { lessonListsKey } from './lesson-lists-key.ts';
import { removeFromLists } from './lesson-list-cache.ts';

/** Deletes a lesson with its sheet, cards, quizzes, chats and files (204). */
export async function deleteLesson(id: string): Promise<void> {
  await apiFetch<undefined>(`/api/lessons/${id}`, { method: 'DELETE' });
}

/** Deleting a lesson; it leaves every list at once, and its own page's data is forgotten. */
export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: (_, id) => {
      removeFromLists(queryClient, id);
      queryClient.removeQueries({
        queryKey: realtimeQueryKeys.lessons,
        predicate: (query) => query.queryKey.includes(id),
      });
      void queryClient.invalidateQueries({ queryKey: lessonListsKey });
    },
  });
}
