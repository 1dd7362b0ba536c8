import { fillTemplate, type LanguagePack } from '../text/language-pack.ts';
import { englishTags } from '../text/english-lexicon.ts';
import { frenchFiniteVerbs } from '../text/french-lexicon.ts';
import { foldText } from '../text/normalize.ts';
import { theoryPatterns } from '../text/copula-phrases.ts';
import { containsWords, similarLength } from '../quiz-invariants.ts';
import { closeBlanks } from '../text/citations.ts';
import { relatedTerms, type KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';

/** A lesson sentence (or clause) a question may be asked on: the part of it the statement reads. */
export interface StatementSource {
  term: KeyTerm;
  sentence: number;
  start: number;
  end: number;
  /** Whether the sentence names the term more than once. */
  repeated: boolean;
  /** Whether the sentence opens on a word pointing back ("It is…"). */
  leaning: boolean;
  /** The sentence shown before it for context; -1 when none is. */
  context: number;
}

/**
 * A sentence whose subject is its term, at its start: "Linear search checks each item…", "Les
 * stomates sont de petits orifices…". What it says of the term can be said, falsely, of another.
 */
interface Statement {
  source: StatementSource;
  /** The term as the sentence opens on it, with its determiner ("Les stomates"). */
  subject: string;
  /** What the sentence says of it (" checks each item of a list in turn…"). */
  predicate: string;
  /** The determiner, folded ("les"; "" when none): French predicates agree with it. */
  determiner: string;
  /** The number its verb agrees with ("checks": one; "are": more; "wrote": either). */
  number: 'one' | 'more' | 'either';
}

type StatementCues = NonNullable<LanguagePack['statements']>;

/** The words of a text as the packs write them: lower case, accents folded ("n't" gives "n", "t"). */
const wordsOf = (text: string) =>
  foldText(text)
    .split(/[^\p{L}]+/u)
    .filter(Boolean);

const hasAny = (words: readonly string[], set: ReadonlySet<string>) =>
  words.some((w) => set.has(w));

/**
 * The verb a predicate opens on, past an adverb in English ("only works"): as written in lower
 * case, folded as the packs write it, and with the tags the English lexicon gives it (none in
 * other languages).
 */
interface OpeningVerb {
  verb: string;
  key: string;
  tags: string[];
  /** The English lexicon's first tag of the word after it ("our" after "controls": PRP$). */
  next: string;
}

function openingVerb(predicate: string, language: string): OpeningVerb {
  const words = predicate
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const adverb = language === 'en' && englishTags(words[0] ?? '')?.[0] === 'RB';
  const verb = (adverb ? words[1] : words[0]) ?? '';
  const tags = language === 'en' ? [...(englishTags(verb) ?? [])] : [];
  const next = language === 'en' ? (englishTags(words[adverb ? 2 : 1] ?? '')?.[0] ?? '') : '';
  return { verb, key: foldText(verb), tags, next };
}

/**
 * Whether a predicate opens on a verb ("only works", "ne peut", "s'annule"), not on a noun or a
 * participle that goes on with the subject.
 */
function opensOnVerb(
  predicate: string,
  opening: OpeningVerb,
  language: string,
  cues: StatementCues,
  person: boolean,
): boolean {
  const { verb, key, tags } = opening;
  const auxiliary = cues.singular.has(key) || cues.plural.has(key) || cues.openers.has(key);
  if (language !== 'en') return auxiliary || frenchFiniteVerbs().has(verb);
  // "controls our internal organs and … is generally considered…": a word in "-s" that can be a
  // verb, before a determiner or a possessive, is the verb (no noun goes on with one).
  if (
    /s$/.test(verb) &&
    tags.includes('VBZ') &&
    (opening.next === 'DT' || opening.next === 'PRP$')
  ) {
    return true;
  }
  // "Neural signals from the neuron are…", "The bone marrow found within bones stores…": a noun
  // or a participle that goes on with the subject, whose verb comes later (a copula that ends the
  // clause is a subordinate's: "measures how acidic a solution is").
  const clause = wordsOf(predicate.split(',')[0] ?? '').slice(0, -1);
  if (!/^VB/.test(tags[0] ?? '') && hasAny(clause, cues.copulas)) return false;
  if (tags.includes('VBN') && !person && !auxiliary) return false;
  // A verb first ("is", "can"), or in "-s" ("checks", "works", "ranges from"); not "in humans
  // is…" nor "stone or a cancer…", whatever rarer tags the lexicon also gives them. A plural noun
  // first before a verb or a comma goes on with the subject ("hCG levels climb", "production costs
  // shift", "hCG levels, however, continue…"): unlike a role, a statement may open on a verb
  // followed by a preposition.
  if (/^(?:VB|MD)/.test(tags[0] ?? '')) return true;
  if (!/s$/.test(verb) || !tags.includes('VBZ')) return false;
  if (tags[0] !== 'NNS') return true;
  const after = /^\s*[\p{L}'’-]+(\s*,)?\s*([\p{L}'’-]*)/u.exec(predicate);
  const next = englishTags((after?.[2] ?? '').toLowerCase()) ?? [];
  return after?.[1] === undefined && !/^(?:VB|MD)/.test(next[0] ?? '') && !next.includes('VBP');
}

