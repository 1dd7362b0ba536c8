import type { LessonLanguage, OpenAnswerGrade } from '@study/shared';
import { matchesAnswer } from '../match-answer.ts';
import { analyzeLesson } from '../text/analyze-lesson.ts';
import { areOpposites } from '../text/antonyms.ts';
import { languagePacks } from '../text/language-pack.ts';
import { editDistance, escapeRegExp, foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';
import { areSynonyms, baseForm } from '../text/synonyms.ts';
import { gradeTexts } from './coach-texts.ts';
import { gradeCreditThreshold, gradeFeatureWeights } from './grade-feature-weights.ts';

export interface GradeRequest {
  question: string;
  expected: string;
  answer: string;
  language: LessonLanguage;
  /** The lesson's text: its other sentences tell a mistake or a contradiction from a paraphrase. */
  lesson?: string;
}

interface Word {
  stem: string;
  base: string;
}

/** A statement of the model answer: a clause with its content words and whether it is negated. */
interface Idea {
  text: string;
  words: Word[];
  negated: boolean;
}

const negations: Partial<Record<LessonLanguage, RegExp>> = {
  en: /\b(?:not|no|never|cannot|neither|nor)\b|n't\b/,
  fr: /\b(?:pas|jamais|aucun|aucune|ni)\b/,
};

// Where a model answer's statements part: punctuation, and the words that open a new clause.
const clauseBreaks: Partial<Record<LessonLanguage, RegExp>> = {
  en: /[;:()]|,\s+(?=(?:and|but|which|whereas|while|who|so|or|then)\b)|\s+(?:whereas|while|but|and then)\s+/,
  fr: /[;:()]|,\s+(?=(?:et|mais|qui|tandis|alors|puis|donc|ou)\b)|\s+(?:tandis que|alors que|mais)\s+/,
};

function wordsOf(text: string, language: LessonLanguage): Word[] {
  const { stopWords, elisions } = languagePacks[language];
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const words: Word[] = [];
  const seen = new Set<string>();
  for (const piece of segmenter.segment(text)) {
    if (!piece.isWordLike) continue;
    let fold = foldText(piece.segment);
    const apostrophe = fold.indexOf("'");
    if (apostrophe > 0 && elisions.has(fold.slice(0, apostrophe)))
      fold = fold.slice(apostrophe + 1);
    if (!fold || stopWords.has(fold) || !/\p{L}/u.test(fold)) continue;
    const stem = stemWord(fold, language);
    if (seen.has(stem)) continue;
    seen.add(stem);
    words.push({ stem, base: baseForm(stem, language) });
  }
  return words;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

// Grading compares the same pairs of words over and over (every passage of the lesson for every
// answer): each pair's verdict is kept, per language, up to a bound.
const sameWordMemo = new Map<string, Map<string, boolean>>();
let memoSize = 0;

/** Same word in another inflection or spelling, with a typo, or an everyday synonym. */
function sameWord(a: Word, b: Word, language: LessonLanguage): boolean {
  if (a.stem === b.stem || a.base === b.base) return true;
  const [first, second] = a.stem < b.stem ? [a, b] : [b, a];
  let row = sameWordMemo.get(first.stem);
  if (!row) {
    if (memoSize > 500_000) {
      sameWordMemo.clear();
      memoSize = 0;
    }
    row = new Map();
    sameWordMemo.set(first.stem, row);
  }
  const key = language === 'en' ? second.stem : `${language}:${second.stem}`;
  const known = row.get(key);
  if (known !== undefined) return known;
  const same = compareWords(a, b, language);
  row.set(key, same);
  memoSize++;
  return same;
}

function compareWords(a: Word, b: Word, language: LessonLanguage): boolean {
  const shorter = Math.min(a.stem.length, b.stem.length);
  if (shorter >= 5 && commonPrefix(a.stem, b.stem) >= Math.max(5, shorter * 0.75)) return true;
  const allowed = shorter >= 9 ? 2 : shorter >= 5 ? 1 : 0;
  if (allowed > 0 && editDistance(a.stem, b.stem, allowed) <= allowed) return true;
  return areSynonyms(a.base, b.base, language);
}

function has(words: Word[], word: Word, language: LessonLanguage): boolean {
  return words.some((w) => sameWord(w, word, language));
}

// Phrases with a negation word that deny nothing: "may or may not", "not only", "ou non".
const neutral: Partial<Record<LessonLanguage, RegExp>> = {
  en: /\b(?:or not|or may not|or does not|not only|not just|if not|whether or not)\b/g,
  fr: /\b(?:ou non|ou pas|non seulement|pas seulement|sinon)\b/g,
};

function isNegated(text: string, language: LessonLanguage): boolean {
  const folded = foldText(text).replace(neutral[language] ?? /$^/, ' ');
  return negations[language]?.test(folded) ?? false;
}

// Negations that deny only the noun phrase after them ("having no charge", "aucune charge"), not
// the statement around it.
const determinerNegations: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:no|neither|nor)$/,
  fr: /^(?:aucun|aucune|ni)$/,
};

