import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
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

/**
 * The models to read a script that OSD reported. Latin, when the lesson's language is not known:
 * the French model alone, which reads English too (ADR 314). Its network is a quarter of the
 * English one's size: on the real pages of the OCR bench it reads in 0.6 of the time of
 * English + French (where tesseract reads again with the second model every line the first is
 * unsure of) at the same mean error, French pages as well, English ones a little worse
 * (0.043 against 0.039), still at half of native tesseract's.
 */
export const scriptModels: Record<string, string> = {
  Latin: 'fra',
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
 * each package keeps its model in its own folder. Nothing is downloaded or copied; the folder is
 * named after this installation, so processes of the same checkout share it.
 */
export function tessdataFolder(): string {
  if (folder !== undefined) return folder;
  const packages = path.dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  const key = createHash('sha256').update(packages).digest('hex').slice(0, 12);
  const created = path.join(os.tmpdir(), `study-tessdata-${key}`);
  mkdirSync(created, { recursive: true });
  const models = [...Object.values(tesseractCodes).map((code) => [code, '4.0.0_best_int'])];
  models.push(['osd', '4.0.0']);
  for (const [code, variant] of models) {
    const packageJson = require.resolve(`@tesseract.js-data/${code}/package.json`);
    const model = path.join(path.dirname(packageJson), `${variant}`, `${code}.traineddata.gz`);
    const link = path.join(created, `${code}.traineddata.gz`);
    if (existsSync(link) && realpathSync(link) === model) continue;
    rmSync(link, { force: true });
    try {
      symlinkSync(model, link);
    } catch (error) {
      // Another process of the same checkout made the same link at the same moment.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  folder = created;
  return created;
}
