import { fillBlank, quizQuestionCount, quizSchema, type Quiz } from '@study/shared';
import { blankAsides, closeBlanks } from './text/citations.ts';
import { foldText } from './text/normalize.ts';

/** Whether folded `text` contains folded `words` as whole words, not inside a longer word. */
export function containsWords(text: string, words: string): boolean {
  if (!words) return false;
  let at = text.indexOf(words);
  while (at >= 0) {
    const before = text[at - 1] ?? ' ';
    const after = text[at + words.length] ?? ' ';
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = text.indexOf(words, at + 1);
  }
  return false;
}

/** Whether two choice lengths are close enough that length gives no hint of the answer. */
export function similarLength(a: number, b: number): boolean {
  return Math.max(a, b) <= 2 * Math.min(a, b) + 6;
}

export interface QuizExpectation {
  answerCount?: number;
  /** The lesson text the `source` offsets index. */
  text: string;
  /** Whether answers must be quoted from the source (true for the builtin provider). */
  extractive?: boolean;
}

/**
 * Every rule a generated quiz must keep, as a list of human-readable violations (empty = valid):
 * 10 questions of the asked type, valid sources, one correct MCQ choice, no duplicates, similar
 * choice lengths, correct positions spread evenly, fill-in answers hidden behind a blank.
 */
export function quizViolations(quiz: Quiz, expected: QuizExpectation): string[] {
  const violations: string[] = [];
  const parsed = quizSchema.safeParse(quiz);
  if (!parsed.success) violations.push(`schema: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  if (quiz.questions.length !== quizQuestionCount) {
    violations.push(`has ${quiz.questions.length} questions, not ${quizQuestionCount}`);
  }
  const kinds = new Set(quiz.questions.map((q) => q.type));
  if (quiz.type !== 'mixed' && (kinds.size !== 1 || !kinds.has(quiz.type))) {
    violations.push(`a ${quiz.type} quiz holds ${[...kinds].join(', ')} questions`);
  }
  if (quiz.type === 'mixed' && kinds.size < 2) violations.push('a mixed quiz has one type only');
  const prompts = new Set<string>();
  const positions = new Map<number, number>();
  // An extractive answer quotes the lesson, the sources it cites ("(APA, 2013)") and its emphasis
  // markers aside.
  const quoted = blankAsides(expected.text);
  quiz.questions.forEach((question, index) => {
    const at = `question ${index + 1}`;
    const { start, end } = question.source;
    if (!(start >= 0 && end > start && end <= expected.text.length)) {
      violations.push(`${at}: source ${start}-${end} is outside the lesson`);
    }
    const source = foldText(closeBlanks(quoted.slice(start, end)).text);
    const prompt = foldText(question.prompt);
    if (prompts.has(prompt)) violations.push(`${at}: duplicate prompt`);
    prompts.add(prompt);
    const answer = foldText(question.answer);
    if (question.type === 'mcq') {
      const choices = question.choices.map(foldText);
      if (expected.answerCount && choices.length !== expected.answerCount) {
        violations.push(`${at}: ${choices.length} choices, not ${expected.answerCount}`);
      }
      if (choices.filter((c) => c === answer).length !== 1) {
        violations.push(`${at}: the answer is not exactly one of the choices`);
      }
      if (new Set(choices).size !== choices.length) violations.push(`${at}: duplicate choices`);
      if (!question.choices.every((c) => similarLength(c.length, question.answer.length))) {
        violations.push(`${at}: choice lengths give the answer away`);
      }
      if (containsWords(prompt, answer)) violations.push(`${at}: the prompt contains the answer`);
      const position = choices.indexOf(answer);
      positions.set(position, (positions.get(position) ?? 0) + 1);
    } else if (question.type === 'fill') {
      if (!question.prompt.includes(fillBlank)) violations.push(`${at}: no blank in the prompt`);
      if (containsWords(prompt, answer)) violations.push(`${at}: the prompt contains the answer`);
      if (expected.extractive && !source.includes(answer)) {
        violations.push(`${at}: the answer is not in its source`);
      }
    } else if (expected.extractive && !source.includes(answer)) {
      violations.push(`${at}: the model answer is not in its source`);
    }
  });
  const mcqCount = quiz.questions.filter((q) => q.type === 'mcq').length;
  const slots = expected.answerCount ?? 0;
  if (slots > 0 && mcqCount >= slots) {
    const counts = Array.from({ length: slots }, (_, i) => positions.get(i) ?? 0);
    if (Math.max(...counts) - Math.min(...counts) > 1) {
      violations.push(`correct positions are uneven: ${counts.join('/')}`);
    }
  }
  return violations;
}
