import type { LanguagePack } from './language-pack.ts';
import { foldText } from './normalize.ts';

/** The first words of a noun phrase: a person's noun comes within them ("a Greek mathematician"). */
const headWords = 5;

/**
 * Whether a term written `surface`, which the lesson defines as `definition`, is a person: a name
 * (capitalised, as a name is even where it only opens sentences) with a noun of people at the
 * head of its definition ("a Greek mathematician who lived…", "le dernier roi de France"), or a
 * noun phrase the language's relative of people follows ("a … who"). "An assembly of the
 * representatives…" is none.
 */
export function definesPerson(surface: string, definition: string, pack: LanguagePack): boolean {
  const { people, relations, relatives } = pack;
  if (!people || !/^\p{Lu}/u.test(surface)) return false;
  const head: string[] = [];
  for (const word of foldText(definition).split(/[^\p{L}-]+/u)) {
    if (word === '') continue;
    if (relatives.has(word) || relations?.prepositions.has(word) || head.length >= headWords) {
      return head.some((w) => people.nouns.has(w)) || (head.length > 1 && word === people.relative);
    }
    head.push(word);
  }
  return head.some((w) => people.nouns.has(w));
}
