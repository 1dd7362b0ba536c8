import { lessonSummarySchema, type LessonDetail } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { lessonQueryKey } from './get-lesson.ts';

/** Prepares a failed lesson again from its stored original. */
async function retryLesson(id: string) {
  return lessonSummarySchema.parse(
    await apiFetch<unknown>(`/api/lessons/${id}/retry`, { method: 'POST' }),
  );
}

export function useRetryLesson(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryLesson(id),
    onSuccess: (restarted) => {
      queryClient.setQueryData<LessonDetail>(lessonQueryKey(id), (cached) =>
        cached ? { ...cached, ...restarted } : cached,
      );
      void queryClient.invalidateQueries({ queryKey: ['lessons'] });
    },
  });
}
