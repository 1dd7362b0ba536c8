/**
 * `node --import tsx apps/server/bench/lessons-bench.ts`: the time a student waits from "Add" to a
 * ready lesson, through the real API on the embedded database (PGlite) with the in-process worker:
 * pasted text, a 10-page PDF and 3 phone photos. Prints a table, asserts nothing.
 */
import { PDFDocument } from 'pdf-lib';
import type { FastifyInstance } from 'fastify';
import { renderTextImage, toPhoneLikeJpeg } from '@study/documents/test-support/create-image.ts';
import { createLessonPdf } from '@study/documents/test-support/create-pdf.ts';
import {
  englishLesson,
  frenchLesson,
  lessonMarkdown,
  type Lesson,
} from '@study/documents/test-support/lesson-texts.ts';
import { createUser, type TestUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { getLesson, postLesson, type LessonInput } from '../test/lesson-helpers.ts';

const rounds = 3;
const pollMs = 10;

interface Case {
  name: string;
  input: LessonInput;
  bytes: number;
}

interface Timing {
  acceptedMs: number;
  readyMs: number;
  pages: number;
  cards: number;
}

function bookOf(lesson: Lesson, copies: number): Lesson {
  const sections = Array.from({ length: copies }, (_, copy) =>
    lesson.sections.map((section) => ({ ...section, heading: `${section.heading} ${copy + 1}` })),
  ).flat();
  return { title: lesson.title, sections };
}

/** A PDF of the lesson repeated until it has `pages` pages, cut to exactly that many. */
async function pdfOfPages(lesson: Lesson, pages: number): Promise<Uint8Array> {
  for (let copies = 1; ; copies += 1) {
    const bytes = await createLessonPdf(bookOf(lesson, copies), { header: 'Bench' });
    const document = await PDFDocument.load(bytes);
    if (document.getPageCount() < pages) continue;
    const cut = await PDFDocument.create();
    const kept = await cut.copyPages(
      document,
      Array.from({ length: pages }, (_, index) => index),
    );
    for (const page of kept) cut.addPage(page);
    return cut.save();
  }
}

async function photosOf(lesson: Lesson): Promise<Uint8Array[]> {
  return Promise.all(
    lesson.sections.map(async (section) => {
      const { png, width, height } = await renderTextImage([
        section.heading,
        ...section.paragraphs,
      ]);
      return new Uint8Array(await toPhoneLikeJpeg(png, width, height));
    }),
  );
}

async function timeLesson(
  app: FastifyInstance,
  user: TestUser,
  input: LessonInput,
): Promise<Timing> {
  const started = performance.now();
  const response = await postLesson(app, user, input);
  const acceptedMs = performance.now() - started;
  if (response.statusCode !== 202) throw new Error(`not accepted: ${response.body}`);
  const id = (response.json() as { id: string }).id;
  for (;;) {
    const lesson = await getLesson(app, user, id);
    if (lesson.status === 'failed') throw new Error(`lesson failed: ${lesson.errorCode}`);
    if (lesson.status === 'ready') {
      return {
        acceptedMs,
        readyMs: performance.now() - started,
        pages: lesson.pageCount,
        cards: lesson.flashcards.length,
      };
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const pdf = await pdfOfPages(englishLesson, 10);
const photos = await photosOf(frenchLesson);
const text = lessonMarkdown(bookOf(frenchLesson, 2));
const cases: Case[] = [
  { name: 'pasted text', input: { text }, bytes: Buffer.byteLength(text) },
  {
    name: '10-page PDF',
    input: { files: [{ name: 'book.pdf', bytes: pdf }] },
    bytes: pdf.byteLength,
  },
  {
    name: '3 photos',
    input: {
      source: 'photos',
      files: photos.map((bytes, index) => ({ name: `page-${index + 1}.jpg`, bytes })),
    },
    bytes: photos.reduce((sum, bytes) => sum + bytes.byteLength, 0),
  },
];

const app = await createTestApp('pglite', {
  env: { PLAN_FREE_GENERATIONS_PER_MONTH: '1000', LOG_LEVEL: 'silent' },
});
try {
  const user = await createUser(app);
  // Warm-up: worker threads, OCR models and the engine's lexicons load on first use.
  for (const each of cases) await timeLesson(app, user, each.input);
  const rows: string[] = [];
  for (const each of cases) {
    const timings: Timing[] = [];
    for (let round = 0; round < rounds; round += 1) {
      timings.push(await timeLesson(app, user, each.input));
    }
    const first = timings[0]!;
    rows.push(
      `| ${each.name} | ${(each.bytes / 1024).toFixed(0)} KiB | ${first.pages} | ${first.cards} | ${median(timings.map((t) => t.acceptedMs)).toFixed(0)} | ${median(timings.map((t) => t.readyMs)).toFixed(0)} | ${Math.max(...timings.map((t) => t.readyMs)).toFixed(0)} |`,
    );
  }
  console.log(
    `Add -> ready through the API, PGlite, in-process worker, median of ${rounds} warm runs (ms)\n`,
  );
  console.log('| Lesson | Upload | Pages | Cards | POST -> 202 | POST -> ready | slowest |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await app.close();
}
