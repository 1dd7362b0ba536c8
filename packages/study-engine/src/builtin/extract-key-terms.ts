import type { LessonLanguage } from '@study/shared';
import type { LessonAnalysis, Token } from '../text/analyze-lesson.ts';
import { commonWordRanks } from '../text/common-words.ts';
import { canBeFiniteVerb, englishTags, isMostlyNotNominal } from '../text/english-lexicon.ts';
import {
  frenchFiniteVerbs,
  frenchParticiples as frenchParticipleWords,
  frenchPresentThirdPersons,
  frenchInfinitives,
  frenchPastParticipleForms,
  frenchPastParticiples,
  isFrenchNoun,
} from '../text/french-lexicon.ts';
import {
  comparisonOpening,
  countingWords,
  exampleAfterComma,
  namesTheory,
  ofAnyOne,
  rankAmongThem,
  otherNameBeside,
  theoryPatterns,
} from '../text/copula-phrases.ts';
import { definesPerson } from '../text/people.ts';
import { continuesEnumeration, joinedByA, notesEqualsWords } from '../text/enumeration.ts';
import type { LanguagePack } from '../text/language-pack.ts';
import { foldText } from '../text/normalize.ts';
import { connectiveLength, leansAfterOpening } from '../text/self-contained.ts';
import { termFeatureWeights } from './term-feature-weights.ts';

/** A key term of the lesson with where it occurs and the sentence that best defines it. */
export interface KeyTerm {
  /** Stems of its words: the identity used to compare terms. */
  key: string;
  /** The term as the lesson writes it. */
  surface: string;
  words: number;
  /** Linear score of its features; `probability` is its logistic. */
  score: number;
  probability: number;
  /** Offsets of every occurrence in the lesson text. */
  occurrences: Array<{ start: number; end: number; sentence: number }>;
  /** The sentence that defines it best, and whether a definitional pattern found it. */
  definitionSentence: number;
  defined: boolean;
  /**
   * Whether it opens a sentence that says what it is ("La fusion est le passage…") or is what a
   * naming verb introduces ("On appelle X le…", "… is called X"), in a sentence that stands alone.
   */
  explicitlyDefined: boolean;
  /** A name (of a person, a place, an event): every word starts with a capital, not only at a sentence start. */
  kind: 'term' | 'name';
}

/** A candidate with its features, for ranking and for training the weights. */
/** One term inside the other ("tract" and "corticospinal tract") would make two right answers. */
export function relatedTerms(a: KeyTerm, b: KeyTerm): boolean {
  return a.key.includes(b.key) || b.key.includes(a.key);
}

export interface TermCandidate {
  key: string;
  surface: string;
  features: number[];
}

type Evidence =
  | 'naming'
  | 'copulaStart'
  | 'copula'
  | 'listHead'
  | 'apposition'
  | 'parenthesis'
  | 'relative'
  | 'inverted'
  | 'enumerated';

/**
 * Whether token `at` is a lower-case noun without article right before a relative pronoun ("is
 * language that…", "is energy which…"): a mass noun the copula's subject is defined as.
 */
function bareNounThenRelative(analysis: LessonAnalysis, at: number): boolean {
  const { tokens, text, pack } = analysis;
  const noun = tokens[at];
  const relative = tokens[at + 1];
  if (!noun || !relative || !pack.relatives.has(relative.fold)) return false;
  if (!/^\s+$/.test(text.slice(noun.end, relative.start))) return false;
  if (!/^\p{Ll}/u.test(text.slice(noun.start, noun.end))) return false;
  if (analysis.language === 'en') return englishTags(noun.fold)?.[0]?.startsWith('NN') === true;
  return analysis.language === 'fr' && isFrenchNoun(noun.fold);
}

/**
 * Whether token `at` opens a gerund and its object ("Abstraction is removing unnecessary
 * details", "Decomposition is breaking a complex problem down"): after a bare noun that opens its
 * sentence, what the term is, not what it is doing ("The cell is dividing" has an article).
 */
function gerundOfBareNoun(analysis: LessonAnalysis, at: number, subjectFirst: number): boolean {
  const { tokens, text, pack } = analysis;
  const gerund = tokens[at];
  const object = tokens[at + 1];
  if (analysis.language !== 'en' || !gerund || !object) return false;
  const sentence = analysis.sentences[gerund.sentence];
  if (!sentence || subjectFirst !== sentence.firstToken) return false;
  if (!/ing$/.test(gerund.fold) || englishTags(gerund.fold)?.includes('VBG') !== true) return false;
  if (!/^\s+$/.test(text.slice(gerund.end, object.start))) return false;
  // "Aggression is seeking to cause another person harm": an infinitive may be its object.
  return (
    pack.determiners.has(object.fold) ||
    object.fold === 'to' ||
    /^(?:JJ|NN)/.test(englishTags(object.fold)?.[0] ?? '')
  );
}

/**
 * Whether token `at` is a number in words before a lower-case noun ("sont dix magistrats", "are
 * two organs"): it counts a kind as an article would.
 */
function countedKind(analysis: LessonAnalysis, at: number): boolean {
  const { tokens, text } = analysis;
  const count = tokens[at];
  const noun = tokens[at + 1];
  if (!count || !noun || countingWords[analysis.language]?.test(count.fold) !== true) return false;
  const word = text.slice(noun.start, noun.end);
  if (!/^\s+$/.test(text.slice(count.end, noun.start)) || !/^\p{Ll}/u.test(word)) return false;
  if (analysis.language === 'en') return englishTags(noun.fold)?.[0] === 'NNS';
  return isFrenchNoun(word.toLowerCase().normalize('NFC'));
}

/** The weight of a spelling that opens a heading, against 1 for one inside a sentence. */
const headingOpening = 0.01;

/** A quotation inside a sentence: straight or curly double quotes, or French guillemets. */
const quotation = /"[^"\n]{1,300}"|“[^”\n]{1,300}”|«[^»\n]{1,300}»/gu;
/** What a quoted example's own verb says, which is no evidence of the lesson's terms. */
const quotedCopulas: ReadonlySet<Evidence> = new Set([
  'copulaStart',
  'copula',
  'inverted',
  'relative',
]);

interface Candidate {
  key: string;
  words: number;
  count: number;
  /** Times it was a whole run of content words, not a piece of a longer one. */
  whole: number;
  surfaces: Map<string, number>;
  occurrences: Array<{ start: number; end: number; sentence: number }>;
  evidence: Record<Evidence, number>;
  inHeading: boolean;
  /** Whether every occurrence is inside a quotation and nothing names it: an example. */
  quotedOnly?: boolean;
  /** Times it was a whole heading ("## Photosynthesis", "### Le foie"), determiners aside. */
  wholeHeading: number;
  /** Best definitional evidence per sentence index. */
  definitions: Map<number, number>;
  nestedSum: number;
  nestedIn: number;
  folds: string[];
  /** Words written with a capital inside a sentence: names of people. */
  capitals: number;
  abbreviation: string | undefined;
  /** Built around "of" ("head of the femur"). */
  ofPhrase: boolean;
}

/** Another name between a term and its copula, what follows it included (see `otherNameBeside`). */
const alsoCalled = Object.fromEntries(
  Object.entries(otherNameBeside).map(([language, source]) => [
    language,
    new RegExp(String.raw`^${source}\s*(?=\p{L})`, 'u'),
  ]),
) as Partial<Record<LessonLanguage, RegExp>>;

/** How strongly each pattern says "this sentence defines the term", to pick its card's answer. */
const definitionStrength: Record<Evidence, number> = {
  naming: 4,
  listHead: 4,
  copulaStart: 3.5,
  apposition: 1.5,
  copula: 1,
  parenthesis: 0,
  relative: 1,
  inverted: 2,
  enumerated: 0,
};

const maxWords = 4;

