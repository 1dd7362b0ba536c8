import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLessonPdf } from '@study/documents/test-support/create-pdf.ts';
import { renderTextImage } from '@study/documents/test-support/create-image.ts';
import { englishLesson } from '@study/documents/test-support/lesson-texts.ts';
import { lessonFiles, lessons, usageCounters } from '../src/db/schema.ts';
import { authPost, createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  createLesson,
  postLesson,
  userRequest,
  waitForLesson,
  type UploadFile,
} from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

const megabyte = 1024 * 1024;

/** Bytes that start like a PDF and are not one. */
function brokenPdf(): Uint8Array {
  const bytes = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
  bytes.set(new TextEncoder().encode('%PDF-1.7\n'), 0);
  return bytes;
}

describe.each(databaseKinds)('lesson uploads on %s', (kind) => {
  let app: FastifyInstance;
  let user: TestUser;
  let photo: Uint8Array;
  beforeAll(async () => {
    app = await createTestApp(kind);
    user = await createUser(app);
    const rendered = await renderTextImage([
      'Volcanoes',
      'A volcano is an opening in the crust of the Earth through which magma, gases and ash escape. Magma is molten rock stored in a chamber below the volcano.',
      'An eruption is explosive when the magma is rich in silica and gas. Lava is magma that reaches the surface and flows down the slopes.',
    ]);
    photo = new Uint8Array(rendered.png);
  });
  afterAll(async () => {
    await app.close();
  });

  async function expectNothingKept(): Promise<void> {
    const db = app.database.db;
    expect(await db.select().from(lessons).where(eq(lessons.userId, user.id))).toEqual([]);
    expect(await db.select().from(lessonFiles).where(eq(lessonFiles.userId, user.id))).toEqual([]);
    const counters = await db
      .select({ used: usageCounters.used })
      .from(usageCounters)
      .where(eq(usageCounters.userId, user.id));
    expect(counters.every((counter) => counter.used === 0)).toBe(true);
  }

  describe('refused before anything is spent or stored', () => {
    it.each<[string, () => UploadFile[], 'document' | 'photos', number, string]>([
      ['no file', () => [], 'document', 400, 'NO_FILE'],
      [
        'a file over 15 MB',
        () => [{ name: 'big.pdf', bytes: new Uint8Array(15.5 * megabyte).fill(0x25) }],
        'document',
        413,
        'UPLOAD_TOO_LARGE',
      ],
      [
        'a file far over the limit',
        () => [{ name: 'huge.txt', bytes: new Uint8Array(24 * megabyte).fill(0x61) }],
        'document',
        413,
        'UPLOAD_TOO_LARGE',
      ],
      [
        'photos over 15 MB together',
        () =>
          Array.from({ length: 4 }, (_, i) => ({
            name: `p${i}.txt`,
            bytes: new Uint8Array(4 * megabyte).fill(0x61),
          })),
        'photos',
        413,
        'UPLOAD_TOO_LARGE',
      ],
      [
        '11 photos',
        () => Array.from({ length: 11 }, (_, i) => ({ name: `page-${i}.png`, bytes: photo })),
        'photos',
        400,
        'TOO_MANY_FILES',
      ],
      [
        '14 photos',
        () => Array.from({ length: 14 }, (_, i) => ({ name: `page-${i}.png`, bytes: photo })),
        'photos',
        400,
        'TOO_MANY_FILES',
      ],
      [
        'two documents',
        () => [
          { name: 'a.txt', bytes: new TextEncoder().encode('first document '.repeat(20)) },
          { name: 'b.txt', bytes: new TextEncoder().encode('second document '.repeat(20)) },
        ],
        'document',
        400,
        'TOO_MANY_FILES',
      ],
      [
        'an executable',
        () => [{ name: 'lesson.exe', bytes: new Uint8Array([0x4d, 0x5a, 0x90, 0x00]) }],
        'document',
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
      [
        'a picture named .pdf',
        () => [{ name: 'lesson.pdf', bytes: photo }],
        'document',
        415,
        'FILE_TYPE_MISMATCH',
      ],
      [
        'a photo on the Document tab',
        () => [{ name: 'page.png', bytes: photo }],
        'document',
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
      [
        'a PDF on the Photos tab',
        () => [{ name: 'page.pdf', bytes: brokenPdf() }],
        'photos',
        415,
        'UNSUPPORTED_FILE_TYPE',
      ],
    ])('%s', async (_name, files, source, status, code) => {
      const response = await postLesson(app, user, { source, files: files() });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
      await expectNothingKept();
    });

    it('answers in the interface language with the limits in the message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/lessons',
        payload: (() => {
          const form = new FormData();
          form.append('source', 'photos');
          for (let i = 0; i < 11; i += 1)
            form.append('files', new Blob([photo as Uint8Array<ArrayBuffer>]), `p${i}.png`);
          return form;
        })(),
        headers: { origin: app.config.publicUrl, cookie: user.cookie, 'accept-language': 'fr' },
      });
      expect(response.json().error).toMatchObject({
        code: 'TOO_MANY_FILES',
        message: 'Trop de fichiers : ajoutez un seul document, ou jusqu’à 10 photos',
      });
    });
  });

  describe('accepted uploads', () => {
    it('a real PDF ends ready, titled, in its language, with its pages counted', async () => {
      const pdf = await createLessonPdf(englishLesson);
      const created = await createLesson(app, user, {
        files: [{ name: 'history_notes.pdf', bytes: pdf, type: 'application/pdf' }],
      });
      expect(created).toMatchObject({
        status: 'processing',
        title: 'history notes',
        source: 'document',
      });
      const ready = await waitForLesson(app, user, created.id);
      expect(ready).toMatchObject({
        status: 'ready',
        title: 'The Industrial Revolution',
        language: 'en',
        emoji: '🏛️',
      });
      expect(ready.pageCount).toBeGreaterThanOrEqual(1);
      expect(ready.text).toContain('spinning jenny');
      expect(ready.files).toEqual([
        {
          id: expect.any(String),
          name: 'history_notes.pdf',
          kind: 'pdf',
          sizeBytes: pdf.byteLength,
        },
      ]);
      expect(ready.flashcards.length).toBeGreaterThan(0);
      const download = await userRequest(
        app,
        user,
        'GET',
        `/api/lessons/${ready.id}/files/${ready.files[0]!.id}`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(Buffer.compare(download.rawPayload, Buffer.from(pdf))).toBe(0);
    });

    it('a photo ends ready with the text read from it', async () => {
      const created = await createLesson(app, user, {
        source: 'photos',
        files: [{ name: 'IMG_0042.png', bytes: photo, type: 'image/png' }],
      });
      const ready = await waitForLesson(app, user, created.id);
      expect(ready.status).toBe('ready');
      expect(ready.pageCount).toBe(1);
      expect(ready.text.toLowerCase()).toContain('magma');
      expect(ready.title).toBe('Volcanoes');
      expect(ready.emoji).toBe('🌋');
      expect(ready.flashcards.length).toBeGreaterThan(0);
    });

    it('a corrupt PDF fails with FILE_CORRUPT and the generation comes back', async () => {
      const before = await userRequest(app, user, 'GET', '/api/usage');
      const created = await createLesson(app, user, {
        files: [{ name: 'broken.pdf', bytes: brokenPdf() }],
      });
      const failed = await waitForLesson(app, user, created.id);
      expect(failed).toMatchObject({ status: 'failed', errorCode: 'FILE_CORRUPT', sheet: null });
      expect(failed.flashcards).toEqual([]);
      const after = await userRequest(app, user, 'GET', '/api/usage');
      expect(after.json().generation.used).toBe(before.json().generation.used);
    });
  });

  describe('deleting what was uploaded', () => {
    async function lessonWithFiles(owner: TestUser) {
      const created = await createLesson(app, owner, {
        source: 'photos',
        files: [
          { name: 'one.png', bytes: photo },
          { name: 'two.png', bytes: photo },
        ],
      });
      const rows = await app.database.db
        .select()
        .from(lessonFiles)
        .where(eq(lessonFiles.lessonId, created.id));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect((await app.storage.get(row.storageKey)).byteLength).toBe(photo.byteLength);
      }
      return {
        lesson: await waitForLesson(app, owner, created.id),
        keys: rows.map((r) => r.storageKey),
      };
    }

    async function expectGone(keys: string[]): Promise<void> {
      for (const key of keys) {
        await expect(app.storage.get(key)).rejects.toMatchObject({ code: 'LESSON_FILE_NOT_FOUND' });
      }
    }

    it('deleting a lesson removes its file rows and stored originals', async () => {
      const owner = await createUser(app);
      const { lesson, keys } = await lessonWithFiles(owner);
      const response = await userRequest(app, owner, 'DELETE', `/api/lessons/${lesson.id}`);
      expect(response.statusCode).toBe(204);
      const rows = await app.database.db
        .select()
        .from(lessonFiles)
        .where(eq(lessonFiles.lessonId, lesson.id));
      expect(rows).toEqual([]);
      await expectGone(keys);
    });

    it('deleting the account removes every lesson and every original of the user', async () => {
      const owner = await createUser(app);
      const { keys } = await lessonWithFiles(owner);
      const deleted = await authPost(
        app,
        'delete-user',
        { password: owner.password, confirmation: 'DELETE' },
        { cookie: owner.cookie },
      );
      expect(deleted.statusCode).toBe(200);
      const rows = await app.database.db.select().from(lessons).where(eq(lessons.userId, owner.id));
      expect(rows).toEqual([]);
      await expectGone(keys);
    });
  });
});
