import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface CorpusLesson {
  corpus: string;
  id: string;
  title: string;
  text: string;
  terms: string[];
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
        terms: Array<{ term: string }>;
      };
      lessons.push({
        corpus: corpus.name,
        id,
        title: parsed.title,
        text: readFileSync(path.join(folder, file), 'utf8'),
        terms: parsed.terms.map((t) => t.term),
      });
    }
  }
  return lessons;
}
