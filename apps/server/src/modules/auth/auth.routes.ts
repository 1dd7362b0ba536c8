import {
  AppError,
  currentPasswordSchema,
  deleteConfirmationWords,
  emailSchema,
  isErrorCode,
  newPasswordSchema,
  signUpExtrasSchema,
  type ErrorCode,
  type InterfaceLanguage,
} from '@study/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { parseOrThrow } from '../../lib/validation.ts';
import { fetchHeaders } from './auth.plugin.ts';
import { isCommonPassword } from './common-passwords.ts';

type Body = Record<string, unknown>;

/** Better Auth's error codes, as the catalogue names them. */
const betterAuthCodes: Record<string, ErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  INVALID_EMAIL: 'EMAIL_INVALID',
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  PASSWORD_TOO_SHORT: 'PASSWORD_TOO_SHORT',
  PASSWORD_TOO_LONG: 'PASSWORD_TOO_LONG',
  USER_ALREADY_EXISTS: 'EMAIL_ALREADY_IN_USE',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_ALREADY_IN_USE',
  INVALID_TOKEN: 'LINK_INVALID_OR_EXPIRED',
  TOKEN_EXPIRED: 'LINK_INVALID_OR_EXPIRED',
  INVALID_PASSWORD: 'CURRENT_PASSWORD_WRONG',
  INVALID_CODE: 'TWO_FACTOR_CODE_INVALID',
  INVALID_BACKUP_CODE: 'TWO_FACTOR_CODE_INVALID',
  OTP_HAS_EXPIRED: 'TWO_FACTOR_CODE_INVALID',
  INVALID_TWO_FACTOR_COOKIE: 'TWO_FACTOR_REQUIRED',
  ACCOUNT_TEMPORARILY_LOCKED: 'RATE_LIMITED',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'RATE_LIMITED',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  FAILED_TO_GET_SESSION: 'UNAUTHENTICATED',
  SESSION_NOT_FRESH: 'CURRENT_PASSWORD_WRONG',
  EMAIL_CAN_NOT_BE_UPDATED: 'EMAIL_UPDATE_FAILED',
  MISSING_OR_NULL_ORIGIN: 'FORBIDDEN',
  INVALID_ORIGIN: 'FORBIDDEN',
  VALIDATION_ERROR: 'VALIDATION_FAILED',
  MISSING_FIELD: 'VALIDATION_FAILED',
  BODY_MUST_BE_AN_OBJECT: 'MALFORMED_REQUEST',
};

/** Paths whose 5xx means the mail could not leave. */
const mailPaths = new Set([
  'sign-up/email',
  'send-verification-email',
  'request-password-reset',
  'change-email',
]);

function codeForStatus(status: number, path: string): ErrorCode {
  if (status >= 500) return mailPaths.has(path) ? 'MAIL_NOT_SENT' : 'INTERNAL_ERROR';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'ROUTE_NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'MALFORMED_REQUEST';
}

const ipKey = (request: FastifyRequest) => request.ip;

function checkNewPassword(password: unknown, language: InterfaceLanguage): string {
  const parsed = parseOrThrow(newPasswordSchema, password, language);
  if (isCommonPassword(parsed)) throw new AppError('PASSWORD_TOO_COMMON');
  return parsed;
}

function emailOf(body: Body, language: InterfaceLanguage, field = 'email'): string {
  return parseOrThrow(emailSchema, body[field] ?? '', language);
}

/**
 * The checks Better Auth does not make: the full password rule, common passwords, the spec's
 * messages, and limits per IP and per address counted in the database. Each may rewrite the body.
 */
