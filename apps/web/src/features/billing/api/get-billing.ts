import { billingStatusSchema, type BillingStatus } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';

async function getBilling(): Promise<BillingStatus> {
  return billingStatusSchema.parse(await apiFetch<unknown>('/api/billing'));
}

/** The plan, subscription, prices and payments; `billing.updated` events refresh it. */
export const billingQueryOptions = queryOptions({
  queryKey: realtimeQueryKeys.billing,
  queryFn: getBilling,
});

export function useBilling() {
  return useQuery(billingQueryOptions);
}
