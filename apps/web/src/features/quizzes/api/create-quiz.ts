import { quizSummarySchema, type CreateQuiz, type QuizSummary } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { quizListsKey } from './list-quizzes.ts';

/** Asks for a new quiz (one generation of the plan); it answers in status `processing` (202). */
export async function createQuiz(input: CreateQuiz): Promise<QuizSummary> {
  return quizSummarySchema.parse(
    await apiFetch<unknown>('/api/quizzes', { method: 'POST', body: JSON.stringify(input) }),
  );
}

/** Creating a quiz; the lists show it, being prepared, as soon as the server has it. */
export function useCreateQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuiz,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quizListsKey }),
  });
}
