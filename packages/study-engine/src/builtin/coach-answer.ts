import type { CoachEvent, CoachQuiz, CoachSource, Flashcard, OpenAnswerGrade } from '@study/shared';
import type { CoachInput, GradeInput } from '../engine-types.ts';
import { closeBlanks } from '../text/citations.ts';
import { foldText } from '../text/normalize.ts';
import { baseForm } from '../text/synonyms.ts';
import { buildFlashcards } from './build-flashcards.ts';
import { parseQuestion, subjectStems, type ParsedQuestion } from './coach-question.ts';
import { coachTexts, type CoachTexts } from './coach-texts.ts';
import { gradeOpenAnswer } from './grade-open-answer.ts';
import type { LessonModel } from './lesson-model.ts';

/** Key terms in one answer to "what should I remember?". */
const keyPoints = 5;
/** Sentences quoted at most for a reason, a process or a list. */
const maxSentences = 4;

/** A sentence of the lesson with the words it is made of and the heading it sits under. */
interface Line {
  index: number;
  start: number;
  end: number;
  block: number;
  bullet: boolean;
  stems: Set<string>;
  bases: Set<string>;
  heading: Set<string>;
  headingText: string;
}

interface LessonLines {
  lines: Line[];
  idf: (stem: string) => number;
  vocabulary: Set<string>;
  headings: string[];
  title: Set<string>;
}

const cached = new WeakMap<LessonModel, LessonLines>();

/** The lesson's sentences with their section heading as context, and word weights; built once. */
function linesOf(model: LessonModel): LessonLines {
  const found = cached.get(model);
  if (found) return found;
  const { sentences, tokens, blocks, text, language } = model.analysis;
  const lines: Line[] = [];
  const frequency = new Map<string, number>();
  let heading = new Set<string>();
  let headingText = '';
  const headings: string[] = [];
  const title = new Set<string>();
  for (const sentence of sentences) {
    const stems = new Set<string>();
    for (let t = sentence.firstToken; t < sentence.endToken; t++) {
      const token = tokens[t];
      if (token && !token.stop) stems.add(token.stem);
    }
    const block = blocks[sentence.block];
    if (sentence.heading) {
      // The lesson's title (h1) is about everything: it tells what the lesson covers, and only
      // section headings give a sentence its context.
      if (block?.type === 'h1') for (const stem of stems) title.add(stem);
      else {
        heading = stems;
        headingText = text.slice(sentence.start, sentence.end);
        headings.push(headingText);
      }
      continue;
    }
    for (const stem of stems) frequency.set(stem, (frequency.get(stem) ?? 0) + 1);
    lines.push({
      index: sentence.index,
      start: sentence.start,
      end: sentence.end,
      block: sentence.block,
      bullet: block?.type === 'bullet',
      stems,
      bases: new Set([...stems].map((s) => baseForm(s, language))),
      heading,
      headingText,
    });
  }
  const count = lines.length + 1;
  const built: LessonLines = {
    lines,
    idf: (stem) => Math.log(1 + count / (1 + (frequency.get(stem) ?? 0))),
    vocabulary: new Set([...frequency.keys(), ...title]),
    headings,
    title,
  };
  cached.set(model, built);
  return built;
}

function commonPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/** Whether a question word is in a set of lesson stems, in any inflection ("cacti" is not). */
function inStems(word: string, stems: Set<string>, bases: Set<string>, model: LessonModel) {
  if (stems.has(word)) return true;
  if (bases.has(baseForm(word, model.analysis.language))) return true;
  if (word.length < 5) return false;
  for (const stem of stems) {
    const shorter = Math.min(stem.length, word.length);
    if (shorter >= 5 && commonPrefix(stem, word) >= Math.max(5, shorter * 0.8)) return true;
  }
  return false;
}

