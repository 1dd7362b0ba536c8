import { formatErrorMessage, type ErrorCode, type FeedbackStatus } from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, profiles } from '../src/db/schema.ts';
import { createUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { userRequest } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

describe.each(databaseKinds)('feedback on %s', (kind) => {
  let app: FastifyInstance;
  let afterBeta: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(kind);
    afterBeta = await createTestApp(kind, { env: { BETA: 'false' } });
  });
  afterAll(async () => {
    await Promise.all([app.close(), afterBeta.close()]);
  });

  const rows = (target: FastifyInstance, userId: string) =>
    target.database.db.select().from(feedback).where(eq(feedback.userId, userId));

  it('stores a mood alone, which earns no reward', async () => {
    const user = await createUser(app);
    const response = await userRequest(app, user, 'POST', '/api/feedback', { mood: 'good' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ beta: true, rewardEarnedAt: null, rewardJustEarned: false });
    expect(await rows(app, user.id)).toMatchObject([{ mood: 'good', comment: '' }]);
  });

  it('in beta, a comment earns the 20% reward once; later feedback keeps its date', async () => {
    const user = await createUser(app);
    const first = await userRequest(app, user, 'POST', '/api/feedback', {
      mood: 'very_good',
      comment: '  The flashcards saved my biology test.  ',
    });
    expect(first.statusCode).toBe(201);
    const earned = first.json() as FeedbackStatus;
    expect(earned).toMatchObject({ beta: true, rewardJustEarned: true });
    expect(earned.rewardEarnedAt).toEqual(expect.any(String));

    const again = await userRequest(app, user, 'POST', '/api/feedback', {
      mood: 'bad',
      comment: 'The quiz on chapter 3 was too easy.',
    });
    expect(again.json()).toEqual({
      beta: true,
      rewardEarnedAt: earned.rewardEarnedAt,
      rewardJustEarned: false,
    });
    expect((await userRequest(app, user, 'GET', '/api/feedback')).json()).toEqual({
      beta: true,
      rewardEarnedAt: earned.rewardEarnedAt,
      rewardJustEarned: false,
    });
    const stored = await rows(app, user.id);
    expect(stored.map((row) => [row.mood, row.comment]).sort()).toEqual([
      ['bad', 'The quiz on chapter 3 was too easy.'],
      ['very_good', 'The flashcards saved my biology test.'],
    ]);
  });

  it('after the beta, feedback is stored and earns nothing', async () => {
    const user = await createUser(afterBeta);
    const response = await userRequest(afterBeta, user, 'POST', '/api/feedback', {
      mood: 'neutral',
      comment: 'Fine.',
    });
    expect(response.json()).toEqual({ beta: false, rewardEarnedAt: null, rewardJustEarned: false });
    const [profile] = await afterBeta.database.db
      .select({ at: profiles.betaRewardEarnedAt })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile?.at).toBeNull();
    expect(await rows(afterBeta, user.id)).toHaveLength(1);
  });

  it('refuses a missing or unknown mood and a comment over 2,000 characters, in the asked language, storing nothing', async () => {
    const user = await createUser(app);
    const cases: [unknown, ErrorCode][] = [
      [{ comment: 'No mood' }, 'FEEDBACK_MOOD_REQUIRED'],
      [{ mood: 'ecstatic' }, 'FEEDBACK_MOOD_REQUIRED'],
      [{ mood: 'good', comment: 'x'.repeat(2001) }, 'FEEDBACK_COMMENT_TOO_LONG'],
    ];
    for (const [body, code] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: body as Record<string, unknown>,
        headers: { origin: app.config.publicUrl, cookie: user.cookie, 'accept-language': 'fr' },
      });
      expect(response.statusCode).toBe(400);
      const error = (
        response.json() as { error: { details: { fields: { code: string; message: string }[] } } }
      ).error;
      expect(error.details.fields[0]).toMatchObject({ code });
      expect(error.details.fields[0]!.message).toBe(formatErrorMessage(code, 'fr'));
    }
    expect(await rows(app, user.id)).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/feedback',
      payload: { mood: 'good' },
      headers: { origin: app.config.publicUrl },
    });
    expect(response.statusCode).toBe(401);
  });
});
