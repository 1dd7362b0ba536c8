import { billingStatusSchema } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { billingQueryOptions } from './get-billing.ts';

/** Cancels at the end of the period (`true`), or keeps the subscription going (`false`). */
export function useSetCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cancel: boolean) =>
      billingStatusSchema.parse(
        await apiFetch<unknown>(cancel ? '/api/billing/cancel' : '/api/billing/resume', {
          method: 'POST',
        }),
      ),
    onSuccess: (status) => queryClient.setQueryData(billingQueryOptions.queryKey, status),
  });
}
