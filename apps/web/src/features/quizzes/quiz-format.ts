import { fillBlank, type QuizSummary } from '@study/shared';

/** The spec's names of the MCQ answer counts. */
export const answerCountNames = { 2: 'duo', 3: 'trio', 4: 'square' } as const;
export type AnswerCountName = (typeof answerCountNames)[keyof typeof answerCountNames];

/** The name of a quiz's answer count (duo, trio, square), or null when it is not an MCQ. */
export function answerCountName(answerCount: number | null): AnswerCountName | null {
  return answerCount === 2 || answerCount === 3 || answerCount === 4
    ? answerCountNames[answerCount]
    : null;
}

/** A fill-in prompt cut around its blank, so the blank can be drawn as one. */
export function fillPromptParts(prompt: string): { before: string; after: string } | null {
  const at = prompt.indexOf(fillBlank);
  if (at < 0) return null;
  return { before: prompt.slice(0, at), after: prompt.slice(at + fillBlank.length) };
}

/** Points as the interface language writes them: "7", "7.5", "7,5". */
export function formatPoints(points: number, uiLanguage: string): string {
  return new Intl.NumberFormat(uiLanguage, { maximumFractionDigits: 1 }).format(points);
}

/** A percentage as the interface language writes it: "70%", "70 %". */
export function formatPercent(percent: number, uiLanguage: string): string {
  return new Intl.NumberFormat(uiLanguage, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
}

/** Where a quiz of the list leads: its result once completed, else the question to answer. */
export function quizPath(quiz: Pick<QuizSummary, 'id' | 'progress'>): string {
  return quiz.progress === 'completed' ? `/quizzes/${quiz.id}/result` : `/quizzes/${quiz.id}`;
}

/** The creation modal's address, on a lesson when one is given. */
export function newQuizPath(lessonId?: string): string {
  return lessonId ? `/quizzes?new=1&lessonId=${lessonId}` : '/quizzes?new=1';
}
