import { progressSchema, type Progress } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

async function getProgress(): Promise<Progress> {
  return progressSchema.parse(await apiFetch<unknown>('/api/progress'));
}

/** The progress view's figures, read when the screen opens. */
export const progressQueryOptions = queryOptions({
  queryKey: ['progress'],
  queryFn: getProgress,
});

export function useProgress() {
  return useQuery(progressQueryOptions);
}
