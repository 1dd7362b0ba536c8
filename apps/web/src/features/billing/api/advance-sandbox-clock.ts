import { billingStatusSchema, type SandboxCard } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { billingQueryOptions } from './get-billing.ts';

/** The sandbox's test clock: the renewal date is reached now, paid with a test card. */
export function useAdvanceSandboxClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: SandboxCard) =>
      billingStatusSchema.parse(
        await apiFetch<unknown>('/api/billing/sandbox/advance', {
          method: 'POST',
          body: JSON.stringify({ card }),
        }),
      ),
    onSuccess: (status) => queryClient.setQueryData(billingQueryOptions.queryKey, status),
  });
}
