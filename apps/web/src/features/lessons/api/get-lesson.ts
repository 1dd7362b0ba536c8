import { isLessonId, type LessonDetail } from '@study/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { readContract } from '../../../lib/contracts.ts';
import { useFallbackRefetchInterval } from '../../../lib/realtime/fallback-refetch-interval.ts';

/**
 * One lesson with its sheet and card counts (its text and cards are asked for by the tabs showing
 * them); the lesson page's first screen shows it before zod is downloaded, and it is checked
 * against its contract when the schemas arrive.
 */
async function getLesson(id: string): Promise<LessonDetail> {
  return readContract(
    await apiFetch<unknown>(`/api/lessons/${id}`),
    (contracts) => contracts.lessonDetailSchema,
  );
}

/** Whether the server is preparing the lesson or regenerating part of it. */
export function isLessonBusy(lesson: Pick<LessonDetail, 'status' | 'task'>): boolean {
  return lesson.status === 'processing' || lesson.task !== null;
}

/** The detail's key sits under `['lessons']`, so invalidating every lesson query refreshes it too. */
export function lessonQueryKey(id: string) {
  return ['lessons', id] as const;
}

export function lessonQueryOptions(id: string) {
  return queryOptions({
    queryKey: lessonQueryKey(id),
    queryFn: () => getLesson(id),
    // A lesson that does not exist (or is not yours) will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

/** Reads the lesson `id` into the cache, if it can be one; never fails (the screen shows errors). */
export async function prefetchLesson(queryClient: QueryClient, id: string): Promise<void> {
  if (isLessonId(id)) await queryClient.prefetchQuery(lessonQueryOptions(id));
}

/**
 * The lesson, refreshed by the realtime channel when it changes; while it is being prepared or
 * regenerated it is also re-read now and then, in case the channel is down or an event was lost.
 */
export function useLesson(id: string) {
  const refetchInterval = useFallbackRefetchInterval();
  return useQuery({
    ...lessonQueryOptions(id),
    refetchInterval: (query) =>
      refetchInterval(query.state.data ? isLessonBusy(query.state.data) : false),
  });
}
