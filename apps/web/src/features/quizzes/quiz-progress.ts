import type { QuizQuestionView } from '@study/shared';

/** Where a student lands when opening a quiz: its first unanswered question (-1 when none). */
export function firstUnansweredIndex(questions: readonly QuizQuestionView[]): number {
  return questions.findIndex((question) => question.givenAnswer === null);
}

/**
 * The question to show after `currentId`: the next unanswered one after it, else the first
 * unanswered one before it (an answer given in another tab), else null when all are answered.
 */
export function nextUnansweredId(
  questions: readonly QuizQuestionView[],
  currentId: string,
): string | null {
  const at = questions.findIndex((question) => question.id === currentId);
  const after = questions.slice(at + 1).find((question) => question.givenAnswer === null);
  return (after ?? questions.find((question) => question.givenAnswer === null))?.id ?? null;
}

/** Whether a completed quiz has questions worth retrying: any answer short of full points. */
export function hasMistakes(questions: readonly QuizQuestionView[]): boolean {
  return questions.some((question) => question.points !== null && question.points < 1);
}
