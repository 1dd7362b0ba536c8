import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { authPost, createUser, latestMail, strongPassword, uniqueEmail } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { databaseKinds } from './test-database.ts';

const publicDeployment = { PUBLIC_URL: 'https://study.example', NODE_ENV: 'production' };
const withMailAndPayments = {
  SMTP_URL: 'smtp://mail.study.example:587',
  STRIPE_SECRET_KEY: 'sk_test_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
};

describe('settings that refuse to start on a deployment others reach', () => {
  it('runs a laptop start (production, no PUBLIC_URL or a loopback one) with nothing configured', () => {
    for (const url of [
      undefined,
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      const config = loadConfig({ NODE_ENV: 'production', ...(url ? { PUBLIC_URL: url } : {}) });
      expect(config.runsLocally).toBe(true);
      expect(config.mail).toMatchObject({ outbox: true, mailbox: true });
      expect(config.billing).toEqual({ provider: 'sandbox', testClock: true });
      expect(config.trustProxy).toBe(false);
    }
  });

  it('refuses a public PUBLIC_URL without SMTP unless MAIL_OUTBOX=true, in one line', () => {
    const { SMTP_URL: _s, ...paymentsOnly } = withMailAndPayments;
    expect(() => loadConfig({ ...publicDeployment, ...paymentsOnly })).toThrow(
      /^Invalid configuration: PUBLIC_URL https:\/\/study\.example is not a loopback address, so account mails need SMTP_URL \(or MAIL_OUTBOX=true[^\n]*\)$/,
    );
    expect(() =>
      loadConfig({ ...publicDeployment, ...paymentsOnly, MAIL_OUTBOX: 'false' }),
    ).toThrow(/account mails need SMTP_URL/);
    const outbox = loadConfig({ ...publicDeployment, ...paymentsOnly, MAIL_OUTBOX: 'true' });
    // Kept and logged, never served: the mailbox page does not exist on a public deployment.
    expect(outbox.mail).toMatchObject({ outbox: true, mailbox: false });
  });

  it('refuses a public PUBLIC_URL without Stripe unless BILLING_PROVIDER=sandbox, and has no test clock there', () => {
    const mailOnly = { SMTP_URL: withMailAndPayments.SMTP_URL };
    expect(() => loadConfig({ ...publicDeployment, ...mailOnly })).toThrow(
      /^Invalid configuration: PUBLIC_URL https:\/\/study\.example is not a loopback address, so payments need STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET \(or BILLING_PROVIDER=sandbox[^\n]*\)$/,
    );
    expect(
      loadConfig({ ...publicDeployment, ...mailOnly, BILLING_PROVIDER: 'sandbox' }).billing,
    ).toEqual({ provider: 'sandbox', testClock: false });
    expect(loadConfig({ ...publicDeployment, ...withMailAndPayments }).billing.provider).toBe(
      'stripe',
    );
  });

  it('trusts no proxy by default, and a hop count or an address list when TRUST_PROXY says so', () => {
    expect(loadConfig({ ...publicDeployment, ...withMailAndPayments }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.4,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '192.168.1.4', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '0', '10.0.0.0/33', 'proxy.example', '1.2.3']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(
        `TRUST_PROXY must be a hop count from 1 to 10, or a comma-separated list of proxy IP addresses or CIDR ranges (got "${bad}")`,
      );
    }
  });
});

describe.each(databaseKinds)('the dev mailbox on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind, { env: { NODE_ENV: 'production' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('is read by a direct request from this machine, and by nothing that came through a proxy or the network', async () => {
    const email = uniqueEmail();
    await authPost(app, 'sign-up/email', { email, password: strongPassword, name: '' });
    expect((await latestMail(app, email)).links[0]).toContain('/api/auth/verify-email?token=');

    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const local = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
      expect(local.statusCode).toBe(200);
      expect(local.body).toContain(email);
      for (const forwarded of [
        { 'x-forwarded-for': '203.0.113.9' },
        { forwarded: 'for=203.0.113.9' },
        { 'x-real-ip': '203.0.113.9' },
        { 'x-forwarded-host': 'study.example' },
        { via: '1.1 proxy' },
      ]) {
        const proxied = await app.inject({
          method: 'GET',
          url,
          remoteAddress: '127.0.0.1',
          headers: forwarded,
        });
        expect(proxied.statusCode).toBe(404);
        expect(proxied.json().error.code).toBe('ROUTE_NOT_FOUND');
        expect(proxied.body).not.toContain(email);
      }
      for (const remoteAddress of ['203.0.113.9', '10.1.2.3', '::ffff:192.168.1.5']) {
        const remote = await app.inject({ method: 'GET', url, remoteAddress });
        expect(remote.statusCode).toBe(404);
        expect(remote.body).not.toContain(email);
      }
    }
  });
});

