import {
  AppError,
  fillBlank,
  quizQuestionCount,
  type AnswerCount,
  type QuestionType,
  type Quiz,
  type QuizQuestion,
  type QuizType,
} from '@study/shared';
import { fillTemplate } from '../text/language-pack.ts';
import { foldText } from '../text/normalize.ts';
import { containsWords, similarLength } from '../quiz-invariants.ts';
import type { KeyTerm } from './extract-key-terms.ts';
import type { LessonModel } from './lesson-model.ts';
import { hashString, seededRandom, shuffled } from './random.ts';

export interface QuizRequest {
  type: QuizType;
  answerCount?: AnswerCount;
  /** Prompts already asked on this lesson: avoided while the lesson has others to ask. */
  avoid?: string[];
}

interface Item {
  term: KeyTerm;
  sentence: number;
  start: number;
  end: number;
  /** The sentence with every occurrence of the term blanked. */
  blanked: string;
  /** The first occurrence as the sentence writes it. */
  written: string;
}

const mixedPattern: QuestionType[] = [
  'mcq',
  'fill',
  'open',
  'mcq',
  'fill',
  'open',
  'mcq',
  'fill',
  'open',
  'mcq',
];

function itemsFor(model: LessonModel, term: KeyTerm): Item[] {
  const { text, sentences } = model.analysis;
  const bySentence = new Map<number, Array<{ start: number; end: number }>>();
  for (const occurrence of term.occurrences) {
    const list = bySentence.get(occurrence.sentence) ?? [];
    list.push(occurrence);
    bySentence.set(occurrence.sentence, list);
  }
  const order = [...bySentence.keys()].sort(
    (a, b) =>
      Number(b === term.definitionSentence) - Number(a === term.definitionSentence) || a - b,
  );
  const items: Item[] = [];
  for (const index of order) {
    const sentence = sentences[index];
    const occurrences = bySentence.get(index);
    if (!sentence || sentence.heading || !occurrences) continue;
    const length = sentence.end - sentence.start;
    if (length < 30 || length > 400) continue;
    let blanked = '';
    let cursor = sentence.start;
    for (const occurrence of occurrences) {
      if (occurrence.start < cursor) continue;
      blanked += text.slice(cursor, occurrence.start) + fillBlank;
      cursor = occurrence.end;
    }
    blanked += text.slice(cursor, sentence.end);
    const first = occurrences[0] as { start: number; end: number };
    items.push({
      term,
      sentence: index,
      start: sentence.start,
      end: sentence.end,
      blanked,
      written: text.slice(first.start, first.end),
    });
  }
  return items;
}

const capitals = (text: string) => (text.match(/(?:^|\s)\p{Lu}/gu) ?? []).length;

/** One term inside the other ("tract" and "corticospinal tract") would make two right answers. */
function related(a: KeyTerm, b: KeyTerm): boolean {
  return a.key.includes(b.key) || b.key.includes(a.key);
}

function distractors(
  model: LessonModel,
  item: Item,
  count: number,
  random: () => number,
): string[] | undefined {
  const answer = item.term.surface;
  const answerWords = item.term.key.split(' ');
  const head = answerWords[answerWords.length - 1];
  const prompt = foldText(item.blanked);
  const seen = new Set([foldText(answer)]);
  const pool: Array<{ surface: string; closeness: number }> = [];
  for (const other of model.terms) {
    if (other === item.term || related(other, item.term)) continue;
    const folded = foldText(other.surface);
    if (seen.has(folded) || containsWords(prompt, folded)) continue;
    if (!similarLength(other.surface.length, answer.length)) continue;
    // A capitalised heading ("Types of Secretion") among lower-case terms stands out as wrong.
    if (capitals(other.surface) > capitals(answer)) continue;
    seen.add(folded);
    const otherWords = other.key.split(' ');
    const closeness =
      Math.abs(other.surface.length - answer.length) / Math.max(answer.length, 1) +
      Math.abs(otherWords.length - answerWords.length) * 0.5 -
      (otherWords[otherWords.length - 1] === head ? 0.6 : 0);
    pool.push({ surface: other.surface, closeness });
  }
  if (pool.length < count) return undefined;
  pool.sort((a, b) => a.closeness - b.closeness || a.surface.localeCompare(b.surface));
  const nearest = pool.slice(0, Math.max(count, Math.min(pool.length, count + 3)));
  return shuffled(nearest, random)
    .slice(0, count)
    .map((d) => d.surface);
}

