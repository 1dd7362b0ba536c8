import { apiFetch } from '../../../lib/api-client.ts';

/** Mails a confirmation link to the new address; the email changes once it is opened. */
export function changeEmail(newEmail: string): Promise<unknown> {
  return apiFetch('/api/auth/change-email', {
    method: 'POST',
    body: JSON.stringify({ newEmail, callbackURL: '/settings/infos' }),
  });
}
