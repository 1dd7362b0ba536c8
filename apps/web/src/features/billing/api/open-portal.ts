import { billingRedirectSchema } from '@study/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** Leaves for the payment provider's page for cards and invoices. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () =>
      billingRedirectSchema.parse(
        await apiFetch<unknown>('/api/billing/portal', { method: 'POST' }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
