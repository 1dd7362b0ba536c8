/**
 * The coach's and the grader's figures over the corpus (part of `npm run eval`):
 *
 * - grading: for each glossary term, the authors' definition and a paraphrase of the lesson's
 *   defining sentence made by rule answer "Explain X" rightly (credited when they score 0.5 or
 *   more); the definition of another term, the defining sentence negated and another term's
 *   defining words answer it wrongly (refused when they score 0);
 * - coach: each glossary term asked in ten forms of English and of French must cite the sentence
 *   that defines it; terms of the other corpora that the lesson never mentions must get the
 *   "not in your lesson" answer (an answer without sources).
 *
 * Besides the shared corpora, `lessons/held-out/` holds short lessons of other subjects (physics,
 * history, biology) in English and French, written for this measure and fitted on by nothing.
 */
import type { CoachEvent, LessonLanguage } from '@study/shared';
import { createBuiltinEngine } from '../builtin/builtin-engine.ts';
import type { GradeRequest } from '../builtin/grade-open-answer.ts';
import { analyzeLesson } from '../text/analyze-lesson.ts';
import { fillTemplate, languagePacks } from '../text/language-pack.ts';
import { escapeRegExp, foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';
import { baseForm } from '../text/synonyms.ts';
import path from 'node:path';
import { confuse, negate, paraphrase } from './answer-variants.ts';
import {
  loadCorpus,
  loadHeldOutLessons as loadOtherSubjects,
  type CorpusLesson,
} from './corpus.ts';
import { markdownTable } from './eval-section.ts';
import { termKey } from './term-key.ts';

/** A glossary entry with the lesson sentence that defines it (and any as close to the definition). */
export interface GoldTerm {
  term: string;
  definition: string;
  start: number;
  end: number;
  sentence: string;
  spans: Array<{ start: number; end: number }>;
}

/** The language of a corpus lesson: the one detected when English or French, else by its corpus. */
export function corpusLanguage(lesson: CorpusLesson): 'en' | 'fr' {
  if (lesson.language === 'en' || lesson.language === 'fr') return lesson.language;
  return lesson.corpus.startsWith('french') ? 'fr' : 'en';
}

/** The lessons written for measuring on other subjects (physics, history, biology; en and fr). */
export function loadHeldOutLessons(): CorpusLesson[] {
  return loadCorpus(path.join(import.meta.dirname, 'lessons'));
}

function stems(text: string, language: LessonLanguage): Set<string> {
  const { stopWords } = languagePacks[language];
  const out = new Set<string>();
  for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
    if (word.length > 1 && !stopWords.has(word)) {
      out.add(baseForm(stemWord(word, language), language).slice(0, 6));
    }
  }
  return out;
}

