import { quizListSchema, type QuizList, type QuizSummary } from '@study/shared';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useFallbackRefetchInterval } from '../../../lib/realtime/fallback-refetch-interval.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

export const quizPageSize = 20;

/** What the list screen asks for: favourites only or not, and one lesson or all. */
export interface QuizListFilters {
  favourite: boolean;
  lessonId: string | null;
}

/** Every list under `['quizzes']`, so the realtime channel's quiz events refresh them. */
export const quizListsKey = [...realtimeQueryKeys.quizzes, 'list'] as const;

/** One page of the signed-in user's quizzes, newest first (`GET /api/quizzes`). */
export async function listQuizzes(filters: QuizListFilters, page: number): Promise<QuizList> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(quizPageSize) });
  if (filters.favourite) query.set('favourite', 'true');
  if (filters.lessonId) query.set('lessonId', filters.lessonId);
  return quizListSchema.parse(await apiFetch<unknown>(`/api/quizzes?${query}`));
}

export function quizListQueryOptions(filters: QuizListFilters) {
  return infiniteQueryOptions({
    queryKey: [...quizListsKey, filters] as const,
    queryFn: ({ pageParam }) => listQuizzes(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: QuizList) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** The quizzes of every loaded page, in order. */
export function quizzesOf(data: InfiniteData<QuizList> | undefined): QuizSummary[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * The list, page after page ("load more"). While a quiz is being generated it is re-read every few
 * seconds if the realtime channel is down, so it never stays stuck on "being prepared".
 */
export function useQuizList(filters: QuizListFilters) {
  const interval = useFallbackRefetchInterval();
  return useInfiniteQuery({
    ...quizListQueryOptions(filters),
    refetchInterval: (query) =>
      interval(quizzesOf(query.state.data).some((quiz) => quiz.status === 'processing')),
  });
}
