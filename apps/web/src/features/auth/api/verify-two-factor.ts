import type { TwoFactorCodeBody } from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Completes a two-factor sign-in with an authenticator code or a one-time backup code. */
export function verifyTwoFactor(kind: 'totp' | 'backup', code: string): Promise<unknown> {
  const path = kind === 'totp' ? 'verify-totp' : 'verify-backup-code';
  const body: TwoFactorCodeBody = { code: code.replace(/\s+/g, '') };
  return apiFetch(`/api/auth/two-factor/${path}`, { method: 'POST', body: JSON.stringify(body) });
}
