import {
  AppError,
  authEndpoints,
  isErrorCode,
  signUpExtrasSchema,
  twoFactorLockout,
  type ErrorCode,
  type ErrorParams,
} from '@study/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../../lib/request-language.ts';
import { clientIpHeader } from './auth-checks.ts';
import { fetchHeaders } from './auth.plugin.ts';

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
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'TWO_FACTOR_SIGN_IN_AGAIN',
  SESSION_EXPIRED: 'UNAUTHENTICATED',
  FAILED_TO_GET_SESSION: 'UNAUTHENTICATED',
  SESSION_NOT_FRESH: 'CURRENT_PASSWORD_WRONG',
  EMAIL_CAN_NOT_BE_UPDATED: 'EMAIL_CHANGE_NEEDS_CONFIRMATION',
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

/** What Better Auth's refusals leave out that our messages need. */
const betterAuthParams: Record<string, ErrorParams> = {
  // The lock lasts this long from the last wrong code: the wait is at most that.
  ACCOUNT_TEMPORARILY_LOCKED: { seconds: twoFactorLockout.durationSeconds },
};

/**
 * A path that names an endpoint one way only: no `.` or `..` segment, no empty segment, and no
 * encoded dot, slash or backslash that a later decoding would turn into one.
 */
function isCanonicalPath(path: string): boolean {
  if (/%2e|%2f|%5c|\\/i.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** A refusal's body, as Better Auth or our hooks inside it answer one. */
const refusalSchema = z.object({
  code: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  details: z.unknown().optional(),
});

function codeForStatus(status: number, path: string): ErrorCode {
  if (status >= 500) return mailPaths.has(path) ? 'MAIL_NOT_SENT' : 'INTERNAL_ERROR';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'ROUTE_NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  return 'MALFORMED_REQUEST';
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
  const proxy = async (request: FastifyRequest, reply: FastifyReply) => {
    const [rawPath = '', query] = request.url.slice('/api/auth/'.length).split(/\?(.*)/s);
    // One spelling per endpoint; the checks themselves run inside Better Auth (auth-checks.ts).
    const path = rawPath.replace(/\/$/, '');
    if (!isCanonicalPath(path)) throw new AppError('ROUTE_NOT_FOUND');
    const language = requestLanguage(request);
    const body = request.body ?? undefined;
    const extras =
      path === 'sign-up/email' ? signUpExtrasSchema.safeParse(request.body).data : undefined;

    const url = new URL(`/api/auth/${path}${query ? `?${query}` : ''}`, app.config.publicUrl);
    const headers = fetchHeaders(request);
    headers.delete('content-length');
    headers.set(clientIpHeader, request.ip);
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
      const parsed = refusalSchema.safeParse(text ? JSON.parse(text) : {});
      const refusal = parsed.success ? parsed.data : {};
      const given = refusal.code;
      // Our own hooks inside Better Auth (checks, account deletion) refuse with catalogue codes.
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
      const params = refusal.params ?? (given ? betterAuthParams[given] : undefined);
      const seconds = params?.seconds;
      throw new AppError(code, {
        ...(params ? { params } : {}),
        ...(refusal.details !== undefined
          ? { details: refusal.details }
          : typeof seconds === 'number'
            ? { details: { retryAfterSeconds: seconds } }
            : {}),
      });
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
  };

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: proxy,
  });
  // The endpoints the web calls, described from their shared schemas. The auth library checks the
  // bodies itself (its refusals keep their codes), so a body that fails here is passed on as is,
  // and its answer goes out as the library wrote it.
  for (const [path, endpoint] of Object.entries(authEndpoints)) {
    app.route({
      method: endpoint.method,
      url: `/api/auth/${path}`,
      attachValidation: true,
      schema: {
        tags: ['auth'],
        summary: endpoint.summary,
        ...('body' in endpoint ? { body: endpoint.body } : {}),
        response: { 200: endpoint.response },
      },
      handler: proxy,
    });
  }
};
