import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const strongPassword = 'Revise-Tonight-42';

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(prefix = 'student'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomBytes(3).toString('hex')}@example.test`;
}

/** A client address no other test uses, so per-IP limits do not mix tests up. */
export function uniqueIp(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** The cookie header a response's Set-Cookie values amount to. */
export function cookieFrom(response: LightMyRequestResponse, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0] ?? '', pair] as const),
  );
  for (const cookie of response.cookies) {
    if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
    else jar.set(cookie.name, `${cookie.name}=${cookie.value}`);
  }
  return [...jar.values()].join('; ');
}

/** A POST to the auth API as the browser makes it (JSON, same origin, optional cookie and language). */
export function authPost(
  app: FastifyInstance,
  path: string,
  payload: Record<string, unknown>,
  options: { cookie?: string; language?: string; ip?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/auth/${path}`,
    payload,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: {
      origin: app.config.publicUrl,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The newest outbox mail sent to `to`. */
export async function latestMail(app: FastifyInstance, to: string): Promise<OutboxMail> {
  await app.mailer.settled();
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  const mail = (response.json() as OutboxMail[]).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  await app.mailer.settled();
  const response = await app.inject({ method: 'GET', url: '/dev/mailbox.json' });
  return (response.json() as OutboxMail[]).filter((m) => m.to === to);
}

/** Follows a link of a mail (an absolute URL on the app) and returns the answer. */
export function openLink(app: FastifyInstance, link: string, cookie?: string) {
  const url = new URL(link);
  return app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: cookie ? { cookie } : {},
  });
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Registers, confirms through the outbox link and returns the signed-in user. */
export async function createUser(
  app: FastifyInstance,
  options: {
    email?: string;
    password?: string;
    language?: string;
    extras?: Record<string, string>;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? strongPassword;
  const signUp = await authPost(
    app,
    'sign-up/email',
    { email, password, name: '', callbackURL: '/onboarding', ...options.extras },
    { ip: uniqueIp(), ...(options.language ? { language: options.language } : {}) },
  );
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = await latestMail(app, email);
  const verified = await openLink(app, mail.links[0] as string);
  if (verified.statusCode !== 302)
    throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
  const cookie = cookieFrom(verified);
  const session = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  const id = (session.json() as { user: { id: string } }).user.id;
  return { id, email, password, cookie };
}