/** The noun phrase at the start of `text`: its words up to punctuation or a stop word after one. */
function nounPhraseAt(text: string, language: LessonLanguage): string {
  const { stopWords } = languagePacks[language];
  const out: string[] = [];
  for (const token of text.trim().split(/\s+/)) {
    const word = token.replace(/[^\p{L}\p{N}'-]+$/u, '');
    const content = !!word && !stopWords.has(word);
    if (!content && out.some((w) => !stopWords.has(w))) break;
    if (word) out.push(word);
    if (word !== token) break;
  }
  return out.join(' ');
}

/**
 * Whether the student's statement on an idea is negated: a negation whose scope holds some of
 * the idea's words. A verb's negation ("is not", "n'est pas") reaches its clause and the relative
 * clauses it governs, not a relative clause before it ("the pairs that are not the sex
 * chromosomes" does not deny "22 pairs"); "no" or "aucun" reaches only its noun phrase ("a
 * particle having no charge" does not deny "particle").
 */
function negatedOn(idea: Idea, answer: string, language: LessonLanguage): boolean {
  const breaks = clauseBreaks[language];
  const negation = negations[language];
  if (!negation) return false;
  const relative =
    language === 'fr' ? /\s(?=(?:qui|que|qu'|dont|ou)\s?)/ : /\s(?=(?:that|which|who|where)\s)/;
  const holds = (part: string) => idea.words.some((w) => has(wordsOf(part, language), w, language));
  const every = new RegExp(negation.source, 'g');
  return answer.split(breaks ? new RegExp(breaks, 'g') : /$^/).some((clause) => {
    const folded = foldText(clause ?? '').replace(neutral[language] ?? /$^/, ' ');
    const parts = folded.split(relative);
    return parts.some((part, i) =>
      [...part.matchAll(every)].some((match) => {
        const after = part.slice((match.index ?? 0) + match[0].length);
        if (determinerNegations[language]?.test(match[0])) {
          return holds(nounPhraseAt(after, language));
        }
        return parts.slice(i).some(holds);
      }),
    );
  });
}

// Words that deny what follows them, one token each: a negation, and "without" / "sans". French
// "ne" alone is none: "ne ... que" means "only", and "pas" or "jamais" says the negation.
const negationMarks: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:not|no|never|cannot|neither|without|.+n't)$/,
  fr: /^(?:pas|jamais|aucun|aucune|ni|sans|rien)$/,
};

// Of those, the ones that deny only the noun phrase after them.
const determinerMarks: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:no|neither|without)$/,
  fr: /^(?:aucun|aucune|ni|sans)$/,
};

// Words that open another clause, where a negation's reach ends.
const clauseOpeners: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:that|which|who|whom|whose|where|when|but|and|or|because|if|unless|although|though|while|whereas|so|then)$/,
  fr: /^(?:qui|que|qu|dont|ou|mais|et|car|si|lorsque|lorsqu|quand|parce|puisque|tandis|alors|donc|puis)$/,
};

/** A content word of a text and how a negation before it reaches it. */
interface Denial {
  word: Word;
  /** The first content word after a negation: what it denies ("is not **generated**"). */
  head: boolean;
  /** Within a negation's reach: the rest of its clause, or of its noun phrase for "no". */
  reached: boolean;
}

/**
 * Each content word of `text` with how a negation reaches it. A verb's negation reaches the end of
 * its clause, not a relative or a coordinated clause after it; "no", "aucun", "without", "sans"
 * reach their noun phrase only. English counts its negations, so that a doubled one cancels; French
 * reads "pas", "jamais", "aucun" ... and never "ne" alone ("ne ... que" means "only").
 */
export function denials(text: string, language: LessonLanguage): Denial[] {
  const marks = negationMarks[language];
  const determiners = determinerMarks[language];
  const openers = clauseOpeners[language];
  if (!marks || !determiners || !openers) return [];
  const { stopWords, elisions } = languagePacks[language];
  const folded = foldText(text).replace(neutral[language] ?? /$^/, ' ');
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const denies = (count: number) => (language === 'fr' ? count > 0 : count % 2 === 1);
  const out: Denial[] = [];
  let clause = 0;
  let phrase = 0;
  let pending = 0;
  let inPhrase = false;
  const note = (token: string) => {
    if (openers.test(token)) {
      clause = phrase = pending = 0;
    } else if (determiners.test(token)) {
      phrase++;
      pending++;
    } else if (marks.test(token)) {
      clause++;
      pending++;
    } else if (inPhrase) {
      phrase = 0;
    }
    inPhrase = false;
  };
  for (const piece of segmenter.segment(folded)) {
    if (!piece.isWordLike) {
      if (/[.;:!?,()]/.test(piece.segment)) clause = phrase = pending = 0;
      continue;
    }
    let fold = piece.segment;
    const apostrophe = fold.indexOf("'");
    if (apostrophe > 0 && elisions.has(fold.slice(0, apostrophe))) {
      const elided = fold.slice(0, apostrophe);
      fold = fold.slice(apostrophe + 1);
      // "s'il" opens a clause ("si il"), "s'exprime" does not.
      note(elided === 's' && /^ils?$/.test(fold) ? 'si' : elided);
    }
    if (!fold || marks.test(fold) || stopWords.has(fold) || !/\p{L}/u.test(fold)) {
      note(fold);
      continue;
    }
    const stem = stemWord(fold, language);
    out.push({
      word: { stem, base: baseForm(stem, language) },
      head: pending > 0 && denies(pending),
      reached: denies(clause + phrase),
    });
    pending = 0;
    inPhrase = phrase > 0;
  }
  return out;
}

