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
  return peopleNoun(surface, definition, pack) !== undefined;
}

/**
 * The noun of people at the head of a person's definition ("mathematician"), or the noun before
 * the relative of people that tells it ("workers who…"), with the word before it ("a", "textile");
 * undefined when it is no person.
 */
function peopleNoun(
  surface: string,
  definition: string,
  pack: LanguagePack,
): { noun: string; before: string } | undefined {
  const { people, relations, relatives } = pack;
  if (!people || !/^\p{Lu}/u.test(surface)) return undefined;
  const head: string[] = [];
  const found = (): { noun: string; before: string } | undefined => {
    const at = head.findIndex((w) => people.nouns.has(w) || people.nounEndings?.test(w) === true);
    return at < 0 ? undefined : { noun: head[at] as string, before: head[at - 1] ?? '' };
  };
  // "Léonard de Vinci est un peintre…": a French card keeps the sentence, which opens on the name
  // (whose "de" is no preposition of the definition).
  const folded = foldText(definition);
  const name = foldText(surface);
  const read = folded.startsWith(`${name} `) ? folded.slice(name.length) : folded;
  for (const word of read.split(/[^\p{L}-]+/u)) {
    if (word === '') continue;
    if (relatives.has(word) || relations?.prepositions.has(word) || head.length >= headWords) {
      // "textile workers who…": the noun before the relative of people.
      const last = head.length > 1 && word === people.relative ? head.length - 1 : -1;
      return (
        found() ??
        (last < 0 ? undefined : { noun: head[last] as string, before: head[last - 1] ?? '' })
      );
    }
    head.push(word);
  }
  return found();
}

/**
 * "Who was “Pythagoras”?", "Who were “Luddites”?" (a plural noun of people heads the definition:
 * "textile workers who broke machines…"), or undefined when the term is no person.
 */
export function whoQuestion(
  surface: string,
  definition: string,
  pack: LanguagePack,
): string | undefined {
  const found = peopleNoun(surface, definition, pack);
  if (found === undefined || !pack.people) return undefined;
  // "le fils de…", "un époux": an article of one person before the noun says it is one.
  const plural =
    !pack.people.singular.has(found.before) &&
    (/(?:[^s]s|x)$/u.test(found.noun) || pack.people.plurals.has(found.noun));
  return plural ? pack.people.whoMany : pack.people.who;
}
