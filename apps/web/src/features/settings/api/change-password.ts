import { apiFetch } from '../../../lib/api-client.ts';

/** Changes the password, optionally ending the sessions of the user's other devices. */
export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
  revokeOtherSessions: boolean;
}): Promise<unknown> {
  return apiFetch('/api/auth/change-password', { method: 'POST', body: JSON.stringify(input) });
}