const cueWords: Record<'why' | 'how' | 'example' | 'when-who', Record<string, RegExp>> = {
  why: {
    en: /\b(?:because|due to|since|caused?|causes|led to|leads? to|result(?:ed|s)? (?:in|from)|reasons?|forced|therefore|so that|in order to|triggered|origins?)\b/,
    fr: /\b(?:car|parce que|en raison|a cause|grace a|provoqu\w*|entrain\w*|oblig\w*|donc|c'est pourquoi|causes?|raisons?|origines?|afin de|pour que)\b/,
  },
  how: {
    en: /\b(?:first|then|next|after|finally|begins?|step|stage|phase|process|during|once)\b/,
    fr: /\b(?:d'abord|puis|ensuite|apres|enfin|commence|etape|phase|processus|pendant|lors)\b/,
  },
  example: {
    en: /\b(?:for example|for instance|such as|e\.g\.|like|include|including)\b/,
    fr: /\b(?:par exemple|comme|tel(?:le)?s? que|notamment|ainsi)\b/,
  },
  'when-who': {
    en: /\b\d{3,4}\b|\b[A-Z][a-z]+ [A-Z][a-z]+\b/,
    fr: /\b\d{3,4}\b|\b[A-Z][a-z]+ [A-Z][a-z]+\b/,
  },
};

const headingCues: Record<'why' | 'how', Record<string, RegExp>> = {
  why: { en: /\b(?:causes?|reasons?|origins?|why)\b/, fr: /\b(?:causes?|raisons?|origines?)\b/ },
  how: {
    en: /\b(?:how|process|steps?|stages?|phases?|mechanism)\b/,
    fr: /\b(?:comment|processus|etapes?|phases?|mecanisme|fonctionnement)\b/,
  },
};

function cue(kind: keyof typeof cueWords, language: string, text: string): boolean {
  const pattern = cueWords[kind][language];
  if (!pattern) return false;
  return pattern.test(kind === 'when-who' ? text : foldText(text));
}

/**
 * How strongly the sentence says what the subject is (1 not at all, 4 "X is a ..." opening it): its words in a row followed by a copula, a
 * parenthesis, a colon or a comma ("X is", "X (", "X:"), or right after a naming cue ("called X").
 */
function defines(line: Line, focus: string[], model: LessonModel): number {
  const { tokens, pack, text, language } = model.analysis;
  const sentence = model.analysis.sentences[line.index];
  if (!sentence || focus.length === 0) return 1;
  const words = tokens.slice(sentence.firstToken, sentence.endToken);
  const same = (stem: string, wanted: string) =>
    stem === wanted || baseForm(stem, language) === baseForm(wanted, language);
  for (let i = 0; i + focus.length <= words.length; i++) {
    if (!focus.every((f, k) => same(words[i + k]?.stem ?? '', f))) continue;
    const before = words[i - 1];
    if (before && pack.namingCues.has(before.fold)) return 2;
    // The subject opening the sentence is what the sentence is about.
    const opens = words.slice(0, i).every((w) => w.stop);
    const strength = (base: number) => (opens ? base + 1 : base);
    const last = words[i + focus.length - 1] as (typeof words)[number];
    const after = words[i + focus.length];
    const between = text.slice(last.end, after?.start ?? sentence.end);
    if (/^\s*[(:–—]/.test(between)) return strength(2);
    const copula = [0, 1].find(
      (k) => pack.copulas.has(words[i + focus.length + k]?.fold ?? '') && (k === 0 || after?.stop),
    );
    if (copula !== undefined) {
      const then = words[i + focus.length + copula + 1];
      return strength(then && pack.determiners.has(then.fold) ? 3 : 2);
    }
  }
  return 1;
}

interface Ranked {
  line: Line;
  score: number;
  covered: number;
}

/** Every sentence scored for the question: its words, its heading's, and cues of its kind. */
function rank(model: LessonModel, question: ParsedQuestion, focus: string[]): Ranked[] {
  const { lines, idf, title } = linesOf(model);
  const language = model.analysis.language;
  const text = model.analysis.text;
  return lines.map((line) => {
    let score = 0;
    let covered = 0;
    for (const word of focus) {
      if (inStems(word, line.stems, line.bases, model)) {
        score += idf(word);
        covered++;
      } else if (line.heading.has(word)) {
        score += idf(word) * 0.5;
        covered++;
      } else if (title.has(word)) {
        score += idf(word) * 0.25;
        covered++;
      }
    }
    if (score === 0) return { line, score, covered };
    const sentence = text.slice(line.start, line.end);
    const kind = question.kind;
    if (kind !== 'how' && kind !== 'list') score *= defines(line, focus, model);
    // "Why is X important?" is first about what X is: a "Causes" heading is no clue to it.
    if ((kind === 'why' && !question.importance) || kind === 'how') {
      if (headingCues[kind][language]?.test(foldText(line.headingText))) score += 2;
      if (cue(kind, language, sentence)) score += 1;
    }
    if (kind === 'how' && line.bullet) score += 0.5;
    if ((kind === 'example' || kind === 'when-who') && cue(kind, language, sentence)) score += 1;
    return { line, score, covered };
  });
}

function source(model: LessonModel, line: Line): CoachSource {
  return {
    start: line.start,
    end: line.end,
    text: model.analysis.text.slice(line.start, line.end),
  };
}

/** The sentences of the section of `line`, in order. */
function sectionOf(model: LessonModel, line: Line): Line[] {
  return linesOf(model).lines.filter((l) => l.headingText === line.headingText);
}

interface Answer {
  text: string;
  sources: CoachSource[];
}

function composed(model: LessonModel, lead: string, lines: Line[], list: boolean): Answer {
  const sources = lines.map((l) => source(model, l));
  const body = list
    ? sources.map((s, i) => (lead ? `${i + 1}. ${s.text}` : s.text)).join('\n')
    : sources.map((s) => s.text).join(' ');
  return { text: lead ? `${lead}\n\n${body}` : body, sources };
}

/** What the lesson does cover close to an uncovered question: the headings of its best guesses. */
function nearby(model: LessonModel, ranked: Ranked[]): string[] {
  const picked = new Set<string>();
  for (const r of [...ranked].sort((a, b) => b.score - a.score)) {
    if (r.score === 0 || picked.size >= 3) break;
    if (r.line.headingText) picked.add(r.line.headingText);
  }
  const headings = linesOf(model).headings;
  for (const heading of headings) {
    if (picked.size >= 3) break;
    picked.add(heading);
  }
  return [...picked];
}

/** Whether the best sentence covers the subject: all its words, or most of a long one. */
function isCovered(model: LessonModel, best: Ranked | undefined, focus: string[]): boolean {
  if (!best || best.score === 0) return false;
  const { vocabulary } = linesOf(model);
  const absent = focus.filter(
    (f) => !vocabulary.has(f) && !inStems(f, vocabulary, new Set(), model),
  );
  if (focus.length <= 2) return best.covered === focus.length && absent.length === 0;
  return best.covered / focus.length >= 0.6 && absent.length / focus.length <= 0.34;
}

/**
 * What the lesson says the subject is: the sentence that defines it best, the next one when it
 * goes on about it, and the runner-up elsewhere in the lesson when it names the whole subject.
 */
function definitionLines(model: LessonModel, ranked: Ranked[], best: Ranked, size: number): Line[] {
  const next = linesOf(model).lines.find((l) => l.index === best.line.index + 1);
  const continues =
    next && next.block === best.line.block && ranked.find((r) => r.line === next)!.covered > 0;
  const lines = continues ? [best.line, next] : [best.line];
  const runnerUp = [...ranked]
    .filter((r) => r.score > 0 && !lines.includes(r.line) && r.covered === size)
    .sort((a, b) => b.score - a.score || a.line.index - b.line.index)[0];
  if (runnerUp) lines.push(runnerUp.line);
  return lines.sort((a, b) => a.index - b.index);
}

/**
 * An example for "explain simply": a sentence of the section that gives one ("for example",
 * "such as"), else another sentence of the lesson about the subject.
 */
function exampleLine(model: LessonModel, ranked: Ranked[], best: Ranked, size: number) {
  const language = model.analysis.language;
  const text = model.analysis.text;
  const examples = sectionOf(model, best.line).filter(
    (l) => l !== best.line && cue('example', language, text.slice(l.start, l.end)),
  );
  examples.sort(
    (a, b) => Math.abs(a.index - best.line.index) - Math.abs(b.index - best.line.index),
  );
  return examples[0] ?? definitionLines(model, ranked, best, size).find((l) => l !== best.line);
}

/** "There are three main types of clouds:" announces a list; it says nothing itself. */
function announces(model: LessonModel, line: Line): boolean {
  return /:\s*$/.test(model.analysis.text.slice(line.start, line.end));
}

function topicAnswer(model: LessonModel, question: ParsedQuestion, texts: CoachTexts): Answer {
  const sideFocus = question.kind === 'compare' ? question.sides : [question.focus];
  const answers: Array<{ best: Ranked; ranked: Ranked[] }> = [];
  for (const focus of sideFocus) {
    const ranked = rank(model, question, focus);
    const best = [...ranked].sort((a, b) => b.score - a.score || a.line.index - b.line.index)[0];
    if (!best || !isCovered(model, best, focus)) {
      return { text: texts.notCovered(nearby(model, ranked)), sources: [] };
    }
    answers.push({ best, ranked });
  }
  const [{ best, ranked }] = answers as [{ best: Ranked; ranked: Ranked[] }];
  const language = model.analysis.language;
  const text = model.analysis.text;
  const top = (filter: (r: Ranked) => boolean) =>
    [...ranked]
      .filter((r) => r.score > 0 && filter(r))
      .sort((a, b) => b.score - a.score)
      .slice(0, maxSentences)
      .map((r) => r.line)
      .sort((a, b) => a.index - b.index);
  switch (question.kind) {
    case 'compare': {
      const lines = answers.map((a) => a.best.line);
      return composed(model, '', [...new Set(lines)], true);
    }
    case 'simple': {
      const example = exampleLine(model, ranked, best, question.focus.length);
      const def = source(model, best.line);
      const sources = example ? [def, source(model, example)] : [def];
      const body = `${texts.inShort} ${def.text}`.trim();
      if (!example) return { text: body, sources };
      const said = source(model, example).text;
      // "For example, ..." in the lesson needs no second "For example:".
      const lead = cue('example', language, said.slice(0, 20)) ? '' : texts.forExample;
      return { text: `${body}\n\n${`${lead} ${said}`.trim()}`, sources };
    }
    case 'why': {
      if (question.importance) {
        const reasons = top(
          (r) => r.line !== best.line && cue('why', language, text.slice(r.line.start, r.line.end)),
        ).slice(0, 2);
        const what = definitionLines(model, ranked, best, question.focus.length);
        const lines = [...new Set([...what, ...reasons])].sort((a, b) => a.index - b.index);
        return composed(model, '', lines, false);
      }
      const section = sectionOf(model, best.line);
      const saysWhy = (line: Line) => cue('why', language, text.slice(line.start, line.end));
      // No list announced ("There are three main types of clouds:") and no item of a list (a
      // type of cloud) is a reason, unless it says so.
      const causes = top(
        (r) =>
          !announces(model, r.line) &&
          ((section.includes(r.line) && !r.line.bullet) || saysWhy(r.line) || r.line === best.line),
      );
      const lines = causes.length > 0 ? causes : [best.line];
      return composed(model, texts.reasons, lines, true);
    }
    case 'how': {
      const section = sectionOf(model, best.line);
      const steps = section.filter((l) => l.bullet);
      // "How do clouds form?" in a section that is no process (no "process" heading, no "first…
      // then"): what the lesson says of it, not the section read as steps.
      const process =
        headingCues.how[language]?.test(foldText(best.line.headingText)) === true ||
        section.some((l) => cue('how', language, text.slice(l.start, l.end)));
      if (!process) {
        // The best sentence is an item of a list or announces one: the section's sentences say
        // how instead ("As moist air rises, it expands and cools…").
        const prose = top(
          (r) => section.includes(r.line) && !r.line.bullet && !announces(model, r.line),
        );
        const lines =
          (best.line.bullet || announces(model, best.line)) && prose.length > 0
            ? prose
            : definitionLines(model, ranked, best, question.focus.length);
        return composed(model, '', lines, false);
      }
      const lines = (steps.length >= 2 ? steps : section).slice(0, maxSentences + 2);
      return composed(model, texts.steps, lines, true);
    }
    case 'example': {
      const example = top((r) => cue('example', language, text.slice(r.line.start, r.line.end)));
      return composed(
        model,
        texts.example,
        example.length > 0 ? example.slice(0, 2) : [best.line],
        false,
      );
    }
    case 'list': {
      const section = sectionOf(model, best.line);
      const items = section.filter((l) => l.bullet);
      return composed(model, texts.list, items.length >= 2 ? items : [best.line], true);
    }
    case 'when-who': {
      const dated = top((r) => cue('when-who', language, text.slice(r.line.start, r.line.end)));
      // "Who discovered the water cycle?" in a lesson that names nobody about it.
      if (question.person && dated.length === 0) {
        return { text: texts.notCovered(nearby(model, ranked)), sources: [] };
      }
      return composed(model, '', dated.length > 0 ? dated.slice(0, 2) : [best.line], false);
    }
    default:
      return composed(
        model,
        '',
        definitionLines(model, ranked, best, question.focus.length),
        false,
      );
  }
}

/** "What should I remember?": the key terms, defined ones first, with what the lesson says. */
function keyPointsAnswer(model: LessonModel, cards: Flashcard[]): Answer {
  const picked = cards.slice(0, keyPoints);
  const points = picked
    .map((card) => (card.term ? `- **${card.term}**: ${card.answer}` : `- ${card.answer}`))
    .join('\n');
  return {
    text: `${model.analysis.pack.templates.coachKeyPoints}\n\n${points}`,
    sources: picked.map((card) => ({
      start: card.source.start,
      end: card.source.end,
      text: model.analysis.text.slice(card.source.start, card.source.end),
    })),
  };
}

/** The passages of the lesson that answer a question, in lesson order (for a model to write from). */
export function retrieveSources(model: LessonModel, input: CoachInput, limit = 3): CoachSource[] {
  const question = parseQuestion(input.question, model.analysis.language);
  let focus = question.focus;
  if (focus.length === 0) {
    const previous = [...input.history].reverse().find((m) => m.role === 'user');
    if (previous) focus = subjectStems(previous.content, model.analysis.language);
  }
  return rank(model, question, focus)
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((r) => r.line)
    .sort((a, b) => a.index - b.index)
    .map((line) => source(model, line));
}

const stopQuiz: Record<string, RegExp> = {
  en: /^(?:stop|enough|quit|end|no more|that's enough|i'm done|done)\b/,
  fr: /^(?:stop|arrete|arretons|assez|fini|c'est fini|ca suffit)\b/,
};

/** A quiz turn: the state it leaves and the answer it gives. */
interface QuizTurn extends Answer {
  quiz: CoachQuiz | null;
}

/**
 * "Quiz me": one question at a time on the lesson's key terms. The conversation keeps the
 * question; the student's next message is graded (`grade`), then the next question comes.
 * "stop" ends the quiz; a question of the student's own is answered and the quiz waits.
 */
export async function quizTurn(
  model: LessonModel,
  input: CoachInput,
  grade: (input: GradeInput) => Promise<OpenAnswerGrade>,
): Promise<QuizTurn | undefined> {
  const language = model.analysis.language;
  const texts = coachTexts(language);
  const question = parseQuestion(input.question, language);
  const cards = buildFlashcards(model);
  const ask = (asked: number, lead: string): QuizTurn | undefined => {
    if (cards.length === 0) return undefined;
    if (asked > cards.length) return { text: `${lead}${texts.quizDone}`, sources: [], quiz: null };
    const card = cards[asked - 1] as Flashcard;
    return {
      text: `${lead}${texts.quizQuestion(asked, card.question)}`,
      sources: [],
      quiz: { question: card.question, expected: card.answer, asked },
    };
  };
  if (question.kind === 'quiz') return ask(1, `${texts.quizIntro}\n\n`);
  const pending = input.quiz;
  if (!pending) return undefined;
  const folded = foldText(input.question).trim();
  if (stopQuiz[language]?.test(folded)) return { text: texts.quizStopped, sources: [], quiz: null };
  if (/\?\s*$/.test(input.question)) return undefined;
  const graded = await grade({
    question: pending.question,
    expected: pending.expected,
    answer: input.question,
    language,
    lesson: model.analysis.text,
  });
  const expectedAt = model.analysis.text.indexOf(pending.expected);
  const sources =
    expectedAt >= 0
      ? [{ start: expectedAt, end: expectedAt + pending.expected.length, text: pending.expected }]
      : [];
  const next = ask(
    pending.asked + 1,
    `${graded.feedback}\n\n${texts.quizNext ? `${texts.quizNext} ` : ''}`,
  );
  return next ? { ...next, sources } : undefined;
}

async function builtinAnswer(model: LessonModel, input: CoachInput): Promise<QuizTurn | Answer> {
  const quiz = await quizTurn(model, input, async (request) => gradeOpenAnswer(request));
  if (quiz) return quiz;
  const language = model.analysis.language;
  const question = parseQuestion(input.question, language);
  if (question.kind === 'key-points' || question.kind === 'quiz') {
    const cards = buildFlashcards(model);
    if (cards.length > 0) return keyPointsAnswer(model, cards);
  }
  if (question.focus.length === 0 && question.sides.length === 0) {
    const previous = [...input.history].reverse().find((m) => m.role === 'user');
    const focus = previous ? subjectStems(previous.content, language) : [];
    if (focus.length === 0) return keyPointsAnswer(model, buildFlashcards(model));
    return topicAnswer(model, { ...question, focus }, coachTexts(language));
  }
  return topicAnswer(model, question, coachTexts(language));
}

/**
 * The builtin coach: reads the question's kind (definition, why, how, compare, example, list,
 * when/who, "explain simply", "quiz me", key points) and its subject; answers from the lesson's
 * sentences for that kind, with those sentences as sources; says plainly when the lesson does
 * not cover the subject and names what it covers nearby. Streamed word by word, then its sources
 * (and the quiz state for the conversation); stops quietly when `signal` aborts.
 */
export async function* builtinCoachAnswer(
  model: LessonModel,
  input: CoachInput,
): AsyncIterable<CoachEvent> {
  const answer = await builtinAnswer(model, input);
  // Quoted from a lesson whose citations are blanked: the blanks closed up.
  const text = closeBlanks(answer.text).text;
  for (const piece of text.match(/\S+\s*/g) ?? []) {
    if (input.signal?.aborted) return;
    yield { type: 'token', text: piece };
  }
  if (input.signal?.aborted) return;
  yield {
    type: 'sources',
    sources: answer.sources.map((each) => ({ ...each, text: closeBlanks(each.text).text })),
  };
  if ('quiz' in answer) yield { type: 'quiz', quiz: answer.quiz };
  yield { type: 'done' };
}
