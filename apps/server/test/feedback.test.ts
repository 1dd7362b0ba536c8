import { formatErrorMessage, type ErrorCode, type FeedbackStatus } from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bugReports, feedback, profiles, supportMessages } from '../src/db/schema.ts';
import { createUser, mailsTo } from './auth-helpers.ts';
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
      comment: 'Fine, nothing to add for now.',
    });
    expect(response.json()).toEqual({ beta: false, rewardEarnedAt: null, rewardJustEarned: false });
    const [profile] = await afterBeta.database.db
      .select({ at: profiles.betaRewardEarnedAt })
      .from(profiles)
      .where(eq(profiles.userId, user.id));
    expect(profile?.at).toBeNull();
    expect(await rows(afterBeta, user.id)).toHaveLength(1);
  });

  it('refuses a missing or unknown mood, a comment over 2,000 characters or one that says nothing, in the asked language, storing nothing and earning nothing', async () => {
    const user = await createUser(app);
    const cases: [unknown, ErrorCode][] = [
      [{ comment: 'No mood' }, 'FEEDBACK_MOOD_REQUIRED'],
      [{ mood: 'ecstatic' }, 'FEEDBACK_MOOD_REQUIRED'],
      [{ mood: 'good', comment: 'x'.repeat(2001) }, 'FEEDBACK_COMMENT_TOO_LONG'],
      // The beta reward is not earned with a character: a comment says something.
      [{ mood: 'good', comment: '.' }, 'FEEDBACK_COMMENT_TOO_SHORT'],
      [{ mood: 'good', comment: 'Great app, love it' }, 'FEEDBACK_COMMENT_TOO_SHORT'],
      [{ mood: 'good', comment: 'good good good good good good' }, 'FEEDBACK_COMMENT_TOO_SHORT'],
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
    expect((await userRequest(app, user, 'GET', '/api/feedback')).json()).toMatchObject({
      rewardEarnedAt: null,
    });
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

  describe('support messages', () => {
    let withSupport: FastifyInstance;
    beforeAll(async () => {
      withSupport = await createTestApp(kind, { env: { SUPPORT_EMAIL: 'help@study.example' } });
    });
    afterAll(async () => {
      await withSupport.close();
    });

    const storedFor = (target: FastifyInstance, userId: string) =>
      target.database.db.select().from(supportMessages).where(eq(supportMessages.userId, userId));

    it('are stored and mailed to SUPPORT_EMAIL with who wrote them', async () => {
      const user = await createUser(withSupport);
      const response = await userRequest(withSupport, user, 'POST', '/api/support', {
        subject: '  Invoice for my school ',
        message: 'Hello, can I get an invoice <b>for</b> my school?',
      });
      expect(response.statusCode).toBe(201);
      const { id } = response.json() as { id: string };
      const [stored] = await storedFor(withSupport, user.id);
      expect(stored).toMatchObject({ id, subject: 'Invoice for my school' });
      expect(stored!.mailedAt).toBeInstanceOf(Date);
      const mails = await mailsTo(withSupport, 'help@study.example');
      const mail = mails.find((m) => m.text.includes(id));
      expect(mail?.subject).toBe('[Support] Invoice for my school');
      expect(mail?.text).toContain(user.email);
      expect(mail?.html).toContain('&lt;b&gt;for&lt;/b&gt;');
    });

    it('without SUPPORT_EMAIL are stored only', async () => {
      const user = await createUser(app);
      const response = await userRequest(app, user, 'POST', '/api/support', {
        subject: 'A question',
        message: 'How do I export my flashcards to Anki?',
      });
      expect(response.statusCode).toBe(201);
      const [stored] = await storedFor(app, user.id);
      expect(stored?.mailedAt).toBeNull();
    });

    it('refuse a short subject or message with a translated reason, storing nothing', async () => {
      const user = await createUser(app);
      const cases: [Record<string, unknown>, ErrorCode][] = [
        [{ subject: 'Hi', message: 'A long enough message.' }, 'SUPPORT_SUBJECT_TOO_SHORT'],
        [{ subject: 'A subject', message: 'Too short' }, 'SUPPORT_MESSAGE_TOO_SHORT'],
        [{ subject: 'A subject', message: 'x'.repeat(5001) }, 'SUPPORT_MESSAGE_TOO_LONG'],
      ];
      for (const [body, code] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/support',
          payload: body,
          headers: { origin: app.config.publicUrl, cookie: user.cookie, 'accept-language': 'fr' },
        });
        expect(response.statusCode).toBe(400);
        const field = (
          response.json() as { error: { details: { fields: { code: string; message: string }[] } } }
        ).error.details.fields[0];
        expect(field).toEqual(
          expect.objectContaining({ code, message: formatErrorMessage(code, 'fr') }),
        );
      }
      expect(await storedFor(app, user.id)).toEqual([]);
    });
  });

  describe('bug reports', () => {
    const context = {
      url: 'http://localhost:3000/quizzes/1',
      userAgent: 'Mozilla/5.0 (test)',
      viewport: '390x844',
      language: 'fr',
      appVersion: '0.1.0',
    };
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Array(64).fill(7),
    ]);
    const reportsOf = (userId: string) =>
      app.database.db.select().from(bugReports).where(eq(bugReports.userId, userId));

    it('store the description, the browser details and the screenshot under the user’s folder', async () => {
      const user = await createUser(app);
      const response = await userRequest(app, user, 'POST', '/api/bug-reports', {
        description: 'The quiz froze on question 3.',
        screenshot: { name: 'capture.png', base64: Buffer.from(png).toString('base64') },
        context,
      });
      expect(response.statusCode).toBe(201);
      const [report] = await reportsOf(user.id);
      expect(report).toMatchObject({ description: 'The quiz froze on question 3.', context });
      expect(report!.screenshotKey).toMatch(new RegExp(`^users/${user.id}/bug-reports/.+\\.png$`));
      expect(new Uint8Array(await app.storage.get(report!.screenshotKey!))).toEqual(png);
    });

    it('refuse a screenshot that is not an image, or too short a description, keeping nothing', async () => {
      const user = await createUser(app);
      const notImage = await userRequest(app, user, 'POST', '/api/bug-reports', {
        description: 'The quiz froze on question 3.',
        screenshot: {
          name: 'capture.png',
          base64: Buffer.from('<html>not an image</html>').toString('base64'),
        },
        context,
      });
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json()).toMatchObject({ error: { code: 'BUG_SCREENSHOT_INVALID' } });
      const short = await userRequest(app, user, 'POST', '/api/bug-reports', {
        description: 'Broken',
        context,
      });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({
        error: { details: { fields: [{ code: 'BUG_DESCRIPTION_TOO_SHORT' }] } },
      });
      expect(await reportsOf(user.id)).toEqual([]);
    });
  });
});
