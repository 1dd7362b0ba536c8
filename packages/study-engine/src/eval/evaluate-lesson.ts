import {
  fillBlank,
  type AnswerCount,
  type Flashcard,
  type LessonLanguage,
  type McqQuestion,
  type Quiz,
  type QuizType,
  type Sheet,
} from '@study/shared';
import { createBuiltinEngine, type BuiltinEngineOptions } from '../builtin/builtin-engine.ts';
import type { StudyEngine } from '../engine-types.ts';
import { quizViolations } from '../quiz-invariants.ts';
import { languagePacks } from '../text/language-pack.ts';
import { foldText } from '../text/normalize.ts';
import { stemWord } from '../text/stem.ts';
import type { CorpusLesson } from './corpus.ts';
import { termKey } from './term-key.ts';

export interface LessonScore {
  corpus: string;
  id: string;
  language: LessonLanguage;
  words: number;
  terms: number;
  termsFound: number;
  cards: number;
  /** Card answers that lean on what comes before them or are a question. */
  danglingAnswers: number;
  /** Content-word F1 of each card answer against the authors' definition of its term. */
  answerF1: number[];
  /** MCQs of the 4-choice MCQ quiz, and how many of them are a sentence with a blank. */
  mcqs: number;
  blankMcqs: number;
  /** MCQs asking for an example, an effect or a cause of a term ("Which of these is an example of X?"). */
  relationMcqs: number;
  /** MCQs asking what a term does ("what does “nucleus” do?"). */
  roleMcqs: number;
  /** MCQs asking which of four sentences the lesson says of a term. */
  statementMcqs: number;
  /** MCQs whose correct choice is strictly the longest. */
  longestCorrect: number;
  /** MCQs whose correct choice differs in shape from distractors that agree among themselves. */
  shapeGiveaways: number;
  termsInSheet: number;
  /** Cards asking what a term means, and how many of their definitions the sheet shows. */
  definitionCards: number;
  definitionsInSheet: number;
  sheetChars: number;
  lessonChars: number;
  violations: string[];
  ms: number;
}

/** Every quiz shape the invariants are checked on. */
export const quizShapes: Array<{ type: QuizType; answerCount: AnswerCount }> = [
  { type: 'mcq', answerCount: 4 },
  { type: 'mcq', answerCount: 3 },
  { type: 'mcq', answerCount: 2 },
  { type: 'fill', answerCount: 4 },
  { type: 'open', answerCount: 4 },
  { type: 'mixed', answerCount: 4 },
];

function sheetText(sheet: Sheet): string {
  return sheet.blocks.map((b) => b.text).join('\n');
}

/** Lower case, one space between words, no punctuation at either end: how a passage is looked up. */
function passageKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');
}

/** Whether `key` (a term key) occurs word-aligned in the key of `haystack`. */
function containsTerm(haystackKey: string, key: string): boolean {
  return ` ${haystackKey} `.includes(` ${key} `);
}

/**
 * Openings that make an answer lean on the sentence before it ("This…", "In contrast, …", "Il…"):
 * a measure of the answers, fixed by hand from the two languages' grammar, not fitted. "In
 * contrast to X, …", "In addition to X, …", "Instead of X, …" name what they relate to and stand
 * alone, unless X points back ("In addition to these branches, …").
 */
