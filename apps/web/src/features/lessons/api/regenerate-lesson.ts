import type { LessonDetail, LessonTask } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { loadContracts } from '../../../lib/contracts.ts';
import { lessonQueryKey } from './get-lesson.ts';

/** Starts generating the sheet or the flashcards again; the lesson's `task` says it is running. */
async function regenerateLesson(id: string, target: LessonTask) {
  const [{ lessonSummarySchema }, body] = await Promise.all([
    loadContracts(),
    apiFetch<unknown>(`/api/lessons/${id}/regenerate`, {
      method: 'POST',
      body: JSON.stringify({ target }),
    }),
  ]);
  return lessonSummarySchema.parse(body);
}

/** Regeneration of one part of a lesson; the realtime event of its end refreshes the lesson. */
export function useRegenerateLesson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: LessonTask) => regenerateLesson(id, target),
    onSuccess: (started) => {
      queryClient.setQueryData<LessonDetail>(lessonQueryKey(id), (cached) =>
        cached ? { ...cached, ...started } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: ['lessons'] });
    },
  });
}
