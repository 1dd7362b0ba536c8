import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { LessonLanguage } from '@study/shared';

/** Tesseract models shipped as npm packages, by lesson language (none exists for Russian). */
export const tesseractCodes: Partial<Record<LessonLanguage, string>> = {
  en: 'eng',
  fr: 'fra',
  es: 'spa',
  de: 'deu',
  it: 'ita',
  pt: 'por',
  ar: 'ara',
  zh: 'chi_sim',
  ja: 'jpn',
  hi: 'hin',
};

/** The models to read a script that OSD reported; Latin covers the interface languages. */
export const scriptModels: Record<string, string> = {
  Latin: 'eng+fra',
  Arabic: 'ara',
  Han: 'chi_sim',
  Japanese: 'jpn',
  Katakana: 'jpn',
  Hiragana: 'jpn',
  Devanagari: 'hin',
};

const require = createRequire(import.meta.url);
let folder: string | undefined;

/**
 * A folder where every model sits under the name tesseract.js looks for (`eng.traineddata.gz`),
 * as links into the npm packages: tesseract.js takes one `langPath` for all languages, while
 * each package keeps its model in its own folder. Nothing is downloaded or copied.
 */
export function tessdataFolder(): string {
  if (folder !== undefined) return folder;
  const created = mkdtempSync(path.join(os.tmpdir(), 'study-tessdata-'));
  for (const [code, variant] of [
    ...Object.values(tesseractCodes).map((c) => [c, '4.0.0_best_int']),
    ['osd', '4.0.0'],
  ]) {
    const packageJson = require.resolve(`@tesseract.js-data/${code}/package.json`);
    const model = path.join(path.dirname(packageJson), variant as string, `${code}.traineddata.gz`);
    symlinkSync(model, path.join(created, `${code}.traineddata.gz`));
  }
  folder = created;
  return created;
}

/** Removes the links folder; the next OCR recreates it. */
export function removeTessdataFolder(): void {
  if (folder === undefined) return;
  rmSync(folder, { recursive: true, force: true });
  folder = undefined;
}
