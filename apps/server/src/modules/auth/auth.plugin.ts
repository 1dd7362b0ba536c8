import { randomBytes } from 'node:crypto';
import {
  AppError,
  linkRules,
  pickInterfaceLanguage,
  sessionRules,
  type InterfaceLanguage,
} from '@study/shared';
import { APIError } from 'better-auth/api';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema.ts';
import { userPrefix } from '../../plugins/external/storage.ts';
import { renderMail, type MailKind } from '../mail/mail-templates.ts';
import { createProfileRepository } from '../profile/profile.repository.ts';
import { createProfileService, type ProfileService } from '../profile/profile.service.ts';
import { createRateLimitRepository } from '../rate-limit/rate-limit.repository.ts';
import { createRateLimiter, type RateLimiter } from '../rate-limit/rate-limiter.ts';
import { createSessionCheck } from './session-check.ts';
import { createPasswordHashing } from './password-hashing.ts';

function createAuth(options: {
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  db: Parameters<typeof drizzleAdapter>[0];
  sendMail: (
    kind: MailKind,
    user: { id: string; email: string },
    url: string,
    request?: Request,
  ) => Promise<void>;
  onUserCreated: (userId: string) => Promise<void>;
  /** Runs before the rows go; throwing keeps the account (nothing is deleted). */
  onUserDeleting: (userId: string) => Promise<void>;
  onUserDeleted: (userId: string) => Promise<void>;
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
}) {
  return betterAuth({
    appName: 'Study Assistant',
    baseURL: options.baseURL,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.baseURL],
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      usePlural: true,
      schema: { users, sessions, accounts, verifications, twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      password: createPasswordHashing(),
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: linkRules.resetExpiresInSeconds,
      sendResetPassword: ({ user, url }, request) =>
        options.sendMail('resetPassword', user, url, request),
      // Sign-up answers the same for a taken email (no enumeration); the owner is told by mail.
      onExistingUserSignUp: ({ user }, request) =>
        options.sendMail('existingAccount', user, `${options.baseURL}/login`, request),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: linkRules.verifyExpiresInSeconds,
      // A confirmed user only gets this mail to confirm a new address.
      sendVerificationEmail: ({ user, url }, request) =>
        options.sendMail(user.emailVerified ? 'changeEmail' : 'verifyEmail', user, url, request),
    },
    user: {
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: (user) => options.onUserDeleting(user.id),
        afterDelete: (user) => options.onUserDeleted(user.id),
      },
    },
    session: {
      expiresIn: sessionRules.maxAgeSeconds,
      updateAge: sessionRules.renewAfterSeconds,
    },
    // Limits are ours, counted in the database (see auth.routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: options.secureCookies,
      cookiePrefix: 'study',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: { create: { after: async (user) => options.onUserCreated(user.id) } },
    },
    plugins: [twoFactor({ issuer: 'Study Assistant' })],
    logger: { log: (level, message) => options.log(level, message) },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Who is signed in on a request, once `requireUser` has run. */
export interface SessionUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    profiles: ProfileService;
    rateLimiter: RateLimiter;
    /** preHandler: answers 401 UNAUTHENTICATED unless a valid session cookie comes with the request. */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Adds a task run before an account is deleted (a paid subscription is stopped there); a task
     * that throws keeps the account, and the user sees its error.
     */
    beforeAccountDeletion: (task: (userId: string) => Promise<void>) => void;
  }
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/** Converts Fastify's headers into Fetch headers, for Better Auth. */
export function fetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/** Better Auth on the app's database, with profiles, mail and database-backed rate limits. */
export const authPlugin = fp(
  async (app) => {
    const { config } = app;
    const secret =
      config.authSecret ??
      (await app.instanceSettings.getOrCreate(
        'auth_secret',
        randomBytes(32).toString('base64url'),
      ));
    const profiles = createProfileService(createProfileRepository(app.database.db));

    /** The language the user is using right now (their browser's request), else their profile's. */
    async function mailLanguage(userId: string, request?: Request): Promise<InterfaceLanguage> {
      const asked = request?.headers.get('accept-language');
      if (asked) return pickInterfaceLanguage(asked.split(',')[0]);
      return (await profiles.language(userId).catch(() => undefined)) ?? 'en';
    }

    const rateLimiter = createRateLimiter(createRateLimitRepository(app.database.db));
    const deletionTasks: ((userId: string) => Promise<void>)[] = [];
    const auth = createAuth({
      secret,
      baseURL: config.publicUrl,
      secureCookies: config.secureCookies,
      db: app.database.db,
      sendMail: async (kind, user, url, request) => {
        // A silent cap per address on top of the per-route limits: mails that Better Auth sends
        // on its own (a fresh link at each unverified sign-in) cannot flood an inbox either.
        try {
          await rateLimiter.consume(`mail-sent:${user.email}`, {
            ...config.rateLimits.mail,
            max: config.rateLimits.mail.max * 2,
          });
        } catch {
          app.log.warn({ kind }, 'mail not sent: hourly cap for this address reached');
          return;
        }
        await app.mailer.send(
          renderMail(kind, await mailLanguage(user.id, request), user.email, url),
        );
      },
      onUserCreated: (userId) => profiles.createForNewUser(userId),
      onUserDeleting: async (userId) => {
        try {
          for (const task of deletionTasks) await task(userId);
        } catch (error) {
          // Better Auth answers its own errors only: the refusal travels as one, with our code.
          if (!(error instanceof AppError)) throw error;
          throw new APIError(error.status as ConstructorParameters<typeof APIError>[0], {
            code: error.code,
            message: error.message,
          });
        }
      },
      // Rows go by cascade; the original files are removed here (storage is registered later).
      onUserDeleted: async (userId) => {
        try {
          await app.storage.deletePrefix(userPrefix(userId));
        } catch (error) {
          app.log.error({ err: error }, 'files of a deleted account not deleted');
        }
      },
      log: (level, message) => app.log[level]({ source: 'auth' }, message),
    });

    app.decorate('auth', auth);
    app.decorate('profiles', profiles);
    app.decorate('rateLimiter', rateLimiter);
    app.decorate('beforeAccountDeletion', (task: (userId: string) => Promise<void>) => {
      deletionTasks.push(task);
    });
    app.decorateRequest('user', undefined);
    const sessionUser = createSessionCheck({
      db: app.database.db,
      secret,
      cookieName: (await auth.$context).authCookies.sessionToken.name,
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const cookie = request.headers.cookie;
      const user = await sessionUser(Array.isArray(cookie) ? cookie.join('; ') : cookie);
      if (!user) throw new AppError('UNAUTHENTICATED');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['database', 'mail', 'instance'] },
);
