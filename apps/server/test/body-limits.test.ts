import type { LessonDetail, SheetDocument } from '@study/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import { createLesson, userRequest, waitForLesson } from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

/** A sheet whose lists nest `levels` deep. */
function nestedSheet(levels: number): SheetDocument {
  let list: unknown = {
    type: 'bulletList',
    content: [{ type: 'listItem', content: [{ type: 'paragraph' }] }],
  };
  for (let level = 1; level < levels; level += 1) {
    list = {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph' }, list] }],
    };
  }
  return { type: 'doc', content: [list] } as SheetDocument;
}

/**
 * A pasted lesson of `length` characters with no punctuation at all (notes typed in a hurry): the
 * engine sees one sentence, so its sheet holds one text node that long.
 */
function unpunctuatedLesson(length: number): string {
  const words = ['cell', 'membrane', 'energy', 'protein', 'water', 'enzyme', 'light', 'carbon'];
  const out: string[] = [];
  let size = 0;
  for (let index = 0; size < length; index += 1) {
    const word = words[(index * 7 + (index >> 3)) % words.length]!;
    out.push(word);
    size += word.length + 1;
  }
  return out.join(' ').slice(0, length).trim();
}

describe.each(databaseKinds)('body limits on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('refuses a sheet nested 1 000 levels deep with a coded 400, and keeps a sensibly nested one', async () => {
    const lesson = await waitForLesson(app, user, (await createLesson(app, user)).id);
    const deep = await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, {
      sheet: nestedSheet(1_000),
    });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error).toEqual({
      code: 'PAYLOAD_TOO_DEEP',
      message: 'What you sent is nested too deeply: 100 levels at most',
      params: { max: 100 },
    });
    const nested = await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, {
      sheet: nestedSheet(12),
    });
    expect(nested.statusCode).toBe(200);
    expect((nested.json() as LessonDetail).sheet).toEqual(nestedSheet(12));
  });

  it('refuses a deeply nested body on any route, the auth mount included', async () => {
    let payload: Record<string, unknown> = { email: 'x@example.test' };
    for (let level = 0; level < 1_000; level += 1) payload = { nested: payload };
    const response = await authPost(app, 'sign-in/email', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_DEEP');
  });

  it('prepares a valid 199 000-character pasted lesson, and its sheet saves back as it is', async () => {
    const text = unpunctuatedLesson(199_000);
    expect(text.length).toBeGreaterThan(198_990);
    const lesson = await waitForLesson(
      app,
      user,
      (await createLesson(app, user, { text })).id,
      120_000,
    );
    expect({ status: lesson.status, errorCode: lesson.errorCode }).toEqual({
      status: 'ready',
      errorCode: null,
    });
    const longest = Math.max(
      ...JSON.stringify(lesson.sheet)
        .split(/"text":"/)
        .slice(1)
        .map((part) => part.indexOf('"')),
    );
    expect(longest).toBeGreaterThan(20_000);
    const saved = await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, {
      sheet: lesson.sheet,
    });
    expect(saved.statusCode).toBe(200);
  });
});
