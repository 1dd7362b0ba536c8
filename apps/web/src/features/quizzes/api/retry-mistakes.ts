import { quizSummarySchema, type QuizSummary } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { quizListsKey } from './list-quizzes.ts';

/** A new quiz of the questions a completed quiz missed (201); no generation is spent. */
export async function retryMistakes(quizId: string): Promise<QuizSummary> {
  return quizSummarySchema.parse(
    await apiFetch<unknown>(`/api/quizzes/${quizId}/retry-mistakes`, { method: 'POST' }),
  );
}

export function useRetryMistakes(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryMistakes(quizId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizListsKey }),
  });
}