/**
 * A quiz of 10 questions from the lesson's key terms and the sentences that use them: MCQ with
 * term distractors of similar length and evenly spread correct positions, fill-in blanks over key
 * terms, open questions answered by the defining sentence. Prompts in `avoid` come last.
 */
export function buildQuiz(model: LessonModel, request: QuizRequest): Quiz {
  const { pack } = model.analysis;
  const answerCount = request.answerCount ?? 4;
  const avoid = new Set((request.avoid ?? []).map((p) => foldText(p.trim())));
  const random = seededRandom(hashString(model.analysis.text) ^ hashString([...avoid].join('|')));
  const types: QuestionType[] =
    request.type === 'mixed'
      ? mixedPattern
      : Array.from({ length: quizQuestionCount }, () => request.type as QuestionType);

  const mcqCount = types.filter((t) => t === 'mcq').length;
  const positions = shuffled(
    Array.from({ length: mcqCount }, (_, i) => i % answerCount),
    random,
  );

  const build = (type: QuestionType, item: Item): QuizQuestion | undefined => {
    const source = { start: item.start, end: item.end };
    if (type === 'fill') {
      return { type, prompt: item.blanked, answer: item.written, source };
    }
    if (type === 'open') {
      const definition = model.analysis.text.slice(item.start, item.end);
      const prompt = fillTemplate(pack.templates.explain, { term: item.term.surface });
      return { type, prompt, answer: definition, source };
    }
    const others = distractors(model, item, answerCount - 1, random);
    if (!others) return undefined;
    return {
      type,
      prompt: fillTemplate(pack.templates.whichTerm, { text: item.blanked }),
      choices: [...others],
      answer: item.term.surface,
      source,
    };
  };

  const ranked = model.terms.flatMap((term) => itemsFor(model, term).slice(0, 2));
  const byPreference = [
    ...ranked.filter((item) => item.sentence === item.term.definitionSentence),
    ...ranked.filter((item) => item.sentence !== item.term.definitionSentence),
  ];
  const questions: QuizQuestion[] = [];
  const usedTerms = new Set<string>();
  const usedSentences = new Set<number>();
  const usedPrompts = new Set<string>();
  let mcqIndex = 0;
  const cardKeys = new Set(model.terms.slice(0, model.cardCount).map((t) => t.key));
  // Card terms first, then any key term, then prompts the student has already seen.
  for (const pass of ['cards', 'fresh', 'repeat'] as const) {
    for (const item of byPreference) {
      const type = types[questions.length];
      if (type === undefined) break;
      if (usedTerms.has(item.term.key) || usedSentences.has(item.sentence)) continue;
      if (pass === 'cards' && !cardKeys.has(item.term.key)) continue;
      // An open question's model answer is the sentence that defines the term.
      const defining = item.term.defined && item.sentence === item.term.definitionSentence;
      if (type === 'open' && !defining && pass !== 'repeat') continue;
      const question = build(type, item);
      if (!question) continue;
      const folded = foldText(question.prompt);
      if (containsWords(folded, foldText(question.answer))) continue;
      if (usedPrompts.has(folded) || (pass !== 'repeat' && avoid.has(folded))) continue;
      if (question.type === 'mcq') {
        const position = positions[mcqIndex++] as number;
        question.choices.splice(position, 0, question.answer);
      }
      questions.push(question);
      usedTerms.add(item.term.key);
      usedSentences.add(item.sentence);
      usedPrompts.add(folded);
    }
  }
  if (questions.length < quizQuestionCount) throw new AppError('STUDY_QUIZ_TOO_FEW_QUESTIONS');
  return { type: request.type, questions };
}
