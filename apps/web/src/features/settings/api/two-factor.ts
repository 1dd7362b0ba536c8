import { apiFetch } from '../../../lib/api-client.ts';

export interface TwoFactorEnrolment {
  totpURI: string;
  backupCodes: string[];
}

/** Starts enrolment: the secret (as an otpauth URI for the QR code) and the backup codes. */
export function enableTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return apiFetch<TwoFactorEnrolment>('/api/auth/two-factor/enable', {
    method: 'POST',
    body: JSON.stringify({ password }),
  });
}

/** Confirms enrolment with a first code from the app, which turns two-factor on. */
export function confirmTwoFactor(code: string): Promise<unknown> {
  return apiFetch('/api/auth/two-factor/verify-totp', {
    method: 'POST',
    body: JSON.stringify({ code: code.replace(/\s+/g, '') }),
  });
}

/** Turns two-factor off. */
export function disableTwoFactor(password: string): Promise<unknown> {
  return apiFetch('/api/auth/two-factor/disable', {
    method: 'POST',
    body: JSON.stringify({ password }),
  });
}
