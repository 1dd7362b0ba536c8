import { lessonDetailSchema, lessonTextSchema, type LessonDetail } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

/** What the chat shows of its lesson: the title, and the text its sources point into. */
export type ChatLesson = Pick<LessonDetail, 'id' | 'title' | 'emoji' | 'language' | 'status'> & {
  text: string;
};

async function getChatLesson(id: string): Promise<ChatLesson> {
  const [detail, content] = await Promise.all([
    apiFetch<unknown>(`/api/lessons/${id}`),
    apiFetch<unknown>(`/api/lessons/${id}/text`),
  ]);
  const lesson = lessonDetailSchema.parse(detail);
  const { text } = lessonTextSchema.parse(content);
  const { title, emoji, language, status } = lesson;
  return { id: lesson.id, title, emoji, language, status, text };
}

/** Under `['lessons']`: the lesson becoming ready, renamed or deleted refreshes the chat too. */
export function chatLessonQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...realtimeQueryKeys.lessons, id, 'chat'] as const,
    queryFn: () => getChatLesson(id),
    // A lesson that does not exist (or is not yours) will not appear by asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
  });
}

export function useChatLesson(id: string) {
  return useQuery(chatLessonQueryOptions(id));
}