/** Whether a sentence says what the term is: "X is", "X are", "X refers to", "X est", "X désigne". */
function statesWhatItIs(term: string, sentence: string): boolean {
  const copula = '(?:is|are|refers to|means|est|sont|désigne|désignent|correspond)';
  return new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(term)}s?\\s+${copula}\\b`, 'iu').test(sentence);
}

/**
 * Each glossary term with the lesson sentence that names it and shares the most words with the
 * authors' definition, and the sentences that say what it is ("X is ..."), any of which the
 * coach may cite; terms the lesson never names are left out.
 */
export function goldTerms(
  lesson: CorpusLesson,
  definitions: Map<string, string>,
  language: LessonLanguage,
): GoldTerm[] {
  const analysis = analyzeLesson(lesson.text, language);
  const gold: GoldTerm[] = [];
  for (const term of lesson.terms) {
    const definition = definitions.get(term) ?? '';
    const key = termKey(term, language);
    const own = stems(term, language);
    const wanted = [...stems(definition, language)].filter((w) => !own.has(w));
    let best: GoldTerm | undefined;
    let bestScore = -1;
    const definers: Array<{ start: number; end: number }> = [];
    for (const sentence of analysis.sentences) {
      if (sentence.heading) continue;
      const text = lesson.text.slice(sentence.start, sentence.end);
      if (!` ${termKey(text, language)} `.includes(` ${key} `)) continue;
      const have = stems(text, language);
      const score = wanted.filter((w) => have.has(w)).length;
      const span = { start: sentence.start, end: sentence.end };
      if (statesWhatItIs(term, text)) definers.push(span);
      if (score > bestScore) {
        bestScore = score;
        best = { term, definition, ...span, sentence: text, spans: [span] };
      } else if (score === bestScore && best) best.spans.push(span);
    }
    if (best && definition.trim()) gold.push({ ...best, spans: [...best.spans, ...definers] });
  }
  return gold;
}

const englishForms = [
  'What is {term}?',
  'What’s {term}?',
  'Explain {term} simply',
  'Why is {term} important?',
  'Define {term}',
  'What does {term} mean?',
  'Can you explain {term}?',
  'Tell me about {term}',
  'What is meant by {term}?',
  'Describe {term}',
];

function frenchArticle(term: string): string {
  return /^[aeiouyhéèêàâîôû]/i.test(term) ? 'l’' : 'le ';
}

const frenchForms = [
  'C’est quoi {article}{term} ?',
  'Qu’est-ce que {article}{term} ?',
  'Peux-tu m’expliquer {term} ?',
  'Explique-moi {term} simplement',
  'Définis {term}',
  'Que signifie {term} ?',
  'Pourquoi {term} est important ?',
  'Que veut dire {term} ?',
  'Parle-moi de {term}',
  '{term}, c’est quoi ?',
];

/** The ten question forms of a language, filled for one term. */
export function questionForms(term: string, language: LessonLanguage): string[] {
  const forms = language === 'fr' ? frenchForms : englishForms;
  return forms.map((form) => fillTemplate(form, { term, article: frenchArticle(term) }));
}

export interface CoachFigures {
  /** The corpus and the language of the questions and answers: "openstax-psychology (fr)". */
  corpus: string;
  /** The authors' definitions, in other words than the lesson's, credited 0.5 or more. */
  gradingCorrect: number;
  gradingCredited: number;
  /** Paraphrases of the defining sentence made by rule (word order, synonyms, singulars). */
  paraphrases: number;
  paraphrasesCredited: number;
  /** Another term's definition by the authors, graded 0. */
  gradingWrong: number;
  gradingRefused: number;
  /** The defining sentence negated, graded 0. */
  negations: number;
  negationsRefused: number;
  /** The defining words of another term of the lesson given for this one, graded 0. */
  confusions: number;
  confusionsRefused: number;
  asked: number;
  cited: number;
  outOfScope: number;
  saidNotCovered: number;
  /** In-scope questions wrongly answered "not in your lesson". */
  falseNotCovered: number;
}

async function coachRun(text: string, language: LessonLanguage, question: string) {
  const engine = createBuiltinEngine();
  const events: CoachEvent[] = [];
  for await (const event of engine.answerCoach({ text, language, question, history: [] })) {
    events.push(event);
  }
  return events.flatMap((e) => (e.type === 'sources' ? e.sources : []));
}

/** Glossary terms of the other corpora that a lesson never names, a few per lesson. */
function foreignTerms(
  lesson: CorpusLesson,
  all: CorpusLesson[],
  language: LessonLanguage,
  count: number,
): string[] {
  const lessonKey = ` ${termKey(lesson.text, language)} `;
  const pool = all
    .filter((other) => other.corpus !== lesson.corpus)
    .flatMap((other) => other.terms)
    .filter((term) => !lessonKey.includes(` ${termKey(term, language)} `));
  if (pool.length === 0) return [];
  const step = Math.max(1, Math.floor(pool.length / count));
  const offset = lesson.id.length % step;
  return Array.from({ length: count }, (_, i) => pool[(offset + i * step) % pool.length] as string);
}

function emptyFigures(corpus: string): CoachFigures {
  return {
    corpus,
    gradingCorrect: 0,
    gradingCredited: 0,
    paraphrases: 0,
    paraphrasesCredited: 0,
    gradingWrong: 0,
    gradingRefused: 0,
    negations: 0,
    negationsRefused: 0,
    confusions: 0,
    confusionsRefused: 0,
    asked: 0,
    cited: 0,
    outOfScope: 0,
    saidNotCovered: 0,
    falseNotCovered: 0,
  };
}

/** One graded answer of the measure, kept for printing the worst cases. */
export interface GradeCase {
  corpus: string;
  lesson: string;
  term: string;
  /** Right answers: `definition`, `paraphrase`; wrong ones: `other`, `negation`, `confusion`. */
  kind: 'definition' | 'paraphrase' | 'other' | 'negation' | 'confusion';
  question: string;
  expected: string;
  answer: string;
  score: number;
  feedback: string;
}

/** One answer of the grading measure: the request and whether it is right. */
export interface GradingAnswer {
  term: string;
  kind: GradeCase['kind'];
  request: GradeRequest;
}

/**
 * The right and wrong answers to "Explain X" for each defined term of a lesson: the authors'
 * definition and a paraphrase by rule (right), another term's definition, the defining sentence
 * negated and another term's defining words (wrong).
 */
export function gradingAnswers(
  lesson: CorpusLesson,
  gold: GoldTerm[],
  language: 'en' | 'fr',
): GradingAnswer[] {
  const { templates } = languagePacks[language];
  const out: GradingAnswer[] = [];
  for (const [i, item] of gold.entries()) {
    const question = fillTemplate(templates.explain, { term: item.term });
    const base = { question, expected: item.sentence, language, lesson: lesson.text };
    const push = (kind: GradeCase['kind'], answer: string) =>
      out.push({ term: item.term, kind, request: { ...base, answer } });
    push('definition', item.definition);
    push('paraphrase', paraphrase(item.sentence, item.term, language));
    const others = gold.slice(i + 1).concat(gold.slice(0, i));
    const other = others.find((g) => foldText(g.definition) !== foldText(item.definition));
    if (other) push('other', other.definition);
    const negated = negate(item.sentence, language);
    if (negated) push('negation', negated);
    const confusion = others
      .filter((g) => g.sentence !== item.sentence)
      .map((g) => confuse(item.term, g.sentence, g.term, language))
      .find(Boolean);
    if (confusion) push('confusion', confusion);
  }
  return out;
}

/** Whether an answer of this kind is a right one. */
export const isRightKind = (kind: GradeCase['kind']) =>
  kind === 'definition' || kind === 'paraphrase';

/** Grades the right and wrong answers to "Explain X" for each defined term of a lesson. */
async function measureGrading(
  lesson: CorpusLesson,
  gold: GoldTerm[],
  language: 'en' | 'fr',
  figures: CoachFigures,
  cases?: GradeCase[],
): Promise<void> {
  const engine = createBuiltinEngine();
  for (const { term, kind, request } of gradingAnswers(lesson, gold, language)) {
    const { score, feedback } = await engine.gradeOpenAnswer(request);
    cases?.push({
      corpus: figures.corpus,
      lesson: lesson.id,
      term,
      kind,
      question: request.question,
      expected: request.expected,
      answer: request.answer,
      score,
      feedback,
    });
    const credited = score >= 0.5;
    if (kind === 'definition') {
      figures.gradingCorrect++;
      if (credited) figures.gradingCredited++;
    } else if (kind === 'paraphrase') {
      figures.paraphrases++;
      if (credited) figures.paraphrasesCredited++;
    } else if (kind === 'other') {
      figures.gradingWrong++;
      if (score === 0) figures.gradingRefused++;
    } else if (kind === 'negation') {
      figures.negations++;
      if (score === 0) figures.negationsRefused++;
    } else {
      figures.confusions++;
      if (score === 0) figures.confusionsRefused++;
    }
  }
}

/**
 * The grading and coach figures of one lesson: a row in its own language (grading and the coach)
 * and a row in the other interface language (the coach asked in it; answers are graded in the
 * lesson's language only). Without `coach`, the grading alone.
 */
export async function evaluateCoach(
  lesson: CorpusLesson,
  definitions: Map<string, string>,
  all: CorpusLesson[],
  options: CoachOptions = { coach: true },
): Promise<CoachFigures[]> {
  const language = corpusLanguage(lesson);
  const gold = goldTerms(lesson, definitions, language);
  const own = emptyFigures(`${lesson.corpus} (${language})`);
  await measureGrading(lesson, gold, language, own, options.cases);
  if (!options.coach) return [own];
  const otherLanguage = language === 'fr' ? 'en' : 'fr';
  const other = emptyFigures(`${lesson.corpus} (${otherLanguage})`);
  const foreign = foreignTerms(lesson, all, language, 6);
  for (const [asked, figures] of [
    [language, own],
    [otherLanguage, other],
  ] as const) {
    for (const item of gold) {
      for (const form of questionForms(item.term, asked)) {
        const sources = await coachRun(lesson.text, language, form);
        figures.asked++;
        if (sources.length === 0) figures.falseNotCovered++;
        const cites = (span: { start: number; end: number }) =>
          sources.some((s) => s.start < span.end && span.start < s.end);
        if (item.spans.some(cites)) figures.cited++;
      }
    }
    const forms = asked === 'fr' ? frenchForms : englishForms;
    for (const [i, term] of foreign.entries()) {
      const form = forms[i % forms.length] as string;
      const question = fillTemplate(form, { term, article: frenchArticle(term) });
      const sources = await coachRun(lesson.text, language, question);
      figures.outOfScope++;
      if (sources.length === 0) figures.saidNotCovered++;
    }
  }
  return [own, other];
}

function add(a: CoachFigures, b: CoachFigures): CoachFigures {
  const sum = { ...a };
  for (const key of Object.keys(b) as Array<keyof CoachFigures>) {
    if (key !== 'corpus') sum[key] = a[key] + b[key];
  }
  return sum;
}

const ratio = (n: number, d: number) => (d === 0 ? '-' : (n / d).toFixed(3));

/** The authors' definition of each glossary term of a lesson. */
export function definitionsOf(lesson: CorpusLesson): Map<string, string> {
  return new Map(lesson.terms.map((term, i) => [term, lesson.definitions[i] ?? '']));
}

export interface CoachOptions {
  /** Whether to ask the coach too (slow), or to grade only. */
  coach: boolean;
  /** Ask the coach on every Nth lesson only (the grading is measured on every lesson). */
  coachEvery?: number;
  /** Where to keep every graded answer, for printing the worst cases. */
  cases?: GradeCase[];
}

/**
 * Which part of the lessons a corpus belongs to: anything fitted to data (a threshold, a weight,
 * a word list) is fitted on the `fit` part (the anatomy corpus and the held-out lessons of
 * `lessons/held-out/`) and read on the `measure` part (psychology, the French corpus and the
 * other subjects of `eval-lessons/`), which nothing is fitted on.
 */
export function evalPart(corpus: string): 'fit' | 'measure' {
  return /^(?:openstax-anatomy-physiology|held-out)\b/.test(corpus) ? 'fit' : 'measure';
}

/** The grading and coach table of every lesson, as `npm run eval` prints it. */
export async function coachReport(
  lessons: CorpusLesson[],
  options: CoachOptions = { coach: true },
): Promise<string> {
  const all = [...lessons, ...loadHeldOutLessons(), ...loadOtherSubjects()];
  const figures: CoachFigures[] = [];
  const every = Math.max(1, options.coachEvery ?? 1);
  for (const [i, lesson] of all.entries()) {
    const coach = options.coach && (i % every === 0 || lesson.corpus.startsWith('held-out'));
    figures.push(
      ...(await evaluateCoach(lesson, definitionsOf(lesson), all, { ...options, coach })),
    );
  }
  return coachTable(figures);
}

/**
 * The worst graded answers of each kind and part: right answers given the lowest grades and
 * wrong answers given the highest, `count` of each, with the grader's feedback.
 */
export function worstCases(cases: GradeCase[], count: number): string {
  const out: string[] = [];
  const right = new Set(['definition', 'paraphrase']);
  for (const part of ['fit', 'measure'] as const) {
    for (const kind of ['definition', 'paraphrase', 'other', 'negation', 'confusion'] as const) {
      const failed = cases.filter(
        (c) =>
          evalPart(c.corpus) === part &&
          c.kind === kind &&
          (right.has(kind) ? c.score < 0.5 : c.score > 0),
      );
      if (failed.length === 0) continue;
      out.push(`### ${part}: ${kind} (${failed.length} failed)`, '');
      for (const c of failed.slice(0, count)) {
        out.push(
          `- ${c.corpus} ${c.lesson} “${c.term}” scored ${c.score}`,
          `  expected: ${c.expected}`,
          `  answer:   ${c.answer}`,
          `  feedback: ${c.feedback}`,
        );
      }
      out.push('');
    }
  }
  return out.join('\n');
}