describe.each(databaseKinds)(
  'a public deployment with MAIL_OUTBOX=true and the sandbox on %s',
  (kind) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp(kind, {
        env: { ...publicDeployment, MAIL_OUTBOX: 'true', BILLING_PROVIDER: 'sandbox' },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('serves the mailbox to no one, not even a loopback request', async () => {
      for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
        const response = await app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1' });
        expect(response.statusCode).toBe(404);
      }
    });

    it('has no test clock: a subscription cannot be pushed years ahead', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/billing/sandbox/advance',
        remoteAddress: '127.0.0.1',
        headers: { origin: app.config.publicUrl },
        payload: { card: 'success' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
    });
  },
);

describe.each(databaseKinds)('client addresses behind proxies on %s', (kind) => {
  const signInRounds = async (
    app: FastifyInstance,
    remoteAddress: string,
    ip: (n: number) => string,
  ) => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress,
        headers: { origin: app.config.publicUrl, 'x-forwarded-for': ip(attempt) },
        // A different address each time: only the per-IP limit can stop these.
        payload: { email: `${attempt}.${email}`, password: 'wrong-password-1' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('by default, counts the socket address: a rotating X-Forwarded-For does not escape the per-IP limit', async () => {
    const app = await createTestApp(kind, { env: { NODE_ENV: 'production' } });
    try {
      const statuses = await signInRounds(app, '198.51.100.7', (n) => `203.0.113.${n}`);
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await app.close();
    }
  });

  it('with TRUST_PROXY, takes the client from the header the trusted proxy sets', async () => {
    const app = await createTestApp(kind, {
      env: { NODE_ENV: 'production', TRUST_PROXY: '198.51.100.0/24' },
    });
    try {
      // Each client counted apart: none reaches the limit.
      expect(await signInRounds(app, '198.51.100.7', (n) => `203.0.113.${n}`)).toEqual(
        Array(7).fill(401),
      );
      // One client behind the proxy, whatever it claims further left, is counted as one.
      expect(await signInRounds(app, '198.51.100.7', (n) => `10.9.9.${n}, 203.0.113.200`)).toEqual([
        401, 401, 401, 401, 401, 429, 429,
      ]);
      // A request that did not come through the trusted proxy cannot choose its address.
      expect(await signInRounds(app, '192.0.2.1', (n) => `203.0.113.${100 + n}`)).toEqual([
        401, 401, 401, 401, 401, 429, 429,
      ]);
    } finally {
      await app.close();
    }
  });

  it('records on the session the address TRUST_PROXY resolves, never one a client forged', async () => {
    const sessionIpAfterSignIn = async (env: Record<string, string>) => {
      const app = await createTestApp(kind, { env });
      try {
        const user = await createUser(app);
        const response = await app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: '198.51.100.20',
          headers: { origin: app.config.publicUrl, 'x-forwarded-for': '203.0.113.77' },
          payload: { email: user.email, password: user.password },
        });
        expect(response.statusCode).toBe(200);
        const sessions = await app.inject({
          method: 'GET',
          url: '/api/auth/list-sessions',
          headers: { cookie: user.cookie },
        });
        return (sessions.json() as { ipAddress: string }[]).map((session) => session.ipAddress);
      } finally {
        await app.close();
      }
    };
    const untrusted = await sessionIpAfterSignIn({});
    expect(untrusted).toContain('198.51.100.20');
    expect(untrusted).not.toContain('203.0.113.77');
    expect(await sessionIpAfterSignIn({ TRUST_PROXY: '1' })).toContain('203.0.113.77');
  });
});
