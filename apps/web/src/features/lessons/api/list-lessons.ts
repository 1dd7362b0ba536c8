import { lessonListSchema, type LessonList, type LessonSummary } from '@study/shared';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { useFallbackRefetchInterval } from '../../../lib/realtime/fallback-refetch-interval.ts';
import { lessonListsKey } from './lesson-lists-key.ts';

export const lessonPageSize = 20;

/** What the list screen asks for: a tab, a search and an order. */
export interface LessonListFilters {
  favourite: boolean;
  q: string;
  sort: 'newest' | 'oldest';
}

export { lessonListsKey };

/** One page of the signed-in user's lessons (`GET /api/lessons`). */
export async function listLessons(filters: LessonListFilters, page: number): Promise<LessonList> {
  const query = new URLSearchParams({
    sort: filters.sort,
    page: String(page),
    pageSize: String(lessonPageSize),
  });
  if (filters.favourite) query.set('favourite', 'true');
  if (filters.q.trim()) query.set('q', filters.q.trim());
  return lessonListSchema.parse(await apiFetch<unknown>(`/api/lessons?${query}`));
}

export function lessonListQueryOptions(filters: LessonListFilters) {
  return infiniteQueryOptions({
    queryKey: [...lessonListsKey, filters] as const,
    queryFn: ({ pageParam }) => listLessons(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: LessonList) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });
}

/** The lessons of every loaded page, in order. */
export function lessonsOf(data: InfiniteData<LessonList> | undefined): LessonSummary[] {
  return data?.pages.flatMap((page) => page.items) ?? [];
}

/**
 * The list, page after page ("load more"). While a lesson is being prepared it is re-read every few
 * seconds if the realtime channel is down, so it never stays stuck on screen.
 */
export function useLessonList(filters: LessonListFilters) {
  const interval = useFallbackRefetchInterval();
  return useInfiniteQuery({
    ...lessonListQueryOptions(filters),
    refetchInterval: (query) =>
      interval(lessonsOf(query.state.data).some((lesson) => lesson.status === 'processing')),
  });
}
