import { lessonListSchema, type LessonSummary } from '@study/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

/** How many lessons the picker offers at once; a search narrows them down. */
export const chatLessonPageSize = 50;

/** The user's ready lessons whose title matches `q`, newest first (`GET /api/lessons?q=`). */
export async function listChatLessons(q: string): Promise<LessonSummary[]> {
  const query = new URLSearchParams({ sort: 'newest', pageSize: String(chatLessonPageSize) });
  if (q.trim()) query.set('q', q.trim());
  const list = lessonListSchema.parse(await apiFetch<unknown>(`/api/lessons?${query}`));
  return list.items.filter((lesson) => lesson.status === 'ready');
}

/** Under `['lessons']`, so a lesson becoming ready (realtime) refreshes the picker too. */
export function chatLessonsQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...realtimeQueryKeys.lessons, 'chat-picker', q.trim()] as const,
    queryFn: () => listChatLessons(q),
    placeholderData: keepPreviousData,
  });
}

export function useChatLessons(q: string) {
  return useQuery(chatLessonsQueryOptions(q));
}