/**
 * A word one side denies outright where the other states it ("cells are not closely packed" for
 * "cells are closely packed", "contains carbon" for "does not contain carbon"): the word, else
 * undefined. A side denies a word when every mention of it is within a negation's reach and one
 * is what the negation denies first; the other states it when no mention of it is within one. So
 * a negation beside the model answer's words ("the pairs that are not the sex chromosomes") or
 * reaching words it does not deny first ("do not follow rigid orbits a set distance away")
 * contradicts nothing.
 */
export function deniedWord(
  expected: string,
  answer: string,
  language: LessonLanguage,
): Word | undefined {
  const sides = [denials(expected, language), denials(answer, language)] as const;
  for (const [i, side] of sides.entries()) {
    const other = sides[1 - i] ?? [];
    for (const { word, head } of side) {
      if (!head) continue;
      // Mentions of it out of any negation's reach: fewer on this side than on the other, which
      // never negates it ("Elle n'est pas une unité ..., avec la même unité" for "Elle est une
      // unité ..., avec la même unité").
      const stated = side.filter(
        (d) => sameWord(d.word, word, language) && !d.reached && !d.head,
      ).length;
      const there = other.filter((d) => sameWord(d.word, word, language));
      if (there.length > stated && there.every((d) => !d.reached && !d.head)) return word;
    }
  }
  return undefined;
}

/** The statements of a model answer, each with at least two content words not in the question. */
function ideasOf(expected: string, asked: Word[], language: LessonLanguage): Idea[] {
  const breaks = clauseBreaks[language];
  const pieces = breaks ? expected.split(new RegExp(breaks, 'g')) : [expected];
  const ideas: Idea[] = [];
  for (const piece of pieces) {
    const text = piece.trim().replace(/^[,.\s]+|[,.\s]+$/g, '');
    if (!text) continue;
    const words = wordsOf(text, language).filter((w) => !has(asked, w, language));
    const last = ideas[ideas.length - 1];
    if (words.length < 2 && last) {
      last.text = `${last.text}, ${text}`;
      last.words.push(...words);
      continue;
    }
    ideas.push({ text, words, negated: isNegated(text, language) });
  }
  if (ideas.length > 1 && (ideas[0]?.words.length ?? 0) < 2) {
    const [first, second] = ideas as [Idea, Idea];
    ideas.splice(0, 2, {
      text: `${first.text}, ${second.text}`,
      words: [...first.words, ...second.words],
      negated: first.negated || second.negated,
    });
  }
  return ideas.filter((idea) => idea.words.length > 0);
}

function coverage(idea: Idea, given: Word[], language: LessonLanguage): number {
  if (idea.words.length === 0) return 0;
  return idea.words.filter((w) => has(given, w, language)).length / idea.words.length;
}

/** The term a question asks about: what it quotes, else the whole question. */
function askedAbout(question: string): string {
  return /[“«"]\s*([^”»"]+?)\s*[”»"]/.exec(question)?.[1] ?? question;
}

/** An idea counts as expressed from this share of its words. */
const ideaCovered = 0.5;
/** Full marks from this share of the model answer's words. */
const fullShare = 0.6;
/** An answer describes the sibling a model answer names from this share of its own words. */
const siblingGiven = 0.5;
/** A clause contradicts the student when it holds this share of the student's words. */
const onSubject = 0.6;

interface Passage {
  text: string;
  words: Word[];
  /** Whether it names the asked term on its own, not inside a longer name ("organ system"). */
  about: boolean;
}

interface LessonContext {
  passages: Passage[];
  weight: (word: Word) => number;
  /** The base forms of every word of the lesson. */
  vocabulary?: ReadonlyMap<string, number>;
}

interface LessonSentence {
  text: string;
  /** The paragraph (block) it belongs to. */
  block: number;
  /** Whether it opens with a pronoun or demonstrative that points back ("These are ..."). */
  anaphoric: boolean;
  folded: string;
  words: Word[];
  /** Each content token's word and whether the next token of the sentence is a stop word or none. */
  tokens: Array<{ word: Word; last: boolean }>;
}

interface AnalysedLesson {
  sentences: LessonSentence[];
  frequency: Map<string, number>;
}

// Sentence openings that carry on about the previous sentence's subject.
const anaphora: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:it|its|they|their|this|these|those|each|such)\b/,
  fr: /^(?:il|elle|ils|elles|ce|cet|cette|ces|celui|celle|chacun|chacune)\b/,
};

// Grading a quiz asks about one lesson many times in a row: its analysis is kept for the next call.
let lastAnalysis:
  { lesson: string; language: LessonLanguage; analysed: AnalysedLesson } | undefined;

function analyse(lesson: string, language: LessonLanguage): AnalysedLesson {
  if (lastAnalysis?.lesson === lesson && lastAnalysis.language === language) {
    return lastAnalysis.analysed;
  }
  const analysis = analyzeLesson(lesson, language);
  const sentences: LessonSentence[] = [];
  const frequency = new Map<string, number>();
  for (const sentence of analysis.sentences) {
    if (sentence.heading) continue;
    const text = lesson.slice(sentence.start, sentence.end);
    const words = wordsOf(text, language);
    for (const w of words) frequency.set(w.base, (frequency.get(w.base) ?? 0) + 1);
    const tokens: LessonSentence['tokens'] = [];
    for (let t = sentence.firstToken; t < sentence.endToken; t++) {
      const token = analysis.tokens[t];
      if (!token || token.stop) continue;
      const next = analysis.tokens[t + 1];
      tokens.push({
        word: { stem: token.stem, base: baseForm(token.stem, language) },
        last: !next || next.sentence !== sentence.index || next.stop,
      });
    }
    sentences.push({
      text,
      block: sentence.block,
      anaphoric: anaphora[language]?.test(foldText(text)) ?? false,
      folded: foldText(text),
      words,
      tokens,
    });
  }
  const analysed = { sentences, frequency };
  lastAnalysis = { lesson, language, analysed };
  return analysed;
}

