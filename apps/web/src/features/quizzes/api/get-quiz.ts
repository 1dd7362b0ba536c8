import { quizDetailSchema, type QuizDetail } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { useFallbackRefetchInterval } from '../../../lib/realtime/fallback-refetch-interval.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

/** One quiz with its questions; unanswered ones carry no answer. */
async function getQuiz(id: string): Promise<QuizDetail> {
  return quizDetailSchema.parse(await apiFetch<unknown>(`/api/quizzes/${id}`));
}

/** The detail's key sits under `['quizzes']`, so the realtime channel's quiz events refresh it. */
export function quizQueryKey(id: string) {
  return [...realtimeQueryKeys.quizzes, id] as const;
}

export function quizQueryOptions(id: string) {
  return queryOptions({
    queryKey: quizQueryKey(id),
    queryFn: () => getQuiz(id),
    // A quiz that does not exist (or is not yours) will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/**
 * The quiz, refreshed by the realtime channel when it changes; while it is being generated it is
 * also re-read now and then, in case the channel is down or an event was lost.
 */
export function useQuiz(id: string) {
  const interval = useFallbackRefetchInterval();
  return useQuery({
    ...quizQueryOptions(id),
    refetchInterval: (query) => interval(query.state.data?.status === 'processing'),
  });
}
