import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { flashcards, profiles, usageCounters } from '../src/db/schema.ts';
import { attachmentDisposition } from '../src/modules/lessons/content-disposition.ts';
import type * as Exports from '@study/exports';
import { flashcardsToCsv, type SheetPdfInput } from '@study/exports';
import { createUser, type TestUser } from './auth-helpers.ts';
import { createTestApp } from './create-test-app.ts';
import {
  type FullLesson,
  createLesson,
  holdGeneration,
  userRequest,
  waitForLesson,
} from './lesson-helpers.ts';
import { databaseKinds } from './test-database.ts';

// Lets a test make the next PDF rendering fail, to see the export given back.
const renderer = vi.hoisted(() => ({ failNext: false }));
vi.mock('@study/exports', async (importOriginal) => {
  const original = await importOriginal<typeof Exports>();
  class FailingOnDemand extends original.SheetPdfRenderer {
    override render(input: SheetPdfInput): Promise<Uint8Array> {
      if (renderer.failNext) {
        renderer.failNext = false;
        return Promise.reject(new Error('the renderer broke'));
      }
      return super.render(input);
    }
  }
  return { ...original, SheetPdfRenderer: FailingOnDemand };
});

const title = 'Le cœur « humain »';

function errorCode(response: LightMyRequestResponse): string {
  return (response.json() as { error: { code: string } }).error.code;
}

function exportPdf(app: FastifyInstance, user: TestUser, id: string) {
  return userRequest(app, user, 'POST', `/api/lessons/${id}/sheet.pdf`);
}

async function makePremium(app: FastifyInstance, user: TestUser): Promise<void> {
  await app.database.db
    .update(profiles)
    .set({ plan: 'premium' })
    .where(eq(profiles.userId, user.id));
}

async function pdfExportsUsed(app: FastifyInstance, user: TestUser): Promise<number> {
  const rows = await app.database.db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.metric, 'pdf_export')));
  return rows.reduce((sum, row) => sum + row.used, 0);
}

function orderedCards(lesson: FullLesson) {
  return [...lesson.flashcards]
    .sort((a, b) => a.position - b.position)
    .map(({ question, answer }) => ({ question, answer }));
}