function lessonContext(
  lesson: string,
  expected: string,
  term: Word[],
  language: LessonLanguage,
): LessonContext {
  const { sentences, frequency } = analyse(lesson, language);
  const folded = foldText(expected.trim());
  const passages: Passage[] = [];
  const last = term[term.length - 1];
  const names = (sentence: LessonSentence) =>
    !!last &&
    sentence.tokens.some((t) => t.last && sameWord(t.word, last, language)) &&
    term.every((t) => has(sentence.words, t, language));
  // Paragraphs that define or name the term: a sentence there that points back to it or names
  // its head word ("The plates ..." after "... is the horizontal plate") speaks of it too.
  const blocks = new Set<number>();
  const flags = sentences.map((sentence) => {
    const own = sentence.folded;
    const model = folded.includes(own) || own.includes(folded);
    const named = model || names(sentence);
    if (named) blocks.add(sentence.block);
    return { model, named };
  });
  sentences.forEach((sentence, i) => {
    const { model, named } = flags[i] ?? { model: false, named: false };
    if (model) return;
    const previous = flags[i - 1];
    const carriesOn =
      sentence.anaphoric && !!previous?.named && sentences[i - 1]?.block === sentence.block;
    passages.push({ text: sentence.text, words: sentence.words, about: named || carriesOn });
  });
  const count = passages.length + 1;
  return {
    passages,
    weight: (word) => Math.log(1 + count / (frequency.get(word.base) ?? 1)),
    vocabulary: frequency,
  };
}

/** The weighted share of the student's words that `words` contains. */
function share(
  given: Word[],
  words: Word[],
  language: LessonLanguage,
  weight: (word: Word) => number = () => 1,
): number {
  const total = given.reduce((sum, g) => sum + weight(g), 0);
  if (total === 0) return 0;
  const matched = given
    .filter((g) => has(words, g, language))
    .reduce((sum, g) => sum + weight(g), 0);
  return matched / total;
}

/** The names of the signals the credit model weighs, in the order of `gradeFeatureWeights`. */
export const gradeFeatureNames = [
  'model answer words given',
  'least covered idea',
  'mean idea coverage',
  'support on the subject',
  'best passage elsewhere',
  'support minus elsewhere',
  'answer words in the support',
  'answer words in the model answer',
  'answer words in the lesson',
  'short answer',
  'other passage ideas over own',
  'other passage words over own',
] as const;

/** What the rules decide alone, or the signals the credit model weighs and what the feedback needs. */
export type GradeSignals =
  | { decided: OpenAnswerGrade }
  | {
      features: number[];
      complete: boolean;
      missing: string;
      main: string;
      elsewhere?: string;
    };

/**
 * The rules of the grader, then its signals: 1 when the student gives the model answer; 0 when
 * the answer is empty on the subject or shares no word with what the lesson says on it,
 * contradicts a statement (a negation the lesson does not
 * make, or the other way round, an everyday opposite) or a passage of the lesson it is closest
 * to, or says only what the model answer says of a sibling term it names too. Otherwise the
 * signals of how much of the model answer, of what the lesson says on the subject and of what it
 * says elsewhere the answer holds, and of the ideas that tell the closest other passages from the
 * model answer.
 */
