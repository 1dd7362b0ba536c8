import type { LessonDetail, LessonSummary, UpdateLesson } from '@study/shared';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { loadContracts } from '../../../lib/contracts.ts';
import { lessonQueryKey } from './get-lesson.ts';
import { lessonListsKey } from './lesson-lists-key.ts';

/** Changes a lesson's title, emoji, language, favourite marker or sheet; answers the saved lesson. */
export async function updateLesson(id: string, input: UpdateLesson): Promise<LessonSummary> {
  const [{ lessonSummarySchema }, body] = await Promise.all([
    loadContracts(),
    apiFetch<unknown>(`/api/lessons/${id}`, { method: 'PATCH', body: JSON.stringify(input) }),
  ]);
  return lessonSummarySchema.parse(body);
}

/** Puts what the server saved into the cached lesson, and marks the lists stale when they show it. */
export function applyLessonUpdate(
  queryClient: QueryClient,
  id: string,
  input: UpdateLesson,
  saved: LessonSummary,
): void {
  queryClient.setQueryData<LessonDetail>(lessonQueryKey(id), (cached) =>
    cached ? { ...cached, ...saved, ...(input.sheet ? { sheet: input.sheet } : {}) } : cached,
  );
  const listed = Object.keys(input).some((field) => field !== 'sheet');
  if (listed) {
    void queryClient.invalidateQueries({ queryKey: lessonListsKey });
  }
}

/** A change to one lesson's fields; the cache follows the server's answer. */
export function useUpdateLesson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateLesson) => updateLesson(id, input),
    onSuccess: (saved, input) => applyLessonUpdate(queryClient, id, input, saved),
  });
}
