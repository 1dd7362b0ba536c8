import { billingRedirectSchema, type StartCheckout } from '@study/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * Starts a checkout and leaves for the payment page (the sandbox's page in the app, or Stripe's),
 * which brings the browser back to the subscription page.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: async (input: StartCheckout) =>
      billingRedirectSchema.parse(
        await apiFetch<unknown>('/api/billing/checkout', {
          method: 'POST',
          body: JSON.stringify(input),
        }),
      ),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
