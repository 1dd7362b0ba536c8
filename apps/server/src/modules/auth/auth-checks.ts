import {
  AppError,
  currentPasswordSchema,
  deleteConfirmationWords,
  emailSchema,
  newPasswordSchema,
  pickInterfaceLanguage,
  type InterfaceLanguage,
} from '@study/shared';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { parseOrThrow } from '../../lib/validation.ts';
import type { RateLimiter, RateRule } from '../rate-limit/rate-limiter.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * The header our mount sets to the client's address (as TRUST_PROXY resolves it) on every request
 * it hands to Better Auth; a client's own value is replaced, never passed on.
 */
export const clientIpHeader = 'x-study-client-ip';

/** The counter of mails one IP asked for, whatever the addresses. */
export const mailFromIpKey = (ip: string) => `mail:ip:${ip}`;

type Body = Record<string, unknown>;

/** The rate-limit counters keyed by an address: they go with the account when it is deleted. */
export const emailLimitKeys = {
  signUp: (email: string) => `sign-up:email:${email}`,
  signIn: (email: string) => `sign-in:email:${email}`,
  /** Mails asked for to the address (confirmation, reset, new address). */
  mail: (email: string) => `mail:${email}`,
  /** Mails actually sent to the address, whoever asked. */
  mailSent: (email: string) => `mail-sent:${email}`,
};

interface CheckContext {
  body: Body;
  ip: string;
  language: InterfaceLanguage;
  /** The signed-in user, for the checks that compare with their account. */
  sessionEmail: () => Promise<string | undefined>;
}

/** What a check lets through: the body, possibly normalised (its fields replace the sent ones). */
type Check = (context: CheckContext) => Promise<Body>;

/**
 * Answers a reset request in place of Better Auth, doing the same work for a known and an unknown
 * address; the mail itself leaves after the answer.
 */
export type PasswordResetRequest = (input: {
  email: string;
  redirectTo: string | undefined;
  language: InterfaceLanguage;
  /** Better Auth's internals of this call: its adapter and its base URL. */
  context: { internalAdapter: ResetAdapter; baseURL: string };
}) => Promise<void>;

interface ResetAdapter {
  findUserByEmail(email: string): Promise<{ user: { id: string; email: string } } | null>;
  createVerificationValue(data: {
    identifier: string;
    value: string;
    expiresAt: Date;
  }): Promise<unknown>;
}

/** Better Auth's answer to a reset request, whether the address exists or not. */
const resetAnswer = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

export interface AuthCheckRules {
  signIn: RateRule;
  signUp: RateRule;
  mail: RateRule;
  mailPerIp: RateRule;
}

function checkNewPassword(password: unknown, language: InterfaceLanguage): string {
  const parsed = parseOrThrow(newPasswordSchema, password, language);
  if (isCommonPassword(parsed)) throw new AppError('PASSWORD_TOO_COMMON');
  return parsed;
}

function emailOf(body: Body, language: InterfaceLanguage, field = 'email'): string {
  return parseOrThrow(emailSchema, body[field] ?? '', language);
}

/**
 * The checks Better Auth does not make, keyed by its own endpoint paths: the full password rule,
 * common passwords, the spec's messages, the deletion word, and limits per IP and per address
 * counted in the database.
 */