describe.each(databaseKinds)('lesson exports on %s', (kind) => {
  let app: FastifyInstance;
  let owner: TestUser;
  let lesson: FullLesson;

  beforeAll(async () => {
    app = await createTestApp(kind, { env: { PLAN_PREMIUM_PDF_EXPORTS_PER_MONTH: '1' } });
    owner = await createUser(app);
    lesson = await waitForLesson(app, owner, (await createLesson(app, owner, { title })).id);
    expect(lesson.status).toBe('ready');
    expect(lesson.flashcards.length).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the owner the flashcards as CSV, named after the lesson', async () => {
    const response = await userRequest(
      app,
      owner,
      'GET',
      `/api/lessons/${lesson.id}/flashcards.csv`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(attachmentDisposition(`${title}.csv`));
    expect(response.body).toBe(flashcardsToCsv(orderedCards(lesson)));
    expect(response.body.startsWith('\uFEFFquestion,answer\r\n')).toBe(true);
  });

  it('gives the owner the flashcards as an Anki package with one note per card', async () => {
    const response = await userRequest(
      app,
      owner,
      'GET',
      `/api/lessons/${lesson.id}/flashcards.apkg`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/apkg');
    expect(response.headers['content-disposition']).toBe(attachmentDisposition(`${title}.apkg`));
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const dir = await mkdtemp(path.join(tmpdir(), 'apkg-route-'));
    try {
      const file = path.join(dir, 'collection.anki2');
      await writeFile(file, files['collection.anki2'] ?? new Uint8Array());
      const db = new DatabaseSync(file, { readOnly: true });
      const notes = db.prepare('select sfld from notes order by id').all();
      const decks = JSON.parse(String(db.prepare('select decks from col').get()?.decks)) as Record<
        string,
        { name: string }
      >;
      db.close();
      expect(notes.map((note) => note.sfld)).toEqual(
        orderedCards(lesson).map((card) => card.question),
      );
      expect(Object.values(decks).map((deck) => deck.name)).toContain(title);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers FLASHCARDS_EMPTY when the lesson has no cards to export', async () => {
    const user = await createUser(app);
    const bare = await waitForLesson(app, user, (await createLesson(app, user)).id);
    await app.database.db.delete(flashcards).where(eq(flashcards.lessonId, bare.id));
    for (const format of ['csv', 'apkg']) {
      const response = await userRequest(
        app,
        user,
        'GET',
        `/api/lessons/${bare.id}/flashcards.${format}`,
      );
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('FLASHCARDS_EMPTY');
    }
  });

  it('refuses the PDF to a Free user with the Premium message, spending nothing', async () => {
    const response = await exportPdf(app, owner, lesson.id);
    expect(response.statusCode).toBe(403);
    expect(errorCode(response)).toBe('PDF_EXPORT_PREMIUM_ONLY');
    expect(await pdfExportsUsed(app, owner)).toBe(0);
  });

  it('gives a Premium user the PDF, then refuses past the monthly limit', async () => {
    const user = await createUser(app);
    await makePremium(app, user);
    const own = await waitForLesson(app, user, (await createLesson(app, user, { title })).id);

    const first = await exportPdf(app, user, own.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-disposition']).toBe(attachmentDisposition(`${title}.pdf`));
    expect(first.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfExportsUsed(app, user)).toBe(1);

    const second = await exportPdf(app, user, own.id);
    expect(second.statusCode).toBe(403);
    expect(errorCode(second)).toBe('PDF_EXPORT_LIMIT_REACHED');
    expect(await pdfExportsUsed(app, user)).toBe(1);
  });

  it('gives the export back when rendering fails', async () => {
    const user = await createUser(app);
    await makePremium(app, user);
    const own = await waitForLesson(app, user, (await createLesson(app, user)).id);

    renderer.failNext = true;
    const failed = await exportPdf(app, user, own.id);
    expect(failed.statusCode).toBe(500);
    expect(await pdfExportsUsed(app, user)).toBe(0);

    // With a limit of one, this export passes only because the failed one was refunded.
    const retried = await exportPdf(app, user, own.id);
    expect(retried.statusCode).toBe(200);
    expect(await pdfExportsUsed(app, user)).toBe(1);
  });

  it('answers LESSON_NOT_READY while the sheet is being prepared, spending nothing', async () => {
    const user = await createUser(app);
    await makePremium(app, user);
    const hold = holdGeneration(app);
    const pending = await createLesson(app, user);
    try {
      const response = await exportPdf(app, user, pending.id);
      expect(response.statusCode).toBe(409);
      expect(errorCode(response)).toBe('LESSON_NOT_READY');
      expect(await pdfExportsUsed(app, user)).toBe(0);
    } finally {
      hold.release();
    }
    await waitForLesson(app, user, pending.id);
  });

  it('answers 404 to another user on every export, even a Premium one', async () => {
    const stranger = await createUser(app);
    await makePremium(app, stranger);
    const responses = await Promise.all([
      userRequest(app, stranger, 'GET', `/api/lessons/${lesson.id}/flashcards.csv`),
      userRequest(app, stranger, 'GET', `/api/lessons/${lesson.id}/flashcards.apkg`),
      exportPdf(app, stranger, lesson.id),
    ]);
    for (const response of responses) {
      expect(response.statusCode).toBe(404);
      expect(errorCode(response)).toBe('LESSON_NOT_FOUND');
    }
    expect(await pdfExportsUsed(app, stranger)).toBe(0);
  });

  it('asks for a session', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/lessons/${lesson.id}/flashcards.csv`,
    });
    expect(response.statusCode).toBe(401);
  });
});