export function gradeSignals(request: GradeRequest): GradeSignals {
  const { language } = request;
  const texts = gradeTexts(language);
  const expected = request.expected.trim();
  if (matchesAnswer(expected, request.answer)) {
    return { decided: { score: 1, feedback: texts.correct } };
  }
  const asked = wordsOf(askedAbout(request.question), language);
  const given = wordsOf(request.answer, language).filter((w) => !has(asked, w, language));
  const ideas = ideasOf(expected, asked, language);
  const main = ideas[0]?.text ?? expected;
  if (given.length === 0 || ideas.length === 0) {
    return { decided: { score: 0, feedback: texts.wrong(main) } };
  }
  const answerNegated = isNegated(request.answer, language);

  const target = ideas.flatMap((idea) => idea.words);
  const found = target.filter((w) => has(given, w, language)).length / target.length;
  const covered = ideas.map((idea) => coverage(idea, given, language));
  const contradicted = ideas.find(
    (idea, i) =>
      (covered[i] ?? 0) >= ideaCovered &&
      idea.negated !== (answerNegated && negatedOn(idea, request.answer, language)),
  );
  if (contradicted) {
    return { decided: { score: 0, feedback: texts.contradicts(contradicted.text) } };
  }
  const denied = deniedWord(expected, request.answer, language);
  if (denied) {
    const idea = ideas.find((i) => has(i.words, denied, language)) ?? ideas[0];
    return { decided: { score: 0, feedback: texts.contradicts(idea?.text ?? main) } };
  }
  // An everyday opposite in place of the idea's word ("upper" for "lower") states the contrary.
  const reversed = ideas.find((idea, i) => {
    const opposed = idea.words.filter(
      (w) => !has(given, w, language) && given.some((g) => areOpposites(g.base, w.base, language)),
    ).length;
    return opposed > 0 && (covered[i] ?? 0) + opposed / idea.words.length >= ideaCovered;
  });
  if (reversed) return { decided: { score: 0, feedback: texts.contradicts(reversed.text) } };

  // The rest of the lesson says whether the student describes something else, contradicts
  // it, or is on the subject in other words.
  const term = wordsOf(askedAbout(request.question), language);
  const context = request.lesson
    ? lessonContext(request.lesson, expected, term, language)
    : { passages: [], weight: () => 1, vocabulary: undefined };
  const { passages, weight, vocabulary } = context;
  const expectedWords = wordsOf(expected, language);
  const support = [expectedWords, ...passages.filter((p) => p.about).map((p) => p.words)];
  const supported = Math.max(...support.map((words) => share(given, words, language, weight)));
  const closenesses = passages.map((p) => share(given, p.words, language, weight));
  for (const [i, passage] of passages.entries()) {
    // Only a passage closer to the answer than the model answer and the term's passages are.
    const closeness = closenesses[i] ?? 0;
    if (closeness <= supported || share(given, passage.words, language) < onSubject) continue;
    for (const clause of ideasOf(passage.text, [], language)) {
      const matched = given.filter((g) => has(clause.words, g, language)).length;
      const negated = answerNegated && negatedOn(clause, request.answer, language);
      if (matched >= 2 && matched / given.length >= onSubject && clause.negated !== negated) {
        return { decided: { score: 0, feedback: texts.contradicts(clause.text) } };
      }
    }
  }
  const elsewhere = passages
    .map((p, i) => ({ p, matched: closenesses[i] ?? 0 }))
    .filter(({ p }) => !p.about)
    .sort((x, y) => y.matched - x.matched)[0];
  const elsewhereShare = elsewhere?.matched ?? 0;
  const inSupport = given.filter((g) => has(support.flat(), g, language)).length / given.length;
  // Nothing the student says is what the lesson says on the subject.
  if (inSupport === 0) return { decided: { score: 0, feedback: texts.wrong(main) } };
  const inLesson = vocabulary
    ? given.filter((g) => vocabulary.has(g.base)).length / given.length
    : inSupport;
  // The model answer names a sibling of the term too, and the student says what it says of the
  // sibling, nothing of what it says of the term alone.
  const sibling = ownAndSibling(expected, request.question, language, request.lesson);
  if (
    sibling &&
    weightedCover(sibling.sibling, given, language, weight) >= siblingGiven &&
    weightedCover(sibling.own, given, language, weight) === 0
  ) {
    return {
      decided: { score: 0, feedback: texts.elsewhere(sibling.statement, sibling.ownStatement) },
    };
  }
  // What the model answer says of the sibling is not missing from an answer on the term.
  const ofTerm = (idea: Idea) => !sibling?.statement.includes(idea.text.trim());
  const missing = ideas.find((idea, i) => ofTerm(idea) && (covered[i] ?? 0) < ideaCovered);
  const ownTarget = sibling ? ideas.filter(ofTerm).flatMap((idea) => idea.words) : target;
  const ownFound = ownTarget.length
    ? ownTarget.filter((w) => has(given, w, language)).length / ownTarget.length
    : found;
  return {
    features: [
      found,
      Math.min(...covered),
      covered.reduce((a, b) => a + b, 0) / covered.length,
      supported,
      elsewhereShare,
      supported - elsewhereShare,
      inSupport,
      share(given, expectedWords, language),
      inLesson,
      1 / given.length,
      ...rivalSignals(given, target, support.flat(), passages, closenesses, weight, language),
    ],
    complete: !missing || ownFound >= fullShare,
    missing: missing?.text ?? main,
    main,
    elsewhere: elsewhere && elsewhereShare > supported ? elsewhere.p.text : undefined,
  };
}

/** The share of `words`, each by its weight, that the student gives. */
function weightedCover(
  words: Word[],
  given: Word[],
  language: LessonLanguage,
  weight: (word: Word) => number,
): number {
  const total = words.reduce((sum, w) => sum + weight(w), 0);
  if (total === 0) return 0;
  return words.filter((w) => has(given, w, language)).reduce((s, w) => s + weight(w), 0) / total;
}

/** A word of a text in order, with its folded form; a stop word keeps only its raw form. */
interface Token {
  word: Word;
  /** The folded word, empty for a stop word. */
  fold: string;
  raw: string;
}

// Words that may come before the name a piece of text opens on: articles and conjunctions.
const leaders: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:the|a|an|and|or|but|while|whereas)$/,
  fr: /^(?:le|la|les|l|un|une|des|et|ou|mais|tandis|que|alors)$/,
};

/** Where the first content word of `tokens` is, when only articles and conjunctions precede it. */
function leadOf(tokens: Token[], language: LessonLanguage): number {
  const allowed = leaders[language];
  for (const [i, t] of tokens.entries()) {
    if (t.fold) return i;
    if (!allowed?.test(t.raw)) return -1;
  }
  return -1;
}

