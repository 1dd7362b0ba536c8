import type { QuizDetail } from '@study/shared';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuiz } from '../../api/get-quiz.ts';
import { firstUnansweredIndex } from '../../quiz-progress.ts';
import {
  QuizFailed,
  QuizLoading,
  QuizProcessing,
  QuizUnavailable,
} from '../quiz-status-panels.tsx';
import { QuizPlayer } from './quiz-player.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

function PlayOrResult({ quiz }: { quiz: QuizDetail }) {
  // Decided once, on arrival: after the last answer its verdict stays on screen until "Next".
  const [done] = useState(() => firstUnansweredIndex(quiz.questions) < 0);
  if (done) return <Navigate to={`/quizzes/${quiz.id}/result`} replace />;
  return <QuizPlayer quiz={quiz} />;
}

/**
 * `/quizzes/:id`: the quiz being written, failed, or played from its first unanswered question.
 * A quiz with every question answered opens its result instead.
 */
export function QuizPlayScreen() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuiz(id);
  const quiz = query.data;

  if (!quiz) {
    if (query.isError) {
      return <QuizUnavailable error={query.error} onRetry={() => void query.refetch()} />;
    }
    return <QuizLoading />;
  }
  if (quiz.status === 'processing') return <QuizProcessing quiz={quiz} />;
  if (quiz.status === 'failed') return <QuizFailed quiz={quiz} />;
  return (
    <>
      <h1 className="sr-only">{t('quizzes.play.heading', { title: quiz.lessonTitle })}</h1>
      <PlayOrResult key={quiz.id} quiz={quiz} />
    </>
  );
}