/** ", une technique qui…", ", a structure that…": a kind, then a relative clause on it. */
const classingApposition = /^,\s+(?:an?|une?)\s+(?:[\p{L}'’-]+\s+){1,3}(?:that|which|who|qui)\s/iu;

/** How English and French name a process: "compaction", "erosion", "weathering", "osmosis". */
const processEnding = String.raw`(?:tion|sion|ment|ing|sis|ance|ence)`;
/** One to three lower-case words that end as a process is named ("partial melting"). */
const processWords = String.raw`(?:\p{Ll}[\p{L}-]*\s){0,2}\p{Ll}[\p{L}-]*${processEnding}`;
export const processName = new RegExp(`^${processWords}$`, 'u');

/** Text that ends on a process's name ("…assist in deglutition"). */
export const endsOnProcess = new RegExp(`${processEnding}$`, 'u');

/** A clause that opens on a person talked to or a "we": a case told, an example. */
export const toldCase = /^(?:you|we|i|vous|nous|tu|je|on)(?![\p{L}'’])/iu;

/**
 * A clause (no bracket in it, since the last one or a comma) and the name of a process in
 * brackets after it (`processName`), then the end of the clause: "squeezes out the water
 * (compaction) and". A thing's other name ("the sternum (breastbone)") is no process, and a
 * process's other name follows a process ("deglutition (swallowing)").
 */
const bracketedName = new RegExp(
  String.raw`(?:^|[,;:)]\s*)([^,;:()]*[^,;:()\s])\s\((${processWords})\)(?=\s*[.;,]|\s+(?:and|et)\s|\s*$)`,
  'gu',
);

const noWords: ReadonlySet<string> = new Set();

/** French conjugated verbs ("proclament", "formaient"), not nouns in -ment ("gouvernement"). */
const frenchVerbEnding = /(?:[^m]ent|aient|ait|èrent|erent)$/;

/** Forms of être and avoir that put a past participle after them ("a", not the preposition "à"). */
const frenchAuxiliaries = new Set(
  'est sont était étaient été fut furent sera seront a ont avait avaient eut eurent aura auront'.split(
    ' ',
  ),
);

/**
 * French determiners that are no "de" ("le", "la", "les", "l’", "un", "une", possessives and
 * demonstratives), with what follows them.
 */
const frenchArticles =
  /^(?:le|la|les|un|une|son|sa|ses|leur|leurs|ce|cet|cette|ces)(?:\s|$)|^l[’']/iu;

const verbFollowers = new Set(
  'from to into through in on onto at across along toward towards the a an its their his her our with by that what how whether'.split(
    ' ',
  ),
);

/**
 * Whether two words are next to each other in a run: a space or a hyphen between them, in a
 * spaced language. A cited source blanked between them ("life (Kessler et al., 2005) likely",
 * `blankCitations`) leaves a run of spaces longer than any layout's: it parts them.
 */
function gapJoins(text: string, left: Token, right: Token, spaced: boolean): boolean {
  const gap = text.slice(left.end, right.start);
  if (!spaced) return gap === '';
  return /^[ \t]*(?:[-‐][ \t]*)?$/.test(gap) && gap.length > 0 && gap.length <= maxWordGap;
}

/** The whole hyphenated word a token is part of, with an elided article ("c'est-à-dire"). */
function hyphenatedWordAt(text: string, token: Token): string {
  let start = token.start;
  let end = token.end;
  while (start > 0 && /[\p{L}'’\-‐]/u.test(text[start - 1] ?? '')) start--;
  while (end < text.length && /[\p{L}\-‐]/u.test(text[end] ?? '')) end++;
  return text.slice(start, end);
}

/**
 * "A map of the underground is an abstraction: it shows…", after "Abstraction is removing…": a
 * copula whose complement is one word the lesson used before, then a colon or the sentence's
 * end, says what the subject is an instance of; it defines the earlier term, not the subject.
 */
function instanceOfEarlierTerm(text: string, complement: number, sentenceStart: number): boolean {
  const single = /^(?:an?|un|une)\s+(\p{L}{4,})\s*[:.;]/iu.exec(
    text.slice(complement, complement + 60),
  );
  if (!single) return false;
  const word = (single[1] as string).toLowerCase();
  return new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'iu').test(text.slice(0, sentenceStart));
}

/** An English contraction, folded: "you've", "don't", "they're", "we'll", "i'd", "i'm". */
const contraction = /^\p{L}+'(?:ve|re|ll|d|m|t)$/u;

/** The longest run of spaces between two words of one term (a blanked citation is longer). */
const maxWordGap = 4;

function isWeakWord(token: Token, spaced: boolean, text: string): boolean {
  return (
    token.stop ||
    // A single letter is no word, unless a capital names something ("helper T cell", "vitamin D").
    (spaced && token.fold.length < 2 && !/^\p{Lu}$/u.test(text.slice(token.start, token.end))) ||
    /^\p{N}+$/u.test(token.fold) ||
    // A lower-case possessive ("the body's") qualifies the next noun; eponyms ("Broca's") stay.
    (token.fold.endsWith("'s") && !/\p{Lu}/u.test(text[token.start] ?? '')) ||
    // "you’ve", "don't", "they're", "we'll", "I'd", "I'm": a pronoun or a verb, never a term.
    contraction.test(token.fold)
  );
}

/** Ordinals that rank laws and principles ("first law", "deuxième principe"), folded. */
const ordinals: Partial<Record<LessonLanguage, ReadonlySet<string>>> = {
  en: new Set('first second third fourth fifth zeroth'.split(' ')),
  fr: new Set('premier premiere deuxieme second seconde troisieme quatrieme'.split(' ')),
};

/**
 * The words that join two short runs into one term, per language: "head of the femur", "loi
 * d'Ohm", "bataille de la Marne", "circuit en série", "machine à vapeur" (folded, elisions cut).
 */
const phraseLinks: Partial<Record<LessonLanguage, ReadonlySet<string>>> = {
  en: new Set(['of', 'of the']),
  // "inflation par les coûts", "reproduction par bouturage"; "la règle des trois unités", a
  // count of the things named.
  fr: new Set([
    'de',
    'd',
    'du',
    'des',
    'de la',
    'de l',
    'en',
    'a',
    'a l',
    ...['deux', 'trois', 'quatre', 'cinq'].map((n) => `des ${n}`),
  ]),
};

/** Prepositions that open a participle's phrase of place or agent ("situés sur", "fabriqués par"). */
const frenchPhraseOpeners: ReadonlySet<string> = new Set(
  'par sur sous dans vers entre chez contre'.split(' '),
);

/**
 * Whether a French word that is a verb form is an adjective right after its noun: "la fonction
 * affine est…" (no verb is followed by "est"), "les fonctions affines", "des nombres complexes"
 * (as verbs, only "tu affines": lessons do not say "tu").
 */
function frenchAdjectiveAfterNoun(
  lower: string,
  next: Token | undefined,
  text: string,
  present: { singular: ReadonlySet<string>; plural: ReadonlySet<string> },
): boolean {
  if (lower.length > 4 && lower.endsWith('es') && present.singular.has(lower.slice(0, -1))) {
    return !present.plural.has(lower);
  }
  if (!next) return false;
  const after = text.slice(next.start, next.end).toLowerCase();
  return (
    present.singular.has(lower) &&
    /^\s+$/.test(text.slice(next.start - 1, next.start)) &&
    frenchAuxiliaries.has(after)
  );
}

const relativePronouns: ReadonlySet<string> = new Set(['which', 'who', 'that']);

/** English object pronouns, which follow a verb or a preposition, never a noun. */
const objectPronouns: ReadonlySet<string> = new Set(['them', 'him', 'us', 'me']);

/**
 * English words that take "to" and an infinitive ("tries to wash", "in order to reduce", "able
 * to store"); not verbs of motion, whose "to" is a preposition ("returns to muscle tissue").
 */
const beforeInfinitive: ReadonlySet<string> = new Set(
  [
    'try tries tried trying want wants wanted need needs needed help helps helped begin begins',
    'began start starts started continue continues continued seem seems seemed appear appears',
    'appeared fail fails failed decide decides decided attempt attempts attempted learn learns',
    'learned plan plans planned hope hopes hoped tend tends tended choose chooses chose manage',
    'manages managed refuse refuses refused agree agrees agreed promise promises promised',
    'order able unable used ought',
  ]
    .join(' ')
    .split(' '),
);
const frenchPlacePrepositions: ReadonlySet<string> = new Set(
  'sous sur dans vers par jusqu entre contre chez parmi derriere devant'.split(' '),
);

/**
 * Whether a word read first as a verb in "-s" ("reduces", "warms") comes before token `before` in
 * its clause (back to the sentence's start, a comma or a semicolon).
 */
function verbInClauseBefore(
  tokens: readonly Token[],
  text: string,
  before: number,
  start: number,
  tag: 'VBZ' | 'VBD' = 'VBZ',
): boolean {
  for (let i = before - 1; i >= start; i--) {
    const token = tokens[i] as Token;
    if (englishTags(token.fold)?.[0] === tag) return true;
    // "It advised the magistrates and controlled…": a past in "-ed" reads first as a participle.
    if (tag === 'VBD' && pastInEd(token.fold)) return true;
    const previous = tokens[i - 1];
    if (i > start && previous && /[,;:]/.test(text.slice(previous.end, token.start))) return false;
  }
  return false;
}

/** Adverbs made of an adjective and "-ly" ("recursively", "enzymatically", "asymptotically"). */
const unknownAdverb = /(?:ive|al|ous|ent|ant|ed|ing|ful|less)ly$|[ai]bly$/;

/**
 * Whether an English word can be a verb in "-s": the lexicon's, or a British spelling it does not
 * hold ("neutralises", "organises").
 */
function canBeVerbInS(fold: string): boolean {
  const tags = englishTags(fold);
  return tags ? tags.includes('VBZ') : /(?:ises|izes|ates|ifies)$/.test(fold);
}

const beForms: ReadonlySet<string> = new Set(['is', 'are', 'was', 'were']);

/**
 * Whether an English word read first as a verb ("merge", "bubble", "sleep") is the first noun of a
 * name whose head follows it, then a form of be: "Merge sort is a divide and conquer algorithm";
 * or, opening its sentence, a verb in "-s": "Sleep regulation refers to…". A verb is never
 * followed by a bare noun and "is" ("Merge the halves" is one).
 */
function namesBeforeCopula(
  tokens: readonly Token[],
  i: number,
  text: string,
  opensSentence = false,
): boolean {
  const token = tokens[i] as Token;
  const head = tokens[i + 1];
  const copula = tokens[i + 2];
  if (!head || !copula || head.stop) return false;
  const verb =
    beForms.has(copula.fold) || (opensSentence && englishTags(copula.fold)?.[0] === 'VBZ');
  if (!verb) return false;
  const nounTags = (fold: string) => englishTags(fold)?.some((tag) => tag.startsWith('NN'));
  return (
    nounTags(token.fold) === true &&
    nounTags(head.fold) !== false &&
    text.slice(token.end, head.start) === ' ' &&
    text.slice(head.end, copula.start) === ' '
  );
}

/**
 * "Substitutes are goods that…", "Osteocytes are cells…": in English a plural term is defined by a
 * plural noun with no article, its kind.
 */
function pluralKind(analysis: LessonAnalysis, head: Token, copula: Token, kind: Token): boolean {
  if (analysis.language !== 'en' || copula.fold !== 'are') return false;
  const text = analysis.text;
  return (
    (pluralNoun(head.fold) || englishTags(head.fold)?.includes('NNS') === true) &&
    /^\p{Ll}/u.test(text[kind.start] ?? '') &&
    englishTags(kind.fold)?.[0] === 'NNS'
  );
}

/**
 * Whether an English word read first as a verb in "-s" ("complements", "controls") is a plural noun
 * by its place: opening its sentence right before "are" ("Complements are goods used together"),
 * right after a preposition ("the price of complements"), or joined by "and"/"or" to a plural noun
 * before it ("substitutes and complements").
 */
function nounByItsPlace(tokens: readonly Token[], i: number, first: number, text: string): boolean {
  const token = tokens[i] as Token;
  if (!englishTags(token.fold)?.includes('NNS')) return false;
  const next = tokens[i + 1];
  if (i === first && next?.fold === 'are' && text.slice(token.end, next.start) === ' ') return true;
  const link = tokens[i - 1];
  // "the price of complements": no verb follows a preposition.
  if (
    i > first &&
    link !== undefined &&
    /^(?:of|for|with|from|between|among|about|into|by)$/.test(link.fold) &&
    text.slice(link.end, token.start) === ' '
  ) {
    return true;
  }
  const before = tokens[i - 2];
  return (
    i - 2 >= first &&
    link !== undefined &&
    before !== undefined &&
    /^(?:and|or)$/.test(link.fold) &&
    text.slice(before.end, token.start) === ` ${text.slice(link.start, link.end)} ` &&
    englishTags(before.fold)?.[0] === 'NNS'
  );
}

/**
 * Whether an English word read first as a verb ("sleep", "lag", "recall") is a noun after the word
 * before it: after an article, a number, an adjective or a singular noun ("a sleep debt", "stage 1
 * sleep", "positive affect", "memory recall", "jet lag") no bare verb can stand. A plural noun or a
 * pronoun ("the children sleep", "they affect") is its subject; "to", a modal, "and" its lead.
 */
function nounAfterModifier(
  previous: Token | undefined,
  token: Token,
  text: string,
  determiners: ReadonlySet<string>,
  next?: Token,
): boolean {
  if (!previous || text.slice(previous.end, token.start) !== ' ') return false;
  // "A secure base is…", "the open market": after an article, a verb that can be an adjective is
  // one when a noun follows it.
  if (
    determiners.has(previous.fold) &&
    next !== undefined &&
    !next.stop &&
    text.slice(token.end, next.start) === ' ' &&
    englishTags(token.fold)?.includes('JJ') === true &&
    /^NNS?$/.test(englishTags(next.fold)?.[0] ?? 'NN')
  ) {
    return true;
  }
  // Only a bare form: "air rises", "the heart beats" are a subject and its verb.
  const tags = englishTags(token.fold) ?? [];
  if (!/^VBP?$/.test(tags[0] ?? '') || !tags.some((tag) => tag.startsWith('NN'))) return false;
  if (determiners.has(previous.fold) || /^\p{N}/u.test(previous.fold)) return true;
  if (previous.stop) return false;
  const first = englishTags(previous.fold)?.[0];
  // A word the lexicon does not know ("REM", "apnea") is a noun or a name.
  return first === undefined || /^(?:NN|NNP|JJ|CD)$/.test(first);
}

/**
 * Whether an English past participle read first as a past tense ("crystallized", "conditioned") is
 * an adjective of the noun after it: where no subject comes before it, at the start of its
 * sentence or after an article, a preposition, a colon, a comma or a parenthesis ("two
 * components: crystallized intelligence and…", "Crystallized intelligence is…", "the
 * conditioned stimulus"). After a noun it is a verb ("The researchers measured blood pressure").
 */
function participleBeforeNoun(
  tokens: readonly Token[],
  i: number,
  first: number,
  text: string,
  determiners: ReadonlySet<string>,
): boolean {
  const token = tokens[i] as Token;
  const next = tokens[i + 1];
  if (!/ed$/.test(token.fold) || !next || next.stop) return false;
  if (text.slice(token.end, next.start) !== ' ') return false;
  if (!englishTags(token.fold)?.includes('VBN')) return false;
  const noun = englishTags(next.fold)?.[0];
  if (noun !== undefined && !/^NNS?$/.test(noun)) return false;
  return opensPhrase(
    tokens,
    i,
    first,
    text,
    (previous) =>
      determiners.has(previous.fold) ||
      englishTags(previous.fold)?.[0] === 'IN' ||
      adverbOfModifier(tokens, i - 1, first, text, determiners),
  );
}

/**
 * Whether token `i` opens a phrase: at the start of its sentence, after a colon, a comma or a
 * parenthesis, or after a word `opener` accepts, a space between.
 */
function opensPhrase(
  tokens: readonly Token[],
  i: number,
  first: number,
  text: string,
  opener: (previous: Token) => boolean,
): boolean {
  if (i === first) return true;
  const previous = tokens[i - 1] as Token;
  const gap = text.slice(previous.end, (tokens[i] as Token).start);
  if (/^\s*[:,(]\s*$/.test(gap)) return true;
  return gap === ' ' && opener(previous);
}

/**
 * Whether an English adverb in "-ly" opens a noun phrase with the adjective or participle after
 * it ("mutually assured destruction", "mutually exclusive events", "genetically modified
 * organisms"): then a noun, and before it the start of the phrase (an article, a preposition,
 * punctuation, a naming verb or the sentence's start), not a verb it qualifies ("prices rise
 * sharply").
 */
function adverbOfModifier(
  tokens: readonly Token[],
  i: number,
  first: number,
  text: string,
  determiners: ReadonlySet<string>,
): boolean {
  const token = tokens[i] as Token;
  const modifier = tokens[i + 1];
  const noun = tokens[i + 2];
  if (!/ly$/.test(token.fold) || englishTags(token.fold)?.[0] !== 'RB') return false;
  if (!modifier || !noun || modifier.stop || noun.stop) return false;
  if (text.slice(token.end, modifier.start) !== ' ' || text.slice(modifier.end, noun.start) !== ' ')
    return false;
  const modifierTags = englishTags(modifier.fold) ?? [];
  if (!modifierTags.some((tag) => tag === 'JJ' || tag === 'VBN')) return false;
  const nounTag = englishTags(noun.fold)?.[0];
  if (nounTag !== undefined ? !/^NNS?$/.test(nounTag) : /ly$/.test(noun.fold)) return false;
  return opensPhrase(
    tokens,
    i,
    first,
    text,
    (previous) =>
      determiners.has(previous.fold) ||
      englishTags(previous.fold)?.[0] === 'IN' ||
      /^(?:called|named|termed|as)$/.test(previous.fold),
  );
}

/**
 * Whether a word that can be a finite verb can be one after the noun before it: a bare form
 * ("sort", "transport") needs a plural subject ("the cells form from…"); after a singular noun
 * ("bubble sort on large lists", "ion transport across…") it is the noun's head. A form in "-s"
 * or a past tense agrees with any subject.
 */
function agreesWithSubject(previous: Token | undefined, token: Token): boolean {
  const tags = englishTags(token.fold) ?? [];
  if (tags.includes('VBZ') || tags.includes('VBD')) return true;
  if (!previous) return true;
  return pluralNoun(previous.fold);
}

/**
 * Whether an English word is a plural noun, or unknown and written as one ("osteoclasts"; not a
 * Latin singular in "-us" or "-is": "venosus", "plexus", "pelvis").
 */
export function pluralNoun(fold: string): boolean {
  const tags = englishTags(fold);
  return tags ? tags[0] === 'NNS' : /[^siu]s$/.test(fold);
}

/** Whether an English word is only ever a present participle ("involving", "allowing"). */
function participleOnly(fold: string): boolean {
  const tags = englishTags(fold);
  return tags !== undefined && tags.every((tag) => tag === 'VBG');
}

/** Whether an English word is, first of all, an irregular past ("built", "took", "held"). */
function irregularPast(fold: string): boolean {
  const tags = englishTags(fold);
  return (
    !/ed$/.test(fold) &&
    tags !== undefined &&
    tags.includes('VBD') &&
    (tags[0] === 'VBD' || tags[0] === 'VBN')
  );
}

/**
 * Whether a sentence so far is a name and its apposition ("Michael Faraday, an English
 * scientist, "): what follows is the name's predicate.
 */
function afterNamesApposition(sentence: string): boolean {
  return /^(?:\p{Lu}[\p{L}'’.-]*\s+){0,3}\p{Lu}[\p{L}'’-]*,\s+(?:an?|the)\s+[^,.;:]{3,80},\s+$/u.test(
    sentence,
  );
}

/**
 * Whether token `i` is the "plus" or "moins" of a French superlative before a noun ("le plus
 * petit dénominateur commun"): after a definite article, before two words that are no
 * grammar words.
 */
function superlativeAt(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  const adjective = tokens[i + 1];
  const noun = tokens[i + 2];
  return (
    token !== undefined &&
    adjective !== undefined &&
    noun !== undefined &&
    /^(?:plus|moins)$/.test(token.fold) &&
    /^(?:le|la|les)$/.test(tokens[i - 1]?.fold ?? '') &&
    !adjective.stop &&
    !noun.stop
  );
}

/** Whether an English word is a past tense in "-ed" ("defeated", "controlled"). */
function pastInEd(fold: string): boolean {
  return /ed$/.test(fold) && englishTags(fold)?.includes('VBD') === true;
}

/** An English word that can be an adverb and ends its clause ("slopes upward.", "rise sharply,"). */
function closingAdverb(token: Token, text: string): boolean {
  return (
    englishTags(token.fold)?.includes('RB') === true &&
    !/^\s+\p{L}/u.test(text.slice(token.end, token.end + 2))
  );
}

/** Conjunctions that open a clause of time, condition or cause, folded. */
const subordinators: ReadonlySet<string> = new Set(
  'if when whenever while because once unless until after before since as'.split(' '),
);
/** Those conjunctions and their French peers: what opens a clause of how, not a definition. */
const clauseOpeners: ReadonlySet<string> = new Set([
  ...subordinators,
  ...'si quand lorsque lorsqu parce'.split(' '),
]);
/**
 * Subject pronouns and negations: after a line's colon they open a remark ("Attention : il ne faut
 * pas confondre…", "Note: you cannot…"), not what the word before the colon is.
 */
const remarkOpeners: ReadonlySet<string> = new Set(
  'il ils elle elles on nous vous je tu ne n it they we you he she i do don never'.split(' '),
);
/** Words that may stand between such a conjunction and its subject's noun. */
const subjectLeads: ReadonlySet<string> = new Set(
  'the a an one this that each every its their his her our your some any no'.split(' '),
);

/** Whether the noun phrase at `start` is the subject of a clause that "if", "when"… opens. */
function opensSubordinateClause(tokens: readonly Token[], start: number, first: number): boolean {
  let i = start - 1;
  while (i >= first && subjectLeads.has((tokens[i] as Token).fold)) i--;
  return i >= first && subordinators.has((tokens[i] as Token).fold);
}

/**
 * Whether token `index` lies in a clause a subordinator opens ("when the price of coffee…"), with
 * no punctuation between them, inside the sentence that starts at token `first`.
 */
function inSubordinateClause(
  tokens: readonly Token[],
  index: number,
  first: number,
  text: string,
): boolean {
  for (let k = index - 1; k >= first && k >= index - 8; k--) {
    const token = tokens[k] as Token;
    if (/[,;:()]/.test(text.slice(token.end, (tokens[k + 1] as Token).start))) return false;
    if (subordinators.has(token.fold)) return true;
  }
  return false;
}

/** An elided French article before a word, as the text writes it ("est l'ensemble"). */
const elidedArticle = /^\s+l['’]/iu;

/**
 * "is defined as", "refers to", "is characterized by", "is marked by", "is responsible for", "se
 * définit comme": a copula whose last word comes before what the term is, whatever opens it
 * ("are characterized by excessive fear"); `bare: false`, one that needs a determiner after it
 * ("involves the use of…"). "consists of a…" was tried as one: answer F1 fell (anatomy 0.387 ->
 * 0.386, psychology 0.519 -> 0.517).
 */
const definedAsAfter: Partial<Record<LessonLanguage, Array<{ pattern: RegExp; bare: boolean }>>> = {
  en: [
    {
      pattern:
        /^(?:(?:is|are)\s+(?:defined\s+as|characteri[sz]ed\s+by|marked\s+by|(?:(?:primarily|largely|mainly)\s+)?responsible\s+for)|refers?\s+to)\s+/iu,
      bare: true,
    },
    {
      pattern: /^involves?\s+/iu,
      bare: false,
    },
  ],
  fr: [
    {
      pattern:
        /^(?:(?:(?:est|sont)\s+définie?s?|se\s+défini(?:t|ssent))\s+comme|(?:est|sont)\s+(?:responsables?|chargée?s?)\s+(?=d))\s*/iu,
      bare: true,
    },
  ],
};

/** French subject pronouns, folded: the word after one is its verb. */
const frenchSubjectPronouns = new Set('qui on il elle ils elles nous vous je tu'.split(' '));

/** Adjectives that take a complement ("capable de", "able to"), folded, per language. */
const complementAdjectives: Partial<Record<LessonLanguage, ReadonlySet<string>>> = {
  en: new Set('able unable capable incapable likely unlikely responsible'.split(' ')),
  fr: new Set(
    'capable capables incapable incapables susceptible susceptibles apte aptes pret prete prets pretes'.split(
      ' ',
    ),
  ),
};
/** The words that open such a complement. */
const complementLinks: Partial<Record<LessonLanguage, ReadonlySet<string>>> = {
  en: new Set(['of', 'to', 'for']),
  fr: new Set(['de', 'd', 'a']),
};

/** Maximal runs of content words inside one sentence, broken by stop words and punctuation. */
function sentenceRuns(analysis: LessonAnalysis, first: number, end: number): number[][] {
  const { tokens, text, pack } = analysis;
  const english = analysis.language === 'en';
  const french = analysis.language === 'fr';
  const frenchVerbs = french ? frenchFiniteVerbs() : noWords;
  const frenchInfinitive = french ? frenchInfinitives() : noWords;
  const frenchParticiples = french ? frenchPastParticipleForms() : noWords;
  const frenchPresent = french
    ? frenchPresentThirdPersons()
    : { singular: noWords, plural: noWords };
  const runs: number[][] = [];
  let run: number[] = [];
  for (let i = first; i < end; i++) {
    const token = tokens[i] as Token;
    const previous = tokens[i - 1];
    const next = tokens[i + 1];
    const lower = text.slice(token.start, token.end).toLowerCase().normalize('NFC');
    const verb =
      (french &&
        // "coefficient", "gradient", "client": a noun in "-ent" is no plural verb.
        ((frenchVerbEnding.test(token.fold) && !isFrenchNoun(lower)) ||
          // "durablement", "rapidement": a word in "-ment" that is no noun ("gouvernement",
          // "élément") is an adverb.
          (/ment$/.test(lower) && !isFrenchNoun(lower)) ||
          (frenchVerbs.has(lower) &&
            !(run.length > 0 && frenchAdjectiveAfterNoun(lower, next, text, frenchPresent))) ||
          // "de petits orifices situés sur la face inférieure", "les sucres fabriqués par la
          // plante": a participle that opens a phrase of place or agent ends the noun phrase.
          (run.length > 0 &&
            next !== undefined &&
            frenchPhraseOpeners.has(next.fold) &&
            (frenchPastParticiples().has(lower) ||
              // "un système économique fondé sur la propriété privée": also one that is a noun
              // elsewhere ("un fondé de pouvoir"), after a noun and before "sur" or "par".
              ((next.fold === 'sur' || next.fold === 'par') && frenchParticiples.has(lower)))) ||
          // "Chacun peut agir", "pour produire des richesses": an infinitive that is no noun.
          frenchInfinitive.has(lower) ||
          // "le noyau contrôle les activités", "et contrôle les échanges": a present third person
          // that is also a noun is the verb when an article follows (French puts no noun before
          // a noun), unless an article comes before it ("la forme la plus simple"). Not "des",
          // "du": they are "de" too ("la lumière blanche du Soleil").
          (previous !== undefined &&
            !pack.determiners.has(previous.fold) &&
            next !== undefined &&
            // "Cette droite coupe l'axe…": the elided article is no token of its own.
            /^\s+(?:l['’])?$/u.test(text.slice(token.end, next.start)) &&
            /^\s+$/.test(text.slice(previous.end, token.start)) &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            (frenchArticles.test(text.slice(token.end, next.end + 1).trimStart()) ||
              // "Un taxi facture 3 € de prise en charge": or a number.
              /^\p{N}/u.test(next.fold) ||
              // "une plaque océanique plonge sous une autre": or a preposition of place.
              frenchPlacePrepositions.has(next.fold) ||
              // "Diviser par une fraction revient à multiplier…": or "à" and an infinitive.
              (next.fold === 'a' &&
                frenchInfinitive.has(
                  text.slice(tokens[i + 2]?.start ?? 0, tokens[i + 2]?.end ?? 0).toLowerCase(),
                ))) &&
            (frenchPresent.singular.has(lower) || frenchPresent.plural.has(lower))) ||
          // "qui tourne autour du Soleil", "On compte huit planètes": right after a subject
          // pronoun, a present form that is also a noun ("tourne", "compte") is the verb.
          (previous !== undefined &&
            frenchSubjectPronouns.has(previous.fold) &&
            /^\s+$/.test(text.slice(previous.end, token.start)) &&
            (frenchPresent.singular.has(lower) || frenchPresent.plural.has(lower))) ||
          // "en multipliant le numérateur…": a present participle after "en" is a gerund, even
          // one that is also a noun when its object follows ("en remplaçant x par…").
          (previous !== undefined &&
            previous.fold === 'en' &&
            /ant$/.test(lower) &&
            (!isFrenchNoun(lower) ||
              (next !== undefined && /^\s+$/.test(text.slice(token.end, next.start))))) ||
          // "qui se gouverne elle-même", "l'eau s'accumule": so after a reflexive pronoun.
          // The elided "s'" is no token of its own ("un nombre qui s'écrit a/b").
          (((previous !== undefined &&
            /^(?:se|s)$/.test(previous.fold) &&
            /^(?:\s+|['’]?)$/u.test(text.slice(previous.end, token.start))) ||
            /(?:^|[\s(])s['’]$/iu.test(text.slice(Math.max(0, token.start - 3), token.start))) &&
            (frenchPresent.singular.has(lower) || frenchPresent.plural.has(lower))) ||
          // "le roi François Ier invite des artistes", "Louis XIV révoque l'édit": after a
          // regnal number, a present form is the king's verb.
          (previous !== undefined &&
            regnalNumber.test(text.slice(previous.start, previous.end)) &&
            /^\p{Lu}/u.test(text.slice(tokens[i - 2]?.start ?? 0, tokens[i - 2]?.end ?? 0)) &&
            /^\s+$/.test(text.slice(previous.end, token.start)) &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            (frenchPresent.singular.has(lower) || frenchPresent.plural.has(lower))) ||
          // "l'Ecclésia vote les lois", "Périclès crée le misthos": French puts no common noun
          // after a name; a present form that is also a noun is the name's verb.
          (previous !== undefined &&
            /^\p{Lu}\p{Ll}/u.test(text.slice(previous.start, previous.end)) &&
            !previous.stop &&
            /^\s+$/.test(text.slice(previous.end, token.start)) &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            (frenchPresent.singular.has(lower) || frenchPresent.plural.has(lower))) ||
          // "le traité a été signé", "la monarchie est abolie", "les molécules sont serrées": a
          // participle right after an auxiliary, even one that is also a noun ("une serrée").
          (previous !== undefined &&
            frenchAuxiliaries.has(text.slice(previous.start, previous.end).toLowerCase()) &&
            frenchParticiples.has(lower)))) ||
      (english &&
        // "are called complements": what a naming cue introduces is the name, a noun.
        !pack.namingCues.has(previous?.fold ?? '') &&
        // "mutually assured destruction": the adjective an adverb opens a phrase with.
        !(i > first && adverbOfModifier(tokens, i - 1, first, text, pack.determiners)) &&
        ((isMostlyNotNominal(token.fold) &&
          !adverbOfModifier(tokens, i, first, text, pack.determiners) &&
          !namesBeforeCopula(tokens, i, text, i === first) &&
          !nounAfterModifier(previous, token, text, pack.determiners, next) &&
          !nounByItsPlace(tokens, i, first, text) &&
          !participleBeforeNoun(tokens, i, first, text, pack.determiners)) ||
          // "Sort each half recursively": an adverb the lexicon does not know.
          (englishTags(token.fold) === undefined && unknownAdverb.test(token.fold)) ||
          // "the supply curve slopes upward", "prices rise sharply": a word that can be a finite
          // verb, then an adverb that is no adjective of a noun after it.
          (canBeFiniteVerb(token.fold) &&
            next !== undefined &&
            text.slice(token.end, next.start) === ' ' &&
            closingAdverb(next, text)) ||
          // "The Transmission Control Protocol (TCP) splits data into packets": a word in "-s"
          // that can be a finite verb, right after an abbreviation in brackets, is the verb of
          // the name the brackets close.
          (previous !== undefined &&
            next !== undefined &&
            /^\)\s+$/.test(text.slice(previous.end, token.start)) &&
            /^\p{Lu}{2,}$/u.test(text.slice(previous.start, previous.end)) &&
            /[^su]s$/.test(token.fold) &&
            canBeFiniteVerb(token.fold) &&
            // ("Positron emission tomography (PET) scans show…": a noun, whose verb follows.)
            text.slice(token.end, next.start) === ' ' &&
            !canBeFiniteVerb(next.fold) &&
            /^\p{Ll}/u.test(text[next.start] ?? '')) ||
          // "it slopes downwards from left to right": a word that can be a finite verb right
          // after a subject pronoun is that verb.
          (previous !== undefined &&
            /^(?:it|he|she|they)$/.test(previous.fold) &&
            text.slice(previous.end, token.start) === ' ' &&
            (canBeFiniteVerb(token.fold) ||
              // "it discards the lower half": or a word in "-s" the lexicon does not know.
              (englishTags(token.fold) === undefined && /[^su]s$/.test(token.fold)))) ||
          // …and that adverb itself ("downward"), which names nothing, nor does a direction
          // after a verb ("slopes downwards from left to right").
          (previous !== undefined &&
            canBeFiniteVerb(previous.fold) &&
            text.slice(previous.end, token.start) === ' ' &&
            (closingAdverb(token, text) || /wards$/.test(token.fold)) &&
            !englishTags(token.fold)?.some((tag) => tag.startsWith('NN'))) ||
          // "HTTPS…, which encrypts the data": a word in "-s" the lexicon does not know, right
          // after a relative pronoun, is that clause's verb.
          (previous !== undefined &&
            /^(?:which|that|who)$/.test(previous.fold) &&
            text.slice(previous.end, token.start) === ' ' &&
            englishTags(token.fold) === undefined &&
            /[^s]s$/.test(token.fold)) ||
          // "stripes…, which record reversals", "those who study memory": a word that can be a
          // verb right after "who", or after "which" that follows a comma (not "in which cells
          // divide", where a subject follows), is that clause's verb.
          (previous !== undefined &&
            (previous.fold === 'who' ||
              (previous.fold === 'which' && /,\s*$/.test(text.slice(0, previous.start)))) &&
            text.slice(previous.end, token.start) === ' ' &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            englishTags(token.fold)?.some((tag) => /^VB[PZD]?$/.test(tag)) === true) ||
          // "compares the items and swaps them": no noun comes before an object pronoun.
          (next !== undefined &&
            objectPronouns.has(next.fold) &&
            text.slice(token.end, next.start) === ' ' &&
            /^\p{Ll}/u.test(text[token.start] ?? '')) ||
          // "Scipio finally defeated Hannibal": a past after an adverb in "-ly" that follows its
          // subject (not "a newly formed cell", where an article opens the phrase).
          (previous !== undefined &&
            i - 2 >= first &&
            !(tokens[i - 2] as Token).stop &&
            /ly$/.test(previous.fold) &&
            englishTags(previous.fold)?.includes('RB') === true &&
            text.slice(previous.end, token.start) === ' ' &&
            (pastInEd(token.fold) ||
              irregularPast(token.fold) ||
              // "the waterfall slowly retreats upstream": or a present after a singular noun (an
              // adverb qualifies no noun, whatever the lexicon says of the word).
              (/[^su]s$/.test(token.fold) &&
                englishTags((tokens[i - 2] as Token).fold)?.[0] === 'NN'))) ||
          // "Stalin blocked all roads", "Caesar crossed the Rubicon": a past right after a name,
          // then a determiner, is the name's verb.
          (run.length > 0 &&
            previous !== undefined &&
            next !== undefined &&
            /^\p{Lu}/u.test(text[previous.start] ?? '') &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            text.slice(previous.end, token.start) === ' ' &&
            (pastInEd(token.fold) || irregularPast(token.fold)) &&
            /^(?:all|every|each|both|some|many|most|no|the|an?|its|their|his|her)$/.test(
              next.fold,
            )) ||
          // "when the price of coffee doubles, many people…": a singular noun, then a word that
          // can be its verb and ends the clause a subordinator opened.
          (run.length > 0 &&
            previous !== undefined &&
            englishTags(previous.fold)?.[0] === 'NN' &&
            text.slice(previous.end, token.start) === ' ' &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            englishTags(token.fold)?.includes('VBZ') === true &&
            /^\s*[,;:.]/.test(text.slice(token.end, token.end + 3)) &&
            (inSubordinateClause(tokens, i, first, text) ||
              // "…, and the fuse blows.": a clause a coordinator opens on its subject.
              (i - 3 >= first &&
                /^(?:the|its|their|this)$/.test((tokens[i - 2] as Token).fold) &&
                /^(?:and|but|so|then)$/.test((tokens[i - 3] as Token).fold)))) ||
          // "the monarchy was abolished": a participle after a form of be or have.
          (/^(?:is|are|was|were|be|been|being|has|have|had)$/.test(previous?.fold ?? '') &&
            /[^e]ed$/.test(token.fold)) ||
          // "the tract projects from", "the Great Fear spread through": a noun, a verb that can
          // be finite, then a preposition or an article.
          (run.length > 0 &&
            canBeFiniteVerb(token.fold) &&
            next !== undefined &&
            verbFollowers.has(next.fold) &&
            /^\s+$/.test(text.slice(token.end, next.start)) &&
            agreesWithSubject(previous, token)) ||
          // "Steam locomotives burned coal", "passengers lurch", "individuals pursuing": a plural
          // noun, then a word that can be a finite verb or reads first as a gerund.
          (run.length > 0 &&
            previous !== undefined &&
            englishTags(previous.fold)?.[0] === 'NNS' &&
            text.slice(previous.end, token.start) === ' ' &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            (canBeFiniteVerb(token.fold) || englishTags(token.fold)?.[0] === 'VBG')) ||
          // "a medical imaging technique involving the use…", "osteoclasts resorb the dead bone":
          // after a noun, a participle that is no noun, or after a plural a word the lexicon does
          // not know, then an article: a clause's verb and its object.
          (run.length > 0 &&
            previous !== undefined &&
            next !== undefined &&
            /^(?:the|an?)$/.test(next.fold) &&
            text.slice(previous.end, token.start) === ' ' &&
            text.slice(token.end, next.start) === ' ' &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            (participleOnly(token.fold) ||
              (englishTags(token.fold) === undefined && pluralNoun(previous.fold)) ||
              // "the algorithm discards the upper half": or after a singular noun, a word in
              // "-s" the lexicon does not know.
              (englishTags(token.fold) === undefined &&
                englishTags(previous.fold)?.[0] === 'NN' &&
                /[^su]s$/.test(token.fold)) ||
              // "a cleavage furrow pinches the cell": a singular noun, then a word in "-s" and
              // an article; two nouns do not run into an article.
              (englishTags(previous.fold)?.[0] === 'NN' &&
                englishTags(token.fold)?.[0] === 'NNS' &&
                /[^s]e?s$/.test(token.fold)))) ||
          // "…, which increases evaporation", "Deforestation reduces transpiration and increases
          // runoff": a word that can be a verb in "-s" after a relative pronoun, or after "and"
          // when a verb in "-s" came before it in the clause, with what it acts on after it.
          (previous !== undefined &&
            next !== undefined &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            canBeVerbInS(token.fold) &&
            (relativePronouns.has(previous.fold) ||
              (/^(?:and|or)$/.test(previous.fold) &&
                /^\p{Ll}/u.test(text[next.start] ?? '') &&
                verbInClauseBefore(tokens, text, i - 1, first)))) ||
          // "Scipio Africanus defeated Hannibal", "the Romans destroyed Carthage": a past in "-ed"
          // between a noun and the noun it acts on, or an irregular one after a plural or a name
          // ("Romans built aqueducts"); "It advised the magistrates and controlled public
          // finances": after "and", when a past came before it in the clause.
          (previous !== undefined &&
            next !== undefined &&
            !next.stop &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            text.slice(token.end, next.start) === ' ' &&
            (pastInEd(token.fold) ||
              (irregularPast(token.fold) &&
                run.length > 0 &&
                (englishTags(previous.fold)?.[0] === 'NNS' ||
                  /^\p{Lu}/u.test(text[previous.start] ?? '')))) &&
            ((run.length > 0 && text.slice(previous.end, token.start) === ' ') ||
              (/^(?:and|or)$/.test(previous.fold) &&
                verbInClauseBefore(tokens, text, i - 1, first, 'VBD')))) ||
          // "If one bulb breaks, the circuit stops": after "if", "when"… and a singular noun, a
          // word that can be a verb in "-s" is the clause's verb.
          (run.length > 0 &&
            previous !== undefined &&
            text.slice(previous.end, token.start) === ' ' &&
            englishTags(token.fold)?.includes('VBZ') === true &&
            englishTags(previous.fold)?.[0] === 'NN' &&
            opensSubordinateClause(tokens, run[0] as number, first)) ||
          // "Michael Faraday, an English scientist, discovered electromagnetic induction": a past
          // right after the apposition that follows a name is the name's verb.
          (previous !== undefined &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            (pastInEd(token.fold) || irregularPast(token.fold)) &&
            afterNamesApposition(text.slice((tokens[first] as Token).start, token.start))) ||
          // "the pancreas releases insulin": a singular noun, a word that can be a verb in "-s",
          // then the noun it acts on. Not a base form ("sweat gland", "root sheath" are nouns as
          // often), not after a plural or an adjective ("price controls", "human factors").
          (run.length > 0 &&
            previous !== undefined &&
            next !== undefined &&
            !next.stop &&
            text.slice(previous.end, token.start) === ' ' &&
            text.slice(token.end, next.start) === ' ' &&
            /^\p{Ll}/u.test(text[token.start] ?? '') &&
            /^\p{Ll}/u.test(text[next.start] ?? '') &&
            englishTags(token.fold)?.includes('VBZ') === true &&
            !/^(?:NNS|VB|JJ)/.test(englishTags(previous.fold)?.[0] ?? '') &&
            !/^VB/.test(englishTags(next.fold)?.[0] ?? '') &&
            // "Higher production costs shift the curve": a plural noun, then its plural verb.
            !(
              englishTags(token.fold)?.includes('NNS') === true &&
              englishTags(next.fold)?.includes('VBP') === true
            ))));
    // "first-degree", "ball-and-socket", "X-linked": a hyphen makes one word of its parts.
    const hyphenated =
      (next !== undefined && /^[-‐]$/.test(text.slice(token.end, next.start))) ||
      (previous !== undefined &&
        run.length > 0 &&
        /^[-‐]$/.test(text.slice(previous.end, token.start)));
    // "le plus petit dénominateur commun", "le plus grand commun diviseur": a superlative is part
    // of the term it opens.
    const superlative = french && run.length === 0 && superlativeAt(tokens, i);
    // "the Third Estate", "the First Republic": a capitalised ordinal inside a sentence is part of
    // the name that follows it.
    const namePart =
      pack.spaced &&
      token.stop &&
      i > first &&
      next !== undefined &&
      !next.stop &&
      /^\p{Lu}/u.test(text.slice(token.start, token.end)) &&
      /^\p{Lu}\p{Ll}/u.test(text.slice(next.start, next.end)) &&
      text.slice(token.end, next.start) === ' ';
    // "Newton's first law", "la deuxième loi": an ordinal before a kind of theory belongs to it.
    const rankedTheory =
      token.stop &&
      next !== undefined &&
      ordinals[analysis.language]?.has(token.fold) === true &&
      pack.theories?.kinds.has(next.fold) === true &&
      text.slice(token.end, next.start) === ' ';
    // "stage 2 sleep", "type 1 diabetes", "type I hypersensitivity", "angiotensin I is…": a number
    // of one or two digits between two words of a run, or a Roman "I" after a word of one (the
    // pronoun takes no verb in "-s": "what I mean"), numbers a kind.
    const written = text.slice(token.start, token.end);
    const numbered =
      pack.spaced &&
      run.length > 0 &&
      previous !== undefined &&
      text.slice(previous.end, token.start) === ' ' &&
      ((/^\p{N}{1,2}$/u.test(written) &&
        next !== undefined &&
        !next.stop &&
        /^\p{L}/u.test(next.fold) &&
        text.slice(token.end, next.start) === ' ') ||
        (written === 'I' &&
          !/^(?:VBP|VBD|VB|MD|RB)$/.test(englishTags(next?.fold ?? '')?.[0] ?? 'NN')));
    // "une espèce chimique capable de céder…", "cells able to divide": an adjective that takes a
    // complement says what the noun does, it is no part of its name.
    const governing =
      run.length > 0 &&
      next !== undefined &&
      complementAdjectives[analysis.language]?.has(token.fold) === true &&
      (complementLinks[analysis.language]?.has(next.fold) ?? false);
    // "un ion hydrogène H+", "Na+": a symbol with its charge is no word of a term.
    const charged =
      run.length > 0 && /^[+−-](?![\p{L}\p{N}])/u.test(text.slice(token.end, token.end + 2));
    // "she tries to wash imaginary blood", "in order to store energy": a word that can be a base
    // verb, after "to" and a word that takes an infinitive, is that verb, which the noun after it
    // does not continue (alone, it may still be the noun: "able to recall" counts "recall").
    if (
      english &&
      previous?.fold === 'to' &&
      beforeInfinitive.has(tokens[i - 2]?.fold ?? '') &&
      englishTags(token.fold)?.includes('VB') === true
    ) {
      if (run.length) runs.push(run);
      runs.push([i]);
      run = [];
      continue;
    }
    if (
      governing ||
      charged ||
      // "les métèques, c'est-à-dire les étrangers…": the link is no word of a term.
      (french && /^c['’]est-à-dire$/iu.test(hyphenatedWordAt(text, token))) ||
      (!hyphenated &&
        !namePart &&
        !superlative &&
        !rankedTheory &&
        !numbered &&
        (verb || isWeakWord(token, pack.spaced, text)))
    ) {
      if (run.length) runs.push(run);
      run = [];
      continue;
    }
    // "le médecin anglais Edward Jenner", "the English physician Edward Jenner": a person's name
    // of two words after lower-case words is a phrase of its own, set beside what it names ("effet
    // Joule", one word after one word, is the name of the effect); so is a name of one word after
    // two ("le mathématicien italien Fibonacci").
    const nameAfterWords =
      pack.spaced &&
      previous !== undefined &&
      /^\p{Ll}/u.test(text.slice(previous.start, previous.end)) &&
      /^\p{Lu}\p{Ll}/u.test(written) &&
      ((next !== undefined &&
        /^\p{Lu}\p{Ll}/u.test(text.slice(next.start, next.end)) &&
        text.slice(token.end, next.start) === ' ') ||
        run.length >= 2);
    if (
      run.length &&
      previous &&
      (nameAfterWords || !gapJoins(text, previous, token, pack.spaced))
    ) {
      runs.push(run);
      run = [];
    }
    run.push(i);
  }
  if (run.length) runs.push(run);
  return runs;
}

function keyOf(tokens: Token[], from: number, to: number, spaced: boolean): string {
  let key = '';
  for (let i = from; i < to; i++)
    key += (i > from && spaced ? ' ' : '') + (tokens[i] as Token).stem;
  return key;
}

/** The index of the cue token before `index`, skipping determiners and quotes; -1 if none. */
function cueBefore(analysis: LessonAnalysis, index: number, sentenceStart: number): number {
  const { tokens, pack, text } = analysis;
  let i = index - 1;
  while (i >= sentenceStart && pack.determiners.has((tokens[i] as Token).fold)) i--;
  if (i < sentenceStart) return -1;
  // "A solution's pH is the negative logarithm…": the thing of which the term is said, as a
  // possessive that only determiners come before, opens the sentence with it.
  if (possessiveOpening(analysis, i, sentenceStart)) return -1;
  const gap = text.slice((tokens[i] as Token).end, (tokens[index] as Token).start);
  // "TCP/IP is the family of protocols…": a word joined to the term by a slash is part of it.
  if (gap === '/') return i;
  return /^[\s\p{L}“”"«»'‘’]*$/u.test(gap) && !/[.,;:()]/.test(gap) ? i : -1;
}

/**
 * Whether tokens `first` to `last` open a paragraph as a glossary's entry does ("Programme :
 * Algorithme dans un langage de programmation."), heading it as a list item does: a term at the
 * start of its paragraph, then a colon, not an address ("http://…"), and a sentence that does
 * not name it again.
 */
function glossaryLine(
  analysis: LessonAnalysis,
  sentence: LessonAnalysis['sentences'][number],
  first: number,
  last: number,
): boolean {
  const block = analysis.blocks[sentence.block];
  const { tokens, text } = analysis;
  const end = (tokens[last] as Token).end;
  if (
    block?.type !== 'paragraph' ||
    sentence.start !== block.start ||
    /^\s*:\/\//.test(text.slice(end, end + 4))
  ) {
    return false;
  }
  // "Calcium: Blood levels of ionic calcium determine…" is a note on calcium, which names it
  // again, not what calcium is.
  const stems = new Set(tokens.slice(first, last + 1).map((t) => t.stem));
  return !tokens
    .slice(last + 1, sentence.endToken)
    .some((t) => stems.has(t.stem) && !analysis.pack.stopWords.has(t.fold));
}

/**
 * What a line of notes may say of its section's subject ("Structure :", "Rôle :") or of the line
 * itself ("Remarque :", "Note:"), folded: labels, no terms of their own.
 */
const aspectLabels: Partial<Record<LessonLanguage, ReadonlySet<string>>> = {
  en: new Set(
    'structure structures function functions role roles location example examples features result results consequence consequences note notes nb tip tips reminder warning caution'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'structure structures fonction fonctions role roles localisation composition exemple exemples caracteristiques resultat resultats consequence consequences remarque remarques rappel rappels astuce astuces nb note notes'.split(
      ' ',
    ),
  ),
};

/** "types of", "kinds of the": what a list of kinds is introduced by, before their term. */
const kindsOf = /\b(?:types|kinds|classes|forms|categories|groups|sorts)\s+of\s+(?:the\s+)?$/iu;

/** Whether token `index` is a common noun's possessive ("solution's") after determiners only. */
function possessiveOpening(
  analysis: LessonAnalysis,
  index: number,
  sentenceStart: number,
): boolean {
  const token = analysis.tokens[index] as Token;
  return (
    /^\p{Ll}[\p{L}-]*'s$/u.test(token.fold) &&
    /^\p{Ll}/u.test(analysis.text[token.start] ?? '') &&
    opensSentence(analysis, index, sentenceStart)
  );
}

/**
 * Words that open a sentence with the field or the moment it speaks of: "In economics, a market
 * is…", "During mitosis, the…", "En économie, un marché…" (what follows the comma is no
 * apposition of the term).
 */
const sceneSetters: Partial<Record<LessonLanguage, ReadonlySet<string>>> = {
  en: new Set('in on at for during after before within among throughout across under'.split(' ')),
  fr: new Set('en dans pour pendant apres avant chez sur selon parmi durant lors'.split(' ')),
};

/**
 * "of a substance is", "d'un corps est": a complement that makes a term generic, then a copula;
 * the group is the word after the copula.
 */
const genericComplement: Partial<Record<LessonLanguage, RegExp>> = {
  en: new RegExp(String.raw`^${ofAnyOne.en}\s+(?:is|are)\s+([\p{L}]+)`, 'iu'),
  fr: new RegExp(String.raw`^${ofAnyOne.fr}\s+(?:est|sont)\s+([\p{L}]+)`, 'iu'),
};

/**
 * "Associative learning occurs when an organism…", "La diffusion se produit lorsque…": a term that
 * opens its sentence and says when it happens is defined by what follows.
 */
const occursWhen: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^\s+(?:occurs?|happens?)\s+when\s/iu,
  fr: /^\s+(?:se produit|se produisent|a lieu|ont lieu)\s+(?:lorsqu|quand)/iu,
};

/**
 * "La Triple-Entente réunit la France, le Royaume-Uni et la Russie", "The thoracic cage consists of
 * the ribs, the sternum and the vertebrae": a term that opens its sentence and says what it is made
 * of, a list of three parts or more, is defined by them.
 */
const composedOf: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^\s+(?:consists? of|is made up of|are made up of|is composed of|are composed of|comprises?|brings? together)\s[^.;:]*,[^.;:]*\s(?:and|or)\s/iu,
  fr: /^\s+(?:réunit|réunissent|regroupe|regroupent|rassemble|rassemblent|comprend|comprennent|est (?:composée?|formée?|constituée?) de|sont (?:composée?s|formée?s|constituée?s) de)\s[^.;:]*,[^.;:]*\s(?:et|ou)\s/iu,
};

/**
 * "Two events are independent if the result of one…", "A number is prime when…", "Deux droites
 * sont parallèles si…": what a kind of thing is when it has a property defines the term the lesson
 * makes of both ("independent events", "droites parallèles"), where it writes that term elsewhere.
 */
const propertyCondition: Partial<
  Record<
    LessonLanguage,
    {
      count: RegExp;
      said: RegExp;
      condition: RegExp;
      adjectiveFirst: boolean;
      /** "A verb is in the passive voice when…", "Un verbe est à la voix passive lorsque…". */
      state: RegExp;
    }
  >
> = {
  en: {
    count: /^(?:two|three|several)$/,
    said: /^\s+said\s+to\s+be\s+/,
    condition: /^,?\s+(?:if|when|whenever)\s/,
    adjectiveFirst: true,
    state: /^\s+in\s+(?:the\s+)?/,
  },
  fr: {
    count: /^(?:deux|trois|plusieurs)$/,
    said: /^\s+dit(?:e|s|es)?\s+/,
    condition: /^,?\s+(?:si|s['’]|lorsqu|quand)/,
    adjectiveFirst: false,
    state: /^\s+(?:à\s+la\s+|à\s+l['’]\s*|au\s+|aux\s+|en\s+)/,
  },
};

function propertyDefined(
  analysis: LessonAnalysis,
  candidates: Map<string, Candidate>,
  sentence: LessonAnalysis['sentences'][number],
): void {
  const pattern = propertyCondition[analysis.language];
  if (!pattern) return;
  const { tokens, text, pack } = analysis;
  let i = sentence.firstToken;
  while (
    i < sentence.endToken &&
    (pack.determiners.has((tokens[i] as Token).fold) ||
      pattern.count.test((tokens[i] as Token).fold))
  ) {
    i++;
  }
  const noun = tokens[i];
  const copula = tokens[i + 1];
  if (!noun || !copula || i + 1 >= sentence.endToken || i === sentence.firstToken) return;
  if (
    !/^(?:is|are|est|sont)$/.test(copula.fold) ||
    !/^\s+$/.test(text.slice(noun.end, copula.start))
  ) {
    return;
  }
  // "Two events are said to be independent if…", "Deux droites sont dites parallèles si…".
  let from = i + 2;
  // "A verb is in the passive voice when the subject…": the state the thing is in when the
  // condition holds is the term, whatever the thing.
  const state = pattern.state.exec(text.slice(copula.end, copula.end + 20));
  const gap = state ?? pattern.said.exec(text.slice(copula.end, copula.end + 20));
  if (gap) {
    while (from < sentence.endToken && (tokens[from] as Token).start < copula.end + gap[0].length) {
      from++;
    }
  }
  for (let to = from + 1; to <= Math.min(from + 2, sentence.endToken - 1); to++) {
    const last = tokens[to - 1] as Token;
    if (!pattern.condition.test(text.slice(last.end, last.end + 12))) continue;
    if (!/^[\p{L}\s-]+$/u.test(text.slice((tokens[from] as Token).start, last.end))) return;
    // "mutually exclusive": the term may leave out the adverb ("exclusive events").
    const candidate = (to - 1 > from ? [from, to - 1] : [from])
      .map((start) => {
        const property = tokens.slice(start, to).map((t) => t.stem);
        if (state) return start === from ? candidates.get(property.join(' ')) : undefined;
        const words = pattern.adjectiveFirst ? [...property, noun.stem] : [noun.stem, ...property];
        return candidates.get(words.join(' '));
      })
      .find((found) => found !== undefined);
    if (!candidate) return;
    candidate.evidence.copulaStart++;
    const best = candidate.definitions.get(sentence.index) ?? 0;
    candidate.definitions.set(sentence.index, Math.max(best, definitionStrength.copulaStart));
    return;
  }
}

/** The number of a king or a pope after the name: "François Ier", "Louis XIV", "Pie IX". */
const regnalNumber = /^(?:Ier|Ire|[IVX]{1,5}(?:e|ème)?)$/u;

/** A possessive or a demonstrative between a naming verb and the noun after it. */
const possessives =
  /^\s+(?:their|its|his|her|our|my|your|this|these|that|those|leurs?|son|sa|ses|notre|nos|votre|vos|ce|cet|cette|ces)\s+$/iu;

/** "Mitosis = division of…" after a term: notes' "=" for "is" (`notesEqualsWords`). */
const notesEquals = new RegExp(String.raw`^\s+=\s+${notesEqualsWords}`, 'u');

/** Verbs of knowing and asking, folded: "qui" after them asks who ("on ignore qui est…"). */
const askingVerbs =
  /^(?:ignore|ignorent|ignorer|sait|savent|savoir|sais|savons|demande|demandent|demander|connait|connaitre|dire|dit|comprendre|comprend|devine|deviner|trouver|trouve)$/;

/** Whether token `index` is an interrogative word before a copula: "what", "who", "quel", "…ignore qui". */
function asksWho(analysis: LessonAnalysis, index: number): boolean {
  const word = analysis.tokens[index]?.fold ?? '';
  if (/^(?:what|who|quel|quelle|quels|quelles)$/.test(word)) return true;
  return word === 'qui' && askingVerbs.test(analysis.tokens[index - 1]?.fold ?? '');
}

/** Whether the copula at token `index` opens a cleft sentence ("c'est", "ce sont", "it is"). */
function cleftOpening(analysis: LessonAnalysis, index: number): boolean {
  const { tokens, text } = analysis;
  const copula = tokens[index] as Token;
  const previous = tokens[index - 1];
  return (
    /(?:^|[^\p{L}])c['’]$/iu.test(text.slice(Math.max(0, copula.start - 3), copula.start)) ||
    (previous !== undefined &&
      /^(?:ce|it)$/.test(previous.fold) &&
      /^\s+$/.test(text.slice(previous.end, copula.start)))
  );
}

/** Whether only determiners come before token `index` in its sentence. */
function opensSentence(analysis: LessonAnalysis, index: number, sentenceStart: number): boolean {
  const { tokens, pack } = analysis;
  for (let i = sentenceStart; i < index; i++) {
    if (!pack.determiners.has((tokens[i] as Token).fold)) return false;
  }
  return true;
}

/** Whether token `index` is the object of a preposition that opens its sentence. */
function setsTheScene(analysis: LessonAnalysis, index: number, sentenceStart: number): boolean {
  const opening = analysis.tokens[sentenceStart];
  return (
    index > sentenceStart &&
    opening !== undefined &&
    sceneSetters[analysis.language]?.has(opening.fold) === true &&
    opensSentence(analysis, index, sentenceStart + 1)
  );
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

function collectCandidates(analysis: LessonAnalysis): Map<string, Candidate> {
  const { tokens, text, pack, sentences, blocks } = analysis;
  const candidates = new Map<string, Candidate>();
  const spaced = pack.spaced;
  const gramLimit = spaced ? maxWords : 3;

  const touch = (from: number, to: number, sentenceIndex: number): Candidate => {
    const key = keyOf(tokens, from, to, spaced);
    let candidate = candidates.get(key);
    if (!candidate) {
      const sentence = sentences[sentenceIndex];
      const sentenceFirst = sentence?.heading ? Infinity : (sentence?.firstToken ?? 0);
      candidate = {
        key,
        words: key.split(' ').length,
        count: 0,
        whole: 0,
        surfaces: new Map(),
        occurrences: [],
        evidence: {
          naming: 0,
          copulaStart: 0,
          copula: 0,
          listHead: 0,
          apposition: 0,
          parenthesis: 0,
          relative: 0,
          inverted: 0,
          enumerated: 0,
        },
        inHeading: false,
        wholeHeading: 0,
        definitions: new Map(),
        nestedSum: 0,
        nestedIn: 0,
        folds: tokens.slice(from, to).map((t) => t.fold),
        capitals: tokens
          .slice(from, to)
          .filter(
            (t, i) =>
              (i > 0 || from > sentenceFirst) &&
              /^\p{Lu}\p{Ll}/u.test(text.slice(t.start, t.start + 2)),
          ).length,
        abbreviation: undefined,
        ofPhrase: false,
      };
      candidates.set(key, candidate);
    }
    return candidate;
  };

  const occur = (from: number, to: number, sentenceIndex: number, heading: boolean) => {
    const candidate = touch(from, to, sentenceIndex);
    candidate.count++;
    const startToken = tokens[from] as Token;
    const endToken = tokens[to - 1] as Token;
    candidate.occurrences.push({
      start: startToken.start,
      end: endToken.end,
      sentence: sentenceIndex,
    });
    if (heading) candidate.inHeading = true;
    // "L'Ecclésia est…": after an elided article the capital is the word's own.
    const atStart =
      from === sentences[sentenceIndex]?.firstToken &&
      startToken.start === sentences[sentenceIndex]?.start;
    if (!atStart || heading) {
      const surface = text.slice(startToken.start, endToken.end);
      // A heading capitalises its words ("Cell theory"), and so does a name the term is the end
      // of ("the Internet Protocol"): a sentence's own spelling of the term wins a tie.
      const previous = tokens[from - 1];
      const inName =
        !atStart &&
        previous !== undefined &&
        /^\p{Lu}/u.test(surface) &&
        /^\p{Lu}/u.test(text.slice(previous.start, previous.end)) &&
        /^\s+$/u.test(text.slice(previous.end, startToken.start));
      // A heading's first word has its capital from the heading ("Imagery"): shown only when
      // nothing else spells the term, and then as a sentence's opening word is. Two headings'
      // plural ("Les fonctions affines") weigh less than the singular a sentence defines.
      const weight = heading && atStart ? headingOpening : heading || inName ? 0.45 : 1;
      candidate.surfaces.set(surface, (candidate.surfaces.get(surface) ?? 0) + weight);
    }
    return candidate;
  };

  /** Whether tokens `i` and `i + 1` are two parts of one hyphenated word ("François-Ferdinand"). */
  const hyphenated = (i: number): boolean => {
    const token = tokens[i];
    const next = tokens[i + 1];
    return (
      token !== undefined && next !== undefined && /^[-‐]$/.test(text.slice(token.end, next.start))
    );
  };
  /** Whether tokens `from` to `to` (excluded) cut no hyphenated word in two. */
  // "2 sleep", "I hypersensitivity": a number inside a term ("stage 2 sleep") opens none.
  const numberFirst = (from: number) => {
    const token = tokens[from] as Token;
    return /^(?:\p{N}+|I)$/u.test(text.slice(token.start, token.end));
  };
  // "a 4 ohm resistor", "un cylindre de 3 mètres de haut": a unit after a number is a measure.
  const measured = (from: number) => {
    const unit = tokens[from] as Token;
    const number = tokens[from - 1];
    return (
      number !== undefined &&
      (measureWords.has(unit.fold) || measureWords.has(unit.fold.replace(/s$/, ''))) &&
      // "In 1687 Newton published…": a name is no unit.
      /^\p{Ll}/u.test(text[unit.start] ?? '') &&
      /^\p{N}+$/u.test(text.slice(number.start, number.end)) &&
      /^\s+$/u.test(text.slice(number.end, unit.start))
    );
  };
  const wholeWords = (from: number, to: number) =>
    !hyphenated(from - 1) && !hyphenated(to - 1) && !numberFirst(from) && !measured(from);

  /** Quotations of each sentence, found when first asked for. */
  const quotations = new Map<number, Array<[number, number]>>();
  /**
   * Whether token `from` is inside a quoted sentence of sentence `index` (an example: "A metaphor
   * says that one thing is another: “the classroom was a zoo”"), whose copula is not the lesson's.
   * A quoted name ("est appelé « effet de serre »") holds no copula of its own.
   */
  const quoted = (from: number, index: number): boolean => {
    const token = tokens[from];
    return token !== undefined && quotedSpan(token.start, token.end, index);
  };
  /** Whether the text from `start` to `end` is inside a quotation of sentence `index`. */
  const quotedSpan = (start: number, end: number, index: number): boolean => {
    const sentence = sentences[index];
    if (!sentence) return false;
    let ranges = quotations.get(index);
    if (!ranges) {
      ranges = [...text.slice(sentence.start, sentence.end).matchAll(quotation)].map((m) => [
        sentence.start + m.index,
        sentence.start + m.index + m[0].length,
      ]);
      quotations.set(index, ranges);
    }
    return ranges.some(([from, to]) => start > from && end < to);
  };
  /** `explicit`: the evidence defines as plainly as "X is a…" does, whatever its kind. */
  const addEvidence = (
    from: number,
    to: number,
    sentence: number,
    kind: Evidence,
    explicit = false,
  ) => {
    if (to - from > gramLimit || to <= from || !wholeWords(from, to)) return;
    if (quotedCopulas.has(kind) && quoted(from, sentence)) return;
    const candidate = touch(from, to, sentence);
    candidate.evidence[kind]++;
    const strength = explicit
      ? Math.max(definitionStrength[kind], definitionStrength.copulaStart)
      : definitionStrength[kind];
    if (strength > 0) {
      const best = candidate.definitions.get(sentence) ?? 0;
      candidate.definitions.set(sentence, Math.max(best, strength));
    }
  };

  for (const sentence of sentences) {
    const runs = sentenceRuns(analysis, sentence.firstToken, sentence.endToken);
    const block = blocks[sentence.block];
    // "In addition, …", "As a result, …", "Par exemple, …": the nouns of an opening connective
    // are no terms.
    const connectiveEnd =
      sentence.start +
      connectiveLength(text.slice(sentence.start, sentence.end), analysis.language);
    // Where the phrase that a linking word makes of a run and the one before starts ("guerre de
    // position"), by the index of the run after the link.
    const phraseStarts = new Map<number, number>();
    runs.forEach((run, runIndex) => {
      const first = run[0] as number;
      const last = run[run.length - 1] as number;
      if ((tokens[last] as Token).end <= connectiveEnd) return;
      for (let from = first; from <= last; from++) {
        // "plus", "plus petit" alone, "petit dénominateur commun" without its "plus": a
        // superlative is kept whole.
        if (superlativeAt(tokens, from - 1)) continue;
        for (let to = from + 1; to <= Math.min(last + 1, from + gramLimit); to++) {
          if (!wholeWords(from, to)) continue;
          if (to - from < 3 && superlativeAt(tokens, from)) continue;
          const candidate = occur(from, to, sentence.index, sentence.heading);
          if (from === first && to === last + 1) candidate.whole++;
        }
      }
      // "head of the femur", "loi d'Ohm", "circuit en série": a short run, a linking word and an
      // optional article, a short run.
      const nextRun = runs[runIndex + 1];
      const links = phraseLinks[analysis.language];
      let linked = false;
      if (spaced && links && nextRun) {
        const gap = text.slice(
          (tokens[last] as Token).end,
          (tokens[nextRun[0] as number] as Token).start,
        );
        // The words of the gap, elisions included ("loi d’Ohm": the tokens drop the "d’").
        const between = foldText(gap)
          .split(/[^\p{L}]+/u)
          .filter(Boolean)
          .join(' ');
        // "les poilus en France", "une guerre en Europe": "en" or "à" before a name says where,
        // it links no term ("circuit en série").
        const after = tokens[nextRun[0] as number] as Token;
        const where = /^(?:en|a|a l)$/.test(between) && /^\p{Lu}/u.test(text[after.start] ?? '');
        linked = /^[ \p{L}'’]*$/u.test(gap) && links.has(between) && !where;
        if (linked && run.length + Math.min(2, nextRun.length) <= gramLimit) {
          phraseStarts.set(runIndex + 1, first);
        }
        if (linked) {
          // The end of the run before ("price elasticity"), the start of the run after
          // ("demand"), within the longest term.
          for (let left = 1; left <= Math.min(3, run.length); left++) {
            for (let right = 1; right <= Math.min(2, nextRun.length); right++) {
              if (left + right > gramLimit) continue;
              if (!wholeWords(last + 1 - left, (nextRun[right - 1] as number) + 1)) continue;
              const candidate = occur(
                last + 1 - left,
                (nextRun[right - 1] as number) + 1,
                sentence.index,
                sentence.heading,
              );
              candidate.ofPhrase = true;
            }
          }
        }
      }
      // "jugular (suprasternal) notch": a synonym in parentheses inside the term.
      const inner = runs[runIndex + 1];
      const outer = runs[runIndex + 2];
      if (spaced && inner && outer && inner.length === 1 && run.length <= 2 && outer.length <= 2) {
        const innerToken = tokens[inner[0] as number] as Token;
        const opens = text.slice((tokens[last] as Token).end, innerToken.start);
        const closes = text.slice(innerToken.end, (tokens[outer[0] as number] as Token).start);
        if (/^ \($/.test(opens) && /^\) $/.test(closes)) {
          occur(first, (outer[outer.length - 1] as number) + 1, sentence.index, sentence.heading);
        }
      }
      if (sentence.heading) {
        if (runs.length === 1 && opensSentence(analysis, first, sentence.firstToken)) {
          const end = sentence.endToken;
          if (last === end - 1 && run.length <= gramLimit) {
            touch(first, last + 1, sentence.index).wholeHeading++;
          }
        }
        return;
      }
      const cue = cueBefore(analysis, first, sentence.firstToken);
      const span = Math.min(run.length, gramLimit);
      if (cue >= 0) {
        const cueToken = tokens[cue] as Token;
        const introducedBy = tokens[cue - 1]?.fold;
        // "on parle de déflation" names it; "le texte parle de la guerre" does not.
        const spokenOf = cueToken.fold !== 'parle' || introducedBy === 'on';
        // "sous le nom de Clovis" names him; "le nom commun" is a kind of noun.
        const nameOf = cueToken.fold !== 'nom' || cue < first - 1;
        // "The Romans called their state the res publica", "Aristote appelle cet effet la
        // catharsis": after an active verb, what a possessive or a demonstrative opens is what
        // is named, and the name follows it after an article. "…is called its rhyme scheme",
        // "…is referred to as their genotype" and "Freud called this transference: …" (no
        // second object) name what follows the verb.
        const name = runs[runIndex + 1];
        const secondObject =
          name !== undefined &&
          /^\s+(?:the|an?|le|la|les|l['’]|une?)\s*$/iu.test(
            text.slice((tokens[last] as Token).end, (tokens[name[0] as number] as Token).start),
          );
        // "le catholicisme social, qui appelle les patrons à mieux traiter leurs ouvriers": "appeler
        // quelqu'un à faire" calls on them, it names nothing.
        const callsOn =
          /^appell?e/.test(cueToken.fold) &&
          frenchInfinitives().has(
            /^\s+à\s+(?:(?:mieux|bien|ne|se|s['’])\s*)?(\p{L}+)/u
              .exec(text.slice((tokens[last] as Token).end, (tokens[last] as Token).end + 40))?.[1]
              ?.toLowerCase() ?? '',
          );
        // "those who cannot be vaccinated, such as newborn babies", "proteins as well as lipids":
        // an example or one more item, not a name.
        const listing = cueToken.fold === 'as' && /^(?:such|well)$/.test(introducedBy ?? '');
        const naming = pack.namingCues.has(cueToken.fold) && !callsOn && !listing;
        const owned =
          naming &&
          secondObject &&
          cueToken.fold !== 'as' &&
          possessives.test(text.slice(cueToken.end, (tokens[first] as Token).start)) &&
          !pack.copulas.has(introducedBy ?? '') &&
          !/^(?:be|been|being|also|often|sometimes|usually|commonly)$/.test(introducedBy ?? '');
        // "On parle de guerre « froide » car…": the name goes on into the quotation after it.
        const quotedOn = /^\s*[«“"]/u.test(
          text.slice((tokens[last] as Token).end, (tokens[last] as Token).end + 3),
        );
        if (naming && spokenOf && nameOf && !owned && !quotedOn) {
          const strong =
            cueToken.fold !== 'as' || introducedBy === 'known' || introducedBy === 'referred';
          const kind = strong ? 'naming' : 'apposition';
          // "a strategy called divide and conquer:", "une méthode appelée essai et erreur.": two
          // bare words joined by "and" up to the end of the clause are one name.
          const joined = tokens[first + 1];
          const second = tokens[first + 2];
          const pair =
            strong &&
            run.length === 1 &&
            // "known as the hippocampus and amygdala": after an article, two things.
            first === cue + 1 &&
            joined !== undefined &&
            second !== undefined &&
            second.sentence === sentence.index &&
            !second.stop &&
            /^(?:and|et)$/.test(joined.fold) &&
            /^\s+$/.test(text.slice((tokens[first] as Token).end, joined.start)) &&
            /^\s+$/.test(text.slice(joined.end, second.start)) &&
            /^\s*(?:[:,.;]|$)/.test(text.slice(second.end, sentence.end));
          // "est appelé ordonnée à l'origine", "is called the head of the femur": the name goes
          // on past its linking word, and its first word alone is not what is named ("Ces
          // températures sont appelées température de fusion…" names no "température").
          const end = nextRun?.[Math.min(2, nextRun.length) - 1];
          const goesOn =
            linked &&
            end !== undefined &&
            end + 1 - first <= gramLimit &&
            wholeWords(first, end + 1);
          if (pair) {
            occur(first, first + 3, sentence.index, sentence.heading).whole++;
            addEvidence(first, first + 3, sentence.index, kind);
          } else if (!goesOn) addEvidence(first, first + span, sentence.index, kind);
          if (goesOn) addEvidence(first, (end as number) + 1, sentence.index, kind);
        }
        if (owned && name) {
          addEvidence(
            name[0] as number,
            (name[0] as number) + Math.min(name.length, gramLimit),
            sentence.index,
            'naming',
          );
        }
      }
      const from = Math.max(first, last + 1 - gramLimit);
      const lastEnd = (tokens[last] as Token).end;
      const parenthetical = /^\s*\(([^()]{1,60})\)/.exec(text.slice(lastEnd, lastEnd + 64));
      let nextIndex = last + 1;
      if (parenthetical) {
        const inside = parenthetical[1] as string;
        // An acronym of the term ("adenosine triphosphate (ATP)", "messenger RNA (mRNA)").
        const initial = (tokens[from] as Token).fold[0];
        if (
          /^[\p{L}\p{N}-]{2,8}$/u.test(inside) &&
          /\p{Lu}.*\p{Lu}/u.test(inside) &&
          inside[0]?.toLowerCase() === initial &&
          wholeWords(from, last + 1)
        ) {
          touch(from, last + 1, sentence.index).abbreviation ??= inside;
        }
        addEvidence(from, last + 1, sentence.index, 'parenthesis');
        // "…regulates salivation (the secretion of saliva)": a phrase of four words or more in
        // brackets that opens on a determiner says what the term is ("the uterus (an ectopic
        // pregnancy)" names a case, "(the endoderm, mesoderm, and ectoderm)" lists parts).
        const opening = foldText(inside).split(/[^\p{L}]+/u);
        if (
          pack.determiners.has(opening[0] ?? '') &&
          opening.length >= 4 &&
          !inside.includes(',')
        ) {
          addEvidence(from, last + 1, sentence.index, 'apposition');
        }
        const skipTo = lastEnd + parenthetical[0].length;
        while (nextIndex < sentence.endToken && (tokens[nextIndex] as Token).start < skipTo) {
          nextIndex++;
        }
      }
      // "Voltage, also called potential difference, is the energy…": the other name set beside
      // the term comes between it and its copula.
      const alsoNamed = alsoCalled[analysis.language]?.exec(text.slice(lastEnd, lastEnd + 80));
      if (alsoNamed) {
        while (
          nextIndex < sentence.endToken &&
          (tokens[nextIndex] as Token).start < lastEnd + alsoNamed[0].length
        ) {
          nextIndex++;
        }
      }
      const next = tokens[nextIndex];
      // "A panic attack is defined as a period…", "La photosynthèse se définit comme la…": what
      // the term is comes after "defined as".
      const relation = next ? text.slice(next.start, next.start + 40) : '';
      let defining: { bare: boolean } | undefined;
      let definedAs: RegExpExecArray | null = null;
      for (const entry of next ? (definedAsAfter[analysis.language] ?? []) : []) {
        definedAs = entry.pattern.exec(relation);
        if (definedAs) {
          defining = entry;
          break;
        }
      }
      let complement = nextIndex + 1;
      while (
        definedAs &&
        complement < sentence.endToken &&
        (tokens[complement] as Token).start < (next as Token).start + definedAs[0].length
      ) {
        complement++;
      }
      const afterNext = tokens[complement];
      if (next && nextIndex < sentence.endToken && (pack.copulas.has(next.fold) || definedAs)) {
        const gap = alsoNamed
          ? ' '
          : text.slice(lastEnd + (parenthetical?.[0].length ?? 0), next.start);
        if (/^\s+$/.test(gap) || !spaced) {
          const atStart = cueBefore(analysis, first, sentence.firstToken) < 0;
          // "The voltage is the same across each branch" compares; it does not define.
          const definite =
            afterNext !== undefined &&
            // "is defined as feelings of…", "are characterized by excessive fear": these say
            // what the term is whatever opens the complement ("involves" needs a determiner).
            (defining?.bare === true ||
              pack.determiners.has(afterNext.fold) ||
              // "Attitude is our evaluation of a person, an idea, or an object."
              (analysis.language === 'en' && /^(?:our|your)$/.test(afterNext.fold)) ||
              // "Le climat est l'ensemble…": an elided article is part of the word after it.
              elidedArticle.test(text.slice(next.end, afterNext.start + 2)) ||
              pack.anyDeterminers?.has(afterNext.fold) === true ||
              pluralKind(analysis, tokens[last] as Token, next, afterNext) ||
              // "Imagery is language that appeals to the senses": a mass noun, then what it does.
              bareNounThenRelative(analysis, complement) ||
              // "The source is where a river begins", "Enjambment is when a sentence runs on…".
              (analysis.language === 'en' && /^(?:where|when)$/.test(afterNext.fold)) ||
              // "Les stratèges sont dix magistrats élus…": a number of things, as an article.
              countedKind(analysis, complement) ||
              gerundOfBareNoun(analysis, complement, first)) &&
            !comparisonOpening.test(text.slice(afterNext.start, afterNext.start + 40)) &&
            !rankAmongThem.test(text.slice(afterNext.start, sentence.end)) &&
            !instanceOfEarlierTerm(text, afterNext.start, sentence.start);
          addEvidence(
            from,
            last + 1,
            sentence.index,
            atStart && definite ? 'copulaStart' : 'copula',
          );
          // "La guerre de position désigne…": the copula follows the whole phrase, which the
          // sentence opens on.
          const phraseStart = phraseStarts.get(runIndex);
          if (
            phraseStart !== undefined &&
            run.length <= 2 &&
            definite &&
            cueBefore(analysis, phraseStart, sentence.firstToken) < 0
          ) {
            addEvidence(phraseStart, last + 1, sentence.index, 'copulaStart');
          }
        }
      }
      // "A switch connects the devices of a LAN", "A router forwards packets between networks":
      // one of a kind, with its indefinite article, opening its sentence on what it does.
      // (The same in French, "Une enzyme accélère une réaction", lost a CPES term: not read.)
      // "A weak acid, such as ethanoic acid, only partly ionises": past an example set beside it
      // and an adverb or two.
      let verbIndex = alsoNamed ? nextIndex : last + 1;
      for (let adverbs = 0; adverbs < 2; adverbs++) {
        const word = tokens[verbIndex];
        if (word === undefined || !englishTags(word.fold)?.[0]?.startsWith('RB')) break;
        if (text.slice(word.end, tokens[verbIndex + 1]?.start ?? word.end) !== ' ') break;
        verbIndex++;
      }
      const verb = tokens[verbIndex];
      if (
        analysis.language === 'en' &&
        first === sentence.firstToken + 1 &&
        /^an?$/.test((tokens[first - 1] as Token).fold) &&
        verb !== undefined &&
        verbIndex < sentence.endToken &&
        /^(?:,[^,]*,)? $/.test(
          text.slice(lastEnd, (tokens[alsoNamed ? nextIndex : last + 1] as Token).start),
        ) &&
        /^\p{Ll}/u.test(text[verb.start] ?? '') &&
        (englishTags(verb.fold)?.includes('VBZ') === true ||
          (englishTags(verb.fold) === undefined && /[^s]s$/.test(verb.fold)))
      ) {
        addEvidence(from, last + 1, sentence.index, 'copula');
      }
      // "La masse volumique d'un corps est la masse…", "The density of a substance is the…": a
      // term that opens its sentence, of any one thing, then a copula.
      const generic = genericComplement[analysis.language]?.exec(
        text.slice(lastEnd, Math.min(sentence.end, lastEnd + 80)),
      );
      // "When all outcomes are equally likely, the probability of an event A is…": past an opening
      // phrase and its comma as well.
      if (generic && cueBefore(analysis, first, sentence.firstToken) < 0) {
        const definite = pack.determiners.has(foldText(generic[1] as string));
        addEvidence(from, last + 1, sentence.index, definite ? 'copulaStart' : 'copula');
      }
      if (
        opensSentence(analysis, first, sentence.firstToken) &&
        occursWhen[analysis.language]?.test(text.slice(lastEnd, lastEnd + 40))
      ) {
        addEvidence(from, last + 1, sentence.index, 'copulaStart');
      }
      if (
        opensSentence(analysis, first, sentence.firstToken) &&
        composedOf[analysis.language]?.test(text.slice(lastEnd, sentence.end))
      ) {
        addEvidence(from, last + 1, sentence.index, 'copula');
      }
      // "The Cannon-Bard theory maintains that…", "The James-Lange theory of emotion asserts
      // that…": a theory that opens its sentence and says what it states is defined by it.
      // "According to the law of effect, behaviors that…": what the theory states follows it.
      const patterns = theoryPatterns(analysis.language);
      const following = text.slice(lastEnd, lastEnd + 60);
      // "…the Yerkes-Dodson law, which holds that…": wherever the theory stands.
      const restricted = patterns?.relative.test(following) === true;
      const stated = patterns?.statement.test(following) === true;
      const phraseStart = phraseStarts.get(runIndex);
      for (const start of phraseStart === undefined ? [from] : [from, phraseStart]) {
        const startOffset = (tokens[start] as Token).start;
        const opens =
          restricted ||
          (stated
            ? opensSentence(analysis, start, sentence.firstToken)
            : patterns !== undefined &&
              /^\s*,/.test(following) &&
              patterns.accordingBefore.test(text.slice(sentence.start, startOffset)));
        if (opens && namesTheory(text.slice(startOffset, lastEnd), analysis.language, true)) {
          addEvidence(start, last + 1, sentence.index, 'copulaStart');
        }
      }
      // "is the tight junction, which": an inverted copula, then a relative clause.
      const before = cueBefore(analysis, first, sentence.firstToken);
      // "…, la monnaie perd de sa valeur : c'est l'inflation.", "C'est le Bullionisme.": a clause
      // that is only "c'est", a definite article and the term names what the clause or the
      // sentence before says.
      const copulaBefore = before >= 0 && pack.copulas.has((tokens[before] as Token).fold);
      const namesWhatPrecedes =
        copulaBefore &&
        cleftOpening(analysis, before) &&
        // "C'est un effet allostérique." classes the subject before it; "le", "la" name.
        /^\s*(?:l['’]|la\s|le\s|les\s)\s*$/iu.test(
          text.slice((tokens[before] as Token).end, (tokens[first] as Token).start),
        ) &&
        /^\s*[.!]?\s*$/.test(text.slice(lastEnd, sentence.end)) &&
        /(?:^|[:;]\s*)c['’]\s*$/iu.test(
          text.slice(sentence.start, (tokens[before] as Token).start).trimStart(),
        );
      if (namesWhatPrecedes) addEvidence(first, first + span, sentence.index, 'naming');
      else if (
        copulaBefore &&
        before < first - 1 &&
        // "there is a shortage" says that it exists, not what it is ("there is a surplus:
        // sellers cannot sell everything" says it after the colon).
        (tokens[before - 1]?.fold !== 'there' ||
          /^\s*[:—–]/.test(text.slice(lastEnd, lastEnd + 4))) &&
        // "on ignore qui est le voleur", "we ask who is the author": a question, not a name ("…,
        // each of which is a phalanx bone" names).
        !asksWho(analysis, before - 1) &&
        // "ce sont les seigneurs qui dominent", "it is the hypothalamus that controls": a cleft
        // sentence puts the term forward, it does not say what it is ("C'est le Bullionisme."
        // names what the sentence before described).
        !(
          cleftOpening(analysis, before) &&
          /^(?:qui|que|qu|that|who)$/.test(tokens[first + span]?.fold ?? '')
        )
      ) {
        addEvidence(first, first + span, sentence.index, 'inverted');
      }
      const relative = tokens[last + 1];
      if (
        relative &&
        /^,\s+$/.test(text.slice(lastEnd, relative.start)) &&
        pack.relatives.has(relative.fold)
      ) {
        addEvidence(from, last + 1, sentence.index, 'relative');
        // "…to calculate ejection fraction, which is the portion of the blood…": a relative clause
        // that says what the term is explains it as an apposition does.
        if (
          pack.copulas.has(tokens[last + 2]?.fold ?? '') &&
          pack.determiners.has(tokens[last + 3]?.fold ?? '')
        ) {
          addEvidence(from, last + 1, sentence.index, 'apposition');
        }
      }
      const lead = text.slice(
        first > sentence.firstToken ? (tokens[first - 1] as Token).end : sentence.start,
        (tokens[first] as Token).start,
      );
      const sentenceText = text.slice(sentence.start, sentence.end);
      if (/[:,]\s*$/.test(lead) && /:|\binclud|\bsuch as\b/i.test(sentenceText)) {
        addEvidence(first, first + span, sentence.index, 'enumerated');
      }
      const after = text.slice(lastEnd, lastEnd + 4);
      // "- The mouth: chewing…", "- L’estomac : brassage…": the term opens its line, after at
      // most a determiner, and a colon or a dash follows it ("- RE lisse (REL) : synthèse…": past
      // what brackets set beside it).
      // "- Group 1, the alkali metals: soft metals that…": a short label and a comma may come
      // first in a list item.
      const labelled =
        block?.type === 'bullet' &&
        /^[^,:;.()]{1,25},\s+(?:(?:the|le|la|les)\s+|l['’]\s*)?$/iu.test(
          text.slice(sentence.start, (tokens[first] as Token).start),
        );
      if (
        (opensSentence(analysis, first, sentence.firstToken) || labelled) &&
        // "Structure : 4 sous-unités…", "Rôle : …": a label of what the line says of the
        // section's subject.
        !(
          first === last &&
          aspectLabels[analysis.language]?.has((tokens[first] as Token).fold) === true
        ) &&
        (parenthetical
          ? // Not a count ("Incisives (8) :"), not a reference ("Philadelphia (PA): Elsevier
            // Ltd" says nothing in lower case).
            /^\p{L}/u.test(parenthetical[1] as string) &&
            /^\s*[:—–]\s*[^.]*?\s\p{Ll}{3,}/u.test(
              text.slice(lastEnd + parenthetical[0].length, sentence.end),
            )
          : // "Mitosis = division of a body cell": notes write "=" for "is", "DDHC = Déclaration des droits…" spells out
            // (not "CO = HR × SV", "magnification = image size / real size").
            // "Mots-clés :" alone on its line announces what follows, it defines nothing.
            ((/^\s*[:—–]/.test(after) && /\p{L}/u.test(text.slice(lastEnd, sentence.end))) ||
              notesEquals.test(text.slice(lastEnd, sentence.end))) &&
            // "- income: when incomes rise, people buy more…": a factor and how it acts, no
            // definition.
            ![clauseOpeners, remarkOpeners].some((openers) =>
              openers.has(
                foldText(
                  /^\s*[:—–]\s*(\p{L}+)/u.exec(text.slice(lastEnd, lastEnd + 20))?.[1] ?? '',
                ),
              ),
            ))
      ) {
        addEvidence(
          from,
          last + 1,
          sentence.index,
          block?.type === 'bullet' || glossaryLine(analysis, sentence, first, last)
            ? 'listHead'
            : 'apposition',
        );
      } else if (
        // "…based on perceptual hypotheses: educated guesses that…": a colon in the middle of
        // the sentence, then one phrase to its end (a list after it has commas).
        (analysis.language === 'en' &&
          /^\s*:\s/.test(after) &&
          /^\s*:\s+[^,;:()]{12,200}?\s*\.?\s*$/u.test(text.slice(lastEnd, sentence.end)) &&
          // "There are two types of isotonic contractions: concentric and eccentric." names its
          // kinds, not what it is; so do two words alone ("…depending on one's motives: hostile
          // or instrumental.").
          !/^\s*:\s+[\p{L}-]+\s+(?:and|or)\s+[\p{L}-]+\s*\.?\s*$/u.test(
            text.slice(lastEnd, sentence.end),
          ) &&
          // "the square gives RR, Rr, Rr and rr: a ratio of 3 round to 1 wrinkled": what follows
          // the colon says what the whole list makes, not what its last item is.
          !/^(?:and|or)$/.test(
            tokens[cueBefore(analysis, first, sentence.firstToken)]?.fold ?? '',
          ) &&
          !kindsOf.test(
            text.slice(
              Math.max(sentence.start, (tokens[from] as Token).start - 30),
              (tokens[from] as Token).start,
            ),
          )) ||
        (/^,\s/.test(after) &&
          pack.determiners.has(tokens[last + 1]?.fold ?? '') &&
          !setsTheScene(analysis, first, sentence.firstToken) &&
          // "Britain had coal and iron ore, a growing population and colonies…": after "and",
          // the term closes one item of a list and the next one follows the comma.
          !/^(?:and|or|et|ou)$/.test(
            tokens[cueBefore(analysis, first, sentence.firstToken)]?.fold ?? '',
          ) &&
          // "le froid, la boue, les rats et les bombardements": the next items of a list.
          !continuesEnumeration(text.slice(lastEnd, sentence.end), analysis.language)) ||
        // "the price of substitutes, goods that can replace each other", "complements, goods
        // used together": a plural kind with no determiner, then what sets it apart.
        (/^,\s/.test(after) &&
          /s$/.test((tokens[last] as Token).fold) &&
          tokens[last + 1] !== undefined &&
          !tokens[last + 1]!.stop &&
          /^\p{Ll}+s$/u.test(text.slice(tokens[last + 1]!.start, tokens[last + 1]!.end)) &&
          (pack.relatives.has(tokens[last + 2]?.fold ?? '') ||
            (analysis.language === 'en' &&
              /^(?:\p{Ll}+ed|made|known|given|held|found|seen|built)$/u.test(
                tokens[last + 2]?.fold ?? '',
              ))) &&
          // "Focal lesions include strokes affecting the cerebellar arteries, tumors that…": the
          // items of a list.
          !/\b(?:includ\p{L}*|such as|are|were)\s|:/u.test(
            text.slice(sentence.start, (tokens[first] as Token).start),
          ) &&
          !/^(?:and|or|et|ou)$/.test(
            tokens[cueBefore(analysis, first, sentence.firstToken)]?.fold ?? '',
          )) ||
        // "le troc, c’est-à-dire l’échange…", "inertia, that is, the…": an explanation follows;
        // "l'unité astronomique (ua), égale à la distance moyenne…", "…, equal to…": a measure.
        /^(?:\s*\([^()]{1,12}\))?,?\s+(?:c['’]est-à-dire|that is|i\.e\.|égale?s?\s+(?:à|au|aux)|equal\s+to)[\s,]/iu.test(
          text.slice(lastEnd, lastEnd + 40),
        )
      ) {
        // "la perspective, une technique qui donne l'illusion…", "the hypothalamus, a structure
        // that…": a kind and what sets it apart, as plain as "X est une technique qui…".
        const classed = classingApposition.test(text.slice(lastEnd, lastEnd + 80));
        // "son ordonnée à l'origine, c'est-à-dire l'ordonnée du point…": what "à" joins to a noun
        // makes one name with it ("machine à vapeur"), which the apposition explains whole.
        const joined =
          phraseStart !== undefined &&
          joinedByA.test(text.slice(sentence.start, (tokens[first] as Token).start));
        // "In an autoimmune disease, like type 1 diabetes, the immune system…": an example set
        // between commas, and the sentence goes on after it.
        const example = exampleAfterComma.test(
          text.slice(
            Math.max(sentence.start, (tokens[from] as Token).start - 40),
            (tokens[from] as Token).start,
          ),
        );
        if (!example) {
          addEvidence(joined ? phraseStart : from, last + 1, sentence.index, 'apposition', classed);
        }
      }
    });
  }

  // "a **partially permeable membrane**": what the author set in bold or italics is a candidate
  // whole, even where the noun phrases cut it otherwise (an adverb, a verb form).
  for (const emphasis of analysis.emphasised) {
    const from = tokens.findIndex((t) => t.start >= emphasis.start);
    let to = from;
    while (to < tokens.length && (tokens[to] as Token).end <= emphasis.end) to++;
    const first = tokens[from];
    const last = tokens[to - 1];
    if (!first || !last || to <= from || to - from > gramLimit) continue;
    if (first.start !== emphasis.start || last.end !== emphasis.end) continue;
    if (first.sentence !== last.sentence || first.stop || last.stop || !wholeWords(from, to)) {
      continue;
    }
    const known = candidates.get(keyOf(tokens, from, to, spaced));
    if (known?.occurrences.some((o) => o.start === first.start)) continue;
    const heading = sentences[first.sentence]?.heading === true;
    occur(from, to, first.sentence, heading).whole++;
  }

  // "…squeezes out the water (compaction) and minerals…": a term alone in brackets after a clause
  // of four words or more names what the clause says.
  if (spaced) {
    for (const sentence of sentences) {
      if (sentence.heading) continue;
      const said = text.slice(sentence.start, sentence.end);
      for (const match of said.matchAll(bracketedName)) {
        const clause = (match[1] as string).trim();
        // "You have Brandon write 100 times… (positive punishment)": a case told, an example.
        if (clause.split(/\s+/).length < 4 || toldCase.test(clause) || endsOnProcess.test(clause)) {
          continue;
        }
        const start = sentence.start + match.index + (match[1] as string).length + 2;
        const end = start + (match[2] as string).length;
        const from = tokens.findIndex((t) => t.start === start);
        let to = from;
        while (to >= 0 && to < tokens.length && (tokens[to] as Token).end <= end) to++;
        if (from < 0 || (tokens[to - 1] as Token).end !== end || (tokens[from] as Token).stop) {
          continue;
        }
        addEvidence(from, to, sentence.index, 'apposition');
      }
    }
  }

  for (const candidate of candidates.values()) {
    if (!spaced || candidate.words < 2 || candidate.count < 2) continue;
    const parts = candidate.key.split(' ');
    const seen = new Set<string>();
    for (let from = 0; from < parts.length; from++) {
      for (let to = from + 1; to <= parts.length; to++) {
        if (to - from === parts.length) continue;
        const sub = parts.slice(from, to).join(' ');
        if (seen.has(sub)) continue;
        seen.add(sub);
        const nested = candidates.get(sub);
        if (nested) {
          nested.nestedSum += candidate.count;
          nested.nestedIn++;
        }
      }
    }
  }
  // "Two events are independent if…": a kind of thing with a property, and when it has it.
  for (const sentence of sentences) {
    if (!sentence.heading) propertyDefined(analysis, candidates, sentence);
  }
  // « il », « celui-ci », "buzz": a word the lesson only ever quotes, and names nowhere, is an
  // example of what it teaches.
  for (const candidate of candidates.values()) {
    candidate.quotedOnly =
      candidate.evidence.naming === 0 &&
      candidate.occurrences.every((o) => quotedSpan(o.start, o.end, o.sentence));
  }
  return candidates;
}

/** The names of the features, in the order of `termFeatureWeights` (after the bias). */
export const termFeatureNames = [
  'log count',
  'log own count',
  'whole share',
  'one word',
  'two words',
  'three words',
  'four+ words',
  'naming',
  'copula at start',
  'copula',
  'list head',
  'relative clause',
  'inverted copula',
  'enumerated',
  'apposition',
  'parenthesis',
  'abbreviation',
  'in heading',
  'rare share',
  'everyday share',
  'very common single',
  'two capitals',
  'one capital',
  'first position',
  'log blocks',
  'length',
  'nested',
  'single occurrence',
  'defined at first mention',
  'of phrase',
  'named once',
  'rare single word',
  'learned suffix share',
  'everyday head noun',
  'everyday first word',
  'in a list item',
  'count per 1000 chars',
  'whole heading',
  'definition strength',
] as const;

/**
 * Endings of learned, Greek or Latin words ("osmosis", "mitose", "enzyme", "capitalisme"), per
 * language: a term's words end so in every field, and everyday words rarely do.
 */
const learnedSuffixes: Partial<Record<LessonLanguage, RegExp>> = {
  en: /(?:osis|itis|cyte|blast|clast|ase|gen|ism|ium|ion|ine|oid|al|ic|ary|ous|ema|emia|oma|phy|sis|ula|ole|ule|us|um|ae|ia)$/,
  fr: /(?:ose|ite|cyte|blaste|clase|ase|gène|gene|isme|ium|ion|ine|oïde|oide|al|aux|ique|aire|eux|ème|eme|émie|emie|ome|phie|ie|ule|ole|us|um|é|ée)s?$/,
};

function featuresOf(
  candidate: Candidate,
  analysis: LessonAnalysis,
  ranks: Map<string, number>,
): number[] {
  const content = candidate.folds.filter((f) => !analysis.pack.stopWords.has(f));
  const own =
    candidate.nestedIn > 0
      ? candidate.count - candidate.nestedSum / candidate.nestedIn
      : candidate.count;
  const e = candidate.evidence;
  const cap = (n: number) => Math.min(n, 3);
  // A heading names its section's subject; the first mention in the text is what defines it.
  const firstOccurrence =
    candidate.occurrences.find((o) => !analysis.sentences[o.sentence]?.heading) ??
    candidate.occurrences[0];
  const firstSentence = firstOccurrence?.sentence ?? 0;
  // "DNA", "ATP": an abbreviation is no everyday word, however often everyday texts write it.
  const abbreviated =
    candidate.words === 1 &&
    firstOccurrence !== undefined &&
    looksAbbreviated(analysis.text.slice(firstOccurrence.start, firstOccurrence.end));
  const rank = (fold: string) => (abbreviated ? Infinity : (ranks.get(fold) ?? Infinity));
  const blocks = new Set(candidate.occurrences.map((o) => analysis.sentences[o.sentence]?.block));
  const words = candidate.words;
  const learned = learnedSuffixes[analysis.language];
  return [
    Math.log2(1 + candidate.count),
    Math.log2(1 + Math.max(0, own)),
    candidate.whole / Math.max(1, candidate.count),
    words === 1 ? 1 : 0,
    words === 2 ? 1 : 0,
    words === 3 ? 1 : 0,
    words >= 4 ? 1 : 0,
    cap(e.naming),
    cap(e.copulaStart),
    cap(e.copula),
    cap(e.listHead),
    cap(e.relative),
    cap(e.inverted),
    cap(e.enumerated),
    cap(e.apposition),
    cap(e.parenthesis),
    candidate.abbreviation ? 1 : 0,
    candidate.inHeading ? 1 : 0,
    content.filter((f) => rank(f) >= 10000).length / Math.max(1, content.length),
    content.filter((f) => rank(f) < 3000).length / Math.max(1, content.length),
    words === 1 && rank(candidate.folds[0] ?? '') < 1000 ? 1 : 0,
    candidate.capitals >= 2 ? 1 : 0,
    candidate.capitals === 1 ? 1 : 0,
    (firstOccurrence?.start ?? 0) / Math.max(1, analysis.text.length),
    Math.log2(1 + blocks.size),
    Math.min(candidate.key.length, 40) / 20,
    candidate.nestedIn > 0 ? 1 : 0,
    candidate.count === 1 ? 1 : 0,
    candidate.definitions.has(firstSentence) ? 1 : 0,
    candidate.ofPhrase ? 1 : 0,
    candidate.count === 1 && e.naming + e.copulaStart > 0 ? 1 : 0,
    words === 1 && rank(candidate.folds[0] ?? '') >= 10000 ? 1 : 0,
    content.filter((f) => learned?.test(f) === true).length / Math.max(1, content.length),
    rank(candidate.folds[candidate.folds.length - 1] ?? '') < 1000 ? 1 : 0,
    words > 1 && rank(candidate.folds[0] ?? '') < 500 ? 1 : 0,
    candidate.occurrences.some(
      (o) => analysis.blocks[analysis.sentences[o.sentence]?.block ?? -1]?.type === 'bullet',
    )
      ? 1
      : 0,
    Math.min(5, candidate.count / Math.max(1, analysis.text.length / 1000)),
    candidate.wholeHeading > 0 ? 1 : 0,
    // Pooled over every pattern, so that a pattern one corpus never uses ("- Term : …") still
    // counts as much as the patterns another corpus taught the model.
    Math.max(0, ...candidate.definitions.values()) / definitionStrength.naming,
  ];
}

/**
 * Whether a French sentence opens on the candidate with no determiner, a word of the sentence
 * after it ("Érasme est un humaniste…", "Florence devient…"): a French common noun opens a
 * sentence with its article ("L’humanisme est…"), so the candidate is a name and keeps its capital.
 */
function bareFrenchSubject(analysis: LessonAnalysis, candidate: Candidate): boolean {
  if (analysis.language !== 'fr') return false;
  const { text, sentences } = analysis;
  return candidate.occurrences.some((o) => {
    const sentence = sentences[o.sentence];
    if (!sentence || sentence.heading) return false;
    if (text.slice(sentence.start, o.start).trim() !== '') return false;
    return /^ \p{Ll}/u.test(text.slice(o.end, Math.min(sentence.end, o.end + 2)));
  });
}

/**
 * Whether a sentence that opens on the candidate says it is a person ("Voltaire est un écrivain
 * et philosophe…", "Érasme, un humaniste né à Rotterdam, publie…"): a name the lesson writes only
 * at the start of sentences keeps its capital.
 */
function namesPerson(analysis: LessonAnalysis, candidate: Candidate): boolean {
  const { text, sentences, pack } = analysis;
  return candidate.occurrences.some((o) => {
    const sentence = sentences[o.sentence];
    if (!sentence || text.slice(sentence.start, o.start).trim() !== '') return false;
    const rest = text.slice(o.end, sentence.end);
    // "Érasme, un humaniste né à Rotterdam, publie…": who it is, set beside the name.
    const beside = /^,\s+/u.exec(rest);
    if (beside && definesPerson(text.slice(o.start, o.end), rest.slice(beside[0].length), pack)) {
      return true;
    }
    const copula = /^\s+(\p{L}+)\s+/u.exec(rest);
    if (!copula || !pack.copulas.has(foldText(copula[1] as string))) return false;
    return definesPerson(text.slice(o.start, o.end), rest.slice(copula[0].length), pack);
  });
}

function surfaceOf(analysis: LessonAnalysis, candidate: Candidate): string {
  return namingOf(analysis, candidate).surface;
}

/**
 * How a term is shown, and its key: the candidate's own, or for an abbreviation the lesson spells
 * out, that of the words it stands for ("ICD" is compared with "International Classification"
 * as "International Classification of Diseases").
 */
function namingOf(
  analysis: LessonAnalysis,
  candidate: Candidate,
): { surface: string; key: string; words: number } {
  let surface = '';
  let best = 0;
  for (const [form, count] of candidate.surfaces) {
    // "Stanley Milgram’s experiment" names "Stanley Milgram": a possessive is shown only when the
    // lesson never writes the term without it, and then without its "’s".
    const weight = possessive.test(form) ? count / 1000 : count;
    if (weight > best) {
      surface = form;
      best = weight;
    }
  }
  surface = surface.replace(possessive, '');
  // Spelled only where a heading opens on it: any other spelling weighs 0.45 at least.
  const headingOnly = best < 0.45;
  if (!surface || headingOnly) {
    const first = candidate.occurrences[0] as { start: number; end: number };
    surface ||= analysis.text.slice(first.start, first.end);
    if (
      /^\p{Lu}\p{Ll}+(?:\s\p{Ll}+)*$/u.test(surface) &&
      !namesPerson(analysis, candidate) &&
      !bareFrenchSubject(analysis, candidate)
    ) {
      surface = surface.toLowerCase();
    }
  }
  if (candidate.abbreviation && !surface.includes('(')) {
    surface = `${surface} (${candidate.abbreviation})`;
  } else if (looksAbbreviated(surface)) {
    // "IRB" on a card tells a student less than "institutional review board (IRB)".
    const spelled = spelledOut(analysis.text, surface);
    if (spelled) {
      const inside = analysis.tokens.filter(
        (t) => t.start >= spelled.start && t.end <= spelled.end,
      );
      if (inside.length > 0) {
        return {
          surface: `${spelled.words} (${surface})`,
          key: inside.map((t) => t.stem).join(analysis.pack.spaced ? ' ' : ''),
          words: inside.length,
        };
      }
    }
  }
  return { surface, key: candidate.key, words: candidate.words };
}

/** An English possessive ending ("Freud’s", "Lazarus’s"; "Lazarus’" too). */
const possessive = /(?<=\p{L})['’]s$|(?<=s)['’]$/u;

/** "IRB", "fMRI", "WBCs", "DSM-5": one word of at most eight characters with two capitals. */
const looksAbbreviated = (surface: string) =>
  /^[\p{L}\p{N}-]{2,8}$/u.test(surface) && /\p{Lu}.*\p{Lu}/u.test(surface);

/**
 * The words the lesson writes an abbreviation for, before it in parentheses: "institutional review
 * board (IRB)", "Do Not Resuscitate (DNR)", "Diagnostic and Statistical Manual of Mental Disorders
 * (DSM-5)". The shortest run of words of its clause, ending at the parenthesis, whose first word
 * starts with the abbreviation's first letter and whose words' initials (hyphenated parts too)
 * hold all its letters in order; at most four words more than it has letters.
 */
function spelledOut(
  text: string,
  abbreviation: string,
): { words: string; start: number; end: number } | undefined {
  // "WBCs": the plural's "s" is no initial.
  const letters = foldText(abbreviation.replace(/(?<=\p{Lu})s$/u, '')).replace(/[^\p{L}]/gu, '');
  if (letters.length < 2) return undefined;
  const marker = `(${abbreviation})`;
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) {
    const base = Math.max(0, at - 160);
    const before = text.slice(base, at);
    const clause = before.split(/[.!?;:,()\n]/u).pop() ?? '';
    const head = before.slice(0, before.length - clause.length);
    const words = [...clause.matchAll(/\S+/gu)].map((match) => {
      // "L'Organisation mondiale…": an elided article is no word of the name.
      const elided = /^\p{L}{1,2}['’](?=\p{L})/u.exec(match[0])?.[0].length ?? 0;
      const start = base + head.length + match.index + elided;
      return { word: match[0].slice(elided), start, end: start + match[0].length - elided, elided };
    });
    // A capital that opens the sentence is no name's ("Functional magnetic resonance imaging").
    const sentenceStart =
      (head === '' ? base === 0 : /[.!?\n]$/u.test(head)) && words[0]?.elided === 0;
    const from = Math.max(0, words.length - letters.length - 4);
    for (let start = words.length - 1; start >= from; start--) {
      const run = words.slice(start);
      const initials = run.flatMap((w) => w.word.split('-')).map((part) => foldText(part)[0]);
      if (initials[0] !== letters[0]) continue;
      let matched = 0;
      for (const initial of initials) if (initial === letters[matched]) matched++;
      if (matched !== letters.length) continue;
      const name = run.map((w) => w.word).join(' ');
      const lowered =
        start === 0 && sentenceStart && /^\p{Lu}\p{Ll}+(?:[\s-]\p{Ll}+)+$/u.test(name);
      return {
        words: lowered ? name.toLowerCase() : name,
        start: run[0]!.start,
        end: run[run.length - 1]!.end,
      };
    }
  }
  return undefined;
}

/** A list's title ("Key dates", "Main causes", "Dates clés", "Idées essentielles"). */
const listLabel =
  /^(?:(?:key|main|important)\s+\p{L}+|\p{L}+\s+(?:cl[ée]s|importante?s|essentiel(?:le)?s|principa(?:les|ux)))$/iu;

/** What makes a unit of length one of area or volume ("mètre cube", "square metre"). */
const unitShape = /^(?:cubes?|carres?|cubic|square)$/;

/**
 * Units of measure and of time of more than three letters, folded and singular, that a number
 * comes before ("8 minutes"); shorter ones ("km", "day", "an") are units after any number.
 */
const measureWords = new Set(
  [
    'metre meter kilometre kilometer centimetre centimeter millimetre millimeter mile gram',
    'kilogram tonne litre liter second minute hour week month year century degree percent',
    'dollar euro pound mole mètre kilomètre centimètre millimètre gramme kilogramme seconde',
    'heure jour semaine mois annee siecle degre',
    'ohm volt watt amp ampere joule newton pascal hertz kelvin calorie',
  ]
    .join(' ')
    .split(' ')
    .map(foldText),
);

/** A number before a word, in figures, its scale in words aside ("150 millions de", "13 billion"). */
const numberBefore =
  /\p{N}\s?(?:(?:thousand|million|billion|trillion|mille|millions?|milliards?)\s+(?:d['’]|de\s+)?)?$/iu;

/** The scale of a number in words ("9.5 trillion kilometres", "150 millions de kilomètres"). */
const numberScale = /^(?:thousands?|millions?|billions?|trillions?|mille|milliers|milliards?)$/u;

/**
 * Whether a candidate is a unit: a word of at most three letters that the lesson writes only
 * after a number ("3 cm", "5 kg", "2 °C" aside), or a unit of measure or time it writes only after
 * one ("150 millions de kilomètres", "8 minutes"), or a number's scale and what follows it ("9.5
 * trillion kilometres"): a measure, not a term.
 */
function unitsOf(analysis: LessonAnalysis): (candidate: Candidate) => boolean {
  const { text } = analysis;
  return (candidate) => {
    const fold = candidate.folds[0] ?? '';
    // "about 9.5 trillion kilometres": a number's scale and its unit.
    if (numberScale.test(fold)) {
      return candidate.occurrences.every((o) =>
        /\p{N}\s?$/u.test(text.slice(Math.max(0, o.start - 2), o.start)),
      );
    }
    // "d'un mètre cube", "in square metres": a unit of area or volume, unless the lesson says
    // what it is.
    if (candidate.words === 2 && candidate.definitions.size === 0) {
      const measure = (word: string) =>
        measureWords.has(word) || measureWords.has(word.replace(/s$/, ''));
      const [a = '', b = ''] = candidate.folds;
      return (measure(a) && unitShape.test(b)) || (unitShape.test(a) && measure(b));
    }
    if (candidate.words !== 1) return false;
    if (fold.length <= 3) {
      return candidate.occurrences.every((o) =>
        /\p{N}\s?$/u.test(text.slice(Math.max(0, o.start - 2), o.start)),
      );
    }
    if (!measureWords.has(fold) && !measureWords.has(fold.replace(/s$/, ''))) return false;
    return candidate.occurrences.every((o) =>
      numberBefore.test(text.slice(Math.max(0, o.start - 20), o.start)),
    );
  };
}

/**
 * Whether a place of the lesson lies within a match of `source` (a regular-expression source, read
 * from a word's start), or undefined when the lesson has no match.
 */
function insideMatches(
  text: string,
  source: string,
): ((o: { start: number; end: number }) => boolean) | undefined {
  const spans = [...text.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})`, 'giu'))].map(
    (m) => ({ start: m.index, end: m.index + m[0].length }),
  );
  if (spans.length === 0) return undefined;
  return (o) => spans.some((s) => s.start <= o.start && o.end <= s.end);
}

/**
 * Whether a candidate is a century or a word of one wherever the lesson writes it ("XVIe siècle",
 * "siècle", "16th century"), or the era of a year ("BC" of "753 BC"): a date, which the sheet
 * marks as one, not a term to learn.
 */
function centuriesOf(analysis: LessonAnalysis): (candidate: Candidate) => boolean {
  const dates = analysis.pack.dates;
  if (!dates?.century) return () => false;
  const inside = insideMatches(analysis.text, `(?:${dates.century})|(?:${dates.era})`);
  if (!inside) return () => false;
  // "BC" of "the 3rd centuries BC" too: one word the lesson mostly writes in dates.
  return (candidate) => {
    const dated = candidate.occurrences.filter(inside).length;
    return (
      dated > 0 &&
      (dated === candidate.occurrences.length ||
        (candidate.words === 1 && dated >= candidate.occurrences.length / 2))
    );
  };
}

/**
 * Whether a candidate is only ever the word a term comes from ("La conscience vient du latin
 * conscientia", "tunics (from the Latin term tunica)"): the lesson names it to explain another
 * word, and asks nothing about it.
 */
function etymaOf(analysis: LessonAnalysis): (candidate: Candidate) => boolean {
  const etymology = analysis.pack.etymology;
  if (!etymology) return () => false;
  const inside = insideMatches(analysis.text, `(?:${etymology})\\s+[«“"‘']?\\s*[\\p{L}-]+`);
  if (!inside) return () => false;
  return (candidate) => candidate.occurrences.every(inside);
}

/** Signs of a formula: a word next to one is a variable ("ax + b", "y = 2x"). */
const mathSign = /[=+−×÷<>≠≤≥^*/]/u;

/**
 * Whether a candidate is, or ends on, a variable of a formula: a lower-case word of at most three
 * characters that holds a digit ("y2", "x1") or is only ever written beside a sign of a formula
 * ("f(x) = ax + b"). "CO2", "pH" or "ATP" keep their capitals and stay candidates.
 */
function symbolsOf(analysis: LessonAnalysis): (candidate: Candidate) => boolean {
  const { text } = analysis;
  return (candidate) => {
    // "expression ax + b", "signe de ax + b": a phrase ending on a variable is one too.
    if ((candidate.folds[candidate.folds.length - 1]?.length ?? 0) > 3) return false;
    const lastWords = candidate.occurrences.map((o) => {
      const form = text.slice(o.start, o.end);
      const start = o.start + form.search(/\S+$/u);
      return { start, form: text.slice(start, o.end), end: o.end };
    });
    if (lastWords.some(({ form }) => /\p{Lu}/u.test(form))) return false;
    if (lastWords.every(({ form }) => /\p{N}/u.test(form))) return true;
    return lastWords.every(
      (o) =>
        (candidate.words === 1 && mathSign.test(text.slice(Math.max(0, o.start - 3), o.start))) ||
        mathSign.test(text.slice(o.end, o.end + 3)),
    );
  };
}

const frenchPredicateVerbs: ReadonlySet<string> = new Set(
  'est sont etait etaient sera seront reste restent devient deviennent semble semblent'.split(' '),
);

// The endings of French adjectives ("océanique", "cellulaire", "actif", "visqueux", "fondamental",
// "légère": the Lefff has "matière", "lumière" as nouns).
const frenchAdjectiveEnding =
  /(?:iques?|aires?|elles?|els?|ifs?|ives?|eux|euses?|ales?|aux|ables?|ibles?|ères?)$/u;

/**
 * The endings of French adjectives that follow their noun, not those of plural nouns as well
 * ("vaisseaux", "métaux", "canaux").
 */
const postposedAdjectiveEnding = /(?:iques?|aires?|ifs?|ives?|euses?|ales?|ables?|ibles?)$/u;

/**
 * Whether a candidate is what one of the lesson's people has ("Macbeth's ambition", "Macbeth's
 * loyalty" in a lesson that names Macbeth a dozen times): a possessive whose owner the lesson
 * names at least three times as often as the phrase, and no theory ("Newton's first law").
 * "Broca's area", named about as often as Broca, stays a term.
 */
function possessivesOf(
  analysis: LessonAnalysis,
  candidates: readonly Candidate[],
): (candidate: Candidate) => boolean {
  const counts = new Map(candidates.map((c) => [c.key, c.count]));
  return (candidate) => {
    if (candidate.words < 2 || !/['’]s$/.test(candidate.folds[0] ?? '')) return false;
    const owner = counts.get(candidate.key.split(' ')[0] ?? '') ?? 0;
    return (
      owner >= 3 &&
      owner >= 3 * candidate.count &&
      !namesTheory(surfaceOf(analysis, candidate), analysis.language, true)
    );
  };
}

/**
 * Whether a French candidate is a participle and nothing else in the lesson ("les sommes
 * inscrites sur les comptes", "en fixant ses taux", "la Russie, secouée par…"): a present
 * participle that is no noun, or a past participle the lesson never writes after a determiner
 * ("un composé", "les dérivés" are nouns), and that it does not define.
 */
function participlesOf(analysis: LessonAnalysis): (candidate: Candidate) => boolean {
  const { text, pack, language } = analysis;
  if (language === 'en') {
    return (candidate) =>
      englishGerundWithObject(text, candidate) ||
      englishAdverb(candidate) ||
      englishModifier(text, candidate);
  }
  if (language !== 'fr') return () => false;
  return (candidate) => {
    const first = candidate.occurrences[0];
    // "Un acide gras est dit saturé…", "Sortie : affichage…": a word the lesson defines is a term.
    if (!first || candidate.definitions.size > 0) return false;
    const word = text.slice(first.start, first.end).toLowerCase();
    // "(un programme d'aide) économique américaine destiné…": words that open on an adjective
    // which follows its noun in French, and no noun spells, are the end of another phrase.
    if (candidate.words > 1) {
      const opening = text.slice(first.start, first.end).split(/[\s'’-]+/u)[0] ?? '';
      const singular = opening.replace(/s$/u, '');
      return (
        /^\p{Ll}/u.test(opening) &&
        !isFrenchNoun(opening) &&
        !isFrenchNoun(singular) &&
        (postposedAdjectiveEnding.test(opening) || frenchPastParticipleForms().has(opening))
      );
    }
    if (frenchParticipleWords().has(word) && !isFrenchNoun(word)) return true;
    // "une plaque océanique", "les dorsales océaniques": an adjective alone, which no noun of the
    // lexicon spells, is no term either ("la politique", after a determiner, is one, and so is
    // "une vision Subjective", whose capital makes a concept of it).
    const lowerCase = candidate.occurrences.every((o) =>
      /^\p{Ll}/u.test(text.slice(o.start, o.start + 1)),
    );
    const adjective = frenchAdjectiveEnding.test(word) && !isFrenchNoun(word) && lowerCase;
    // "le carré de l'hypoténuse est égal à…": a word only ever written right after "est" or
    // "sont" says what something is like, it names nothing.
    const predicate =
      lowerCase &&
      candidate.occurrences.every((o) => {
        const previous = /([\p{L}]+)\s+$/u.exec(text.slice(Math.max(0, o.start - 16), o.start));
        return previous !== null && frenchPredicateVerbs.has(foldText(previous[1] as string));
      });
    if (predicate) return true;
    if (!adjective && !frenchPastParticipleForms().has(word)) return false;
    return candidate.occurrences.every((o) => {
      const before = text.slice(Math.max(0, o.start - 16), o.start);
      if (/['’]\s*$/u.test(before)) return false;
      const previous = /([\p{L}]+)\s+$/u.exec(before)?.[1];
      return previous === undefined || !pack.determiners.has(foldText(previous));
    });
  };
}

/**
 * "a six-sided die", "a well-known example", "gets closer and closer": a compound adjective, or a
 * comparative or superlative, alone, that no noun of the lexicon spells and the lesson does not
 * define, describes; it names nothing.
 */
function englishModifier(text: string, candidate: Candidate): boolean {
  const first = candidate.occurrences[0];
  if (!first || candidate.definitions.size > 0) return false;
  const word = text.slice(first.start, first.end).toLowerCase();
  if (/[^\p{L}-]/u.test(word)) return false;
  const noun = (tags: readonly string[] | undefined) => tags?.some((t) => t.startsWith('NN'));
  // The lesson's tokens part a compound at its hyphens: its last part says what it is.
  const tags = englishTags(word.slice(word.lastIndexOf('-') + 1));
  if (tags === undefined || noun(tags)) return false;
  return word.includes('-')
    ? /^(?:VBN|VBD|JJ)$/.test(tags[0] ?? '')
    : /^(?:JJR|RBR|JJS|RBS)$/.test(tags[0] ?? '');
}

/**
 * "This balance was called mutually assured destruction": an adverb in "-ly" alone ("mutually"),
 * which a naming cue may leave as a run of its own, names nothing.
 */
function englishAdverb(candidate: Candidate): boolean {
  const only = candidate.words === 1 ? (candidate.folds[0] ?? '') : '';
  return only.endsWith('ly') && englishTags(only)?.[0] === 'RB';
}

/** An object after a gerund: an article, a number, a possessive or a demonstrative. */
const gerundObject =
  /^\s+(?:a|an|the|one|two|three|four|five|six|ten|\d+|his|her|its|their|our|your|my|this|these|that|those|some|each)\s/iu;

/**
 * "rolling a die", "tossing two coins", "while studying games of chance": a word in "-ing" that
 * takes an object wherever the lesson writes it, or a run opening on one after "while", "when",
 * "by"…, is an action, not a term.
 */
function englishGerundWithObject(text: string, candidate: Candidate): boolean {
  const first = candidate.folds[0] ?? '';
  if (!first.endsWith('ing')) return false;
  if (!englishTags(first)?.includes('VBG')) return false;
  return candidate.occurrences.every((o) => {
    if (candidate.words === 1) return gerundObject.test(text.slice(o.end, o.end + 12));
    // "…or with soft engineering, such as planting trees": an example of what is done.
    return /(?:^|\s)(?:while|when|by|after|before|without|such as)\s+$/iu.test(
      text.slice(Math.max(0, o.start - 10), o.start),
    );
  });
}

function eligible(candidate: Candidate, pack: LanguagePack): boolean {
  const hasEvidence = Object.values(candidate.evidence).some((n) => n > 0);
  if (candidate.count === 1 && candidate.whole === 0 && !hasEvidence && !candidate.ofPhrase) {
    return false;
  }
  const only = candidate.words === 1 ? (candidate.folds[0] ?? '') : '';
  // A possessive alone ("Newton's" of "Newton's first law") qualifies the noun after it.
  if (/['’]s$/.test(only)) return false;
  // "Conclusion : Il y a un lien…", "Remarque :": a label of the lesson's own, no term.
  if (pack.labels?.has(only) || pack.labels?.has(candidate.folds.join('-'))) return false;
  // "c'est le début de la guerre de position": a part or a moment of something is no term alone.
  if (pack.parts?.has(only)) return false;
  if (candidate.quotedOnly) return false;
  // "lui-même", "soi-même": grammar words joined by a hyphen are no term ("soi" is left out of
  // the stop words for "estime de soi").
  if (candidate.folds.every((f) => pack.stopWords.has(f) || f === 'soi')) return false;
  // "such as example.com", "le fichier index.html": an address or a file name is no term.
  if (candidate.folds.some((f) => /^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,4}$/u.test(f))) {
    return false;
  }
  // Digits alone, or letters alone ("U", "notée U" aside), are no term.
  return !candidate.folds.every((f) => /^\p{N}/u.test(f) || f.length < 2);
}

/**
 * Each feature as a z-score among the lesson's candidates (a feature every candidate shares stays
 * 0): the model compares a candidate with the others of its lesson, so that a long anatomy chapter,
 * where every term recurs, and a short French lesson, where few do, rank on the same scale.
 */
export function standardizeFeatures(rows: readonly number[][]): number[][] {
  const size = rows[0]?.length ?? 0;
  const mean = new Array<number>(size).fill(0);
  const spread = new Array<number>(size).fill(0);
  for (const row of rows) row.forEach((value, i) => (mean[i]! += value / rows.length));
  for (const row of rows) {
    row.forEach((value, i) => (spread[i]! += (value - mean[i]!) ** 2 / rows.length));
  }
  const scale = spread.map((variance) => (variance > 1e-12 ? Math.sqrt(variance) : 1));
  return rows.map((row) => row.map((value, i) => (value - mean[i]!) / scale[i]!));
}

/** Every eligible candidate of the lesson with its raw features (standardized to train the weights). */
export function termCandidates(analysis: LessonAnalysis): TermCandidate[] {
  const ranks = commonWordRanks(analysis.language);
  return [...collectCandidates(analysis).values()]
    .filter((c) => eligible(c, analysis.pack))
    .map((candidate) => ({
      key: candidate.key,
      surface: surfaceOf(analysis, candidate),
      features: featuresOf(candidate, analysis, ranks),
    }));
}

/**
 * The key-term model: `rank` weighs each candidate's features standardized within its lesson (which
 * candidates are the terms), `count` weighs its raw features (how many candidates are confident
 * enough to be cards); bias first in each.
 */
export interface TermModelWeights {
  rank: readonly number[];
  count: readonly number[];
}

/** A score at or above which the count model calls a candidate a term (a probability of about 0.27). */
const confidentScore = -1;

const linearScore = (weights: readonly number[], features: readonly number[]) =>
  features.reduce((score, value, i) => score + value * (weights[i + 1] ?? 0), weights[0] ?? 0);

/**
 * The lesson's key terms, best first, and how many candidates the count model is confident of:
 * candidates (runs of content words, their n-grams and "X of the Y" phrases) scored by a logistic
 * model over definitional patterns ("called X", "X is the", "X: ..."), C-value frequency,
 * structure and word rarity, each compared with the other candidates of the lesson.
 */
export function rankKeyTerms(
  analysis: LessonAnalysis,
  limit: number,
  modelWeights: TermModelWeights = termFeatureWeights,
  definedPastLimit = false,
): { terms: KeyTerm[]; confident: number; definedLater: KeyTerm[] } {
  const ranks = commonWordRanks(analysis.language);
  const candidates = [...collectCandidates(analysis).values()].filter((c) =>
    eligible(c, analysis.pack),
  );
  const raw = candidates.map((c) => featuresOf(c, analysis, ranks));
  const features = standardizeFeatures(raw);
  const confident = raw.filter((x) => linearScore(modelWeights.count, x) > confidentScore).length;
  const scored = candidates.map((candidate, index) => ({
    candidate,
    score: linearScore(modelWeights.rank, features[index]!),
  }));
  scored.sort((a, b) => b.score - a.score || a.candidate.key.localeCompare(b.candidate.key));
  // "ATP" and "adenosine triphosphate (ATP)" are one term: the first ranked keeps it.
  const abbreviations = new Set<string>();
  const chosen: KeyTerm[] = [];
  // Units, participles and a formula's variables stay among the candidates the model compares,
  // and are never chosen.
  const units = unitsOf(analysis);
  const participles = participlesOf(analysis);
  const symbols = symbolsOf(analysis);
  const centuries = centuriesOf(analysis);
  const etyma = etymaOf(analysis);
  const possessive = possessivesOf(analysis, candidates);
  // "Key dates:" above a list: a title the lesson gives a list, no term, where it is all the
  // line says every time ("Poiseuille's equation:" above its formula names one).
  const listTitle = (candidate: Candidate) =>
    listLabel.test(
      analysis.text.slice(candidate.occurrences[0]?.start, candidate.occurrences[0]?.end),
    ) &&
    candidate.occurrences.every((o) => {
      const sentence = analysis.sentences[o.sentence];
      const block = analysis.blocks[sentence?.block ?? -1];
      const next = analysis.blocks[(sentence?.block ?? -1) + 1];
      return (
        sentence !== undefined &&
        block?.type === 'paragraph' &&
        next?.type === 'bullet' &&
        /^\s*:\s*$/u.test(analysis.text.slice(o.end, sentence.end)) &&
        analysis.text.slice(sentence.start, o.start).trim() === ''
      );
    });
  // "François" of "François Rabelais" and "François Ier": a capitalised word the lesson never
  // writes alone is a piece of the names it belongs to, and no term of its own.
  const pieceOfNames = (candidate: Candidate) =>
    candidate.words === 1 &&
    candidate.whole === 0 &&
    candidate.occurrences.every((o) => /^\p{Lu}/u.test(analysis.text[o.start] ?? '')) &&
    !Object.values(candidate.evidence).some((n) => n > 0);
  // "The mass number is the total number of protons and neutrons": past the limit, the terms a
  // sentence of their own defines, for a short lesson's cards (`lessonModel`).
  const definedLater: KeyTerm[] = [];
  for (const { candidate, score } of scored) {
    const full = chosen.length >= limit;
    if (full && !definedPastLimit) break;
    if (
      full &&
      ![...candidate.definitions.values()].some((s) => s >= definitionStrength.copulaStart)
    ) {
      continue;
    }
    if (
      units(candidate) ||
      participles(candidate) ||
      symbols(candidate) ||
      centuries(candidate) ||
      etyma(candidate) ||
      possessive(candidate) ||
      pieceOfNames(candidate) ||
      listTitle(candidate)
    ) {
      continue;
    }
    const short = candidate.abbreviation?.toLowerCase();
    if (abbreviations.has(candidate.key) || (short && abbreviations.has(short))) continue;
    const term = toKeyTerm(analysis, candidate, score);
    if (full) {
      if (term.explicitlyDefined && !definedLater.some((t) => t.key === term.key)) {
        definedLater.push(term);
      }
      continue;
    }
    const named = chosen.find((other) => sameName(term, other));
    if (named) {
      // The name keeps the places where the lesson writes it the other way.
      const extra = term.occurrences.filter(
        (o) => !named.occurrences.some((n) => n.start < o.end && o.start < n.end),
      );
      named.occurrences = [...named.occurrences, ...extra].sort((a, b) => a.start - b.start);
      continue;
    }
    abbreviations.add(candidate.key);
    // "ICD" shown as "International Classification of Diseases (ICD)" takes that name's place too.
    abbreviations.add(term.key);
    if (short) abbreviations.add(short);
    chosen.push(term);
  }
  return { terms: chosen, confident, definedLater };
}

/**
 * "Robespierre" after "Maximilien Robespierre", "First Republic" after "Republic": one name, its
 * last words alone being the short way the lesson writes it; the better ranked stays.
 */
function sameName(a: KeyTerm, b: KeyTerm): boolean {
  if (a.kind !== 'name' || b.kind !== 'name' || a.words === b.words) return false;
  const [short, long] = a.words < b.words ? [a.key, b.key] : [b.key, a.key];
  return long.endsWith(` ${short}`);
}

/** The lesson's key terms, best first (see `rankKeyTerms`). */
export function extractKeyTerms(
  analysis: LessonAnalysis,
  limit: number,
  modelWeights: TermModelWeights = termFeatureWeights,
): KeyTerm[] {
  return rankKeyTerms(analysis, limit, modelWeights).terms;
}

/**
 * How strongly a sentence is preferred for a term's card answer, from its definitional evidence:
 * "A peptide bond is a covalent bond between…" (the term, then "is" and a determiner, at the start)
 * before "The unique bond holding amino acids together is called a peptide bond", whose subject
 * names the term's kind without its difference. The ranking keeps `definitionStrength` as it is.
 */
function answerPreference(strength: number): number {
  return strength === definitionStrength.copulaStart ? definitionStrength.naming + 0.5 : strength;
}

function toKeyTerm(analysis: LessonAnalysis, candidate: Candidate, score: number): KeyTerm {
  let definitionSentence = -1;
  let strength = 0;
  // "This result is known as the law of large numbers": a name given to what the sentence before
  // says, and nowhere else defined, is as explicit as a definition that stands alone.
  let leaningName = false;
  const { surface: named, key, words } = namingOf(analysis, candidate);
  // "Henry's law describes the behavior of gases… Henry's law states that the concentration…":
  // of two sentences that define a law alike, the one that says what it states.
  const patterns = namesTheory(named, analysis.language, true)
    ? theoryPatterns(analysis.language)
    : undefined;
  const states = (sentence: number) =>
    patterns !== undefined &&
    candidate.occurrences.some(
      (o) =>
        o.sentence === sentence && patterns.statement.test(analysis.text.slice(o.end, o.end + 60)),
    );
  for (const [sentence, defining] of candidate.definitions) {
    // "This property of objects is called inertia" after "Inertia is the tendency…": a sentence
    // that points back, at its start or after an opening phrase ("Taken together, these two
    // processes are called metabolism"), defines less than one that stands alone.
    const at = analysis.sentences[sentence];
    const leans =
      at !== undefined &&
      leansAfterOpening(
        analysis.text.slice(at.start, at.end).replace(connectivePrefix(analysis, at.start), ''),
        analysis.language,
      );
    const preferred = answerPreference(defining);
    const weight =
      (leans ? Math.min(preferred, definitionStrength.apposition) : preferred) +
      (states(sentence) ? 0.25 : 0);
    if (weight > strength || (weight === strength && sentence < definitionSentence)) {
      definitionSentence = sentence;
      strength = weight;
      leaningName = leans && preferred >= definitionStrength.copulaStart;
    }
  }
  const defined = definitionSentence >= 0 && strength >= definitionStrength.apposition;
  const occurrences = ownOccurrences(analysis, candidate, named);
  if (!defined) definitionSentence = fallbackSentence(analysis, { ...candidate, occurrences });
  const surface = defined ? definedForm(analysis, candidate, definitionSentence, named) : named;
  return {
    key,
    surface,
    words,
    score,
    probability: logistic(score),
    occurrences,
    definitionSentence,
    defined,
    explicitlyDefined: defined && (strength >= definitionStrength.copulaStart || leaningName),
    // "Érasme est…": a French name that only opens sentences is a name too.
    kind:
      (candidate.capitals > 0 || bareFrenchSubject(analysis, candidate)) &&
      surface.split(/\s+/).every((w) => /^\p{Lu}/u.test(w))
        ? 'name'
        : 'term',
  };
}

/**
 * The occurrences that are the term itself: a common noun written with a capital after a word
 * with one is part of a name ("ohms" in "Georg Ohm, a German physicist" is no unit, and what is
 * said beside it is said of the physicist). All of them when none is left.
 */
function ownOccurrences(
  analysis: LessonAnalysis,
  candidate: Candidate,
  surface: string,
): Candidate['occurrences'] {
  if (!/^\p{Ll}/u.test(surface)) return candidate.occurrences;
  const { text, sentences } = analysis;
  const own = candidate.occurrences.filter((o) => {
    if (!/^\p{Lu}\p{Ll}/u.test(text.slice(o.start, o.end))) return true;
    // Right after another word with a capital ("Georg Ohm"; not "The"), it is part of a name;
    // elsewhere the capital may be the sentence's, the line's or the author's ("Stimulation de la
    // Prolactine"), and an abbreviation ("the IRB") is the term's own.
    const sentenceStart = sentences[o.sentence]?.start ?? o.start;
    const before = text.slice(Math.max(sentenceStart, o.start - 40), o.start);
    const word = /(?<![\p{L}'’-])(\p{Lu}[\p{L}'’-]*)\s$/u.exec(before)?.[1];
    return word === undefined || analysis.pack.stopWords.has(foldText(word));
  });
  return own.length > 0 ? own : candidate.occurrences;
}

/**
 * The term as its defining sentence writes it, where that is the shown form in the other number:
 * "A volcano is an opening…" is asked as "volcano" though the lesson says "volcanoes" more often,
 * so that the card's question and answer agree.
 */
function definedForm(
  analysis: LessonAnalysis,
  candidate: Candidate,
  sentence: number,
  surface: string,
): string {
  const occurrence = candidate.occurrences.find((o) => o.sentence === sentence);
  if (!occurrence || /[()]/.test(surface)) return surface;
  const written = analysis.text.slice(occurrence.start, occurrence.end);
  if (written.toLowerCase() === surface.toLowerCase()) return surface;
  // Only the number differs: the same words but the last, whose ending changes.
  const shown = surface.split(/\s+/);
  const own = written.split(/\s+/);
  if (
    shown.length !== own.length ||
    shown.slice(0, -1).join(' ').toLowerCase() !== own.slice(0, -1).join(' ').toLowerCase()
  ) {
    return surface;
  }
  const first = surface[0] ?? '';
  const cased =
    first === first.toLowerCase() ? written[0]?.toLowerCase() : written[0]?.toUpperCase();
  return `${cased ?? ''}${written.slice(1)}`;
}

/** The opening connective of the sentence starting at `start` ("In contrast, "), to look past. */
function connectivePrefix(analysis: LessonAnalysis, start: number): string {
  const text = analysis.text.slice(start, start + 80);
  return text.slice(0, connectiveLength(text, analysis.language));
}

/** Words that open a sentence on what happens in, or during, its term (of `sceneSetters`). */
const frameWords: Partial<Record<LessonLanguage, ReadonlySet<string>>> = {
  en: new Set(['in', 'during']),
  fr: new Set(['lors', 'pendant', 'dans']),
};

/**
 * For a term the lesson defines by no pattern, the sentence that says most about it: one where the
 * term is what the sentence is about (it opens it, after at most a determiner) rather than one
 * item of an enumeration ("…, fibrocartilage, and elastic cartilage"), of a readable length,
 * the earliest among equals.
 */
function fallbackSentence(analysis: LessonAnalysis, candidate: Candidate): number {
  const { text, pack, sentences, tokens } = analysis;
  const frames = frameWords[analysis.language];
  let best = -1;
  let bestScore = -Infinity;
  for (const occurrence of candidate.occurrences) {
    const sentence = sentences[occurrence.sentence];
    if (!sentence || sentence.heading) continue;
    // "TCP/IP is the family of protocols…" is not about the Internet Protocol (IP) alone.
    if (text[occurrence.start - 1] === '/' || text[occurrence.end] === '/') continue;
    const length = sentence.end - sentence.start;
    let score = length >= 40 && length <= 400 ? 2 : 0;
    // Only the words before the term matter, and the first that is no determiner settles it:
    // looking no further keeps a lesson that is one endless sentence linear.
    let opens = true;
    let framed = false;
    for (let index = sentence.firstToken; index < sentence.endToken; index += 1) {
      const token = tokens[index]!;
      if (token.end > occurrence.start) break;
      // "In endochondral ossification, bone develops by replacing…": the sentence tells what
      // happens in it.
      if (index === sentence.firstToken && frames?.has(token.fold) === true) {
        framed = true;
        continue;
      }
      if (!pack.determiners.has(token.fold)) {
        opens = false;
        break;
      }
    }
    if (opens && (!framed || /^,\s/.test(text.slice(occurrence.end, occurrence.end + 2)))) {
      score += 2;
    }
    const before = text.slice(Math.max(sentence.start, occurrence.start - 6), occurrence.start);
    // An enumeration goes on within a few hundred characters of the term.
    const rest = text.slice(occurrence.end, Math.min(sentence.end, occurrence.end + 400));
    const listed =
      /,\s*$|\b(?:and|or|et|ou)\s+$/i.test(before) ||
      (/^,/.test(rest) && /,[^,]*\b(?:and|or|et|ou)\s/i.test(rest));
    if (listed && (text.slice(sentence.start, sentence.end).match(/,/g) ?? []).length >= 2) {
      score -= 2;
    }
    if (score > bestScore) {
      best = sentence.index;
      bestScore = score;
    }
  }
  return best >= 0 ? best : (candidate.occurrences[0]?.sentence ?? 0);
}