/**
 * The number a predicate's verb agrees with; when the verb agrees with either ("might be",
 * "wrote"), the determiner's ("les") or in English the subject's own ("Cones", "visual information").
 */
function numberOf(
  opening: OpeningVerb,
  subject: string,
  determiner: string,
  language: string,
  cues: StatementCues,
): Statement['number'] {
  const { verb, key, tags } = opening;
  if (cues.plural.has(key) || cues.pluralDeterminers.has(determiner)) return 'more';
  if (cues.singular.has(key)) return 'one';
  if (language !== 'en') return 'either';
  if (tags.length === 0 && /[^s]s$/.test(verb)) return 'one';
  if (tags.length > 0 && !tags.includes('VBD') && !tags.includes('MD')) {
    if (tags.includes('VBZ')) return 'one';
    if (tags.includes('VBP')) return 'more';
  }
  const last = foldText(subject).split(/\s+/).pop() ?? '';
  return /s$/.test(last) && !/(?:ss|us|is)$/.test(last) ? 'more' : 'one';
}

const foldedLessons = new WeakMap<LessonModel, string>();

/** The lesson as its statements are compared with it: citations closed up, folded; once a model. */
function foldedLesson(model: LessonModel): string {
  let folded = foldedLessons.get(model);
  if (folded === undefined) {
    folded = foldText(closeBlanks(model.analysis.text).text);
    foldedLessons.set(model, folded);
  }
  return folded;
}

