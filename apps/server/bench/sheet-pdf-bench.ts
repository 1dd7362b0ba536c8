/**
 * `node --import tsx apps/server/bench/sheet-pdf-bench.ts`: how long a sheet takes to become a PDF.
 * Sheets come from the builtin engine through the real API (a French lesson and three corpus
 * lessons); each is rendered once cold (fonts read and parsed) then 8 times warm. Prints wall and
 * CPU time and the PDF's size; asserts nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SheetDocument } from '@study/shared';
import { frenchLesson, lessonMarkdown } from '@study/documents/test-support/lesson-texts.ts';
import { renderSheetPdf } from '@study/exports';
import { serverRoot } from '../src/paths.ts';
import { createUser } from '../test/auth-helpers.ts';
import { createTestApp } from '../test/create-test-app.ts';
import { createLesson, waitForLesson } from '../test/lesson-helpers.ts';

const warmRounds = 8;
const corpus = path.join(serverRoot, '../../../shared/corpus/openstax-anatomy-physiology');
const corpusIds = ['m46342', 'm46032', 'm46577'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

const app = await createTestApp('pglite');
const user = await createUser(app);
const inputs = [
  { name: 'fr: ' + frenchLesson.title, text: lessonMarkdown(frenchLesson) },
  ...corpusIds.map((id) => ({
    name: `en: corpus ${id}`,
    text: readFileSync(path.join(corpus, `${id}.md`), 'utf8'),
  })),
];
const sheets: { name: string; title: string; language: 'fr' | 'en'; sheet: SheetDocument }[] = [];
for (const input of inputs) {
  const lesson = await waitForLesson(app, user, (await createLesson(app, user, input)).id);
  if (!lesson.sheet) throw new Error(`${input.name}: no sheet (${lesson.errorCode})`);
  sheets.push({
    name: input.name,
    title: lesson.title,
    language: lesson.language === 'fr' ? 'fr' : 'en',
    sheet: lesson.sheet,
  });
}
await app.close();

console.log('| sheet | blocks | cold ms | warm wall ms (median) | warm CPU ms (median) | PDF KB |');
console.log('|---|---|---|---|---|---|');
for (const { name, title, language, sheet } of sheets) {
  const input = { title, language, sheet };
  const coldStart = performance.now();
  await renderSheetPdf(input);
  const cold = performance.now() - coldStart;
  const walls: number[] = [];
  const cpus: number[] = [];
  let bytes = 0;
  for (let round = 0; round < warmRounds; round += 1) {
    const cpuStart = process.cpuUsage();
    const wallStart = performance.now();
    bytes = (await renderSheetPdf(input)).byteLength;
    walls.push(performance.now() - wallStart);
    const cpu = process.cpuUsage(cpuStart);
    cpus.push((cpu.user + cpu.system) / 1000);
  }
  console.log(
    `| ${name} | ${sheet.content.length} | ${cold.toFixed(0)} | ${median(walls).toFixed(0)} | ${median(cpus).toFixed(0)} | ${(bytes / 1024).toFixed(0)} |`,
  );
}
