import { quizSummarySchema, type QuizDetail, type QuizSummary } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { quizQueryKey } from './get-quiz.ts';
import { quizListsKey } from './list-quizzes.ts';
import { patchQuizInLists, restoreQuizLists } from './quiz-list-cache.ts';

/** Marks a quiz as a favourite or not (`PATCH /api/quizzes/:id`). */
export async function favouriteQuiz(id: string, favourite: boolean): Promise<QuizSummary> {
  return quizSummarySchema.parse(
    await apiFetch<unknown>(`/api/quizzes/${id}`, {
      method: 'PATCH',
      body: JSON.stringify({ favourite }),
    }),
  );
}

/**
 * The favourite star: it changes at once in every list and comes back if the server refuses; the
 * lists are then read again (the Favourites filter gains or loses the quiz).
 */
export function useFavouriteQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: string; favourite: boolean }) =>
      favouriteQuiz(id, favourite),
    onMutate: async ({ id, favourite }) => {
      await queryClient.cancelQueries({ queryKey: quizListsKey });
      return { before: patchQuizInLists(queryClient, id, { favourite }) };
    },
    onError: (_error, _input, context) => {
      if (context) restoreQuizLists(queryClient, context.before);
    },
    onSuccess: (saved) =>
      queryClient.setQueryData<QuizDetail>(quizQueryKey(saved.id), (quiz) =>
        quiz ? { ...quiz, favourite: saved.favourite } : quiz,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quizListsKey }),
  });
}
