import { billingStatusSchema, type SandboxCard } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { usageQueryOptions } from '../../../lib/limits/get-usage.ts';
import { billingQueryOptions } from './get-billing.ts';

/** Pays a test checkout with a test card; a declined card answers PAYMENT_DECLINED. */
export function usePaySandboxCheckout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: SandboxCard) =>
      billingStatusSchema.parse(
        await apiFetch<unknown>(`/api/billing/sandbox/checkouts/${encodeURIComponent(id)}/pay`, {
          method: 'POST',
          body: JSON.stringify({ card }),
        }),
      ),
    onSuccess: async (status) => {
      queryClient.setQueryData(billingQueryOptions.queryKey, status);
      await queryClient.invalidateQueries({ queryKey: usageQueryOptions.queryKey });
    },
  });
}
