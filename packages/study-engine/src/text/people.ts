import type { LanguagePack } from './language-pack.ts';
import { foldText } from './normalize.ts';

const nounSets = new WeakMap<LanguagePack, { nouns: Set<string>; prepositions: Set<string> }>();

/** The first words of a noun phrase: a person's noun comes within them ("a Greek mathematician"). */
const headWords = 5;

/**
 * Whether `definition`, what a lesson says a name is, makes the name a person: a noun of people
 * at the head of it ("a Greek mathematician who lived…", "le dernier roi de France"), or in
 * English a noun phrase that "who" follows. "An assembly of the representatives…" is none.
 */
export function definesPerson(definition: string, pack: LanguagePack): boolean {
  if (!pack.people) return false;
  let sets = nounSets.get(pack);
  if (!sets) {
    const split = (list: string) => new Set(list.split(/\s+/).filter(Boolean).map(foldText));
    sets = {
      nouns: split(pack.people.nouns),
      prepositions: split(pack.relations?.prepositions ?? ''),
    };
    nounSets.set(pack, sets);
  }
  const head: string[] = [];
  for (const word of foldText(definition).split(/[^\p{L}-]+/u)) {
    if (word === '') continue;
    if (pack.relatives.has(word) || sets.prepositions.has(word) || head.length >= headWords) break;
    head.push(word);
  }
  if (head.some((word) => sets.nouns.has(word))) return true;
  return /^(?:an?|the)\s+(?:[\p{L}'’-]+\s+){0,3}who\b/iu.test(definition.trim());
}
