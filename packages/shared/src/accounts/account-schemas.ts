import { z } from '../zod.ts';
import { interfaceLanguages } from '../languages.ts';
import { passwordChecks, passwordRules, usernamePattern } from './account-rules.ts';
import { needsParentalConsent, parseBirthdate } from './birthdate.ts';
import {
  domainOtherMaxLength,
  domains,
  domainsByStatus,
  heardFromOptions,
  statuses,
} from './profile-enums.ts';

// Issue messages are error codes of the catalogue: the client and the server translate them.

export const emailSchema = z
  .string({ error: 'EMAIL_REQUIRED' })
  .trim()
  .min(1, { error: 'EMAIL_REQUIRED' })
  .max(254, { error: 'EMAIL_INVALID' })
  .pipe(z.email({ error: 'EMAIL_INVALID' }))
  .transform((email) => email.toLowerCase());

/** The password rule, shared by the forms and the API (the common-password check is server-side). */
export const newPasswordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(passwordRules.min, { error: 'PASSWORD_TOO_SHORT' })
  .max(passwordRules.max, { error: 'PASSWORD_TOO_LONG' })
  .refine((p) => Object.values(passwordChecks).every((check) => check(p)), {
    error: 'PASSWORD_TOO_WEAK',
  });

export const currentPasswordSchema = z
  .string({ error: 'PASSWORD_REQUIRED' })
  .min(1, { error: 'PASSWORD_REQUIRED' });

/** Sign-in form: the password is only checked for presence (old accounts keep their password). */
export const signInFormSchema = z.object({ email: emailSchema, password: currentPasswordSchema });

/** A form asking for one email address (forgot password, change email). */
export const emailFormSchema = z.object({ email: emailSchema });

/** The second sign-in step: a code from the authenticator app or a backup code. */
export const twoFactorCodeFormSchema = z.object({
  code: z.string().trim().min(1, { error: 'FIELD_REQUIRED' }),
});

/** The password typed again: asked for first when empty, then compared. */
const confirmPasswordSchema = z.string().min(1, { error: 'PASSWORD_CONFIRMATION_REQUIRED' });

/** Registration form: the confirmation must match. */
export const registerFormSchema = z
  .object({
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });

export const resetPasswordFormSchema = z
  .object({ password: newPasswordSchema, confirmPassword: confirmPasswordSchema })
  .refine((form) => form.password === form.confirmPassword, {
    error: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  });

export const changePasswordFormSchema = z
  .object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: 'PASSWORDS_DO_NOT_MATCH',
    path: ['confirmPassword'],
  })
  .refine((form) => form.newPassword !== form.currentPassword, {
    error: 'PASSWORD_SAME_AS_OLD',
    path: ['newPassword'],
  });

export const usernameSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .trim()
  .min(1, { error: 'FIELD_REQUIRED', abort: true })
  .regex(usernamePattern, { error: 'USERNAME_INVALID' });

/** DD/MM/YYYY in, ISO date out. */
export const birthdateInputSchema = z
  .string({ error: 'FIELD_REQUIRED' })
  .transform((value, ctx) => {
    const iso = parseBirthdate(value);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: 'BIRTHDATE_INVALID' });
      return z.NEVER;
    }
    return iso;
  });

export const statusSchema = z.enum(statuses, { error: 'FIELD_REQUIRED' });
export const domainSchema = z.enum(domains);
/** The level typed by a student whose level is not listed (domain 'other'). */
export const domainOtherSchema = z
  .string()
  .trim()
  .max(domainOtherMaxLength, { error: 'DOMAIN_OTHER_TOO_LONG' });
export const heardFromSchema = z.enum(heardFromOptions);
export const interfaceLanguageSchema = z.enum(interfaceLanguages);

/** The profile as the API returns it. */
export const profileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  username: z.string().nullable(),
  /** ISO date (YYYY-MM-DD). */
  birthdate: z.string().nullable(),
  status: statusSchema.nullable(),
  domain: domainSchema.nullable(),
  /** The level as typed when `domain` is 'other', else null. */
  domainOther: z.string().nullable(),
  heardFrom: heardFromSchema.nullable(),
  language: interfaceLanguageSchema,
  /** When a parent or guardian's agreement was confirmed (asked below the age of consent). */
  parentalConsentAt: z.string().nullable(),
  referralCode: z.string(),
  invitedBy: z.string().nullable(),
  twoFactorEnabled: z.boolean(),
  onboardingComplete: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * PATCH /api/profile: any subset; a domain must belong to the (new or current) status, 'other'
 * comes with the level typed, and a birth date below the age of consent with a parent's agreement
 * (`parentalConsent: true`, once).
 */
export const updateProfileSchema = z
  .object({
    username: usernameSchema,
    birthdate: birthdateInputSchema,
    status: statusSchema,
    domain: domainSchema.nullable(),
    domainOther: domainOtherSchema.nullable(),
    heardFrom: heardFromSchema.nullable(),
    language: interfaceLanguageSchema,
    parentalConsent: z.literal(true),
  })
  .partial()
  .refine(
    (body) => !body.status || !body.domain || domainsByStatus[body.status].includes(body.domain),
    {
      error: 'DOMAIN_NOT_FOR_STATUS',
      path: ['domain'],
    },
  );
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/**
 * Onboarding form: username, birthdate and status are required, the rest is optional; a level of
 * one's own is typed, and under the age of consent a parent or guardian agrees.
 */
export const onboardingFormSchema = z
  .object({
    username: usernameSchema,
    birthdate: birthdateInputSchema,
    status: statusSchema,
    domain: domainSchema.nullable(),
    domainOther: domainOtherSchema,
    heardFrom: heardFromSchema.nullable(),
    parentalConsent: z.boolean(),
  })
  .refine((form) => !form.domain || domainsByStatus[form.status].includes(form.domain), {
    error: 'DOMAIN_NOT_FOR_STATUS',
    path: ['domain'],
  })
  .refine((form) => form.domain !== 'other' || form.domainOther !== '', {
    error: 'DOMAIN_OTHER_REQUIRED',
    path: ['domainOther'],
  })
  .refine((form) => form.parentalConsent || !needsParentalConsent(form.birthdate), {
    error: 'PARENTAL_CONSENT_REQUIRED',
    path: ['parentalConsent'],
  });

/** Extra fields the sign-up call carries next to email and password. */
export const signUpExtrasSchema = z.object({
  language: interfaceLanguageSchema.optional(),
  invite: z.string().trim().max(64).optional(),
  referral: z.string().trim().max(64).optional(),
});

export const deleteAccountSchema = z.object({
  confirmation: z.string(),
  password: currentPasswordSchema,
});

/** GET /api/auth/get-session when signed in (the auth library answers `null` when signed out). */
export const authSessionSchema = z.object({
  session: z.object({ expiresAt: z.string() }),
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean().nullish(),
  }),
});
export type AuthSession = z.infer<typeof authSessionSchema>;
