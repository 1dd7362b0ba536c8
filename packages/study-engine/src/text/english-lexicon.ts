import { createRequire } from 'node:module';

let lexicon: Record<string, string[] | undefined> | undefined;

/** Part-of-speech tags of an English word, most likely first, from Brill's lexicon (`pos`). */
export function englishTags(word: string): string[] | undefined {
  lexicon ??= createRequire(import.meta.url)('pos/lexicon.js') as Record<
    string,
    string[] | undefined
  >;
  const tags = lexicon[word];
  return Array.isArray(tags) ? tags : undefined;
}

const verbFirst = /^(?:VB|VBP|VBZ|VBD|MD|RB|RBR|RBS|IN|DT|PRP|WDT|WRB|CC|TO)$/;

/** Whether an English word is, most of the time, not part of a noun phrase (a verb, an adverb). */
export function isMostlyNotNominal(word: string): boolean {
  const first = englishTags(word)?.[0];
  return first !== undefined && verbFirst.test(first);
}

/** Whether an English word can be a finite verb: present ("projects", "forms") or past ("spread"). */
export function canBeFiniteVerb(word: string): boolean {
  const tags = englishTags(word);
  return tags !== undefined && tags.some((t) => t === 'VBZ' || t === 'VBD' || t === 'VBP');
}
