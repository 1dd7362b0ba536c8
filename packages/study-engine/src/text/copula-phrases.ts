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
 * a copula, never a definition ("The textile industry was the first to be transformed"); nor does
 * "a familiar example", "un bon exemple", "the best-known example": what is one is an instance of a
 * term, not one.
 */
export const comparisonOpening =
  /^(?:(?:(?:an?|one|un|une|the|le|la)\s+|l['’]\s*)(?:[\p{L}-]+\s+){0,2}?(?:example|exemple|illustration|instance)|the same|(?:le|la) même|les mêmes|identi(?:cal|que)s?|the (?:first|last|only)(?: ones?)? to|(?:le premier|la première|les premiers|les premières|le dernier|la dernière|le seul|la seule|les seuls|les seules) à)\b/iu;

/**
 * "A probability is always a number between 0 and 1", "Une probabilité est toujours comprise…": how
 * often a thing is so, after its copula, tells a property it has, not what it is ("is often
 * called…" still names it).
 */
export const frequencyOpening = new RegExp(
  String.raw`^(?:always|never|often|usually|sometimes|generally|rarely|seldom|normally|typically|frequently|toujours|jamais|souvent|parfois|généralement|rarement|habituellement|fréquemment|en général)(?![\p{L}-])(?!\s+(?:${languagePacks.en.namingParticiples}|${languagePacks.fr.namingParticiples})(?![\p{L}-]))`,
  'iu',
);

/**
 * "The density of a substance is…", "The probability of an event A is…", "The complement of an
 * event A, written Ā, is…", "La dérivée d'une fonction f, notée f′, est…": after a term, the one
 * thing of any kind it belongs to (a symbol for it, how the term is written), before its copula.
 */
export const ofAnyOne: Partial<Record<string, string>> = {
  en: String.raw`\s+of an?\s+[\p{L}-]+(?:\s+\p{L}['’]?)?(?:,\s+(?:written|denoted|noted)\s+[^,\s]{1,12},)?`,
  fr: String.raw`\s+d['’]une?\s+[\p{L}-]+(?:\s+\p{L}['’]?)?(?:,\s+notée?s?\s+[^,\s]{1,12},)?`,
};

/** What introduces an example right before a term: "such as", "like", "comme", "notamment". */
const exampleMarker = String.raw`(?:such as|like|including|for example,?|for instance,?|e\.g\.,?|comme|notamment|tels? que|telles? que|par exemple,?)`;

/** An example marker, then at most an article, up to the end of the text before a term. */
const markerThenArticle = String.raw`${exampleMarker}\s+(?:(?:the|an?|le|la|les|l['’]|une?|des)\s*)?$`;

/** An example marker and at most an article right before a term: "…, such as type 1 diabetes". */
export const exampleBefore = new RegExp(String.raw`(?:^|[\s,(])${markerThenArticle}`, 'iu');

/**
 * An example set between commas, right before a term: ", like type 1 diabetes", ", such as the".
 */
export const exampleAfterComma = new RegExp(String.raw`,\s*${markerThenArticle}`, 'iu');

/**
 * A term among the examples a marker lists, within its clause: "such as cars and petrol",
 * "comme le thé, le café et le chocolat".
 */
export const amongExamples = new RegExp(
  String.raw`(?:^|[\s,(])${exampleMarker}\s+[^.;:!?()]{0,40}$`,
  'iu',
);

/**
 * Numbers written in words that count the things a plural is defined as ("sont dix magistrats",
 * "are two organs"): they stand where an article would.
 */
export const countingWords: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/,
  fr: /^(?:deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze)$/,
};

/**
 * A rank among things named before ("Athènes est la plus puissante d'entre elles", "…the largest
 * of them"): the complement points back to a group the sentence does not name, so it defines
 * nothing and cannot be shown alone.
 */
export const rankAmongThem =
  /(?:^|\s)(?:(?:d['’]\s?entre|parmi) (?:eux|elles)|(?:one|each|some|most|many|all|none|both|either|neither|first|last|only|\p{L}+est) (?:of|among) them)(?![\p{L}\p{N}])/iu;

/**
 * A comparison inside an explanation: "(Catabolisme et Anabolisme comme les cellules
 * eucaryotes)", "(like the heart)" say what the term resembles, not what it is.
 */
export const comparingWords = /(?:^|\s)(?:like|unlike|comme|contrairement)(?=\s|$)/iu;

/**
 * How a lesson states what a law, a principle or a theory says, as patterns built once per
 * language from its pack's `theories` (see ADR 319):
 * - `statement`: "asserts that ", "énonce que " right after the term, past an abbreviation in
 *   parentheses; `statementPast` also past a complement ("The opponent-process theory [of color
 *   vision] asserts that…") or the comma that closes an apposition ("Another theory, hopelessness
 *   theory, postulates that…");
 * - `relative`: "…the Yerkes-Dodson law, which holds that…", "…theory that asserts our emotions…";
 * - `previous`: "According to this principle, ", "This theory states that ", "Selon cette
 *   théorie, " opening the sentence after the one that names the theory;
 * - `accordingBefore` / `accordingAfter`: "According to the | law of effect | , behaviors…",
 *   what opens the sentence before the theory and what follows it up to what it states.
 */
export interface TheoryPatterns {
  statement: RegExp;
  statementPast: RegExp;
  relative: RegExp;
  previous: RegExp;
  accordingBefore: RegExp;
  accordingAfter: RegExp;
  /**
   * "According to the theory of | plate tectonics | , the lithosphere…": the kind before the name,
   * on folded text (`foldText`).
   */
  accordingKindOf: RegExp;
}

/** " of color vision", " d'Ohm": a complement of up to three words after a theory's name. */
const complement = String.raw`(?:\s+(?:of|de|du|des|d['’])\s*[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,2}?)?`;

const theoryCache = new Map<LessonLanguage, TheoryPatterns | undefined>();

/** The `TheoryPatterns` of `language`; undefined where its pack says nothing of theories. */
export function theoryPatterns(language: LessonLanguage): TheoryPatterns | undefined {
  if (!theoryCache.has(language)) {
    const theories = languagePacks[language].theories;
    const states = theories && String.raw`(?:${theories.verbs})\s+${theories.that}`;
    const pattern = (source: string) => new RegExp(source, 'iu');
    theoryCache.set(
      language,
      theories && {
        statement: pattern(String.raw`^(?:\s*\([^()]*\))?\s+${states}(?=\p{L})`),
        statementPast: pattern(String.raw`^(?:\s*\([^()]*\))?${complement},?\s+${states}(?=\p{L})`),
        relative: pattern(
          String.raw`^(?:\s*\([^()]*\))?,?\s+(?:${theories.relative})\s+(?:${theories.verbs})\s+(?:${theories.that})?(?=\p{L})`,
        ),
        previous: pattern(
          String.raw`^(?:(?:${theories.according})\s+${theories.thisKind}\s*,\s*|${theories.thisKind}\s+${states})(?=\p{L})`,
        ),
        accordingBefore: pattern(
          String.raw`^\s*(?:${theories.according})\s+(?:(?:the|la|le|les)\s+|l['’]\s*)?$`,
        ),
        accordingAfter: pattern(String.raw`^(?:\s*\([^()]*\))?${complement}\s*,\s*(?=\p{L})`),
        // Read on folded text, as the kinds are folded ("théorie" -> "theorie").
        accordingKindOf: pattern(
          String.raw`^\s*(?:${foldText(theories.according)})\s+(?:(?:the|la|le|les)\s+|l'\s*)?(?:${[...theories.kinds].join('|')})\s+(?:of\s+(?:the\s+)?|de\s+(?:la\s+|l'\s*)?|du\s+|des\s+|d'\s*)$`,
        ),
      },
    );
  }
  return theoryCache.get(language);
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
