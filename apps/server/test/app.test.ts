import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import path from 'node:path';
import { AppError } from '@study/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { flashcards, lessons, sessions } from '../src/db/schema.ts';
import { createUser } from './auth-helpers.ts';
import { createLesson, heartLesson, waitForLesson } from './lesson-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { databaseKinds, openTestDatabase } from './test-database.ts';

describe.each(databaseKinds)('the app on %s', (kind) => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers /api/health with the database state and the version', async () => {
    app = await createTestApp(kind);
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      status: 'ok',
      db: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
    });
  });

  it('answers 503 degraded when the database does not answer', async () => {
    const database = await openTestDatabase(kind);
    const unreachable = {
      ...database,
      ping: () => Promise.reject(new Error('connection refused')),
    };
    app = await createTestApp(kind, { database: unreachable });
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', db: 'error' });
  });
});

describe('errors', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWithProbeRoutes() {
    const built = await createTestApp('pglite');
    built.get('/api/test/crash', async () => {
      throw new Error('secret table "users" is on fire at /srv/app/db.ts:42');
    });
    built.get('/api/test/app-error', async () => {
      throw new AppError('RATE_LIMITED', { params: { seconds: 42 }, details: { retryAfter: 42 } });
    });
    built.post(
      '/api/test/validated',
      { schema: { body: z.object({ title: z.string().min(3), count: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    return built;
  }

  it('an unknown /api path answers the 404 envelope in the request language', async () => {
    app = await createTestApp('pglite');
    const en = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'This address does not exist' },
    });
    const fr = await app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(fr.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'Cette adresse n’existe pas' },
    });
  });

  it('a crash answers 500 with the catalogue message and no internals', async () => {
    app = await appWithProbeRoutes();
    const response = await app.inject({ method: 'GET', url: '/api/test/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL_ERROR', message: 'An error occurred, please try again later' },
    });
    expect(response.body).not.toMatch(/secret|users|srv|stack/);
  });

  it('while the database is out of reach, routes answer 503 SERVICE_UNAVAILABLE, sign-in included', async () => {
    app = await appWithProbeRoutes();
    // A query on a port where nothing listens fails as one on a stopped database does.
    const nowhere = new pg.Pool({ host: '127.0.0.1', port: 1 });
    app.get('/api/test/database-down', async () => drizzle(nowhere).execute(sql`select 1`));
    const unavailable = {
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable, please try again in a moment',
      },
    };
    try {
      const response = await app.inject({ method: 'GET', url: '/api/test/database-down' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable);
    } finally {
      await nowhere.end();
    }

    // Better Auth answers a 500 of its own when its queries fail: the session check must not
    // turn it into a 401, which would sign the student out of the page during an outage.
    vi.spyOn(app.auth, 'handler').mockImplementation(async () =>
      Response.json({ code: 'FAILED_TO_GET_SESSION' }, { status: 500 }),
    );
    vi.spyOn(app.database, 'ping').mockRejectedValue(new Error('connect ECONNREFUSED'));
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(session.statusCode).toBe(503);
    expect(session.json()).toEqual(unavailable);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: app.config.publicUrl },
      payload: { email: 'student@example.test', password: 'Revise-Tonight-42' },
    });
    expect(signIn.statusCode).toBe(503);
    expect(signIn.json()).toEqual(unavailable);
  });

  it('an AppError answers its status, code, filled message and details', async () => {
    app = await appWithProbeRoutes();
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/app-error',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: 'Trop de tentatives. Veuillez patienter 42 secondes et réessayer',
        params: { seconds: 42 },
        details: { retryAfter: 42 },
      },
    });
  });

  it('a body that fails its schema answers 400 with the fields at fault', async () => {
    app = await appWithProbeRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      payload: { title: 'ab', count: 1.5 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      'count',
      'title',
    ]);
  });

  it('malformed JSON answers 400 MALFORMED_REQUEST', async () => {
    app = await appWithProbeRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: '{"title": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('MALFORMED_REQUEST');
  });

  it('a body over the limit answers 413 PAYLOAD_TOO_LARGE', async () => {
    app = await appWithProbeRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/validated',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024), count: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('the built SPA', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function appWithSpa() {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'study-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>spa</title><div id="root"></div>',
    );
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js'),
      'console.log("app");\n'.repeat(500),
    );
    return createTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
  }

  it('answers index.html for any page path (history fallback), never cached', async () => {
    app = await appWithSpa();
    for (const url of ['/', '/lessons/123', '/quizzes/9/result', '/settings/subscription?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    app = await appWithSpa();
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a 404, not the page (an old tab after a deploy)', async () => {
    app = await appWithSpa();
    const response = await app.inject({ method: 'GET', url: '/assets/index-gone999.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('keeps unknown /api paths and non-GET page paths as JSON 404s', async () => {
    app = await appWithSpa();
    const api = await app.inject({ method: 'GET', url: '/api/lessons/123/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('ROUTE_NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/lessons/123' });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.code).toBe('ROUTE_NOT_FOUND');
  });

  it('sends a Content-Security-Policy that allows only the app’s own scripts', async () => {
    app = await appWithSpa();
    const response = await app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large responses when asked', async () => {
    app = await appWithSpa();
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/assets/index-abc123.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('console.log("app")');
  });
});

/** A web build with pre-rendered pages, each file saying what it is. */
async function appWithPages() {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'study-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<div id="root">bare</div>');
  for (const language of ['en', 'fr']) {
    mkdirSync(path.join(dist, 'pages', language), { recursive: true });
    for (const name of ['login', 'reset-password', 'shell', 'shell-dashboard', 'shell-lesson']) {
      writeFileSync(path.join(dist, 'pages', language, `${name}.html`), `${language}:${name}`);
    }
    // The skeleton area of the pages whose first screen is drawn, and the drawn screens.
    for (const name of ['shell-lesson', 'shell-dashboard']) {
      writeFileSync(
        path.join(dist, 'pages', language, `${name}.html`),
        `${language}:${name}<div class="grey" data-first-screen=""><div>grey</div><template data-first-screen-end=""></template></div>`,
      );
    }
    writeFileSync(
      path.join(dist, 'pages', language, 'first-screen-lesson.html'),
      `<div data-first-screen-filled="">${language}|@@emoji@@|@@title@@|@@sheet@@</div>`,
    );
    writeFileSync(
      path.join(dist, 'pages', language, 'first-screen-dashboard.html'),
      `<div data-first-screen-filled="">${language}|Hi @@name@@|<ul>@@review@@</ul></div>`,
    );
    const texts = {
      en: { one: 'Review {{count}} card', other: 'Review {{count}} cards' },
      // French counts 0 and 1 as one; a form missing (many) is read as `other`.
      fr: { one: 'Réviser {{count}} carte', other: 'Réviser {{count}} cartes' },
    }[language]!;
    writeFileSync(
      path.join(dist, 'pages', language, 'first-screen-dashboard.json'),
      JSON.stringify({
        tiles: {
          due: '<li class="due">@@reviewTitle@@/@@reviewBody@@</li>',
          none: '<li class="none">@@reviewTitle@@/@@reviewBody@@</li>',
        },
        texts: {
          due: {
            title: texts,
            body: `${language} due now`,
            laterToday: { one: 'now, {{count}} later', other: 'now, {{count}} later (plural)' },
          },
          none: {
            title: `${language} cards`,
            body: `${language} nothing left`,
            laterToday: { one: '{{count}} later', other: '{{count}} later (plural)' },
          },
        },
      }),
    );
  }
  writeFileSync(
    path.join(dist, 'pages', 'pages.json'),
    JSON.stringify({
      languages: ['en', 'fr'],
      pages: { '/login': 'login', '/reset-password': 'reset-password' },
      plain: ['/onboarding', '/billing/checkout/'],
      signedInRequests: ['/api/profile'],
      firstScreens: [
        {
          path: '/',
          page: 'shell-dashboard',
          requests: ['/api/dashboard', '/api/feedback'],
          drawn: 'dashboard',
        },
        {
          path: '/lessons/:id',
          page: 'shell-lesson',
          requests: ['/api/lessons/:id'],
          drawn: 'lesson',
        },
      ],
      firstScreenSlots: { title: '@@title@@', emoji: '@@emoji@@', sheet: '@@sheet@@' },
      dashboardSlots: {
        name: '@@name@@',
        review: '@@review@@',
        reviewTitle: '@@reviewTitle@@',
        reviewBody: '@@reviewBody@@',
      },
      inlineScriptHashes: ["'sha256-dGhlbWUgc2NyaXB0'"],
    }),
  );
  return createTestApp('pglite', { env: { WEB_DIST_DIR: dist } });
}

describe('the pre-rendered pages', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await app!.inject({ method: 'GET', url, headers });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    return response.body;
  };

  it('sends a public page in the browser’s language, English when it is neither', async () => {
    app = await appWithPages();
    expect(await page('/login', { 'accept-language': 'fr-CA,en;q=0.8' })).toBe('fr:login');
    expect(await page('/login/', { 'accept-language': 'en-GB' })).toBe('en:login');
    expect(await page('/login', { 'accept-language': 'de-DE,fr;q=0.9' })).toBe('en:login');
    expect(await page('/login')).toBe('en:login');
    expect(await page('/reset-password?token=abc', { 'accept-language': 'fr' })).toBe(
      'fr:reset-password',
    );
  });

  it('allows the inline script the build wrote into its pages by its hash, and no other', async () => {
    app = await appWithPages();
    const response = await app.inject({ method: 'GET', url: '/login' });
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(scriptSrc?.[1]).toBe("'self' 'sha256-dGhlbWUgc2NyaXB0'");
  });

  it('follows the language the reader chose in the app (its cookie) over the browser’s', async () => {
    app = await appWithPages();
    const chosen = { 'accept-language': 'en-US', cookie: 'theme=dark; language=fr' };
    expect(await page('/login', chosen)).toBe('fr:login');
    const unknown = { 'accept-language': 'fr-FR', cookie: 'language=xx' };
    expect(await page('/login', unknown)).toBe('fr:login');
  });

  it('compresses a page when the browser accepts it', async () => {
    app = await appWithPages();
    const response = await app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip', 'accept-language': 'fr' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gunzipSync(response.rawPayload).toString('utf8')).toBe('fr:login');
  });

  it('sends the signed-in skeleton for the other pages, and the bare page where there is none', async () => {
    app = await appWithPages();
    for (const url of ['/lessons/123', '/settings/subscription?x=1', '/no/such/page']) {
      expect(await page(url, { 'accept-language': 'fr' }), url).toBe('fr:shell');
    }
    expect(await page('/onboarding')).toBe('<div id="root">bare</div>');
    expect(await page('/billing/checkout/abc')).toBe('<div id="root">bare</div>');
  });

  it('sends a first screen with its chunks, and starts its first requests for a signed-in reader', async () => {
    app = await appWithPages();
    const lessonId = '0b6f5c1e-7a4d-4c2b-9e1f-3a5d7c9b1e2f';
    const inject = (url: string, cookie?: string) =>
      app!.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    const user = await createUser(app);
    const signedIn = `language=en; ${user.cookie}`;

    const home = await inject('/', signedIn);
    // Onboarding not done: the app goes there, nothing is drawn.
    expect(home.body).toMatch(/^en:shell-dashboard<div class="grey" data-first-screen="">/);
    expect(home.headers.link).toBe(
      '</api/profile>; rel=preload; as=fetch; crossorigin, </api/dashboard>; rel=preload; as=fetch; crossorigin, </api/feedback>; rel=preload; as=fetch; crossorigin',
    );
    const lesson = await inject(`/lessons/${lessonId}`, signedIn);
    expect(lesson.body).toMatch(/^en:shell-lesson<div class="grey" data-first-screen="">/);
    expect(lesson.headers.link).toBe(
      `</api/profile>; rel=preload; as=fetch; crossorigin, </api/lessons/${lessonId}>; rel=preload; as=fetch; crossorigin`,
    );
    const settings = await inject('/settings/infos', user.cookie);
    expect(settings.body).toBe('en:shell');
    expect(settings.headers.link).toBe('</api/profile>; rel=preload; as=fetch; crossorigin');
    // Not a lesson's address: the plain skeleton.
    expect((await inject('/lessons/123', signedIn)).body).toBe('en:shell');

    // Signed out, the app goes to the sign-in page: nothing is asked for nothing.
    for (const cookie of [undefined, 'language=fr', 'study.session_token=']) {
      const response = await inject(`/lessons/${lessonId}`, cookie);
      expect(response.body).toMatch(/:shell-lesson<div class="grey"/);
      expect(response.headers.link).toBeUndefined();
    }
    expect((await inject('/login', signedIn)).headers.link).toBeUndefined();

    // A cookie whose session is not live gets the page without preloads, which would answer 401.
    const forged = user.cookie.replace(/session_token=[^;]+/, 'session_token=abc.def');
    expect(forged).not.toBe(user.cookie);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    for (const cookie of [signedIn, forged, '__Secure-study.session_token=abc']) {
      for (const url of [`/lessons/${lessonId}`, '/', '/settings/infos']) {
        const response = await inject(url, cookie);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers.link, `${url} ${cookie}`).toBeUndefined();
      }
    }
  });
});

