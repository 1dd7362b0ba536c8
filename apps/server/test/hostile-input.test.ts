import { createRequire } from 'node:module';
import { lessonTitleMaxChars, type LessonDetail, type SheetDocument } from '@study/shared';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEncryptedPdf, createLessonPdf } from '@study/documents/test-support/create-pdf.ts';
import {
  createEntityBombDocx,
  createLyingZipBombDocx,
  createPlainZip,
  createZipBombDocx,
} from '@study/documents/test-support/create-docx.ts';
import { englishLesson } from '@study/documents/test-support/lesson-texts.ts';
import { createUser, uniqueIp, type TestUser } from './auth-helpers.ts';
import { getConversation, sendMessage, startConversation } from './chat-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  type FullLesson,
  createLesson,
  getLesson,
  heartLesson,
  postLesson,
  userRequest,
  waitForLesson,
  type UploadFile,
} from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

/**
 * The script-injection strings of the Big List of Naughty Strings (a public corpus built on the
 * OWASP filter-evasion cheat sheet): every entry that carries markup, a handler or a script URL.
 */
const xssPayloads = (createRequire(import.meta.url)('big-list-of-naughty-strings') as string[])
  .filter((entry) => /<|javascript:|vbscript:|\bon\w+\s*=/i.test(entry))
  .filter((entry) => entry.trim().length > 0);

