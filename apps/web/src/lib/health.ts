import { healthResponseSchema, type HealthResponse } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The API's health; a degraded answer (503) is still an answer, not a failure. */
async function getHealth(): Promise<HealthResponse> {
  const response = await fetch('/api/health', { headers: { accept: 'application/json' } });
  return healthResponseSchema.parse(await response.json());
}

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: getHealth,
  staleTime: 30_000,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