describe('the lesson page drawn by the server', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('draws a signed-in reader’s own lesson, escaped, and nobody else’s', async () => {
    app = await appWithPages();
    const owner = await createUser(app);
    const created = await createLesson(app, owner, {
      text: `# Cells & <b>tags</b>\n\n${heartLesson}`,
    });
    await waitForLesson(app, owner, created.id);
    const open = (cookie: string | undefined, encoding?: string) =>
      app!.inject({
        method: 'GET',
        url: `/lessons/${created.id}`,
        headers: {
          cookie: cookie ? `language=fr; ${cookie}` : 'language=fr',
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
      });

    const drawn = await open(owner.cookie);
    expect(drawn.statusCode).toBe(200);
    // A link to the flashcards tab opens on it: nothing drawn.
    const flashcards = await app.inject({
      method: 'GET',
      url: `/lessons/${created.id}?tab=flashcards`,
      headers: { cookie: `language=fr; ${owner.cookie}` },
    });
    expect(flashcards.body).toMatch(/^fr:shell-lesson<div class="grey" data-first-screen="">/);
    expect(drawn.body).toMatch(/^fr:shell-lesson<div data-first-screen-filled="">fr\|/);
    expect(drawn.body).not.toContain('grey');
    expect(drawn.body).toContain('<h1><span>Cells &amp; &lt;b&gt;tags&lt;/b&gt;</span></h1>');
    expect(drawn.body).not.toContain('<b>tags</b>');
    expect(drawn.body).toContain('The Heart');
    // Compressed for this answer, the same page.
    const gzipped = await open(owner.cookie, 'gzip');
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(drawn.body);
    const brotli = await open(owner.cookie, 'br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(drawn.body);

    // Another reader, a signed-out one, or a session no longer live: the skeleton, nothing drawn.
    const stranger = await createUser(app);
    for (const cookie of [stranger.cookie, undefined]) {
      const response = await open(cookie);
      expect(response.body).toMatch(/^fr:shell-lesson<div class="grey" data-first-screen="">/);
      expect(response.body).not.toContain('Heart');
    }
    // A lesson being prepared again (a regeneration) has no sheet to draw yet.
    await app.database.db
      .update(lessons)
      .set({ status: 'processing' })
      .where(eq(lessons.id, created.id));
    expect((await open(owner.cookie)).body).toMatch(
      /^fr:shell-lesson<div class="grey" data-first-screen="">/,
    );
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, owner.id));
    expect((await open(owner.cookie)).body).not.toContain('Heart');
  });
});

