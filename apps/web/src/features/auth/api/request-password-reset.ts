import type { PasswordResetRequestBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Asks for a reset link; the answer is the same whether the account exists or not. */
export function requestPasswordReset(email: string): Promise<unknown> {
  const body: PasswordResetRequestBody = { email, redirectTo: '/reset-password' };
  return apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}
