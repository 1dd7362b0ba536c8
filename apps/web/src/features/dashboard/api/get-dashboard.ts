import type { Dashboard } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { readContract } from '../../../lib/contracts.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

async function getDashboard(): Promise<Dashboard> {
  return readContract(
    await apiFetch<unknown>('/api/dashboard'),
    (contracts) => contracts.dashboardSchema,
  );
}

/** The home screen's figures; lesson and quiz events on the realtime channel refresh them. */
export const dashboardQueryOptions = queryOptions({
  queryKey: realtimeQueryKeys.dashboard,
  queryFn: getDashboard,
});

export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
