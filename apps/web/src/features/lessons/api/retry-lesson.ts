import type { LessonDetail } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { loadContracts } from '../../../lib/contracts.ts';
import { lessonQueryKey } from './get-lesson.ts';

/** Prepares a failed lesson again from its stored original. */
async function retryLesson(id: string) {
  const [{ lessonSummarySchema }, body] = await Promise.all([
    loadContracts(),
    apiFetch<unknown>(`/api/lessons/${id}/retry`, { method: 'POST' }),
  ]);
  return lessonSummarySchema.parse(body);
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
