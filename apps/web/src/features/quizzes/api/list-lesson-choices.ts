import { lessonListSchema, type LessonList } from '@study/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

/** How many lessons the picker and the lesson filter offer at once: the newest, or the matches. */
export const lessonChoicesSize = 100;

/** The newest lessons, or those whose title matches `q` (`GET /api/lessons`). */
export async function listLessonChoices(q: string): Promise<LessonList> {
  const query = new URLSearchParams({ page: '1', pageSize: String(lessonChoicesSize) });
  if (q) query.set('q', q);
  return lessonListSchema.parse(await apiFetch<unknown>(`/api/lessons?${query}`));
}

/** Under `['lessons']`, so a lesson becoming ready (a realtime event) refreshes the choices. */
export function lessonChoicesQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...realtimeQueryKeys.lessons, 'quiz-choices', q] as const,
    queryFn: () => listLessonChoices(q),
  });
}

/** The lessons a quiz can be made from, or filtered by; the last answer stays while typing. */
export function useLessonChoices(q = '') {
  return useQuery({ ...lessonChoicesQueryOptions(q.trim()), placeholderData: keepPreviousData });
}
