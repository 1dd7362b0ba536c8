import type { DeleteUserBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Deletes the account and all its data; the session cookie is cleared. */
export function deleteAccount(input: DeleteUserBody): Promise<unknown> {
  return apiFetch('/api/auth/delete-user', { method: 'POST', body: JSON.stringify(input) });
}
