import { apiFetch } from '../../../lib/api-client.ts';

export type SignInResult = { twoFactorRedirect: true } | { twoFactorRedirect?: undefined };

/** Signs in with email and password; two-factor accounts answer with a second step to complete. */
export function signIn(input: { email: string; password: string }): Promise<SignInResult> {
  return apiFetch<SignInResult>('/api/auth/sign-in/email', {
    method: 'POST',
    body: JSON.stringify(input),
  });
}
