import {
  twoFactorEnrolmentSchema,
  type PasswordBody,
  type TwoFactorCodeBody,
  type TwoFactorEnrolment,
} from '@study/shared';
import { apiFetch } from '../../../lib/api-client.ts';

/** Starts enrolment: the secret (as an otpauth URI for the QR code) and the backup codes. */
export async function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  const body: PasswordBody = { password };
  return twoFactorEnrolmentSchema.parse(
    await apiFetch<unknown>('/api/auth/two-factor/enable', {
      method: 'POST',
      body: JSON.stringify(body),
    }),
  );
}

/** Confirms enrolment with a first code from the app, which turns two-factor on. */
export function confirmTwoFactor(code: string): Promise<unknown> {
  const body: TwoFactorCodeBody = { code: code.replace(/\s+/g, '') };
  return apiFetch('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: JSON.stringify(body),
  });
}

/** Turns two-factor off. */
export function disableTwoFactor(password: string): Promise<unknown> {
  const body: PasswordBody = { password };
  return apiFetch('/api/auth/two-factor/disable', { method: 'POST', body: JSON.stringify(body) });
}
