import type { LessonLanguage } from '@study/shared';

/** Determiners that open the item of a list of noun phrases, per language (grammar words). */
const itemOpeners: Partial<Record<LessonLanguage, string>> = {
  en: String.raw`(?:a|an|the|some|its|their|his|her)\s+`,
  fr: String.raw`(?:(?:le|la|les|un|une|des|du|son|sa|ses|leur|leurs)\s+|l['’]\s*)`,
};

const coordinators: Partial<Record<LessonLanguage, string>> = {
  en: 'and|or',
  fr: 'et|ou',
};

const patterns = new Map<LessonLanguage, RegExp | null>();

function patternFor(language: LessonLanguage): RegExp | null {
  let pattern = patterns.get(language);
  if (pattern !== undefined) return pattern;
  const opener = itemOpeners[language];
  const and = coordinators[language];
  const word = String.raw`[\p{L}\p{N}'’-]+`;
  // A short item: a determiner and one to four words.
  const item = opener ? `${opener}${word}(?:\\s+${word}){0,3}` : '';
  pattern =
    opener && and
      ? new RegExp(
          // ", la boue, les rats": another item follows; ", les rats et les bombardements.": the
          // last two items close the clause.
          `^,\\s+${item}(?:,\\s+${opener}\\p{L}|\\s+(?:${and})\\s+${item}\\s*(?:[.;:!?)]|$))`,
          'iu',
        )
      : null;
  patterns.set(language, pattern);
  return pattern;
}

/**
 * Whether the text right after a noun phrase goes on with the next items of a list it belongs to
 * ("le froid, la boue, les rats et les bombardements", "the heart, the lungs and the liver")
 * rather than explaining it ("the Bastille, a royal fortress and prison that…").
 */
export function continuesEnumeration(after: string, language: LessonLanguage): boolean {
  return patternFor(language)?.test(after) === true;
}
