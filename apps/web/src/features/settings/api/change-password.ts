import type { ChangePasswordBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Changes the password; the server ends the sessions of the user's other devices. */
export function changePassword(input: ChangePasswordBody): Promise<unknown> {
  return apiFetch('/api/auth/change-password', { method: 'POST', body: JSON.stringify(input) });
}