function statementOf(model: LessonModel, source: StatementSource): Statement | undefined {
  const { text, pack, language } = model.analysis;
  const cues = pack.statements;
  if (!cues || source.leaning || source.repeated || source.context >= 0) return undefined;
  const occurrence = source.term.occurrences.find(
    (o) => o.start >= source.start && o.end <= source.end,
  );
  if (!occurrence) return undefined;
  const lead = text.slice(source.start, occurrence.start);
  const opening = /^(?:(\p{L}+)\s+|(\p{L})['’])?$/u.exec(lead);
  const determiner = foldText(opening?.[1] ?? opening?.[2] ?? '');
  if (!opening || (determiner && !pack.determiners.has(determiner))) return undefined;
  // Its citations closed up ("occurs naturally (Smith, 2010)." -> "occurs naturally."), as the
  // quiz shows it: its length is compared with the others'.
  const written = text.slice(occurrence.end, source.end);
  const predicate = `${/^\s/.test(written) ? ' ' : ''}${closeBlanks(written).text.trim()}`;
  // "Merge sort is…", "Les stomates sont…": a verb follows the subject, no apposition, aside or
  // relative clause ("Bases that dissolve…").
  if (!/^\s+\p{Ll}/u.test(predicate) || !/[.!]$/.test(predicate)) return undefined;
  const subject = text.slice(source.start, occurrence.end);
  const verb = openingVerb(predicate, language);
  if (!opensOnVerb(predicate, verb, language, cues, source.term.kind === 'name')) return undefined;
  // "…fatty acids. summarizes the pathways": a figure's caption left in the sentence.
  if (/[.!?]\s/.test(predicate)) return undefined;
  // "Marcus stops and looks at his son", "shows you only run-down houses": a story or an example
  // about someone, not a fact about the term.
  if (hasAny(wordsOf(predicate), cues.personal)) return undefined;
  if (containsWords(foldText(predicate), foldText(source.term.surface))) return undefined;
  return {
    source,
    subject,
    predicate,
    determiner,
    // The subject as the sentence writes it: "Skeletal muscle should…" for "skeletal muscles".
    number: numberOf(verb, subject, determiner, language, cues),
  };
}

/**
 * "is a precise sequence of steps…", "est un organite…": what a term is a kind of may hold of
 * another term too ("Insertion sort is a precise sequence of steps" is true), so it is no wrong
 * choice. What a term is, with a definite article ("is the reaction between…"), or does, is.
 */
function saysAKind(predicate: string, cues: StatementCues): boolean {
  const [verb, next] = wordsOf(predicate);
  return cues.copulas.has(verb ?? '') && cues.kinds.has(next ?? '');
}

/**
 * "is more efficient than bubble sort", "is not the only theory": a comparison or a negation may
 * hold of the other term as well.
 */
function comparesOrDenies(predicate: string, cues: StatementCues): boolean {
  if (hasAny(wordsOf(predicate), cues.denies)) return true;
  const ending = cues.negativeEnding;
  return ending !== undefined && foldText(predicate).includes(ending);
}

/**
 * "Algorithms can be written in pseudocode", "Acids taste sour": what a bare plural says of a
 * whole class may hold of a term of the class ("Bubble sort can be written in pseudocode").
 */
function saysOfAClass(statement: Statement, language: string): boolean {
  return language === 'en' && statement.determiner === '' && statement.number !== 'one';
}

/**
 * Whether one sentence of the lesson names both terms ("Bases that dissolve in water are called
 * alkalis", "Merge sort is more efficient than bubble sort"): what it says of one may hold of the
 * other, so it is no wrong choice, unless the words between set them apart.
 */
function namedTogether(model: LessonModel, a: KeyTerm, b: KeyTerm, cues: StatementCues): boolean {
  const { text } = model.analysis;
  const others = sameWordOccurrences(model, b);
  return sameWordOccurrences(model, a).some((x) =>
    others.some((y) => {
      if (x.sentence !== y.sentence) return false;
      const between = wordsOf(text.slice(Math.min(x.end, y.end), Math.max(x.start, y.start)));
      return hasAny(between, cues.identifies) && !hasAny(between, cues.compares);
    }),
  );
}

const sameWordCache = new WeakMap<LessonModel, Map<KeyTerm, KeyTerm['occurrences']>>();

/** Where the lesson names a term, or a term of the same word ("alkali" where "alkalis" is). */
function sameWordOccurrences(model: LessonModel, term: KeyTerm): KeyTerm['occurrences'] {
  let known = sameWordCache.get(model);
  if (!known) {
    known = new Map();
    sameWordCache.set(model, known);
  }
  let found = known.get(term);
  if (!found) {
    const sameWord = (x: string, y: string) => {
      const [short, long] = x.length <= y.length ? [x, y] : [y, x];
      return long.startsWith(short) && /^\p{L}{0,3}$/u.test(long.slice(short.length));
    };
    found = model.terms.filter((t) => sameWord(t.key, term.key)).flatMap((t) => t.occurrences);
    known.set(term, found);
  }
  return found;
}

/**
 * "sympathetic activation" and "sympathetic nervous system", "skeletal system" and "axial
 * skeleton": terms that share a word may be one a part or a kind of the other, and a sentence
 * naming one of its words is about it. Words of five letters or more are compared by their first
 * four ("skeletal", "skeleton").
 */
const stemsOf = (folded: string) =>
  folded
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 5)
    .map((word) => word.slice(0, 4));

/**
 * The lesson's statements: for each term, the sentences that open on it and say something of
 * it. `sourcesOf` gives the sentences a question may be asked on, the term's first.
 */
export function lessonStatements(
  model: LessonModel,
  sourcesOf: (term: KeyTerm) => readonly StatementSource[],
): ReadonlyMap<KeyTerm, readonly Statement[]> {
  const statements = new Map<KeyTerm, Statement[]>();
  if (!model.analysis.pack.statements) return statements;
  for (const term of model.terms) {
    const said = sourcesOf(term).flatMap((one) => statementOf(model, one) ?? []);
    if (said.length > 0) statements.set(term, said);
  }
  return statements;
}

/** Every sentence of `statements`, term by term in the lesson's order of terms. */
export function statementSources(
  statements: ReadonlyMap<KeyTerm, readonly Statement[]>,
): StatementSource[] {
  return [...statements.values()].flatMap((said) => said.map((one) => one.source));
}

const capitalised = (surface: string) => /^\p{Lu}/u.test(surface);

/**
 * "Which of these does the lesson say about “linear search”?", asked on `source`: the lesson's
 * sentence on the term, and what it says of other terms said of this one ("Linear search only
 * works on a sorted list"). A predicate another term shares in number (and in French, in
 * determiner: "la" with "la") reads as well as the right one; one the lesson itself says of the
 * term is never a wrong choice. Undefined when the sentence is no statement or too few others fit.
 */
export function statementQuestion(
  model: LessonModel,
  source: StatementSource,
  statements: ReadonlyMap<KeyTerm, readonly Statement[]>,
  count: number,
  random: () => number,
): { prompt: string; answer: string; choices: string[] } | undefined {
  const { text, pack, language } = model.analysis;
  const cues = pack.statements;
  const statement = statements
    .get(source.term)
    ?.find((s) => s.source.sentence === source.sentence && s.source.start === source.start);
  if (!cues || !statement) return undefined;
  const answer = closeBlanks(text.slice(source.start, source.end)).text.trim();
  const lesson = foldedLesson(model);
  const candidates: Array<{ choice: string; distance: number }> = [];
  const seen = new Set([foldText(answer)]);
  const asked = source.term;
  const stems = new Set(stemsOf(foldText(asked.surface)));
  const naming = (folded: string) => stemsOf(folded).some((stem) => stems.has(stem));
  // "The Cannon-Bard theory maintains that…": what a theory states, said of the thalamus, gives
  // itself away; a statement is set among statements.
  const stating = theoryPatterns(language)?.statement;
  const states = (predicate: string) => stating?.test(predicate) === true;
  const usable = (other: Statement) => {
    const numbers = new Set([other.number, statement.number]);
    return (
      states(other.predicate) === states(statement.predicate) &&
      !saysAKind(other.predicate, cues) &&
      !saysOfAClass(other, language) &&
      !comparesOrDenies(other.predicate, cues) &&
      !(numbers.has('one') && numbers.has('more')) &&
      // In French the predicate agrees with the determiner; a name with an article ("The Berlin
      // Wall") is a place or a thing, one without ("Winston Churchill") may be a person: "The
      // Berlin Wall said in 1946 that…" gives itself away.
      ((language !== 'fr' && asked.kind !== 'name') || other.determiner === statement.determiner) &&
      !naming(foldText(other.predicate)) &&
      similarLength(statement.subject.length + other.predicate.length, answer.length)
    );
  };
  // One wrong choice per other term of the same kind, from the first of its sentences that fits.
  for (const [other, said] of statements) {
    if (other === asked || relatedTerms(other, asked) || other.kind !== asked.kind) continue;
    // "Pausch is care that relieves pain": what is said of a lower-case term fits no name.
    if (capitalised(other.surface) !== capitalised(asked.surface)) continue;
    if (naming(foldText(other.surface))) continue;
    const fitting = said.find(usable);
    if (!fitting || namedTogether(model, other, asked, cues)) continue;
    const choice = `${statement.subject}${fitting.predicate}`;
    const folded = foldText(choice);
    if (seen.has(folded) || lesson.includes(folded.slice(0, -1))) continue;
    seen.add(folded);
    candidates.push({ choice, distance: Math.abs(choice.length - answer.length) + random() });
  }
  if (candidates.length < count) return undefined;
  candidates.sort((a, b) => a.distance - b.distance);
  const prompt = fillTemplate(cues.which, { term: asked.surface });
  return { prompt, answer, choices: candidates.slice(0, count).map((c) => c.choice) };
}
