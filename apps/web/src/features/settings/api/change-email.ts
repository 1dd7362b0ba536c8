import type { ChangeEmailBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Mails a confirmation link to the new address; the email changes once it is opened. */
export function changeEmail(newEmail: string): Promise<unknown> {
  const body: ChangeEmailBody = { newEmail, callbackURL: '/settings/infos' };
  return apiFetch('/api/auth/change-email', { method: 'POST', body: JSON.stringify(body) });
}
