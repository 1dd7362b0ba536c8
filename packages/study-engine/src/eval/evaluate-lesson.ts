import type { AnswerCount, Flashcard, QuizType, Sheet } from '@study/shared';
import { createBuiltinEngine } from '../builtin/builtin-engine.ts';
import { quizViolations } from '../quiz-invariants.ts';
import type { CorpusLesson } from './corpus.ts';
import { termKey } from './term-key.ts';

export interface LessonScore {
  corpus: string;
  id: string;
  terms: number;
  termsFound: number;
  cards: number;
  termsInSheet: number;
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

/** Whether `key` (a term key) occurs word-aligned in the key of `haystack`. */
function containsTerm(haystackKey: string, key: string): boolean {
  return ` ${haystackKey} `.includes(` ${key} `);
}

/**
 * Runs the builtin engine on one corpus lesson: timed sheet + flashcards + one MCQ quiz, then
 * the glossary measures and the quiz invariants over every quiz shape.
 */
export async function evaluateLesson(lesson: CorpusLesson): Promise<LessonScore> {
  const engine = createBuiltinEngine();
  const input = { text: lesson.text, language: 'en' as const, title: lesson.title };
  const started = performance.now();
  const sheet = await engine.generateSheet(input);
  const cards: Flashcard[] = await engine.generateFlashcards(input);
  const first = await engine.generateQuiz({ ...input, type: 'mcq', answerCount: 4 });
  const ms = performance.now() - started;

  const cardKeys = new Set(cards.flatMap((c) => (c.term ? [termKey(c.term, 'en')] : [])));
  const glossary = lesson.terms.map((t) => termKey(t, 'en'));
  const sheetKey = termKey(sheetText(sheet), 'en');
  const violations = quizViolations(first, { text: lesson.text, answerCount: 4, extractive: true });
  for (const shape of quizShapes.slice(1)) {
    try {
      const quiz = await engine.generateQuiz({ ...input, ...shape });
      violations.push(
        ...quizViolations(quiz, {
          text: lesson.text,
          answerCount: shape.answerCount,
          extractive: true,
        }).map((v) => `${shape.type}/${shape.answerCount}: ${v}`),
      );
    } catch (error) {
      violations.push(`${shape.type}/${shape.answerCount}: ${(error as Error).message}`);
    }
  }
  return {
    corpus: lesson.corpus,
    id: lesson.id,
    terms: glossary.length,
    termsFound: glossary.filter((k) => cardKeys.has(k)).length,
    cards: cards.length,
    termsInSheet: glossary.filter((k) => containsTerm(sheetKey, k)).length,
    sheetChars: sheetText(sheet).length,
    lessonChars: lesson.text.length,
    violations,
    ms,
  };
}