function preChecks(app: FastifyInstance) {
  const limit = app.rateLimiter.consume;
  const rules = app.config.rateLimits;
  return {
    'sign-up/email': async (request: FastifyRequest, body: Body, language: InterfaceLanguage) => {
      if (!body.email || !body.password) throw new AppError('EMAIL_REQUIRED');
      const email = emailOf(body, language);
      checkNewPassword(body.password, language);
      await limit(`sign-up:ip:${ipKey(request)}`, rules.signUp);
      await limit(`sign-up:email:${email}`, rules.signUp);
      const { language: _l, invite: _i, referral: _r, ...rest } = body;
      return { ...rest, email, name: typeof body.name === 'string' ? body.name : '' };
    },
    'sign-in/email': async (request: FastifyRequest, body: Body, language: InterfaceLanguage) => {
      if (!body.email || !body.password) throw new AppError('EMAIL_REQUIRED');
      const email = emailOf(body, language);
      await limit(`sign-in:ip:${ipKey(request)}`, rules.signIn);
      await limit(`sign-in:email:${email}`, rules.signIn);
      return { ...body, email };
    },
    'send-verification-email': async (
      request: FastifyRequest,
      body: Body,
      language: InterfaceLanguage,
    ) => {
      const email = emailOf(body, language);
      await limit(`mail:${email}`, rules.mail);
      return { ...body, email };
    },
    'request-password-reset': async (
      request: FastifyRequest,
      body: Body,
      language: InterfaceLanguage,
    ) => {
      const email = emailOf(body, language);
      // The same limit for known and unknown addresses, so it reveals nothing either.
      await limit(`mail:${email}`, rules.mail, 'RESET_ALREADY_REQUESTED');
      return { ...body, email };
    },
    'reset-password': async (_request: FastifyRequest, body: Body, language: InterfaceLanguage) => {
      checkNewPassword(body.newPassword, language);
      return body;
    },
    'change-password': async (
      _request: FastifyRequest,
      body: Body,
      language: InterfaceLanguage,
    ) => {
      parseOrThrow(currentPasswordSchema, body.currentPassword, language);
      checkNewPassword(body.newPassword, language);
      if (body.newPassword === body.currentPassword) throw new AppError('PASSWORD_SAME_AS_OLD');
      return body;
    },
    'change-email': async (request: FastifyRequest, body: Body, language: InterfaceLanguage) => {
      const newEmail = emailOf(body, language, 'newEmail');
      const session = await app.auth.api.getSession({ headers: fetchHeaders(request) });
      if (!session) throw new AppError('UNAUTHENTICATED');
      if (session.user.email.toLowerCase() === newEmail)
        throw new AppError('EMAIL_SAME_AS_CURRENT');
      await limit(`mail:${newEmail}`, rules.mail);
      return { ...body, newEmail };
    },
    'delete-user': async (_request: FastifyRequest, body: Body, language: InterfaceLanguage) => {
      const word = deleteConfirmationWords[language];
      if (body.confirmation !== word)
        throw new AppError('DELETE_CONFIRMATION_WRONG', { params: { word } });
      parseOrThrow(currentPasswordSchema, body.password, language);
      const { confirmation: _c, ...rest } = body;
      return rest;
    },
  } satisfies Record<
    string,
    (request: FastifyRequest, body: Body, language: InterfaceLanguage) => Promise<Body>
  >;
}

/** Where a link that failed lands: the screen that can ask for a new one. */
function rewriteFailedLink(path: string, location: string): string {
  if (!/[?&]error=/.test(location)) return location;
  if (path === 'verify-email') return '/login?error=LINK_INVALID_OR_EXPIRED';
  if (path.startsWith('reset-password/')) return '/reset-password?error=LINK_INVALID_OR_EXPIRED';
  return location;
}

/**
 * Mounts Better Auth at /api/auth/* behind our checks, and answers its failures with the error
 * envelope and catalogue codes like every other route.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const checks = preChecks(app);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = (request.params as { '*': string })['*'].replace(/\/$/, '');
      const language = requestLanguage(request);
      let body = (request.body ?? undefined) as Body | undefined;
      const check = checks[path as keyof typeof checks];
      if (request.method === 'POST' && check) {
        if (typeof body !== 'object' || body === null) throw new AppError('MALFORMED_REQUEST');
        body = await check(request, body, language);
      }
      const extras =
        path === 'sign-up/email' ? signUpExtrasSchema.safeParse(request.body).data : undefined;

      const url = new URL(request.url, app.config.publicUrl);
      const headers = fetchHeaders(request);
      headers.delete('content-length');
      const response = await app.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          ...(body !== undefined && request.method !== 'GET' ? { body: JSON.stringify(body) } : {}),
        }),
      );

      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      if (response.status >= 300 && response.status < 400) {
        const location = response.headers.get('location') ?? '/';
        return reply
          .code(response.status)
          .redirect(rewriteFailedLink(path, location), response.status);
      }

      const text = await response.text();
      if (!response.ok) {
        const parsed = z
          .object({ code: z.string().optional() })
          .safeParse(text ? JSON.parse(text) : {});
        const given = parsed.success ? parsed.data.code : undefined;
        // Our own hooks inside Better Auth (account deletion) refuse with catalogue codes.
        const code =
          (given && (betterAuthCodes[given] ?? (isErrorCode(given) ? given : undefined))) ||
          codeForStatus(response.status, path);
        if (response.status >= 500) {
          request.log.error({ path, status: response.status, body: text }, 'auth call failed');
          // Better Auth answers its own 500 when the database is down; say it as other routes do.
          const databaseDown = await app.database.ping().then(
            () => false,
            () => true,
          );
          if (databaseDown) throw new AppError('SERVICE_UNAVAILABLE');
        }
        throw new AppError(code);
      }

      if (extras && text) {
        const userId = (JSON.parse(text) as { user?: { id?: string } }).user?.id;
        if (userId)
          await app.profiles.attributeSignup(userId, {
            ...extras,
            language: extras.language ?? language,
          });
      }
      reply.code(response.status);
      reply.header('cache-control', 'no-store');
      const type = response.headers.get('content-type');
      if (type) reply.type(type);
      return reply.send(text || null);
    },
  });
};
