import type { SignInBody, SignInResult } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';
import { loadContracts } from '../../../lib/contracts.ts';

/** Signs in with email and password; two-factor accounts answer with a second step to complete. */
export async function signIn(input: SignInBody): Promise<SignInResult> {
  const [{ signInResultSchema }, body] = await Promise.all([
    loadContracts(),
    apiFetch<unknown>('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify(input) }),
  ]);
  return signInResultSchema.parse(body);
}
