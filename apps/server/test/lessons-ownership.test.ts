import type { LessonList } from '@study/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons, usageCounters } from '../src/db/schema.ts';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  type FullLesson,
  createLesson,
  getLesson,
  heartLesson,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';
import { renderTextImage } from '@study/documents/test-support/create-image.ts';
import { databaseKinds } from './test-database.ts';

describe.each(databaseKinds)('lesson ownership on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestUser;
  let stranger: TestUser;
  let lesson: FullLesson;
  let failed: FullLesson;

  beforeAll(async () => {
    app = await createTestApp(kind);
    owner = await createUser(app);
    stranger = await createUser(app);
    const { png } = await renderTextImage([heartLesson.replace(/#+ /g, '')], { fontSize: 28 });
    const created = await createLesson(app, owner, {
      source: 'photos',
      files: [{ name: 'heart.png', bytes: png }],
      language: 'en',
    });
    lesson = await waitForLesson(app, owner, created.id);
    const tooShort = await createLesson(app, owner, {
      text: 'A lesson of a few words. '.repeat(3),
    });
    failed = await waitForLesson(app, owner, tooShort.id);
  });
  afterAll(async () => {
    await app.close();
  });

  it('the owner’s lessons are ready and failed as expected', () => {
    expect(lesson.status).toBe('ready');
    expect(lesson.files).toHaveLength(1);
    expect(lesson.flashcards.length).toBeGreaterThan(0);
    expect(failed.status).toBe('failed');
  });

  it('another user does not see the lesson in the list', async () => {
    const response = await userRequest(app, stranger, 'GET', '/api/lessons');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: [], total: 0 } satisfies Partial<LessonList>);
  });

  it('another user gets 404 LESSON_NOT_FOUND on every lesson route, and changes nothing', async () => {
    const id = lesson.id;
    const card = lesson.flashcards[0]!.id;
    const file = lesson.files[0]!.id;
    const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown][] =
      [
        ['GET', `/api/lessons/${id}`],
        ['GET', `/api/lessons/${id}/text`],
        ['GET', `/api/lessons/${id}/flashcards`],
        ['PATCH', `/api/lessons/${id}`, { title: 'Taken over', favourite: true }],
        ['PATCH', `/api/lessons/${id}`, { sheet: { type: 'doc', content: [] } }],
        ['POST', `/api/lessons/${id}/regenerate`, { target: 'sheet' }],
        ['POST', `/api/lessons/${id}/regenerate`, { target: 'flashcards' }],
        ['POST', `/api/lessons/${failed.id}/retry`],
        ['GET', `/api/lessons/${id}/files/${file}`],
        ['GET', `/api/lessons/${id}/original.txt`],
        ['POST', `/api/lessons/${id}/flashcards/${card}/review`, { rating: 'good' }],
        ['DELETE', `/api/lessons/${id}`],
      ];
    for (const [method, url, payload] of routes) {
      const response = await userRequest(app, stranger, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.code, `${method} ${url}`).toBe('LESSON_NOT_FOUND');
    }
    expect(await getLesson(app, owner, id)).toEqual(lesson);
    const [failedRow] = await app.database.db
      .select()
      .from(lessons)
      .where(eq(lessons.id, failed.id));
    expect(failedRow?.status).toBe('failed');
    // The stranger spent nothing either.
    const spent = await app.database.db
      .select()
      .from(usageCounters)
      .where(eq(usageCounters.userId, stranger.id));
    expect(spent).toEqual([]);
  });

  it('the owner downloads the original photo', async () => {
    const file = lesson.files[0]!;
    const response = await userRequest(
      app,
      owner,
      'GET',
      `/api/lessons/${lesson.id}/files/${file.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="heart.png"; filename*=UTF-8''heart.png`,
    );
    expect(response.rawPayload.byteLength).toBe(file.sizeBytes);
  });

  it('a file id of another lesson is LESSON_FILE_NOT_FOUND for the owner', async () => {
    const response = await userRequest(
      app,
      owner,
      'GET',
      `/api/lessons/${failed.id}/files/${lesson.files[0]!.id}`,
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('LESSON_FILE_NOT_FOUND');
  });
});
