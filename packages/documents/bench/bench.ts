/**
 * `npm run bench -- documents`: born-digital PDF ms/page next to `pdftotext`, and OCR s/page and
 * character error rate next to the native `tesseract` command, on the same generated files in
 * the same run. Prints figures, asserts nothing; a native tool that is missing is skipped.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { close, extract } from '../src/index.ts';
import { renderTextImage, toPhoneLikeJpeg } from '../test-support/create-image.ts';
import { createLessonPdf } from '../test-support/create-pdf.ts';
import { englishLesson, frenchLesson, type Lesson } from '../test-support/lesson-texts.ts';
import { characterErrorRate } from '../test-support/text-distance.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'documents-bench-'));
const warmRounds = 5;

function hasCommand(command: string): boolean {
  return spawnSync(command, ['-v'], { stdio: 'ignore' }).error === undefined;
}

function timed<T>(run: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = run();
  return { value, ms: performance.now() - started };
}

async function timedAsync<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}

function format(value: number | undefined, digits = 1): string {
  return value === undefined ? 'n/a' : value.toFixed(digits);
}

function bookOf(lesson: Lesson, copies: number): Lesson {
  const sections = Array.from({ length: copies }, (_, copy) =>
    lesson.sections.map((section) => ({ ...section, heading: `${section.heading} ${copy + 1}` })),
  ).flat();
  return { title: lesson.title, sections };
}

async function benchPdf(): Promise<void> {
  const books = [bookOf(frenchLesson, 12), bookOf(englishLesson, 15), bookOf(frenchLesson, 6)];
  const files: { file: string; bytes: Uint8Array; pages: number }[] = [];
  for (const [index, book] of books.entries()) {
    const bytes = await createLessonPdf(book, { columns: index === 2 ? 2 : 1, header: 'Bench' });
    const file = path.join(folder, `book-${index}.pdf`);
    writeFileSync(file, bytes);
    files.push({ file, bytes, pages: (await PDFDocument.load(bytes)).getPageCount() });
  }
  const totalPages = files.reduce((sum, each) => sum + each.pages, 0);
  const first = files[0];
  if (!first) return;
  const cold = await timedAsync(() => extract([{ name: 'a.pdf', bytes: first.bytes }]));
  let warmMs = 0;
  for (let round = 0; round < warmRounds; round += 1) {
    for (const each of files) {
      warmMs += (await timedAsync(() => extract([{ name: 'a.pdf', bytes: each.bytes }]))).ms;
    }
  }
  const oursMsPerPage = warmMs / (warmRounds * totalPages);
  let nativeMsPerPage: number | undefined;
  if (hasCommand('pdftotext')) {
    let nativeMs = 0;
    for (let round = 0; round < warmRounds; round += 1) {
      for (const each of files) {
        nativeMs += timed(() => spawnSync('pdftotext', [each.file, '-'], { stdio: 'ignore' })).ms;
      }
    }
    nativeMsPerPage = nativeMs / (warmRounds * totalPages);
  }
  console.log(
    `\nBorn-digital PDF: ${files.length} files, ${totalPages} pages, ${warmRounds} warm rounds\n`,
  );
  console.log('| measure | @study/documents | pdftotext | ratio (ours / native) |');
  console.log('|---|---|---|---|');
  console.log(`| cold first file, ms/page | ${format(cold.ms / first.pages)} | | |`);
  console.log(
    `| warm, ms/page | ${format(oursMsPerPage)} | ${format(nativeMsPerPage)} | ${nativeMsPerPage ? format(oursMsPerPage / nativeMsPerPage) : 'n/a'} |`,
  );
  console.log(
    `| warm, pages/s | ${format(1000 / oursMsPerPage, 0)} | ${nativeMsPerPage ? format(1000 / nativeMsPerPage, 0) : 'n/a'} | |`,
  );
}

async function benchOcr(): Promise<void> {
  const pages = [
    { language: 'eng', paragraphs: englishLesson.sections[0]?.paragraphs ?? [] },
    { language: 'eng', paragraphs: englishLesson.sections[1]?.paragraphs ?? [] },
    { language: 'fra', paragraphs: frenchLesson.sections[0]?.paragraphs ?? [] },
    { language: 'fra', paragraphs: frenchLesson.sections[2]?.paragraphs ?? [] },
  ];
  const native = hasCommand('tesseract');
  const rows: string[] = [];
  let oursMs = 0;
  let nativeMs = 0;
  let oursCer = 0;
  let nativeCer = 0;
  // The first call starts the workers and loads the models; it is reported apart.
  const warmup = await renderTextImage(['Warm up.'], { width: 400 });
  const cold = await timedAsync(() => extract([{ name: 'w.png', bytes: warmup.png }]));
  let count = 0;
  for (const [index, page] of pages.entries()) {
    const expected = page.paragraphs.join('\n\n');
    const clean = await renderTextImage(page.paragraphs);
    const variants = [
      { label: 'clean PNG', bytes: clean.png, extension: 'png' },
      {
        label: 'phone-like JPEG',
        bytes: await toPhoneLikeJpeg(clean.png, clean.width, clean.height),
        extension: 'jpg',
      },
    ];
    for (const variant of variants) {
      const file = path.join(folder, `page-${index}.${variant.extension}`);
      writeFileSync(file, variant.bytes);
      const ours = await timedAsync(() =>
        extract([{ name: `p.${variant.extension}`, bytes: variant.bytes }]),
      );
      const cer = characterErrorRate(expected, ours.value.text);
      oursMs += ours.ms;
      oursCer += cer;
      count += 1;
      let nativeCell = 'n/a | n/a';
      if (native) {
        const run = timed(() =>
          spawnSync('tesseract', [file, 'stdout', '-l', 'eng+fra'], { encoding: 'utf8' }),
        );
        const nativeError = characterErrorRate(expected, run.value.stdout ?? '');
        nativeMs += run.ms;
        nativeCer += nativeError;
        nativeCell = `${format(run.ms / 1000, 2)} | ${format(nativeError * 100, 2)}%`;
      }
      rows.push(
        `| ${page.language} ${index + 1}, ${variant.label} (${clean.width}×${clean.height}) | ${format(ours.ms / 1000, 2)} | ${format(cer * 100, 2)}% | ${nativeCell} |`,
      );
    }
  }
  console.log(
    `\nOCR of renders of known text (DejaVu Sans 32 px), clean and phone-like, ${count} images\n`,
  );
  console.log('| page | ours s/page | ours CER | tesseract s/page | tesseract CER |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(
    `| mean | ${format(oursMs / count / 1000, 2)} | ${format((oursCer / count) * 100, 2)}% | ${native ? format(nativeMs / count / 1000, 2) : 'n/a'} | ${native ? `${format((nativeCer / count) * 100, 2)}%` : 'n/a'} |`,
  );
  console.log(`\nFirst OCR call (workers start, models load): ${format(cold.ms / 1000, 2)} s`);
  if (native) {
    console.log(
      `Ratios (ours / native): time ${format(oursMs / nativeMs, 2)}, CER ${nativeCer > 0 ? format(oursCer / nativeCer, 2) : 'n/a (native CER 0)'}`,
    );
  }
}

try {
  await benchPdf();
  await benchOcr();
} finally {
  await close();
  rmSync(folder, { recursive: true, force: true });
}
