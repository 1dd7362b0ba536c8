import type { Usage } from '@study/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { readContract } from '../contracts.ts';
import { realtimeQueryKeys } from '../realtime/realtime-query-keys.ts';

/** The plan and its counters (`GET /api/usage`). */
async function getUsage(): Promise<Usage> {
  return readContract(await apiFetch<unknown>('/api/usage'), (contracts) => contracts.usageSchema);
}

/** Kept fresh by the realtime channel's `usage.updated` events. */
export const usageQueryOptions = queryOptions({
  queryKey: realtimeQueryKeys.usage,
  queryFn: getUsage,
});