function createChecks(limit: RateLimiter['consume'], rules: AuthCheckRules) {
  /** Mails asked for by one IP, whatever the addresses. */
  const mailFromIp = (ip: string) => limit(mailFromIpKey(ip), rules.mailPerIp);
  return {
    '/sign-up/email': async ({ body, ip, language }) => {
      if (!body.email || !body.password) throw new AppError('EMAIL_REQUIRED');
      const email = emailOf(body, language);
      checkNewPassword(body.password, language);
      await limit(`sign-up:ip:${ip}`, rules.signUp);
      await limit(emailLimitKeys.signUp(email), rules.signUp);
      await mailFromIp(ip);
      return { email, name: typeof body.name === 'string' ? body.name : '' };
    },
    '/sign-in/email': async ({ body, ip, language }) => {
      if (!body.email || !body.password) throw new AppError('EMAIL_REQUIRED');
      const email = emailOf(body, language);
      await limit(`sign-in:ip:${ip}`, rules.signIn);
      await limit(emailLimitKeys.signIn(email), rules.signIn);
      return { email };
    },
    '/send-verification-email': async ({ body, ip, language }) => {
      const email = emailOf(body, language);
      await mailFromIp(ip);
      await limit(emailLimitKeys.mail(email), rules.mail);
      return { email };
    },
    '/request-password-reset': async ({ body, ip, language }) => {
      const email = emailOf(body, language);
      await mailFromIp(ip);
      // The same limit for known and unknown addresses, so it reveals nothing either.
      await limit(emailLimitKeys.mail(email), rules.mail, 'RESET_ALREADY_REQUESTED');
      return { email };
    },
    '/reset-password': async ({ body, language }) => {
      checkNewPassword(body.newPassword, language);
      return {};
    },
    '/change-password': async ({ body, language }) => {
      parseOrThrow(currentPasswordSchema, body.currentPassword, language);
      checkNewPassword(body.newPassword, language);
      if (body.newPassword === body.currentPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
      // A new password ends every other session, whatever the client asks (ASVS V3.3.3).
      return { revokeOtherSessions: true };
    },
    '/change-email': async ({ body, ip, language, sessionEmail }) => {
      const newEmail = emailOf(body, language, 'newEmail');
      const current = await sessionEmail();
      if (!current) throw new AppError('UNAUTHENTICATED');
      if (current.toLowerCase() === newEmail) throw new AppError('EMAIL_SAME_AS_CURRENT');
      await mailFromIp(ip);
      await limit(emailLimitKeys.mail(newEmail), rules.mail);
      return { newEmail };
    },
    '/update-user': async ({ body }) => {
      // The address changes through change-email only, confirmed from the new mailbox.
      if ('email' in body) throw new AppError('EMAIL_CHANGE_NEEDS_CONFIRMATION');
      return {};
    },
    '/delete-user': async ({ body, language }) => {
      const word = deleteConfirmationWords[language];
      if (body.confirmation !== word)
        throw new AppError('DELETE_CONFIRMATION_WRONG', { params: { word } });
      parseOrThrow(currentPasswordSchema, body.password, language);
      return {};
    },
  } satisfies Record<string, Check>;
}

/** A path on this app (`/reset-password`), never another site's (`//evil.example`, `https://…`). */
function isLocalPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/** Our refusal in Better Auth's error type, with everything the mount needs to answer it. */
export function toApiError(error: AppError): APIError {
  return new APIError(error.status as ConstructorParameters<typeof APIError>[0], {
    code: error.code,
    message: error.message,
    ...(error.params ? { params: error.params } : {}),
    ...(error.details !== undefined ? { details: error.details } : {}),
  });
}

/**
 * Better Auth's before-hook running our checks. It is keyed by the endpoint Better Auth resolved,
 * not by the URL as sent, so no spelling of a path (`./`, `x/../`, `%2e`, `//`) reaches an
 * endpoint without its check.
 */
export function createAuthChecksHook(
  limit: RateLimiter['consume'],
  rules: AuthCheckRules,
  requestPasswordReset: PasswordResetRequest,
) {
  const checks: Record<string, Check> = createChecks(limit, rules);
  return createAuthMiddleware(async (ctx) => {
    const check = checks[ctx.path];
    if (!check) return;
    const body: unknown = ctx.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      throw toApiError(new AppError('MALFORMED_REQUEST'));
    }
    const headers = ctx.request?.headers ?? ctx.headers;
    const asked = headers?.get('accept-language')?.split(',')[0]?.split(';')[0];
    const language = pickInterfaceLanguage(asked);
    try {
      const changes = await check({
        body: body as Body,
        ip: headers?.get(clientIpHeader) ?? 'server',
        language,
        sessionEmail: async () => (await getSessionFromCtx(ctx))?.user.email,
      });
      if (ctx.path === '/request-password-reset') {
        const { redirectTo } = body as Body;
        if (redirectTo !== undefined && !isLocalPath(redirectTo)) throw new AppError('FORBIDDEN');
        await requestPasswordReset({
          email: String(changes.email),
          redirectTo,
          language,
          context: ctx.context,
        });
        return ctx.json(resetAnswer);
      }
      return { context: { body: { ...(body as Body), ...changes } } };
    } catch (error) {
      if (error instanceof AppError) throw toApiError(error);
      throw error;
    }
  });
}
