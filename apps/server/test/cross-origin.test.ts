import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { createLesson, userRequest, waitForLesson } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing operation of the app's own OpenAPI description. */
async function writeOperations(app: FastifyInstance): Promise<{ method: string; url: string }[]> {
  const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(spec.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => stateChanging.has(method))
      .map((method) => ({ method, url: path.replace(/\{\w+\}/g, () => randomUUID()) })),
  );
}

describe.each(databaseKinds)('requests from another site on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses every state-changing route with a signed-in cookie from another origin', async () => {
    const operations = await writeOperations(app);
    expect(operations.length).toBeGreaterThanOrEqual(25);
    for (const { method, url } of operations) {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const response = await app.inject({
          method: method as 'POST',
          url,
          headers: { ...headers, cookie: user.cookie },
          payload: {},
        });
        expect({ route: `${method} ${url}`, status: response.statusCode }).toEqual({
          route: `${method} ${url}`,
          status: 403,
        });
        expect(response.json().error.code).toBe('FORBIDDEN');
      }
    }
  });

  it('changes nothing when refused, and the same change from the app itself goes through', async () => {
    const lesson = await waitForLesson(app, user, (await createLesson(app, user)).id);
    const forged = await app.inject({
      method: 'PATCH',
      url: `/api/lessons/${lesson.id}`,
      headers: { origin: 'https://evil.example', cookie: user.cookie },
      payload: { title: 'Forged title' },
    });
    expect(forged.statusCode).toBe(403);
    const kept = await userRequest(app, user, 'GET', `/api/lessons/${lesson.id}`);
    expect(kept.json().title).toBe(lesson.title);
    const own = await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, {
      title: 'My own title',
    });
    expect(own.statusCode).toBe(200);
  });

  it('lets a server-to-server call with no Origin through the origin check (as payment webhooks come)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/sandbox/advance',
      headers: { cookie: user.cookie },
      payload: { card: 'success' },
    });
    // Not refused for its origin: refused because there is no subscription to renew.
    expect(response.json().error.code).toBe('NO_SUBSCRIPTION');
  });
});