/** The table of grading and coach figures per corpus and language. */
function coachTable(figures: CoachFigures[]): string {
  const byCorpus = new Map<string, CoachFigures>();
  for (const f of figures) {
    const seen = byCorpus.get(f.corpus);
    byCorpus.set(f.corpus, seen ? add(seen, f) : f);
  }
  const header = [
    'corpus (language)',
    'part',
    'definitions credited',
    'paraphrases credited',
    'right credited',
    'other definitions refused',
    'negations refused',
    'confusions refused',
    'wrong refused',
    'coach definition hit rate',
    'out-of-scope said',
    'out-of-scope precision',
  ];
  const cell = (n: number, d: number) => `${ratio(n, d)} (${d})`;
  const rows = [...byCorpus.values()]
    .sort((a, b) => a.corpus.localeCompare(b.corpus))
    .map((f) => {
      const saidNo = f.saidNotCovered + f.falseNotCovered;
      return [
        f.corpus,
        evalPart(f.corpus),
        cell(f.gradingCredited, f.gradingCorrect),
        cell(f.paraphrasesCredited, f.paraphrases),
        cell(f.gradingCredited + f.paraphrasesCredited, f.gradingCorrect + f.paraphrases),
        cell(f.gradingRefused, f.gradingWrong),
        cell(f.negationsRefused, f.negations),
        cell(f.confusionsRefused, f.confusions),
        cell(
          f.gradingRefused + f.negationsRefused + f.confusionsRefused,
          f.gradingWrong + f.negations + f.confusions,
        ),
        cell(f.cited, f.asked),
        cell(f.saidNotCovered, f.outOfScope),
        ratio(f.saidNotCovered, saidNo),
      ];
    });
  return [
    markdownTable(header, rows),
    '',
    'part: `fit` rows (anatomy, lessons/held-out) are what any fitted weight or threshold was fitted on; `measure` rows (psychology, French, eval-lessons) were never fitted on.',
    'targets: right credited >= 0.90, wrong refused >= 0.95, hit rate >= 0.90, out-of-scope said and precision >= 0.90.',
    'Answers are graded in the lesson’s language; the other language’s row asks the coach in it.',
  ].join('\n');
}
