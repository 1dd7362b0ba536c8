import { signInResultSchema, type SignInBody, type SignInResult } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Signs in with email and password; two-factor accounts answer with a second step to complete. */
export async function signIn(input: SignInBody): Promise<SignInResult> {
  return signInResultSchema.parse(
    await apiFetch<unknown>('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify(input),
    }),
  );
}
