import {
  answerVerdictSchema,
  type AnswerQuestion,
  type AnswerVerdict,
  type QuizDetail,
} from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { quizQueryKey } from './get-quiz.ts';
import { quizListsKey } from './list-quizzes.ts';

/** Sends one answer; the server scores it and answers the verdict with the expected answer. */
export async function answerQuestion(
  quizId: string,
  input: AnswerQuestion,
): Promise<AnswerVerdict> {
  return answerVerdictSchema.parse(
    await apiFetch<unknown>(`/api/quizzes/${quizId}/answers`, {
      method: 'POST',
      body: JSON.stringify(input),
    }),
  );
}

/** The quiz as it stands after a verdict: the answered question and the new tallies. */
export function applyVerdict(quiz: QuizDetail, verdict: AnswerVerdict): QuizDetail {
  return {
    ...quiz,
    ...verdict.quiz,
    questions: quiz.questions.map((question) =>
      question.id === verdict.question.id ? verdict.question : question,
    ),
  };
}

/**
 * Answering a question of `quizId`. The verdict goes straight into the cached quiz (the screen
 * shows it at once); the lists are read again for the new progress. When the server says the
 * question was already answered (another tab), the quiz is read again to show that answer.
 */
export function useAnswerQuestion(quizId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AnswerQuestion) => answerQuestion(quizId, input),
    onSuccess: (verdict) => {
      queryClient.setQueryData<QuizDetail>(quizQueryKey(quizId), (quiz) =>
        quiz ? applyVerdict(quiz, verdict) : quiz,
      );
      void queryClient.invalidateQueries({ queryKey: quizListsKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: quizQueryKey(quizId) });
      }
    },
  });
}
