import {
  quizQuestionCount,
  type questionPointsSchema,
  quizResultTier,
  quizScorePercent,
  type QuizCardState,
  type QuizDetail,
  type QuizQuestionView,
  type QuizSummary,
} from '@study/shared';
import type { z } from 'zod';
import type { QuizQuestionRow, QuizWithTallies } from './quizzes.repository.ts';

/** The spec's card state of a question, from its stored (doubled) points. */
export function cardState(pointsDoubled: number | null): QuizCardState {
  if (pointsDoubled === null) return 'not_started';
  if (pointsDoubled >= 2) return 'acquired';
  return pointsDoubled === 1 ? 'to_review' : 'not_acquired';
}

/** The points of an answer, from their doubled stored value. */
function pointsOf(pointsDoubled: number): z.infer<typeof questionPointsSchema> {
  if (pointsDoubled >= 2) return 1;
  return pointsDoubled === 1 ? 0.5 : 0;
}

/** A quiz still being generated counts the 10 questions it will have. */
function questionCountOf(quiz: QuizWithTallies): number {
  return quiz.questionCount > 0 ? quiz.questionCount : quizQuestionCount;
}

/** The list entry of a quiz; the score comes only from the points stored by the server. */
export function toQuizSummary(quiz: QuizWithTallies): QuizSummary {
  const questionCount = questionCountOf(quiz);
  const points = quiz.pointsDoubled / 2;
  const completed = quiz.completedAt !== null;
  return {
    id: quiz.id,
    lessonId: quiz.lessonId,
    lessonTitle: quiz.lessonTitle,
    lessonEmoji: quiz.lessonEmoji,
    language: quiz.language,
    type: quiz.type,
    answerCount: quiz.answerCount,
    status: quiz.status,
    errorCode: quiz.errorCode,
    progress: completed ? 'completed' : quiz.answeredCount > 0 ? 'in_progress' : 'not_started',
    questionCount,
    answeredCount: quiz.answeredCount,
    points,
    scorePercent: completed ? Math.round(quizScorePercent(points, questionCount)) : null,
    favourite: quiz.favourite,
    retryOfQuizId: quiz.retryOfQuizId,
    createdAt: quiz.createdAt.toISOString(),
    completedAt: quiz.completedAt?.toISOString() ?? null,
  };
}

/**
 * A question as the student may see it: before it is answered, nothing that gives the answer away
 * (expected answer, source passage, points, feedback) leaves the server.
 */
export function toQuestionView(question: QuizQuestionRow, lessonText: string): QuizQuestionView {
  const answered = question.pointsDoubled !== null;
  return {
    id: question.id,
    position: question.position,
    type: question.type,
    prompt: question.prompt,
    choices: question.choices,
    state: cardState(question.pointsDoubled),
    givenAnswer: question.givenAnswer,
    expectedAnswer: answered ? question.answer : null,
    points: question.pointsDoubled === null ? null : pointsOf(question.pointsDoubled),
    feedback: answered ? question.feedback : null,
    source: answered
      ? {
          start: question.sourceStart,
          end: question.sourceEnd,
          text: lessonText.slice(question.sourceStart, question.sourceEnd),
        }
      : null,
  };
}

/** The whole quiz to play or review, with its result tier once completed. */
export function toQuizDetail(
  quiz: QuizWithTallies,
  questions: QuizQuestionRow[],
  lessonText: string,
): QuizDetail {
  const summary = toQuizSummary(quiz);
  return {
    ...summary,
    questions: questions.map((question) => toQuestionView(question, lessonText)),
    tier:
      summary.completedAt === null
        ? null
        : quizResultTier(quizScorePercent(summary.points, summary.questionCount)),
  };
}