/** Every word of a text in order, stop words included, for reading where names stand. */
function tokensOf(text: string, language: LessonLanguage): Token[] {
  const { stopWords, elisions } = languagePacks[language];
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  const out: Token[] = [];
  for (const piece of segmenter.segment(foldText(text))) {
    if (!piece.isWordLike) continue;
    let fold = piece.segment;
    const apostrophe = fold.indexOf("'");
    if (apostrophe > 0 && elisions.has(fold.slice(0, apostrophe)))
      fold = fold.slice(apostrophe + 1);
    if (!fold || stopWords.has(fold) || !/\p{L}/u.test(fold)) {
      out.push({ word: { stem: '', base: '' }, fold: '', raw: fold });
      continue;
    }
    const stem = stemWord(fold, language);
    out.push({ word: { stem, base: baseForm(stem, language) }, fold, raw: fold });
  }
  return out;
}

function commonSuffix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[a.length - 1 - i] === b[b.length - 1 - i]) i++;
  return i;
}

/** The same name in another inflection, not a word a letter away ("adductor", "abductor"). */
function sameName(a: Token, b: Token): boolean {
  return (
    a.word.stem === b.word.stem ||
    commonPrefix(a.fold, b.fold) >= Math.max(4, Math.min(a.fold.length, b.fold.length) - 2)
  );
}

/**
 * Whether a piece of text names the asked term, and the sibling of it the piece opens on, if any:
 * another word beside some of a multi-word term's words, in their places ("vastus **medialis**"
 * for "vastus lateralis", "allèle **récessif**" for "allèle dominant"), or a word sharing most of
 * a one-word term's ending or beginning ("adductor" for "abductor", "phénotype" for "génotype").
 * Only the name a piece opens on, after articles and conjunctions ("or adductor ...", "la
 * Triple-Alliance ..."), is a sibling, not a word of what it says of the term ("is the
 * endocytosis of ...").
 */
function mentions(
  tokens: Token[],
  term: Token[],
  language: LessonLanguage,
): { own: boolean; sibling?: Token[] } {
  const termWords = term.filter((t) => t.fold);
  const n = termWords.length;
  if (n === 0) return { own: false };
  const lead = leadOf(tokens, language);
  if (n === 1) {
    const name = termWords[0] as Token;
    const own = tokens.some((t) => t.fold && sameName(t, name));
    const first = tokens[lead];
    if (!first || sameName(first, name)) return { own };
    const shorter = Math.min(first.fold.length, name.fold.length);
    const shared = Math.max(
      commonSuffix(first.fold, name.fold),
      commonPrefix(first.fold, name.fold),
    );
    const sibling = shorter >= 6 && shared >= 5 && shared >= shorter * 0.6;
    return { own, sibling: sibling ? [first] : undefined };
  }
  let own = false;
  let sibling: Token[] | undefined;
  let i = 0;
  while (i < tokens.length) {
    if (!tokens[i]?.fold) {
      i++;
      continue;
    }
    let j = i;
    while (j < tokens.length && tokens[j]?.fold) j++;
    const run = tokens.slice(i, j);
    if (termWords.every((w) => run.some((t) => sameName(t, w)))) own = true;
    else if (i === lead && run.length >= n) {
      const window = run.slice(0, n);
      const same = termWords.filter((w, m) => sameName(w, window[m] as Token)).length;
      const moved = window.some((t, m) => termWords.some((w, q) => q !== m && sameName(w, t)));
      if (same > 0 && same < n && !moved) sibling = window;
    }
    i = j;
  }
  return { own, sibling };
}

// Conjunctions that open a statement of its own, where a name is a sibling, not an apposition.
const conjunctions: Partial<Record<LessonLanguage, RegExp>> = {
  en: /^(?:and|but|while|whereas)$/,
  fr: /^(?:et|mais|tandis|alors)$/,
};

type Owner = 'own' | 'sibling' | 'both' | undefined;

/**
 * The words of a model answer that speak of the asked term and those that speak of a sibling it
 * names too ("abductor (moves the bone away ...), or adductor (moves the bone toward ...)"): the
 * answer's pieces between punctuation belong to the name they hold; a piece without one to the
 * name before it, or, before a bracket that names one ("two identical alleles (a homozygous
 * state)"), to that name. Words of both are shared and left out. A name in the piece next to the
 * term's ("the sternum, the flattened bone ...") is a sibling only when the lesson names it twice
 * or a conjunction opens it ("et hétérozygote s'il ...").
 */
