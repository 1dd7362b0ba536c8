import type { LessonLanguage } from '@study/shared';
import { languagePacks } from './language-pack.ts';
import { foldText } from './normalize.ts';

/**
 * Another name, or a phrase saying where or how the term is, set between a term and its copula, as
 * a regular-expression source: "Voltage, also called potential difference, is…", "La tension,
 * notée U, est…", "X, or Y, is…", "Le nucléole, observable uniquement en MET, est…", "The heart,
 * located in the thorax, is…". Not another noun phrase of a list ("La bouche, l’estomac, …").
 */
export const otherNameBeside: Partial<Record<LessonLanguage, string>> = {
  en: String.raw`,\s*(?:(?:or|also called|also known as)\s+[^,;:.()]{1,40}|(?!(?:the|an?|and|or|but|this|these|those|its|their|it|they)\s)\p{L}[^,;:.()]{2,50}),`,
  fr: String.raw`,\s*(?:(?:ou|aussi appel[ée]e?s?|également appel[ée]e?s?|not[ée]e?s?)\s+[^,;:.()]{1,40}|(?!(?:le|la|les|l|un|une|des|du|de|d|et|ou|mais|ce|cet|cette|ces|son|sa|ses|leur|leurs|il|elle|ils|elles|on)(?:\s|[’']))\p{L}[^,;:.()]{2,50}),`,
};

/**
 * "the same…", "le même…", "the first to…", "la seule à…": what opens a comparison or a rank after
 * a copula, never a definition ("The textile industry was the first to be transformed").
 */
export const comparisonOpening =
  /^(?:the same|(?:le|la) même|les mêmes|identi(?:cal|que)s?|the (?:first|last|only)(?: ones?)? to|(?:le premier|la première|les premiers|les premières|le dernier|la dernière|le seul|la seule|les seuls|les seules) à)\b/iu;

/**
 * A comparison inside an explanation: "(Catabolisme et Anabolisme comme les cellules
 * eucaryotes)", "(like the heart)" say what the term resembles, not what it is.
 */
export const comparingWords = /(?:^|\s)(?:like|unlike|comme|contrairement)(?=\s|$)/iu;

const statementCache = new Map<string, RegExp | undefined>();

/** "(?:states|asserts|…)\s+that\s+": a stating verb, then what opens what it states. */
function statingVerb(language: LessonLanguage): string | undefined {
  const theories = languagePacks[language].theories;
  return theories && String.raw`(?:${theories.verbs})\s+${theories.that}`;
}

/**
 * "asserts that ", "énonce que " right after a term, past an abbreviation in parentheses and, with
 * `complement`, a complement ("The opponent-process theory [of color vision] asserts that…") or the
 * comma that closes an apposition ("Another theory, hopelessness theory, postulates that…"): what
 * opens what a law, a principle or a theory states, from the language pack's `theories`.
 */
export function theoryStatement(language: LessonLanguage, complement = false): RegExp | undefined {
  const key = `${language}:${complement}`;
  if (!statementCache.has(key)) {
    const states = statingVerb(language);
    const after = complement
      ? String.raw`(?:\s+(?:of|de|du|des|d['’])\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)?,?`
      : '';
    statementCache.set(
      key,
      states === undefined
        ? undefined
        : new RegExp(String.raw`^(?:\s*\([^()]*\))?${after}\s+${states}(?=\p{L})`, 'iu'),
    );
  }
  return statementCache.get(key);
}

const relativeCache = new Map<LessonLanguage, RegExp | undefined>();

/**
 * "the Yerkes-Dodson law, which holds that…", "the cognitive-mediational theory that asserts our
 * emotions…": a relative pronoun and a stating verb right after a theory, up to what it states.
 */
export function theoryStatedInRelative(language: LessonLanguage): RegExp | undefined {
  if (!relativeCache.has(language)) {
    const theories = languagePacks[language].theories;
    relativeCache.set(
      language,
      theories === undefined
        ? undefined
        : new RegExp(
            String.raw`^(?:\s*\([^()]*\))?,?\s+(?:${theories.relative})\s+(?:${theories.verbs})\s+(?:${theories.that})?(?=\p{L})`,
            'iu',
          ),
    );
  }
  return relativeCache.get(language);
}

/**
 * Whether a term names a law, a principle or a theory ("law of effect", "loi d'Ohm"); with `named`,
 * one with a name of its own besides the kind ("Boyle's law", not "law" or "the theory").
 */
export function namesTheory(surface: string, language: LessonLanguage, named = false): boolean {
  const kinds = languagePacks[language].theories?.kinds;
  if (kinds === undefined) return false;
  const words = foldText(surface)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  return (
    words.some((word) => kinds.has(word)) && (!named || words.some((word) => !kinds.has(word)))
  );
}

const nextCache = new Map<LessonLanguage, RegExp | undefined>();

/**
 * "According to this principle, ", "This theory states that ", "Selon cette théorie, ": what
 * opens a sentence that says what the theory named just before states.
 */
export function statementOfThePrevious(language: LessonLanguage): RegExp | undefined {
  if (!nextCache.has(language)) {
    const theories = languagePacks[language].theories;
    nextCache.set(
      language,
      theories === undefined
        ? undefined
        : new RegExp(
            String.raw`^(?:(?:${theories.according})\s+${theories.thisKind}\s*,\s*|${theories.thisKind}\s+${statingVerb(language)})(?=\p{L})`,
            'iu',
          ),
    );
  }
  return nextCache.get(language);
}

const accordingCache = new Map<LessonLanguage, { before: RegExp; after: RegExp } | undefined>();

/**
 * "According to the law of effect, behaviors that…", "Selon la théorie cellulaire, …": `before`
 * matches what opens the sentence before the theory, `after` what follows it up to what it
 * states (a complement, then a comma).
 */
export function accordingToTheory(
  language: LessonLanguage,
): { before: RegExp; after: RegExp } | undefined {
  if (!accordingCache.has(language)) {
    const theories = languagePacks[language].theories;
    accordingCache.set(
      language,
      theories === undefined
        ? undefined
        : {
            before: new RegExp(
              String.raw`^\s*(?:${theories.according})\s+(?:(?:the|la|le|les)\s+|l['’]\s*)?$`,
              'iu',
            ),
            after: new RegExp(
              String.raw`^(?:\s*\([^()]*\))?(?:\s+(?:of|de|du|des|d['’])\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2})?\s*,\s*(?=\p{L})`,
              'iu',
            ),
          },
    );
  }
  return accordingCache.get(language);
}
