import type { InterfaceLanguage } from '../languages.ts';

/** Password rule of the spec: 8+ characters with upper, lower, digit and special; 128 at most. */
export const passwordRules = { min: 8, max: 128 } as const;

/** The character classes a password needs, one predicate each (the form shows them as a checklist). */
export const passwordChecks = {
  uppercase: (password: string) => /\p{Lu}/u.test(password),
  lowercase: (password: string) => /\p{Ll}/u.test(password),
  digit: (password: string) => /\p{N}/u.test(password),
  special: (password: string) => /[^\p{L}\p{N}\s]/u.test(password),
} as const;
export type PasswordCheck = keyof typeof passwordChecks;

/** Seconds before a confirmation or reset mail can be sent again (live countdown on the button). */
export const resendCountdownSeconds = 60;

/** Sessions last 7 days at most and are renewed once a day while used. */
export const sessionRules = { maxAgeSeconds: 7 * 24 * 3600, renewAfterSeconds: 24 * 3600 } as const;

/** The client's session watch (spec §9): check every 30 s, refresh within 3 ticks of expiry. */
export const sessionWatch = {
  tickMs: 30_000,
  refreshWithinTicks: 3,
  expiryMarginMs: 10_000,
} as const;

/** Reset and verification links. */
export const linkRules = {
  resetExpiresInSeconds: 3600,
  verifyExpiresInSeconds: 24 * 3600,
} as const;

/** Rate limits, counted in the database so every instance shares them. */
export const authRateLimits = {
  signIn: { max: 5, windowSeconds: 60 },
  signUp: { max: 5, windowSeconds: 60 },
  mail: { max: 3, windowSeconds: 3600 },
  /** Mails asked for from one IP, whatever the addresses (a classroom behind one NAT fits). */
  mailPerIp: { max: 50, windowSeconds: 3600 },
} as const;

/** Two-factor codes: wrong codes in a row before the account's second factor locks, and for how long. */
export const twoFactorLockout = { maxFailedAttempts: 10, durationSeconds: 900 } as const;

/** The word to type to delete an account, in each interface language. */
export const deleteConfirmationWords: Record<InterfaceLanguage, string> = {
  en: 'DELETE',
  fr: 'SUPPRIMER',
};

/** Username: 3 to 30 letters, digits, dots, dashes or underscores. */
export const usernamePattern = /^[\p{L}\p{N}._-]{3,30}$/u;

/** Onboarding is complete when birthdate, username and status are filled (domain is optional). */
export function isOnboardingComplete(profile: {
  birthdate: string | null;
  username: string | null;
  status: string | null;
}): boolean {
  return Boolean(profile.birthdate && profile.username && profile.status);
}
