import type { EmailLinkBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Mails a fresh confirmation link (rate limited per address). */
export function sendVerificationEmail(email: string): Promise<unknown> {
  const body: EmailLinkBody = { email, callbackURL: '/onboarding' };
  return apiFetch('/api/auth/send-verification-email', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}
