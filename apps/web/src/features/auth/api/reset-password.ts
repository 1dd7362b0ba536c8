import type { ResetPasswordBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Sets a new password with the mailed token; every session of the user ends. */
export function resetPassword(input: ResetPasswordBody): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', body: JSON.stringify(input) });
}
