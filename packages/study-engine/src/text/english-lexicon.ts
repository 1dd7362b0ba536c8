import { createRequire } from 'node:module';

let lexicon: Record<string, string[] | undefined> | undefined;

/** Part-of-speech tags of an English word, most likely first, from Brill's lexicon (`pos`). */
export function englishTags(word: string): string[] | undefined {
  lexicon ??= createRequire(import.meta.url)('pos/lexicon.js') as Record<
    string,
    string[] | undefined
  >;
  const tags = lexicon[word];
  if (Array.isArray(tags)) return tags;
  // The lexicon spells as in America: a British spelling it lacks ("neutralises", "organising",
  // "colour", "fibre", "haemoglobin", "downwards") reads as the American one.
  for (const [british, american] of britishSpellings) {
    if (!british.test(word)) continue;
    const found = lexicon[word.replace(british, american)];
    if (Array.isArray(found)) return found;
  }
  // "classifies", "emulsifies", "oxidises": a third person the lexicon lacks, of a verb it holds
  // or of a verb by its ending.
  const bases = word.endsWith('ies')
    ? [`${word.slice(0, -3)}y`]
    : word.endsWith('es')
      ? [word.slice(0, -1), word.slice(0, -2)]
      : [];
  for (const base of bases) {
    if (base.length < 4) continue;
    const tags = lexicon[base] ?? lexicon[base.replace(/is(e)$/, 'iz$1')];
    if (Array.isArray(tags) && tags[0] === 'VB') return ['VBZ'];
  }
  if (/.{3}(?:ifies|izes|ises)$/.test(word)) return ['VBZ', 'NNS'];
  return undefined;
}

/** British endings and spellings, and the American ones the lexicon holds. */
const britishSpellings: ReadonlyArray<readonly [RegExp, string]> = [
  [/is(e|es|ed|ing|ation|ations|er|ers)$/, 'iz$1'],
  [/ys(e|es|ed|ing)$/, 'yz$1'],
  [/our(s|ed|ing|ful|ite|ites)?$/, 'or$1'],
  [/tre(s)?$/, 'ter$1'],
  [/bre(s)?$/, 'ber$1'],
  [/^(h)?ae/, '$1e'],
  [/^oe/, 'e'],
  [/wards$/, 'ward'],
];

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
