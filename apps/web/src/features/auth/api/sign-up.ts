import type { InterfaceLanguage, SignUpBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import type { Attribution } from '../../../lib/stored-attribution.ts';

/** Creates the account; no session yet: the user confirms the email through the mailed link. */
export function signUp(
  input: { email: string; password: string; language: InterfaceLanguage } & Attribution,
): Promise<unknown> {
  const body: SignUpBody = { ...input, name: '', callbackURL: '/onboarding' };
  return apiFetch('/api/auth/sign-up/email', { method: 'POST', body: JSON.stringify(body) });
}
