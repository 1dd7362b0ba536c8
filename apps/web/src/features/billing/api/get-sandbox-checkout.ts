import { sandboxCheckoutSchema, type SandboxCheckout } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export function sandboxCheckoutQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['billing', 'sandbox-checkout', id],
    queryFn: async (): Promise<SandboxCheckout> =>
      sandboxCheckoutSchema.parse(
        await apiFetch<unknown>(`/api/billing/sandbox/checkouts/${encodeURIComponent(id)}`),
      ),
    retry: false,
  });
}

/** The test checkout page's price, discounts and state. */
export function useSandboxCheckout(id: string) {
  return useQuery(sandboxCheckoutQueryOptions(id));
}
