import type { LessonLanguage } from '@study/shared';

/** Determiners that open the item of a list of noun phrases, per language (grammar words). */
const itemOpeners: Partial<Record<LessonLanguage, string>> = {
  en: String.raw`(?:a|an|the|some|its|their|his|her)\s+`,
  fr: String.raw`(?:(?:le|la|les|un|une|des|du|son|sa|ses|leur|leurs)\s+|l['’]\s*)`,
};

/** Definite determiners: "le grec et l'hébreu", "the lungs and the liver" name known things. */
const definiteOpeners: Partial<Record<LessonLanguage, string>> = {
  en: String.raw`the\s+`,
  fr: String.raw`(?:(?:le|la|les)\s+|l['’]\s*)`,
};

const coordinators: Partial<Record<LessonLanguage, string>> = {
  en: 'and|or',
  fr: 'et|ou',
};

const patterns = new Map<LessonLanguage, RegExp[] | null>();

function patternsFor(language: LessonLanguage): RegExp[] | null {
  let found = patterns.get(language);
  if (found !== undefined) return found;
  const opener = itemOpeners[language];
  const definite = definiteOpeners[language];
  const and = coordinators[language];
  const word = String.raw`[\p{L}\p{N}'’-]+`;
  const lower = String.raw`\p{Ll}[\p{L}'’-]*`;
  // A short item: a determiner and one to four words.
  const item = opener ? `${opener}${word}(?:\\s+${word}){0,3}` : '';
  const end = String.raw`\s*(?:[.;:!?)]|$)`;
  found =
    opener && definite && and
      ? [
          // ", la boue, les rats": another item follows; ", les rats et les bombardements.": the
          // last two items close the clause.
          new RegExp(`^,\\s+${item}(?:,\\s+${opener}\\p{L}|\\s+(?:${and})\\s+${item}${end})`, 'iu'),
          // ", le grec et l'hébreu pour lire…", ", the lungs and the liver work…": two known
          // things joined, whatever the clause goes on to say.
          new RegExp(
            `^,\\s+${definite}${word}(?:\\s+${word}){0,2}\\s+(?:${and})\\s+${definite}\\p{L}`,
            'iu',
          ),
          // "un peintre, ingénieur et savant italien.": the article of the first item serves the
          // two bare ones after it, which close the clause.
          new RegExp(
            `^,\\s+${lower}(?:\\s+${lower})?\\s+(?:${and})\\s+${lower}(?:\\s+${lower}){0,2}${end}`,
            'u',
          ),
        ]
      : null;
  patterns.set(language, found);
  return found;
}

/**
 * Whether the text right after a noun phrase goes on with the next items of a list it belongs to
 * ("le froid, la boue, les rats et les bombardements", "the heart, the lungs and the liver")
 * rather than explaining it ("the Bastille, a royal fortress and prison that…").
 */
export function continuesEnumeration(after: string, language: LessonLanguage): boolean {
  return patternsFor(language)?.some((pattern) => pattern.test(after)) === true;
}

/**
 * Text that ends where "à" joins a noun to the noun before it ("son ordonnée à l'origine",
 * "machine à vapeur"): the two make one name, which an explanation after the second is about.
 */
export const joinedByA = /\p{L}\s+(?:à|au|aux)(?:\s+la\s+|\s+l['’]\s*|\s+)$/iu;

/**
 * What notes write after "=" for "is" ("Mitosis = division of…", "DDHC = Déclaration des droits…"):
 * words in lower case, or a capital and two words more, with no operator to the end (not "CO = HR ×
 * SV", "magnification = image size / real size"). A lookahead, for the text right after "= ".
 */
export const notesEqualsWords = String.raw`(?=(?:\p{Ll}{2}|\p{Lu}\p{Ll}+(?:\s+\p{L}+){2})[^+×·*/÷−=]*$)`;
