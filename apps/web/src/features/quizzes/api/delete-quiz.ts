import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { quizQueryKey } from './get-quiz.ts';
import { quizListsKey } from './list-quizzes.ts';
import { removeQuizFromLists } from './quiz-list-cache.ts';

/** Deletes a quiz and its answers (204). */
export async function deleteQuiz(id: string): Promise<void> {
  await apiFetch<undefined>(`/api/quizzes/${id}`, { method: 'DELETE' });
}

/** Deleting a quiz; it leaves every list at once and its own data is forgotten. */
export function useDeleteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuiz,
    onSuccess: (_, id) => {
      removeQuizFromLists(queryClient, id);
      queryClient.removeQueries({ queryKey: quizQueryKey(id) });
      void queryClient.invalidateQueries({ queryKey: quizListsKey });
    },
  });
}