function ownAndSibling(
  expected: string,
  question: string,
  language: LessonLanguage,
  lesson?: string,
): { own: Word[]; sibling: Word[]; statement: string; ownStatement: string } | undefined {
  const term = tokensOf(askedAbout(question), language);
  const isName = lesson ? namedTwice(lesson) : () => false;
  const termWords = term.filter((t) => t.fold).map((t) => t.word);
  const pieces: Array<{ start: number; end: number; joined: boolean }> = [];
  let from = 0;
  let joined = false;
  for (const match of expected.matchAll(/\(|[,;:)]|\s(?:whereas|while|tandis que|alors que)\s/g)) {
    const at = match.index;
    pieces.push({ start: from, end: at, joined });
    // A bracket opens the next piece; the other separators belong to none.
    from = match[0] === '(' ? at : at + match[0].length;
    joined = match[0].trim().length > 1;
  }
  pieces.push({ start: from, end: expected.length, joined });
  const parts = pieces.map(({ start, end, joined: afterConjunction }) => {
    const tokens = tokensOf(expected.slice(start, end), language);
    const { own, sibling } = mentions(tokens, term, language);
    const lead = leadOf(tokens, language);
    const opened =
      afterConjunction ||
      tokens.slice(0, Math.max(0, lead)).some((t) => !!conjunctions[language]?.test(t.raw));
    // The sibling's own name is no idea of either.
    const named = new Set(sibling ?? []);
    return {
      start,
      end,
      tokens: tokens.filter((t) => !named.has(t)),
      own,
      sibling,
      opened,
      owner: undefined as Owner,
      bracket: expected.slice(start, end).trimStart().startsWith('('),
    };
  });
  parts.forEach((part, i) => {
    const beside = !!parts[i - 1]?.own || !!parts[i + 1]?.own;
    const sibling = !!part.sibling && (part.opened || !beside || isName(part.sibling));
    part.owner = part.own && sibling ? 'both' : part.own ? 'own' : sibling ? 'sibling' : undefined;
  });
  if (!parts.some((p) => p.owner === 'own') || !parts.some((p) => p.owner === 'sibling')) {
    return undefined;
  }
  for (let i = parts.length - 1; i >= 0; i--) {
    const part = parts[i];
    const next = parts[i + 1];
    if (part && !part.owner && !part.bracket && next?.bracket && next.owner)
      part.owner = next.owner;
  }
  let previous: Owner;
  for (const part of parts) {
    if (!part.owner) part.owner = previous;
    previous = part.owner;
  }
  const words = (owner: 'own' | 'sibling') =>
    parts
      .filter((p) => p.owner === owner)
      .flatMap((p) => p.tokens)
      .filter((t) => t.fold && !termWords.some((w) => sameWord(w, t.word, language)))
      .map((t) => t.word);
  const ownWords = words('own');
  const siblingWords = words('sibling');
  const ownOnly = ownWords.filter((w) => !has(siblingWords, w, language));
  const siblingOnly = siblingWords.filter((w) => !has(ownWords, w, language));
  if (ownOnly.length === 0 || siblingOnly.length === 0) return undefined;
  // What the model answer says of each: from its first piece to its last, with a closing bracket.
  const statementOf = (owner: 'own' | 'sibling') => {
    const held = parts.filter((p) => p.owner === owner);
    const start = held[0]?.start ?? 0;
    let end = held[held.length - 1]?.end ?? expected.length;
    if (expected[end] === ')') end++;
    return expected.slice(start, end).replace(/^[\s,;:]+|[\s,;:.]+$/g, '');
  };
  return {
    own: ownOnly,
    sibling: siblingOnly,
    statement: statementOf('sibling'),
    ownStatement: statementOf('own'),
  };
}

let lastLesson: { lesson: string; folded: string } | undefined;

/** Whether a name is one the lesson uses: it names it at least twice. */
function namedTwice(lesson: string): (words: Token[]) => boolean {
  if (lastLesson?.lesson !== lesson) lastLesson = { lesson, folded: foldText(lesson) };
  const { folded } = lastLesson;
  return (words) => {
    const phrase = words.map((w) => escapeRegExp(w.fold)).join("[\\s'-]+");
    const found = folded.match(new RegExp(`(?<![\\p{L}])${phrase}`, 'gu'));
    return (found?.length ?? 0) >= 2;
  };
}

/**
 * How much more the answer says of another passage than of the model answer, against the five
 * passages elsewhere closest to it: what distinguishes each from the other, not the words they
 * share. First, the passage's own ideas given (the weighted share of its words not on the subject
 * that the answer holds) less the model answer's own ideas given (of its words not in the passage);
 * then the weighted share of the answer's words found only in the passage less those found only on
 * the subject. The largest of each, 0 when none is closer.
 */
function rivalSignals(
  given: Word[],
  target: Word[],
  supportWords: Word[],
  passages: Passage[],
  closenesses: number[],
  weight: (word: Word) => number,
  language: LessonLanguage,
): [number, number] {
  const total = given.reduce((sum, g) => sum + weight(g), 0) || 1;
  const weighed = (words: Word[]) => words.reduce((sum, w) => sum + weight(w), 0) / total;
  const closest = passages
    .map((p, i) => ({ p, closeness: closenesses[i] ?? 0 }))
    .filter(({ p }) => !p.about)
    .sort((x, y) => y.closeness - x.closeness)
    .slice(0, 5);
  let ideas = 0;
  let words = 0;
  for (const { p } of closest) {
    const ownIdeas = target.filter((w) => !has(p.words, w, language));
    const otherIdeas = p.words.filter((w) => !has(supportWords, w, language));
    ideas = Math.max(
      ideas,
      weightedCover(otherIdeas, given, language, weight) -
        weightedCover(ownIdeas, given, language, weight),
    );
    const inPassage = given.filter((g) => has(p.words, g, language));
    const onlyThere = inPassage.filter((g) => !has(supportWords, g, language));
    const onlyHere = given.filter(
      (g) => !has(p.words, g, language) && has(supportWords, g, language),
    );
    words = Math.max(words, weighed(onlyThere) - weighed(onlyHere));
  }
  return [ideas, words];
}

/** The credit model's probability that an answer is right, from its signals. */
export function creditProbability(features: number[]): number {
  let z = gradeFeatureWeights[0] ?? 0;
  features.forEach((x, i) => (z += (gradeFeatureWeights[i + 1] ?? 0) * x));
  return 1 / (1 + Math.exp(-z));
}

