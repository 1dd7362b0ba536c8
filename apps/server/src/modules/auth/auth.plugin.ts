import { createHmac, randomBytes } from 'node:crypto';
import {
  AppError,
  isAppError,
  linkRules,
  pickInterfaceLanguage,
  sessionRules,
  twoFactorLockout,
  type InterfaceLanguage,
} from '@study/shared';
import type { AuthMiddleware } from 'better-auth/api';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { accounts, sessions, twoFactors, users, verifications } from './auth.tables.ts';
import { userPrefix } from '../../plugins/external/storage.ts';
import { renderMail, type MailKind } from '../mail/mail-templates.ts';
import {
  clientIpHeader,
  mailFromIpKey,
  createAuthChecksHook,
  emailLimitKeys,
  toApiError,
  type PasswordResetRequest,
} from './auth-checks.ts';
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
  /** Our checks, run by Better Auth on the endpoint it resolved. */
  checks: AuthMiddleware;
  onUserCreated: (userId: string) => Promise<void>;
  /** Runs before the rows go; throwing keeps the account (nothing is deleted). */
  onUserDeleting: (userId: string) => Promise<void>;
  onUserDeleted: (user: { id: string; email: string }) => Promise<void>;
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
        afterDelete: (user) => options.onUserDeleted(user),
      },
    },
    session: {
      expiresIn: sessionRules.maxAgeSeconds,
      updateAge: sessionRules.renewAfterSeconds,
    },
    // Limits are ours, counted in the database (see auth-checks.ts).
    rateLimit: { enabled: false },
    hooks: { before: options.checks },
    advanced: {
      // The client address as TRUST_PROXY resolved it, set by our mount (sessions record it).
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
      useSecureCookies: options.secureCookies,
      cookiePrefix: 'study',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: { create: { after: async (user) => options.onUserCreated(user.id) } },
    },
    plugins: [twoFactor({ issuer: 'Study Assistant', accountLockout: twoFactorLockout })],
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
    /**
     * An email as a keyed digest (HMAC-SHA256 with the auth secret): recognises a person across
     * accounts (a closed one included) without keeping their address.
     */
    emailDigest: (email: string) => string;
    /** Who a cookie header's session belongs to, when it is signed by us and still live. */
    sessionUser: (cookieHeader: string | string[] | undefined) => Promise<SessionUser | undefined>;
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
    const { profiles, rateLimiter } = app;

    /** The language the user is using right now (their browser's request), else their profile's. */
    async function mailLanguage(userId: string, request?: Request): Promise<InterfaceLanguage> {
      const asked = request?.headers.get('accept-language');
      if (asked) return pickInterfaceLanguage(asked.split(',')[0]);
      return (await profiles.language(userId).catch(() => undefined)) ?? 'en';
    }

    const deletionTasks: ((userId: string) => Promise<void>)[] = [];

    /**
     * A silent cap per address on top of the per-route limits: mails that Better Auth sends on its
     * own (a fresh link at each unverified sign-in) cannot flood an inbox either.
     */
    async function underMailCap(kind: MailKind, email: string): Promise<boolean> {
      try {
        await rateLimiter.consume(emailLimitKeys.mailSent(email), {
          ...config.rateLimits.mail,
          max: config.rateLimits.mail.max * 2,
        });
        return true;
      } catch {
        app.log.warn({ kind }, 'mail not sent: hourly cap for this address reached');
        return false;
      }
    }

    /**
     * A correct sign-in to an unconfirmed account sends a fresh link: it counts against the mails
     * one IP may ask for, as sign-up and reset requests do in their checks (which run before
     * anyone knows whether a mail will go).
     */
    async function underIpMailCapOnSignIn(kind: MailKind, request?: Request): Promise<boolean> {
      if (kind !== 'verifyEmail' || !request) return true;
      if (!new URL(request.url).pathname.endsWith('/sign-in/email')) return true;
      try {
        const ip = request.headers.get(clientIpHeader) ?? 'server';
        await rateLimiter.consume(mailFromIpKey(ip), config.rateLimits.mailPerIp);
        return true;
      } catch {
        app.log.warn({ kind }, 'mail not sent: hourly cap for this IP reached');
        return false;
      }
    }

    const requestPasswordReset: PasswordResetRequest = async ({
      email,
      redirectTo,
      language,
      context,
    }) => {
      const found = await context.internalAdapter.findUserByEmail(email);
      const token = randomBytes(18).toString('base64url');
      // An unknown address writes the same row, already expired and naming no one: no link exists.
      await context.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: found?.user.id ?? '',
        expiresAt: new Date(found ? Date.now() + linkRules.resetExpiresInSeconds * 1000 : 0),
      });
      const url = `${context.baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent(redirectTo ?? '')}`;
      const mail = renderMail('resetPassword', language, email, url);
      // Delivery (an SMTP round trip) happens after the answer, for the known address only.
      if (found) {
        app.mailer.later(async () => {
          if (await underMailCap('resetPassword', found.user.email)) await app.mailer.send(mail);
        });
      }
    };

    const auth = createAuth({
      secret,
      baseURL: config.publicUrl,
      secureCookies: config.secureCookies,
      db: app.database.db,
      checks: createAuthChecksHook(rateLimiter.consume, config.rateLimits, requestPasswordReset),
      sendMail: async (kind, user, url, request) => {
        if (!(await underIpMailCapOnSignIn(kind, request))) return;
        if (!(await underMailCap(kind, user.email))) return;
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
          if (!isAppError(error)) throw error;
          throw toApiError(error);
        }
      },
      // Rows go by cascade; what holds the address without a user id (mails kept in the outbox,
      // counters keyed by it) and the original files (storage is registered later) go here.
      onUserDeleted: async (user) => {
        const email = user.email.toLowerCase();
        await app.mailer.forgetRecipient(email);
        await rateLimiter.forget(Object.values(emailLimitKeys).map((key) => key(email)));
        try {
          await app.storage.deletePrefix(userPrefix(user.id));
        } catch (error) {
          app.log.error({ err: error }, 'files of a deleted account not deleted');
        }
      },
      log: (level, message) => app.log[level]({ source: 'auth' }, message),
    });

    app.decorate('auth', auth);
    app.decorate('emailDigest', (email: string) =>
      createHmac('sha256', secret).update(email.trim().toLowerCase()).digest('base64url'),
    );
    app.decorate('beforeAccountDeletion', (task: (userId: string) => Promise<void>) => {
      deletionTasks.push(task);
    });
    app.decorateRequest('user', undefined);
    const sessionUser = createSessionCheck({
      db: app.database.db,
      secret,
      cookieName: (await auth.$context).authCookies.sessionToken.name,
    });
    const userOf = (cookie: string | string[] | undefined) =>
      sessionUser(Array.isArray(cookie) ? cookie.join('; ') : cookie);
    app.decorate('sessionUser', userOf);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await userOf(request.headers.cookie);
      if (!user) throw new AppError('UNAUTHENTICATED');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['database', 'mail', 'instance', 'profile', 'rate-limit'] },
);