const standsAlone = String.raw`\s+(?:to|with|of)\s+(?!(?:this|these|those|that|its|their|such)\b)`;
const danglingOpeners: Partial<Record<LessonLanguage, RegExp>> = {
  en: new RegExp(
    String.raw`^(?:this|these|those|that|it|its|they|them|their|he|she|his|her|such|however|(?:in contrast|by contrast|in addition|instead|as a result)(?!${standsAlone})|on the other hand|also|moreover|furthermore|additionally|thus|therefore|hence|similarly|likewise|finally|then|here|both|the latter|the former|for example|for instance|in this|because of this|unlike|otherwise|else|if not|in (?:that|the other) cases?|yet|but|and|or)\b`,
    'i',
  ),
  // "Il existe des…", "Il y a…", "Il faut…" are impersonal and "On appelle X…" names X: they
  // stand alone ("Il existe également sous la forme de…" still says "it").
  fr: /^(?:il(?! (?:existe (?:(?:également|aussi|encore|donc|ainsi|alors|enfin) )?(?:(?:des?|du|une?|les?|la|plusieurs|deux|trois|quatre|quelques|certaine?s|différente?s|diverse?s|de nombreu(?:x|ses))\s|[dl]')|(?:y a|faut)\b))|elle|ils|elles|ce|cet|cette|ces|cela|ceci|ça|celui|celle|ceux|celles|leur|leurs|son|sa|ses|de plus|en revanche|cependant|toutefois|ainsi|donc|par contre|en effet|aussi|également|enfin|puis|ensuite|d'autre part|par exemple|mais|et|ou|or|alors|on(?! (?:appelle|nomme|désigne|définit)\b)|sinon|autrement|dans (?:ce|l'autre) cas|dans le cas contraire)\b/i,
};

/** Whether a card answer cannot stand on its own: it is a question or opens on an anaphor. */
export function isDangling(answer: string, language: LessonLanguage): boolean {
  const text = answer.trim().replace(/[’‘]/g, "'");
  if (text.endsWith('?')) return true;
  const opener = danglingOpeners[language];
  return opener !== undefined && opener.test(text);
}

function contentStems(text: string, language: LessonLanguage): string[] {
  const stop = languagePacks[language].stopWords;
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0 && !stop.has(w))
    .map((w) => stemWord(w, language));
}

/** Content-word F1 of `answer` against `reference` (bags of plural-stemmed words). */
export function contentF1(answer: string, reference: string, language: LessonLanguage): number {
  const a = contentStems(answer, language);
  const r = contentStems(reference, language);
  if (a.length === 0 || r.length === 0) return 0;
  const left = new Map<string, number>();
  for (const w of r) left.set(w, (left.get(w) ?? 0) + 1);
  let common = 0;
  for (const w of a) {
    const n = left.get(w) ?? 0;
    if (n > 0) {
      common++;
      left.set(w, n - 1);
    }
  }
  if (common === 0) return 0;
  const precision = common / a.length;
  const recall = common / r.length;
  return (2 * precision * recall) / (precision + recall);
}

interface Shape {
  words: number;
  capital: boolean;
  digits: boolean;
}

function shapeOf(choice: string): Shape {
  return {
    words: choice.trim().split(/\s+/).length,
    capital: /^\p{Lu}/u.test(choice.trim()),
    digits: /\p{N}/u.test(choice),
  };
}

/** Whether the correct choice alone has a shape (word count, capital, digits) the others share. */
export function isShapeGiveaway(question: McqQuestion): boolean {
  const others = question.choices.filter((c) => c !== question.answer).map(shapeOf);
  if (others.length === 0) return false;
  const answer = shapeOf(question.answer);
  return (['words', 'capital', 'digits'] as const).some((feature) => {
    const value = others[0]?.[feature];
    return others.every((o) => o[feature] === value) && answer[feature] !== value;
  });
}

/** Whether `prompt` is one of the language's example, effect or cause questions. */
function isRelationQuestion(prompt: string, language: LessonLanguage): boolean {
  const relations = languagePacks[language].relations;
  if (!relations) return false;
  return [relations.whichExample, relations.whichEffect, relations.whichCause].some((template) =>
    fillsTemplate(prompt, template, '{category}'),
  );
}

/** Whether `prompt` is `template` with its `slot` filled. */
function fillsTemplate(prompt: string, template: string, slot: string): boolean {
  const [head = '', tail = ''] = template.split(slot);
  return prompt.startsWith(head) && prompt.endsWith(tail);
}

/** Whether `prompt` is one of the language's "what does X do?" questions. */
function isRoleQuestion(prompt: string, language: LessonLanguage): boolean {
  const roles = languagePacks[language].roles;
  if (!roles) return false;
  return [roles.whatDoes, roles.whatDo, roles.whatDid].some((template) =>
    fillsTemplate(prompt, template, '{term}'),
  );
}

/** Whether the correct choice is strictly longer than every distractor. */
export function isLongestCorrect(question: McqQuestion): boolean {
  const length = question.answer.length;
  return question.choices.every((c) => c === question.answer || c.length < length);
}

function mcqsOf(quiz: Quiz): McqQuestion[] {
  return quiz.questions.filter((q): q is McqQuestion => q.type === 'mcq');
}

/**
 * Runs the builtin engine on one corpus lesson in the language the app would detect: timed sheet +
 * flashcards + one MCQ quiz, then the glossary measures, the card and question measures and the
 * quiz invariants over every quiz shape.
 */
export async function evaluateLesson(
  lesson: CorpusLesson,
  options: BuiltinEngineOptions & { engine?: StudyEngine } = {},
): Promise<LessonScore> {
  const engine = options.engine ?? createBuiltinEngine(options);
  // The builtin engine quotes its answers from the lesson; a model may word them its own way.
  const extractive = engine.provider === 'builtin';
  const language = lesson.language;
  const input = { text: lesson.text, language, title: lesson.title };
  const started = performance.now();
  const sheet = await engine.generateSheet(input);
  const cards: Flashcard[] = await engine.generateFlashcards(input);
  const first = await engine.generateQuiz({ ...input, type: 'mcq', answerCount: 4 });
  const ms = performance.now() - started;

  const glossary = lesson.terms.map((t) => termKey(t, language));
  // "matrice extracellulaire (MEC)" teaches "matrice extracellulaire": the abbreviation is extra.
  const cardKeys = new Set(
    cards.flatMap((c) =>
      c.term
        ? [termKey(c.term, language), termKey(c.term.replace(/\s*\([^()]*\)$/, ''), language)]
        : [],
    ),
  );
  const answerF1: number[] = [];
  for (const card of cards) {
    if (!card.term) continue;
    const at = glossary.indexOf(termKey(card.term.replace(/\s*\([^()]*\)$/, ''), language));
    const definition = lesson.definitions[at];
    if (at >= 0 && definition) answerF1.push(contentF1(card.answer, definition, language));
  }
  const sheetKey = termKey(sheetText(sheet), language);
  // What a card says is on the sheet when the sheet shows the lesson's words it was drawn from.
  const sheetPassages = passageKey(sheetText(sheet));
  const definitionCards = cards.filter((c) =>
    fillsTemplate(c.question, languagePacks[language].templates.define, '{term}'),
  );
  const violations = quizViolations(first, { text: lesson.text, answerCount: 4, extractive });
  for (const shape of quizShapes.slice(1)) {
    try {
      const quiz = await engine.generateQuiz({ ...input, ...shape });
      violations.push(
        ...quizViolations(quiz, {
          text: lesson.text,
          answerCount: shape.answerCount,
          extractive,
        }).map((v) => `${shape.type}/${shape.answerCount}: ${v}`),
      );
    } catch (error) {
      violations.push(`${shape.type}/${shape.answerCount}: ${(error as Error).message}`);
    }
  }
  const mcqs = mcqsOf(first);
  return {
    corpus: lesson.corpus,
    id: lesson.id,
    language,
    words: lesson.text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length,
    terms: glossary.length,
    termsFound: glossary.filter((k) => cardKeys.has(k)).length,
    cards: cards.length,
    danglingAnswers: cards.filter((c) => isDangling(c.answer, language)).length,
    answerF1,
    mcqs: mcqs.length,
    blankMcqs: mcqs.filter((q) => q.prompt.includes(fillBlank)).length,
    relationMcqs: mcqs.filter((q) => isRelationQuestion(q.prompt, language)).length,
    roleMcqs: mcqs.filter((q) => isRoleQuestion(q.prompt, language)).length,
    statementMcqs: mcqs.filter((q) => {
      const template = languagePacks[language].statements?.which;
      return template !== undefined && fillsTemplate(q.prompt, template, '{term}');
    }).length,
    longestCorrect: mcqs.filter(isLongestCorrect).length,
    shapeGiveaways: mcqs.filter(isShapeGiveaway).length,
    termsInSheet: glossary.filter((k) => containsTerm(sheetKey, k)).length,
    definitionCards: definitionCards.length,
    definitionsInSheet: definitionCards.filter((c) =>
      sheetPassages.includes(passageKey(lesson.text.slice(c.source.start, c.source.end))),
    ).length,
    sheetChars: sheetText(sheet).length,
    lessonChars: lesson.text.length,
    violations,
    ms,
  };
}