describe('the home screen drawn by the server', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('draws the reader’s greeting and review tile once onboarding is done', async () => {
    app = await appWithPages();
    const user = await createUser(app);
    const open = (language: string, cookie = user.cookie) =>
      app!.inject({
        method: 'GET',
        url: '/',
        headers: { cookie: `language=${language}; ${cookie}` },
      });
    // Before onboarding the app sends the reader there: the skeleton.
    expect((await open('en')).body).toMatch(/^en:shell-dashboard<div class="grey"/);

    const username = `lea_${Date.now()}`;
    const onboarded = await app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: user.cookie },
      payload: { username, birthdate: '14/07/2009', status: 'highschool', domain: 'term' },
    });
    expect(onboarded.statusCode).toBe(200);
    // No card yet: the tile of nothing to review.
    expect((await open('en')).body).toBe(
      `en:shell-dashboard<div data-first-screen-filled="">en|Hi ${username}|<ul><li class="none">en cards/en nothing left</li></ul></div>`,
    );

    const created = await createLesson(app, user, { text: heartLesson });
    await waitForLesson(app, user, created.id);
    const cards = await app.database.db
      .select({ id: flashcards.id })
      .from(flashcards)
      .where(eq(flashcards.lessonId, created.id));
    const count = cards.length;
    expect(count).toBeGreaterThan(1);
    // New cards are due now, counted in the plural form of the page's language.
    expect((await open('fr')).body).toContain(
      `fr|Hi ${username}|<ul><li class="due">Réviser ${count} cartes/fr due now</li></ul>`,
    );
    // One due now and one back later today: both counts, each in its form.
    await app.database.db
      .update(flashcards)
      .set({ due: new Date(Date.now() + 20_000) })
      .where(
        inArray(
          flashcards.id,
          cards.slice(1).map((card) => card.id),
        ),
      );
    const later = (await open('en')).body;
    expect(later).toContain(`<li class="due">Review 1 card/now, ${count - 1} later (plural)</li>`);

    // A session no longer live: the skeleton.
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await open('en')).body).toMatch(/^en:shell-dashboard<div class="grey"/);
  });
});

describe('OpenAPI', () => {
  it('describes the routes from their zod schemas at /api/docs/json', async () => {
    const app = await createTestApp('pglite');
    try {
      const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const spec = response.json();
      expect(spec.openapi).toMatch(/^3\./);
      const health = spec.paths['/api/health'].get;
      expect(health.responses['200'].content['application/json'].schema.properties).toHaveProperty(
        'db',
      );
      const signIn = spec.paths['/api/auth/sign-in/email'].post;
      expect(
        Object.keys(signIn.requestBody.content['application/json'].schema.properties).sort(),
      ).toEqual(['email', 'password']);
      expect(spec.paths['/api/auth/get-session'].get.responses).toHaveProperty('200');
      expect(
        spec.paths['/api/auth/two-factor/enable'].post.responses['200'].content['application/json']
          .schema.required,
      ).toEqual(['totpURI', 'backupCodes']);
      const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
