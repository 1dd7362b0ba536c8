import { lessonTextSchema, type LessonText } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

async function getLessonText(id: string): Promise<LessonText> {
  return lessonTextSchema.parse(await apiFetch<unknown>(`/api/lessons/${id}/text`));
}

/** The lesson's original text, which the cards' passages point into; asked for by the tab using it. */
export function useLessonText(id: string) {
  return useQuery(
    queryOptions({
      queryKey: ['lessons', id, 'text'] as const,
      queryFn: () => getLessonText(id),
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < 1,
    }),
  );
}
