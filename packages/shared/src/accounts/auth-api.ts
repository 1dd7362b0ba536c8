import { z } from '../zod.ts';
import { authSessionSchema, signUpExtrasSchema } from './account-schemas.ts';

// The bodies of the auth endpoints the web calls, as they travel: the auth library checks them
// and answers its refusals with catalogue codes; the forms check their fields before sending.

export const signUpBodySchema = z
  .object({
    email: z.string(),
    password: z.string(),
    name: z.string(),
    callbackURL: z.string().optional(),
  })
  .extend(signUpExtrasSchema.shape);
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({ email: z.string(), password: z.string() });
export type SignInBody = z.infer<typeof signInBodySchema>;

/** A signed-in answer, or the second step a two-factor account must complete. */
export const signInResultSchema = z.looseObject({ twoFactorRedirect: z.boolean().optional() });
export type SignInResult = z.infer<typeof signInResultSchema>;

export const emailLinkBodySchema = z.object({
  email: z.string(),
  /** Where the mailed link lands once opened. */
  callbackURL: z.string().optional(),
});
export type EmailLinkBody = z.infer<typeof emailLinkBodySchema>;

export const passwordResetRequestBodySchema = z.object({
  email: z.string(),
  redirectTo: z.string().optional(),
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

export const resetPasswordBodySchema = z.object({ newPassword: z.string(), token: z.string() });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  currentPassword: z.string(),
  newPassword: z.string(),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const changeEmailBodySchema = z.object({
  newEmail: z.string(),
  callbackURL: z.string().optional(),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

export const deleteUserBodySchema = z.object({
  password: z.string(),
  /** The word of the interface language (DELETE, SUPPRIMER). */
  confirmation: z.string(),
});
export type DeleteUserBody = z.infer<typeof deleteUserBodySchema>;

export const passwordBodySchema = z.object({ password: z.string() });
export type PasswordBody = z.infer<typeof passwordBodySchema>;

export const twoFactorCodeBodySchema = z.object({ code: z.string() });
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>;

/** Two-factor enrolment: the secret as an otpauth URI (for the QR code) and the backup codes. */
export const twoFactorEnrolmentSchema = z.looseObject({
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

/** An answer whose fields the web does not read: success is the status alone. */
export const authAcknowledgementSchema = z.looseObject({});

interface AuthEndpoint {
  method: 'GET' | 'POST';
  summary: string;
  body?: z.ZodType;
  response: z.ZodType;
}

/** Every auth endpoint the web calls, under /api/auth/, with its body and its answer. */
export const authEndpoints = {
  'sign-up/email': {
    method: 'POST',
    summary: 'Create an account; the mailed link confirms the address (no session before)',
    body: signUpBodySchema,
    response: z.looseObject({ user: z.looseObject({ id: z.string() }) }),
  },
  'sign-in/email': {
    method: 'POST',
    summary: 'Sign in with email and password; a two-factor account gets a second step',
    body: signInBodySchema,
    response: signInResultSchema,
  },
  'sign-out': {
    method: 'POST',
    summary: 'End this session',
    response: authAcknowledgementSchema,
  },
  'get-session': {
    method: 'GET',
    summary: 'The session of the cookie, renewed, or null when signed out',
    response: authSessionSchema.nullable(),
  },
  'send-verification-email': {
    method: 'POST',
    summary: 'Mail a fresh confirmation link (limited per address)',
    body: emailLinkBodySchema,
    response: authAcknowledgementSchema,
  },
  'request-password-reset': {
    method: 'POST',
    summary: 'Mail a reset link; the same answer whether the account exists or not',
    body: passwordResetRequestBodySchema,
    response: authAcknowledgementSchema,
  },
  'reset-password': {
    method: 'POST',
    summary: 'Set a new password with the mailed token; every session ends',
    body: resetPasswordBodySchema,
    response: authAcknowledgementSchema,
  },
  'change-password': {
    method: 'POST',
    summary: 'Change the password; the other sessions end',
    body: changePasswordBodySchema,
    response: authAcknowledgementSchema,
  },
  'change-email': {
    method: 'POST',
    summary: 'Mail a confirmation link to the new address; it changes once the link is opened',
    body: changeEmailBodySchema,
    response: authAcknowledgementSchema,
  },
  'delete-user': {
    method: 'POST',
    summary: 'Delete the account and all its data, with the password and the confirmation word',
    body: deleteUserBodySchema,
    response: authAcknowledgementSchema,
  },
  'two-factor/enable': {
    method: 'POST',
    summary: 'Start two-factor enrolment: the secret and the backup codes',
    body: passwordBodySchema,
    response: twoFactorEnrolmentSchema,
  },
  'two-factor/verify-totp': {
    method: 'POST',
    summary: 'Confirm enrolment, or complete a two-factor sign-in, with an authenticator code',
    body: twoFactorCodeBodySchema,
    response: authAcknowledgementSchema,
  },
  'two-factor/verify-backup-code': {
    method: 'POST',
    summary: 'Complete a two-factor sign-in with a one-time backup code',
    body: twoFactorCodeBodySchema,
    response: authAcknowledgementSchema,
  },
  'two-factor/disable': {
    method: 'POST',
    summary: 'Turn two-factor off, with the password',
    body: passwordBodySchema,
    response: authAcknowledgementSchema,
  },
} as const satisfies Record<string, AuthEndpoint>;
export type AuthEndpointPath = keyof typeof authEndpoints;
