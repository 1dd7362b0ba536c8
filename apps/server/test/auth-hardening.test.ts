import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TOTP } from 'otpauth';
import { URI } from 'otpauth';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitBuckets, verifications } from '../src/db/schema.ts';
import {
  authPost,
  cookieFrom,
  createUser,
  mailsTo,
  strongPassword,
  uniqueEmail,
  uniqueIp,
  type TestUser,
} from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { databaseKinds } from './test-database.ts';

/** Every way of spelling `/api/auth/<path>` that a router or URL parser may resolve to it. */
function spellings(path: string): string[] {
  const inner = path.includes('/')
    ? [`/api/auth/${path.replace('/', '//')}`, `/api/auth/${path.replace('/', '%2F')}`]
    : [];
  return [
    `/api/auth/./${path}`,
    `/api/auth/x/../${path}`,
    `/api/auth/%2e/${path}`,
    `/api/auth/x/%2E%2e/${path}`,
    `/api/auth//${path}`,
    `/api/auth/.%2f${path}`,
    ...inner,
  ];
}

describe.each(databaseKinds)('auth checks that no path spelling avoids, on %s', (kind) => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await createTestApp(kind);
    await app.listen({ host: '127.0.0.1', port: 0 });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
  });

  /**
   * A POST over a real connection with the path exactly as given (curl --path-as-is): no client
   * library normalises it on the way.
   */
  const rawPost = (url: string, payload: Record<string, unknown>, cookie?: string) =>
    new Promise<{ statusCode: number; json: () => { error: { code: string; message: string } } }>(
      (resolve, reject) => {
        const body = JSON.stringify(payload);
        const outgoing = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: url,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              origin: app.config.publicUrl,
              ...(cookie ? { cookie } : {}),
            },
          },
          (incoming) => {
            let text = '';
            incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
            incoming.on('end', () =>
              resolve({ statusCode: incoming.statusCode ?? 0, json: () => JSON.parse(text) }),
            );
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      },
    );

  /** The same request handed straight to Better Auth, past our mount: its hooks alone decide. */
  const straightToBetterAuth = async (
    url: string,
    payload: Record<string, unknown>,
    cookie?: string,
    ip?: string,
  ) => {
    const response = await app.auth.handler(
      new Request(new URL(url, app.config.publicUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: app.config.publicUrl,
          'x-study-client-ip': ip ?? uniqueIp(),
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(payload),
      }),
    );
    const text = await response.text();
    return { status: response.status, code: (text ? JSON.parse(text) : {}).code as unknown };
  };

  /** Each checked endpoint, a body its check refuses, and the code it refuses with. */
  const refusals = (user: TestUser) => [
    {
      path: 'sign-up/email',
      body: { email: uniqueEmail('weak'), password: 'aaaaaaaa', name: '' },
      code: 'PASSWORD_TOO_WEAK',
    },
    {
      path: 'change-password',
      body: { currentPassword: user.password, newPassword: 'password' },
      code: 'PASSWORD_TOO_WEAK',
      cookie: user.cookie,
    },
    {
      path: 'reset-password',
      body: { newPassword: 'aaaaaaaa', token: 'any-token' },
      code: 'PASSWORD_TOO_WEAK',
    },
    {
      path: 'delete-user',
      body: { password: user.password },
      code: 'DELETE_CONFIRMATION_WRONG',
      cookie: user.cookie,
    },
    {
      path: 'change-email',
      body: { newEmail: user.email, callbackURL: '/settings/infos' },
      code: 'EMAIL_SAME_AS_CURRENT',
      cookie: user.cookie,
    },
    {
      path: 'update-user',
      body: { email: uniqueEmail('taken-over') },
      code: 'EMAIL_CHANGE_NEEDS_CONFIRMATION',
      cookie: user.cookie,
    },
    { path: 'send-verification-email', body: { email: 'not-an-email' }, code: 'EMAIL_INVALID' },
    { path: 'request-password-reset', body: { email: 'not-an-email' }, code: 'EMAIL_INVALID' },
    {
      path: 'sign-in/email',
      body: { email: 'not-an-email', password: 'x' },
      code: 'EMAIL_INVALID',
    },
  ];

  it('refuses every non-canonical spelling of a checked endpoint, and checks the trailing-slash one', async () => {
    const user = await createUser(app);
    for (const { path, body, code, cookie } of refusals(user)) {
      for (const url of spellings(path)) {
        const response = await rawPost(url, body, cookie);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
      }
      const trailing = await rawPost(`/api/auth/${path}/`, body, cookie);
      expect({ path, code: trailing.json().error.code }).toEqual({ path, code });
    }
    // Nothing went through: the account is there, with its password.
    const signIn = await authPost(app, 'sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('runs the checks inside Better Auth, on the endpoint it resolved, whatever the URL', async () => {
    const user = await createUser(app);
    for (const { path, body, code, cookie } of refusals(user)) {
      for (const url of [...spellings(path), `/api/auth/${path}/`, `/api/auth/${path}`]) {
        const response = await straightToBetterAuth(url, body, cookie);
        // Either no endpoint at all, or the endpoint with its check: never the endpoint alone.
        if (response.status !== 404) expect({ url, code: response.code }).toEqual({ url, code });
      }
    }
    expect(
      (await authPost(app, 'sign-in/email', { email: user.email, password: user.password }))
        .statusCode,
    ).toBe(200);
  });

  it('counts sign-in attempts however the path is spelt: the right password after five wrong ones is refused', async () => {
    const user = await createUser(app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await authPost(app, 'sign-in/email', {
        email: user.email,
        password: 'Wrong-Pass-99',
      });
      expect(wrong.statusCode).toBe(401);
    }
    const right = { email: user.email, password: user.password };
    for (const url of spellings('sign-in/email')) {
      expect((await rawPost(url, right)).statusCode).toBe(404);
      const direct = await straightToBetterAuth(url, right);
      expect([404, 429]).toContain(direct.status);
    }
    const trailing = await rawPost('/api/auth/sign-in/email/', right);
    expect(trailing.statusCode).toBe(429);
    expect(trailing.json().error.message).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
  });

  it('ends the other sessions when the password changes, even when the client asks to keep them', async () => {
    const user = await createUser(app);
    const other = cookieFrom(
      await authPost(app, 'sign-in/email', { email: user.email, password: user.password }),
    );
    const profile = (cookie: string) =>
      app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect((await profile(other)).statusCode).toBe(200);
    const changed = await authPost(
      app,
      'change-password',
      { currentPassword: user.password, newPassword: 'Better-Pass-77', revokeOtherSessions: false },
      { cookie: user.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(cookieFrom(changed, user.cookie))).statusCode).toBe(200);
  });

  it('answers update-user with an email with a coded 400, and changes nothing', async () => {
    const user = await createUser(app);
    const response = await authPost(
      app,
      'update-user',
      { email: uniqueEmail('elsewhere') },
      { cookie: user.cookie, language: 'fr' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'EMAIL_CHANGE_NEEDS_CONFIRMATION',
      message:
        'Changez votre adresse e-mail depuis les paramètres du compte : nous envoyons un lien de confirmation à la nouvelle adresse',
    });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: user.cookie },
    });
    expect(profile.json().email).toBe(user.email);
  });

  // Builds a second app with its own limits (a fresh database): more than the default timeout.
  it('caps the mails one IP asks for, whatever the addresses', async () => {
    const capped = await createTestApp(kind, { env: { RATE_LIMIT_MAILS_PER_IP_PER_HOUR: '3' } });
    try {
      const ip = uniqueIp();
      const statuses: number[] = [];
      const targets = [1, 2, 3, 4, 5].map(() => uniqueEmail('victim'));
      for (const email of targets) {
        const user = await createUser(capped, { email });
        const reset = await authPost(
          capped,
          'request-password-reset',
          { email: user.email },
          { ip },
        );
        statuses.push(reset.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const resets = await Promise.all(
        targets.map(async (email) =>
          (await mailsTo(capped, email)).filter((mail) =>
            mail.links[0]?.includes('reset-password'),
          ),
        ),
      );
      expect(resets.map((mails) => mails.length)).toEqual([1, 1, 1, 0, 0]);
    } finally {
      await capped.close();
    }
  }, 120_000);

  // Builds a second app with its own limits (a fresh database): more than the default timeout.
  it('counts the confirmation links a correct sign-in resends against the same IP cap', async () => {
    // Sign-ins themselves are limited per minute; here only the mails they send are.
    const capped = await createTestApp(kind, {
      env: { RATE_LIMIT_MAILS_PER_IP_PER_HOUR: '3', RATE_LIMIT_SIGN_IN_PER_MINUTE: '100' },
    });
    try {
      // Three unconfirmed accounts, each signed up from its own address.
      const targets = [1, 2, 3].map(() => uniqueEmail('unconfirmed'));
      for (const email of targets) {
        const signUp = await authPost(capped, 'sign-up/email', {
          email,
          password: strongPassword,
          name: '',
        });
        expect(signUp.statusCode).toBe(200);
      }
      const linksBefore = await Promise.all(
        targets.map(async (e) => (await mailsTo(capped, e)).length),
      );
      expect(linksBefore).toEqual([1, 1, 1]);

      // One IP signs in to each twice with the right password: three more links go, then none.
      const ip = uniqueIp();
      for (const round of [1, 2]) {
        for (const email of targets) {
          const signIn = await authPost(
            capped,
            'sign-in/email',
            { email, password: strongPassword },
            { ip },
          );
          expect(signIn.json().error.code, `round ${round}`).toBe('EMAIL_NOT_VERIFIED');
        }
      }
      const linksAfter = await Promise.all(
        targets.map(async (e) => (await mailsTo(capped, e)).length),
      );
      expect(linksAfter.reduce((sum, n) => sum + n, 0)).toBe(3 + 3);
      // The cap is the IP's: another address still gets a link for its own sign-in.
      const other = await authPost(
        capped,
        'sign-in/email',
        { email: targets[0], password: strongPassword },
        { ip: uniqueIp() },
      );
      expect(other.json().error.code).toBe('EMAIL_NOT_VERIFIED');
      expect((await mailsTo(capped, targets[0]!)).length).toBe(linksAfter[0]! + 1);
    } finally {
      await capped.close();
    }
  }, 120_000);

  it('says how long the two-factor lock-out lasts, with no placeholder left', async () => {
    const user = await createUser(app);
    const enable = await authPost(
      app,
      'two-factor/enable',
      { password: user.password },
      { cookie: user.cookie },
    );
    const totp = URI.parse((enable.json() as { totpURI: string }).totpURI) as TOTP;
    const cookie = cookieFrom(enable, user.cookie);
    await authPost(app, 'two-factor/verify-totp', { code: totp.generate() }, { cookie });
    const challengeOf = async () =>
      cookieFrom(
        await authPost(app, 'sign-in/email', { email: user.email, password: user.password }),
      );
    const wrongCode = (challenge: string) =>
      authPost(app, 'two-factor/verify-totp', { code: '000000' }, { cookie: challenge });
    // Five wrong codes spend one sign-in; ten in a row, over two sign-ins, lock the account.
    let challenge = await challengeOf();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await wrongCode(challenge)).json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    const spent = await wrongCode(challenge);
    expect(spent.json().error).toEqual({
      code: 'TWO_FACTOR_SIGN_IN_AGAIN',
      message: 'Too many wrong codes for this sign-in. Sign in again to get new tries',
    });
    challenge = await challengeOf();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await wrongCode(challenge)).json().error.code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    challenge = await challengeOf();
    const locked = await authPost(
      app,
      'two-factor/verify-totp',
      { code: totp.generate() },
      { cookie: challenge, language: 'fr' },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toEqual({
      code: 'RATE_LIMITED',
      message: 'Trop de tentatives. Veuillez patienter 900 secondes et réessayer',
      params: { seconds: 900 },
      details: { retryAfterSeconds: 900 },
    });
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('does the same work for a reset of an unknown address as for a known one, and mails only the known', async () => {
    const user = await createUser(app);
    const stranger = uniqueEmail('nobody');
    const resetRows = async () =>
      app.database.db
        .select({ value: verifications.value, expiresAt: verifications.expiresAt })
        .from(verifications)
        .where(like(verifications.identifier, 'reset-password:%'));
    const before = (await resetRows()).length;
    const known = await authPost(app, 'request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const afterKnown = await resetRows();
    const unknown = await authPost(app, 'request-password-reset', {
      email: stranger,
      redirectTo: '/reset-password',
    });
    const afterUnknown = await resetRows();
    // One row each: the known one usable for an hour, the unknown one naming no one, expired.
    expect(afterKnown.length).toBe(before + 1);
    expect(afterUnknown.length).toBe(before + 2);
    expect(afterUnknown.filter((row) => row.value === user.id)).toHaveLength(1);
    expect(
      afterUnknown.filter((row) => row.value === '' && row.expiresAt.getTime() === 0),
    ).toHaveLength(1);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo(app, user.email)).toHaveLength(2);
    expect(await mailsTo(app, stranger)).toHaveLength(0);
  });

  it('refuses a reset whose link would lead to another site', async () => {
    const user = await createUser(app);
    for (const redirectTo of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
      const response = await authPost(app, 'request-password-reset', {
        email: user.email,
        redirectTo,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect(await mailsTo(app, user.email)).toHaveLength(1);
  });

  it('removes the mails and the rate-limit counters that hold a deleted user’s address', async () => {
    const user = await createUser(app);
    await authPost(app, 'request-password-reset', { email: user.email });
    await authPost(app, 'sign-in/email', { email: user.email, password: 'Wrong-Pass-99' });
    const counters = () =>
      app.database.db
        .select({ key: rateLimitBuckets.key })
        .from(rateLimitBuckets)
        .where(like(rateLimitBuckets.key, `%${user.email}`));
    expect((await counters()).map((row) => row.key).sort()).toEqual([
      `mail-sent:${user.email}`,
      `mail:${user.email}`,
      `sign-in:email:${user.email}`,
      `sign-up:email:${user.email}`,
    ]);
    expect(await mailsTo(app, user.email)).toHaveLength(2);
    const deleted = await authPost(
      app,
      'delete-user',
      { password: user.password, confirmation: 'DELETE' },
      { cookie: user.cookie },
    );
    expect(deleted.statusCode).toBe(200);
    expect(await counters()).toEqual([]);
    expect(await mailsTo(app, user.email)).toEqual([]);
  });

  it('signs up with a strong password through the canonical path still', async () => {
    const email = uniqueEmail();
    const response = await authPost(app, 'sign-up/email', {
      email,
      password: strongPassword,
      name: '',
    });
    expect(response.statusCode).toBe(200);
  });
});
