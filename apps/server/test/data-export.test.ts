import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema.ts';
import { exportedTables, tablesNotExported } from '../src/modules/data-export/exported-tables.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { drainRewards, subscribeInSandbox } from './billing-helpers.ts';
import { ask, startConversation } from './chat-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  createLesson,
  getLesson,
  heartLesson,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';
import { answer, getQuiz, heartQuestions, insertReadyQuiz } from './quiz-helpers.ts';
import { databaseKinds } from './test-database.ts';

/** Every table of the schema that holds rows of a user (it has a `user_id` column). */
function userTables(): string[] {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .filter((table) => getTableConfig(table).columns.some((column) => column.name === 'user_id'))
    .map((table) => getTableName(table));
}

describe('the tables of "Download my data"', () => {
  it('cover every table with a user_id: exported, or left out with a reason', () => {
    const exported: string[] = Object.values(exportedTables).map((table) => getTableName(table));
    for (const table of userTables()) {
      expect(
        exported.includes(table) || table in tablesNotExported,
        `${table} is neither exported nor listed as not exported`,
      ).toBe(true);
    }
  });
});

describe.each(databaseKinds)('downloading my data on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestUser;
  let other: TestUser;
  let lessonId: string;
  let otherLessonId: string;
  const fileText = `${heartLesson}\n`;

  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await createUser(app);
    other = await createUser(app);
    const created = await createLesson(app, owner, {
      source: 'document',
      files: [{ name: 'The heart: chapter 1.txt', bytes: new TextEncoder().encode(fileText) }],
    });
    const lesson = await waitForLesson(app, owner, created.id);
    lessonId = lesson.id;
    const questions = heartQuestions(lesson.text);
    const quizId = await insertReadyQuiz(
      app,
      owner,
      lesson,
      questions.map((q) => q.question),
    );
    const quiz = await getQuiz(app, owner, quizId);
    await answer(app, owner, quizId, quiz.questions[0]!.id, questions[0]!.right);
    const [card] = (await getLesson(app, owner, lessonId)).flashcards;
    await userRequest(
      app,
      owner,
      'POST',
      `/api/lessons/${lessonId}/flashcards/${card!.id}/review`,
      { rating: 'good' },
    );
    const conversation = await startConversation(app, owner, lessonId);
    await ask(app, owner, conversation.id, 'What is the aorta?');
    await userRequest(app, owner, 'POST', '/api/feedback', {
      mood: 'good',
      comment: 'Useful for my biology revision',
    });
    await userRequest(app, owner, 'POST', '/api/support', {
      subject: 'Invoice',
      message: 'Can I get an invoice for my school?',
    });
    await userRequest(app, owner, 'POST', '/api/bug-reports', {
      description: 'The quiz froze on question 3.',
      context: {
        url: '/quizzes',
        userAgent: 'test',
        viewport: '390x844',
        language: 'en',
        appVersion: '0.1.0',
      },
    });
    await subscribeInSandbox(app, owner);
    const { code } = (await userRequest(app, owner, 'GET', '/api/referrals')).json() as {
      code: string;
    };
    await subscribeInSandbox(app, await createUser(app, { extras: { referral: code } }));
    await drainRewards(app);
    otherLessonId = (await waitForLesson(app, other, (await createLesson(app, other)).id)).id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('is a ZIP with the account, one JSON per table holding only the user’s rows, and the original files', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: owner.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="study-assistant-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzipSync(new Uint8Array(response.rawPayload));
    const read = (name: string) => JSON.parse(strFromU8(zip[name]!)) as unknown;

    expect(read('account.json')).toMatchObject({ id: owner.id, email: owner.email });
    for (const name of Object.keys(exportedTables)) {
      const rows = read(`data/${name}.json`) as { userId: string }[];
      expect(rows.length, `${name} has the user's rows`).toBeGreaterThan(0);
      expect(rows.every((row) => row.userId === owner.id)).toBe(true);
    }
    const lessons = read('data/lessons.json') as { id: string; text: string }[];
    expect(lessons.map((l) => l.id)).toEqual([lessonId]);
    expect(JSON.stringify(zip)).not.toContain(otherLessonId);
    expect(read('data/feedback.json')).toMatchObject([
      { mood: 'good', comment: 'Useful for my biology revision' },
    ]);

    const files = Object.keys(zip).filter((name) => name.startsWith('files/'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(
      new RegExp(`^files/${lessonId}/[0-9a-f]{8}-The heart_ chapter 1\\.txt$`),
    );
    expect(strFromU8(zip[files[0]!]!)).toBe(fileText);

    // Secrets stay out, and the README says so.
    expect(Object.keys(zip).some((name) => /sessions|accounts|two_factors/.test(name))).toBe(false);
    expect(strFromU8(zip['account.json']!)).not.toMatch(/password/i);
    expect(read('README.json')).toMatchObject({
      files: 1,
      missingFiles: [],
      notExported: { sessions: expect.any(String), accounts: expect.any(String) },
    });
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/export' });
    expect(response.statusCode).toBe(401);
  });
});