/**
 * Grades an open answer on the ideas of the lesson's model answer: each statement of it counts
 * as expressed when the student gives half of its words in any inflection, spelling or everyday
 * synonym (the question's own words give no credit). The rules of `gradeSignals` give 1 or 0
 * where they can; otherwise a logistic model of its signals (fitted by
 * `src/eval/fit-grader.ts` on the anatomy corpus and half of the held-out lessons) says whether
 * the answer is right, and the ideas say how complete: 1 when every statement, or 60% of the
 * words, are there, else 0.5. The feedback names the statement that was missing, contradicted,
 * or confused.
 */
export function gradeOpenAnswer(request: GradeRequest): OpenAnswerGrade {
  return gradeComparison(request) ?? gradeOne(request);
}

/** The two terms a "What is the difference between “X” and “Y”?" question names, if it names two. */
function comparedTerms(question: string): [string, string] | undefined {
  const quoted = [...question.matchAll(/[“«]\s*([^”»]+?)\s*[”»]/gu)].map((m) => m[1] as string);
  return quoted.length === 2 ? (quoted as [string, string]) : undefined;
}

/**
 * A comparison graded term by term: what the answer says after naming one term is graded against
 * what the lesson says of that term, so that an answer giving each term the other's features
 * ("chronic inflammation lasts a few days, acute inflammation lasts years") is not taken for one
 * with every idea: a term given what fits the other better gets nothing. Undefined when the
 * question compares nothing, the model answer does not speak of each term in sentences of its
 * own, or the answer names only one of them.
 */
function gradeComparison(request: GradeRequest): OpenAnswerGrade | undefined {
  const terms = comparedTerms(request.question);
  if (!terms) return undefined;
  const { language } = request;
  const { stopWords } = languagePacks[language];
  const stems = (text: string) =>
    foldText(text)
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w !== '' && !stopWords.has(w))
      .map((w) => stemWord(w, language));
  const [a, b] = terms.map(stems) as [string[], string[]];
  // What tells the two apart: "acute" and "chronic" of "… inflammation".
  const own = [a.filter((w) => !b.includes(w)), b.filter((w) => !a.includes(w))];
  if (own.some((words) => words.length === 0)) return undefined;
  const mentions = (text: string) => own.map((words) => stems(text).some((w) => words.includes(w)));
  // The model answer's sentences, each given to the term it names; one naming neither goes with
  // the one before ("Exemples d'énergies renouvelables : …").
  const parts = ['', ''];
  let current = -1;
  for (const sentence of request.expected.split(/(?<=[.!?])\s+/u)) {
    const [first, second] = mentions(sentence);
    if (first && second) return undefined;
    if (first || second) current = first ? 0 : 1;
    if (current < 0) return undefined;
    parts[current] = `${parts[current]} ${sentence}`.trim();
  }
  if (parts.some((part) => part === '')) return undefined;
  // The answer cut where it names each term: "X …, whereas Y …".
  const words = request.answer.split(/\s+/u).filter(Boolean);
  const owner = words.map((word) => {
    const [first, second] = mentions(word);
    return first ? 0 : second ? 1 : -1;
  });
  if (!owner.includes(0) && !owner.includes(1)) return undefined;
  const said = ['', ''];
  let speaking = -1;
  for (const [i, word] of words.entries()) {
    if ((owner[i] as number) >= 0) speaking = owner[i] as number;
    if (speaking >= 0) said[speaking] = `${said[speaking]} ${word}`.trim();
  }
  const texts = gradeTexts(language);
  const idea = (text: string) => text.replace(/[.!?]+$/u, '');
  // A term the answer does not name is a term it says nothing of; one given what the lesson says
  // of the other term is confused with it, however many of those words it has.
  const grades = [0, 1].map((i) => {
    if (said[i] === '') return { score: 0, feedback: '' };
    const answer = said[i] as string;
    const own = gradeOne({ ...request, expected: parts[i] as string, answer });
    const other = parts[1 - i] as string;
    const swapped = gradeOne({ ...request, expected: other, answer });
    if (swapped.score <= own.score) return own;
    return { score: 0, feedback: texts.elsewhere(idea(other), idea(parts[i] as string)) };
  }) as [OpenAnswerGrade, OpenAnswerGrade];
  if (grades.every((g) => g.score === 1)) return { score: 1, feedback: texts.correct };
  const first = grades.findIndex((g) => g.feedback !== '');
  if (grades.every((g) => g.score === 0)) {
    return { score: 0, feedback: grades[first]?.feedback ?? texts.wrong(request.expected) };
  }
  // One term right and the other wrong, partly said or not named: partly right, on what was missed.
  const missed = grades[0].score < grades[1].score ? 0 : 1;
  return { score: 0.5, feedback: texts.partial(idea(parts[missed] as string)) };
}

function gradeOne(request: GradeRequest): OpenAnswerGrade {
  const texts = gradeTexts(request.language);
  const signals = gradeSignals(request);
  if ('decided' in signals) return signals.decided;
  if (creditProbability(signals.features) < gradeCreditThreshold) {
    return {
      score: 0,
      feedback: signals.elsewhere
        ? texts.elsewhere(signals.elsewhere, signals.main)
        : texts.wrong(signals.main),
    };
  }
  if (signals.complete) return { score: 1, feedback: texts.correct };
  return { score: 0.5, feedback: texts.partial(signals.missing) };
}
