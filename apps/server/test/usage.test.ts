import type { Plan, Usage, UsageMetric } from '@study/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, profiles, usageCounters } from '../src/db/schema.ts';
import { periodKey } from '../src/modules/usage/usage-periods.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { advanceSandboxClock, subscribeInSandbox } from './billing-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  createLesson,
  holdGeneration,
  postLesson,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

async function usageOf(app: FastifyInstance, user: TestUser): Promise<Usage> {
  const response = await userRequest(app, user, 'GET', '/api/usage');
  expect(response.statusCode).toBe(200);
  return response.json() as Usage;
}

async function setUsed(app: FastifyInstance, user: TestUser, used: number): Promise<void> {
  await app.database.db
    .insert(usageCounters)
    .values({
      userId: user.id,
      metric: 'generation',
      period: periodKey('generation', new Date()),
      used,
    })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
      set: { used },
    });
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; params: unknown }> {
  const error = (await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )) as { code: string; params: unknown } | undefined;
  if (!error) throw new Error('the spending was not refused');
  return { code: error.code, params: error.params };
}

describe.each(databaseKinds)('plan limits on %s', (kind) => {
  describe('with the default limits', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp(kind);
    });
    afterAll(async () => {
      await app.close();
    });

    it('GET /api/usage gives the plan, each counter and when it resets', async () => {
      const user = await createUser(app);
      const now = new Date();
      const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
      const tomorrow = new Date(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1),
      );
      expect(await usageOf(app, user)).toEqual({
        plan: 'free',
        generation: { used: 0, limit: 15, resetsAt: nextMonth.toISOString() },
        pdf_export: { used: 0, limit: 0, resetsAt: nextMonth.toISOString() },
        chat_message: { used: 0, limit: 30, resetsAt: tomorrow.toISOString() },
      });
      await createLesson(app, user);
      expect((await usageOf(app, user)).generation.used).toBe(1);
    });

    it('a Free user who made 15 generations this month gets GENERATION_LIMIT_REACHED', async () => {
      const user = await createUser(app);
      await setUsed(app, user, 15);
      const response = await postLesson(app, user);
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toEqual({
        code: 'GENERATION_LIMIT_REACHED',
        message:
          'You’ve reached the generation limit: 15 per month on your plan. Upgrade to Premium to keep going',
        params: { limit: 15 },
        details: { metric: 'generation', limit: 15 },
      });
      const rows = await app.database.db.select().from(lessons).where(eq(lessons.userId, user.id));
      expect(rows).toEqual([]);
      expect((await usageOf(app, user)).generation.used).toBe(15);
    });

    it('last month’s generations do not count', async () => {
      const user = await createUser(app);
      await app.database.db
        .insert(usageCounters)
        .values({ userId: user.id, metric: 'generation', period: '2000-01', used: 15 });
      expect((await postLesson(app, user)).statusCode).toBe(202);
    });

    it('regenerating counts too, and is refused at the limit with the content kept', async () => {
      const user = await createUser(app);
      const lesson = await waitForLesson(app, user, (await createLesson(app, user)).id);
      await setUsed(app, user, 15);
      const response = await userRequest(
        app,
        user,
        'POST',
        `/api/lessons/${lesson.id}/regenerate`,
        {
          target: 'sheet',
        },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('GENERATION_LIMIT_REACHED');
      const [row] = await app.database.db.select().from(lessons).where(eq(lessons.id, lesson.id));
      expect(row).toMatchObject({ task: null, generation: 1, status: 'ready' });
    });

    it('a lesson that fails for its content gives its generation back', async () => {
      const user = await createUser(app);
      const hold = holdGeneration(app);
      const created = await createLesson(app, user, {
        text: 'Short notes, not a lesson. '.repeat(3),
      });
      expect((await usageOf(app, user)).generation.used).toBe(1);
      hold.release();
      const failed = await waitForLesson(app, user, created.id);
      expect(failed).toMatchObject({ status: 'failed', errorCode: 'STUDY_LESSON_TOO_SHORT' });
      expect((await usageOf(app, user)).generation.used).toBe(0);
    });

    it('PDF export is Premium only; Premium has a monthly limit', async () => {
      const user = await createUser(app);
      expect(await refusal(app.entitlements.spend(user.id, 'pdf_export'))).toEqual({
        code: 'PDF_EXPORT_PREMIUM_ONLY',
        params: { limit: 0 },
      });
      expect((await usageOf(app, user)).pdf_export.used).toBe(0);
      await app.database.db
        .update(profiles)
        .set({ plan: 'premium' })
        .where(eq(profiles.userId, user.id));
      const { period } = await app.entitlements.spend(user.id, 'pdf_export');
      expect(period).toBe(periodKey('pdf_export', new Date()));
      expect(await usageOf(app, user)).toMatchObject({
        plan: 'premium',
        generation: { limit: 300 },
        pdf_export: { used: 1, limit: 100 },
        chat_message: { limit: 500 },
      });
      await app.database.db
        .update(usageCounters)
        .set({ used: 100 })
        .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.metric, 'pdf_export')));
      expect(await refusal(app.entitlements.spend(user.id, 'pdf_export'))).toEqual({
        code: 'PDF_EXPORT_LIMIT_REACHED',
        params: { limit: 100 },
      });
    });

    it('refunds give back one spending, in the period it was made, never below zero', async () => {
      const user = await createUser(app);
      const inJanuary = new Date('2026-01-15T12:00:00Z');
      const { period } = await app.entitlements.spend(user.id, 'generation', inJanuary);
      expect(period).toBe('2026-01');
      await app.entitlements.spend(user.id, 'generation');
      await app.entitlements.refund(user.id, 'generation', '2026-01');
      await app.entitlements.refund(user.id, 'generation', '2026-01');
      const rows = await app.database.db
        .select({ period: usageCounters.period, used: usageCounters.used })
        .from(usageCounters)
        .where(eq(usageCounters.userId, user.id));
      expect(rows.sort((a, b) => a.period.localeCompare(b.period))).toEqual([
        { period: '2026-01', used: 0 },
        { period: periodKey('generation', new Date()), used: 1 },
      ]);
    });
  });

  describe('every limit at its edge', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp(kind);
    });
    afterAll(async () => {
      await app.close();
    });

    async function fill(user: TestUser, metric: UsageMetric, used: number): Promise<void> {
      await app.database.db
        .insert(usageCounters)
        .values({ userId: user.id, metric, period: periodKey(metric, new Date()), used })
        .onConflictDoUpdate({
          target: [usageCounters.userId, usageCounters.metric, usageCounters.period],
          set: { used },
        });
    }

    const edges: [Plan, UsageMetric, number, string][] = [
      ['free', 'generation', 15, 'GENERATION_LIMIT_REACHED'],
      ['free', 'chat_message', 30, 'CHAT_MESSAGE_LIMIT_REACHED'],
      ['premium', 'generation', 300, 'GENERATION_LIMIT_REACHED'],
      ['premium', 'chat_message', 500, 'CHAT_MESSAGE_LIMIT_REACHED'],
      ['premium', 'pdf_export', 100, 'PDF_EXPORT_LIMIT_REACHED'],
    ];
    it.each(edges)(
      'on %s, %s passes at %i minus one and is refused at the limit',
      async (plan, metric, limit, code) => {
        const user = await createUser(app);
        // Premium the way users get it: through the (sandbox) checkout.
        if (plan === 'premium') await subscribeInSandbox(app, user);
        await fill(user, metric, limit - 1);
        await app.entitlements.spend(user.id, metric);
        expect((await usageOf(app, user))[metric]).toMatchObject({ used: limit, limit });
        expect(await refusal(app.entitlements.spend(user.id, metric))).toEqual({
          code,
          params: { limit },
        });
        expect((await usageOf(app, user))[metric].used).toBe(limit);
      },
    );

    it('on free, a PDF export is refused outright: Premium only', async () => {
      const user = await createUser(app);
      expect(await refusal(app.entitlements.spend(user.id, 'pdf_export'))).toEqual({
        code: 'PDF_EXPORT_PREMIUM_ONLY',
        params: { limit: 0 },
      });
    });

    it('a subscription that ends brings the Free limits back', async () => {
      const user = await createUser(app);
      await subscribeInSandbox(app, user);
      await fill(user, 'generation', 20);
      await app.entitlements.spend(user.id, 'generation');
      await userRequest(app, user, 'POST', '/api/billing/cancel');
      await advanceSandboxClock(app, user);
      expect(await refusal(app.entitlements.spend(user.id, 'generation'))).toMatchObject({
        code: 'GENERATION_LIMIT_REACHED',
        params: { limit: 15 },
      });
    });
  });

  describe('with low limits', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await createTestApp(kind, {
        env: { PLAN_FREE_GENERATIONS_PER_MONTH: '3', PLAN_FREE_CHAT_MESSAGES_PER_DAY: '1' },
      });
    });
    afterAll(async () => {
      await app.close();
    });

    it('two lessons posted together at the last generation: exactly one passes', async () => {
      const user = await createUser(app);
      await createLesson(app, user);
      await createLesson(app, user);
      const responses = await Promise.all([postLesson(app, user), postLesson(app, user)]);
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([202, 403]);
      const refused = responses.find((response) => response.statusCode === 403)!;
      expect(refused.json().error.code).toBe('GENERATION_LIMIT_REACHED');
      const rows = await app.database.db.select().from(lessons).where(eq(lessons.userId, user.id));
      expect(rows).toHaveLength(3);
      expect((await usageOf(app, user)).generation).toMatchObject({ used: 3, limit: 3 });
    });

    it('twenty spendings at once never count past the limit', async () => {
      const user = await createUser(app);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => app.entitlements.spend(user.id, 'generation')),
      );
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
      expect((await usageOf(app, user)).generation.used).toBe(3);
    });

    it('chat messages are counted per day', async () => {
      const user = await createUser(app);
      await app.entitlements.spend(user.id, 'chat_message');
      expect(await refusal(app.entitlements.spend(user.id, 'chat_message'))).toEqual({
        code: 'CHAT_MESSAGE_LIMIT_REACHED',
        params: { limit: 1 },
      });
      const tomorrow = new Date(Date.now() + 24 * 3600_000);
      await expect(app.entitlements.spend(user.id, 'chat_message', tomorrow)).resolves.toEqual({
        period: periodKey('chat_message', tomorrow),
      });
    });
  });
});