/** Payloads joined into as few strings of at most `max` characters as they fit in. */
function batches(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const payload of xssPayloads) {
    if (current && current.length + payload.length + 1 > max) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${payload}` : payload;
  }
  if (current) out.push(current);
  return out;
}

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  let lesson: FullLesson;
  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
    lesson = await waitForLesson(app, user, (await createLesson(app, user)).id);
  });
  afterAll(async () => {
    await app.close();
  });

  it('uses a corpus of well over a hundred script-injection strings', () => {
    expect(xssPayloads.length).toBeGreaterThan(150);
    expect(xssPayloads).toContain('<script>alert(123)</script>');
  });

  it('keeps every payload as a lesson title verbatim, as JSON text, never as markup', async () => {
    const titles = xssPayloads
      .map((payload) => payload.trim())
      .filter((payload) => payload.length >= 3 && payload.length <= lessonTitleMaxChars);
    for (const title of titles) {
      const response = await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, {
        title,
      });
      expect(response.statusCode, title).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect((response.json() as LessonDetail).title).toBe(title);
    }
    const list = await userRequest(app, user, 'GET', '/api/lessons');
    expect(list.headers['content-type']).toMatch(/^application\/json/);
    expect(list.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores payloads in a sheet only as text; markup, links and attributes are refused', async () => {
    const sheet: SheetDocument = {
      type: 'doc',
      content: xssPayloads.map((text) => ({
        type: 'paragraph',
        content: [{ type: 'text', text }],
      })),
    };
    const saved = await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, { sheet });
    expect(saved.statusCode).toBe(200);
    expect((await getLesson(app, user, lesson.id)).sheet).toEqual(sheet);

    const hostileSheets: unknown[] = [
      { type: 'doc', content: [{ type: 'html', content: '<script>alert(1)</script>' }] },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'click',
                marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
              },
            ],
          },
        ],
      },
      { type: 'doc', content: [{ type: 'paragraph', attrs: { onclick: 'alert(1)' } }] },
      {
        type: 'doc',
        content: [
          {
            type: 'paragraph',
            content: [
              {
                type: 'text',
                text: 'x',
                marks: [{ type: 'highlight', attrs: { color: '"><img src=x onerror=alert(1)>' } }],
              },
            ],
          },
        ],
      },
      { type: 'doc', content: [{ type: 'image', attrs: { src: 'javascript:alert(1)' } }] },
    ];
    for (const hostile of hostileSheets) {
      const response = await userRequest(app, user, 'PATCH', `/api/lessons/${lesson.id}`, {
        sheet: hostile,
      });
      expect(response.statusCode, JSON.stringify(hostile)).toBe(400);
      expect(response.json().error.code).toBe('SHEET_INVALID');
    }
    expect((await getLesson(app, user, lesson.id)).sheet).toEqual(sheet);
  });

  it('keeps payloads in coach questions verbatim and streams the answer as plain events', async () => {
    const conversation = await startConversation(app, user, lesson.id);
    const questions = batches(4000);
    for (const question of questions) {
      const response = await sendMessage(app, user, conversation.id, question);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    }
    const stored = await getConversation(app, user, conversation.id);
    const asked = stored.messages.filter((message) => message.role === 'user');
    expect(asked.map((message) => message.content)).toEqual(questions);
  });

  it('keeps payloads in feedback verbatim, and exports them as JSON text', async () => {
    const comments = batches(2000);
    for (const comment of comments) {
      const response = await userRequest(app, user, 'POST', '/api/feedback', {
        mood: 'neutral',
        comment,
      });
      expect(response.statusCode).toBe(201);
    }
    const exported = await app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: { cookie: user.cookie },
    });
    expect(exported.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(exported.rawPayload));
    const feedback = JSON.parse(strFromU8(zip['data/feedback.json']!)) as { comment: string }[];
    expect(feedback.map((entry) => entry.comment)).toEqual(comments);
  });
});

describe.each(databaseKinds)('hostile files through the upload route on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
  });
  afterAll(async () => {
    await app.close();
  });

  /** Posts the file; a refusal comes either at once or as the prepared lesson's error. */
  async function outcome(file: UploadFile): Promise<string> {
    const response = await postLesson(app, user, { source: 'document', files: [file] });
    if (response.statusCode !== 202) return response.json().error.code as string;
    const lesson = await waitForLesson(app, user, response.json().id as string);
    return lesson.status === 'failed' ? (lesson.errorCode ?? 'FAILED') : lesson.status;
  }

  it.each<[string, () => Promise<UploadFile> | UploadFile, string]>([
    [
      'a zip bomb named .docx',
      () => ({ name: 'bombe.docx', bytes: createZipBombDocx(englishLesson, 20) }),
      'FILE_UNSAFE',
    ],
    [
      'a zip bomb lying about its sizes',
      () => ({ name: 'menteur.docx', bytes: createLyingZipBombDocx(englishLesson, 20) }),
      'FILE_UNSAFE',
    ],
    [
      'an XML entity bomb',
      () => ({ name: 'rires.docx', bytes: createEntityBombDocx(englishLesson) }),
      'FILE_CORRUPT',
    ],
    [
      'a password-protected PDF',
      async () => ({ name: 'secret.pdf', bytes: await createEncryptedPdf() }),
      'PDF_ENCRYPTED',
    ],
    [
      'a truncated PDF',
      async () => {
        const bytes = await createLessonPdf(englishLesson);
        return { name: 'coupé.pdf', bytes: bytes.slice(0, bytes.length / 2) };
      },
      'FILE_CORRUPT',
    ],
    [
      'a PDF renamed .docx',
      async () => ({ name: 'renommé.docx', bytes: await createLessonPdf(englishLesson) }),
      'FILE_TYPE_MISMATCH',
    ],
    [
      'a plain ZIP named .docx',
      () => ({ name: 'a.docx', bytes: createPlainZip() }),
      'FILE_TYPE_MISMATCH',
    ],
    [
      'an HTML page named .txt',
      () => ({
        name: 'cours.txt',
        bytes: new TextEncoder().encode(
          `<script>alert(document.cookie)</script><img src=x onerror=alert(1)>\n${heartLesson}`,
        ),
      }),
      'ready',
    ],
  ])('%s: %s', async (_name, make, expected) => {
    expect(await outcome(await make())).toBe(expected);
  });

  it('serves an uploaded original back as a download, never as a page, under a safe name', async () => {
    const name = '../../<img src=x onerror=alert(1)>\u202Etxt.exe.txt';
    const created = await createLesson(app, user, {
      source: 'document',
      files: [{ name, bytes: new TextEncoder().encode(heartLesson) }],
    });
    const lesson = await waitForLesson(app, user, created.id);
    const file = lesson.files[0]!;
    const response = await userRequest(
      app,
      user,
      'GET',
      `/api/lessons/${lesson.id}/files/${file.id}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['content-disposition']).not.toMatch(/\u202E|%E2%80%AE|\.\.\//);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('still prepares an honest lesson after all of that, with the server up', async () => {
    const bytes = await createLessonPdf(englishLesson);
    expect(await outcome({ name: 'cours.pdf', bytes })).toBe('ready');
    const health = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: uniqueIp(),
    });
    expect(health.statusCode).toBe(200);
  });
});
