import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LessonLanguage } from '@study/shared';
import { detectLessonLanguage } from '@study/shared/language-detection';

export interface CorpusLesson {
  corpus: string;
  id: string;
  title: string;
  text: string;
  /** The language the app detects for this text (as it does when a lesson is added). */
  language: LessonLanguage;
  terms: string[];
  /** The authors' definition of each term, same order as `terms`. */
  definitions: string[];
  /** A lesson of the package's own held-out set (`eval-lessons/`): never fitted on. */
  heldOut?: boolean;
}

/** The repository root: the nearest folder above `from` whose package.json declares workspaces. */
export function findRepoRoot(from: string = import.meta.dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) {
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No workspace root above ${from}`);
    dir = parent;
  }
}

/** The corpus folder, `../shared/corpus` from the repository root. */
export function corpusDir(): string {
  return path.resolve(findRepoRoot(), '..', 'shared', 'corpus');
}

/** The held-out lessons of other subjects, `eval-lessons/` in this package. */
export function heldOutDir(): string {
  return path.resolve(import.meta.dirname, '..', '..', 'eval-lessons');
}

/** The held-out lessons, one corpus per folder, marked so that nothing is fitted on them. */
export function loadHeldOutLessons(dir: string = heldOutDir()): CorpusLesson[] {
  return loadCorpus(dir).map((lesson) => ({ ...lesson, heldOut: true }));
}

/** Every lesson of every corpus, with the glossary terms its authors chose. */
export function loadCorpus(dir: string = corpusDir()): CorpusLesson[] {
  const lessons: CorpusLesson[] = [];
  for (const corpus of readdirSync(dir, { withFileTypes: true })) {
    if (!corpus.isDirectory()) continue;
    const folder = path.join(dir, corpus.name);
    for (const file of readdirSync(folder).sort()) {
      if (!file.endsWith('.md')) continue;
      const id = file.slice(0, -3);
      const glossary = path.join(folder, `${id}.terms.json`);
      if (!existsSync(glossary)) continue;
      const parsed = JSON.parse(readFileSync(glossary, 'utf8')) as {
        title: string;
        terms: Array<{ term: string; definition?: string }>;
      };
      const text = readFileSync(path.join(folder, file), 'utf8');
      lessons.push({
        corpus: corpus.name,
        id,
        title: parsed.title,
        text,
        language: detectLessonLanguage(text).language,
        terms: parsed.terms.map((t) => t.term),
        definitions: parsed.terms.map((t) => t.definition ?? ''),
      });
    }
  }
  return lessons;
}
