import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.ts';
import { authPost, createUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { userRequest } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

describe.each(databaseKinds)('the API’s session check on %s', (kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
  });
  afterAll(async () => {
    await app.close();
  });

  it('lets a signed-in user through, and not after signing out', async () => {
    const user = await createUser(app);
    expect((await userRequest(app, user, 'GET', '/api/lessons')).statusCode).toBe(200);
    const signedOut = await authPost(app, 'sign-out', {}, { cookie: user.cookie });
    expect(signedOut.statusCode).toBe(200);
    const after = await userRequest(app, user, 'GET', '/api/lessons');
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('refuses an expired session, a forged cookie and no cookie', async () => {
    const user = await createUser(app);
    await app.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await userRequest(app, user, 'GET', '/api/lessons')).statusCode).toBe(401);

    const other = await createUser(app);
    // The real token with a signature that is not ours: only the signature check can refuse it.
    const forged = other.cookie.replace(
      /(session_token=[^;]+?)(\.|%2E)[^.;%]+(%3D|=)?(?=;|$)/i,
      `$1.${encodeURIComponent(`${'A'.repeat(43)}=`)}`,
    );
    expect(forged).not.toBe(other.cookie);
    expect(
      (await userRequest(app, { ...other, cookie: forged }, 'GET', '/api/lessons')).statusCode,
    ).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/lessons' })).statusCode).toBe(401);
  });
});
