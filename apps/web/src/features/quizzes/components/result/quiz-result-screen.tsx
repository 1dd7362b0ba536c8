import {
  pickInterfaceLanguage,
  quizResultMessages,
  type QuizCardState,
  type QuizDetail,
} from '@study/shared';
import { BookOpen, Plus, RotateCcw } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { LottieAnimation } from '../../../../components/lottie-animation.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { useQuiz } from '../../api/get-quiz.ts';
import { useRetryMistakes } from '../../api/retry-mistakes.ts';
import { answerCountName, formatPercent, formatPoints, newQuizPath } from '../../quiz-format.ts';
import { QuizLoading, QuizUnavailable } from '../quiz-status-panels.tsx';
import { QuestionReview } from './question-review.tsx';
import { ScoreRing } from './score-ring.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const summaryStates = ['acquired', 'to_review', 'not_acquired'] as const;
/** From this score the result opens with a tick drawn on a green disc, sparks around it. */
const celebratedPercent = 70;

const summaryDots: Record<(typeof summaryStates)[number], string> = {
  acquired: 'bg-emerald-500',
  to_review: 'bg-amber-500',
  not_acquired: 'bg-red-500',
};

/**
 * What to do next: retry the missed questions (disabled, with the reason, when there are none),
 * open the lesson, or make a new quiz on it.
 */
function ResultActions({ quiz, missed }: { quiz: QuizDetail; missed: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retry = useRetryMistakes(quiz.id);
  const reasonId = useId();
  return (
    <div className="flex flex-col gap-3 border-t border-line pt-5">
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          disabled={missed === 0 || retry.isPending}
          aria-describedby={reasonId}
          onClick={() =>
            retry.mutate(undefined, {
              onSuccess: (created) => void navigate(`/quizzes/${created.id}`),
            })
          }
          size="lgWide"
          className="whitespace-nowrap"
        >
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('quizzes.result.retryMistakes')}
        </Button>
        <Button asChild variant="secondary" size="lg" className="whitespace-nowrap">
          <Link to={newQuizPath(quiz.lessonId)}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('quizzes.result.newQuiz')}
          </Link>
        </Button>
        <Button asChild variant="ghost" size="lg" className="whitespace-nowrap">
          <Link to={`/lessons/${quiz.lessonId}`}>
            <BookOpen aria-hidden className="h-4 w-4" />
            {t('quizzes.result.lesson')}
          </Link>
        </Button>
      </div>
      <p id={reasonId} className="text-xs leading-relaxed text-ink-muted">
        {missed === 0
          ? t('quizzes.result.noMistakes')
          : `${t('quizzes.result.retryCount', { count: missed })} ${t('quizzes.result.cardsHint')}`}
      </p>
      {retry.isError && (
        <Alert tone="error">{errorText(retry.error, {}, 'QUIZ_GENERATION_FAILED')}</Alert>
      )}
    </div>
  );
}

function QuizResult({ quiz }: { quiz: QuizDetail }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus for screen readers without scrolling: the page opens at its top, score first.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const percent = quiz.scorePercent ?? 0;
  const points = formatPoints(quiz.points, i18n.language);
  const percentText = formatPercent(percent, i18n.language);
  const messages = quizResultMessages[pickInterfaceLanguage(i18n.language)];
  const message = messages[quiz.tier ?? 0] ?? '';
  const counts = Object.fromEntries(
    summaryStates.map((state) => [
      state,
      quiz.questions.filter((question) => question.state === state).length,
    ]),
  ) as Record<Exclude<QuizCardState, 'not_started'>, number>;
  const missed = counts.to_review + counts.not_acquired;
  const count = answerCountName(quiz.answerCount);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <section
        aria-labelledby="quiz-result-heading"
        className="flex flex-col gap-6 rounded-3xl border border-line bg-surface-raised p-5 shadow-xs md:p-8"
      >
        <div className="flex flex-col gap-1">
          <p className="flex min-w-0 items-center gap-2 text-sm text-ink-muted">
            <span aria-hidden className="text-lg">
              {quiz.lessonEmoji}
            </span>
            <span className="truncate font-medium text-ink">{quiz.lessonTitle}</span>
          </p>
          <p className="text-xs text-ink-muted">
            {[
              t(`quizzes.types.${quiz.type}`),
              count ? t(`quizzes.answerCounts.${count}`) : null,
              t('quizzes.ready.questions', { count: quiz.questionCount }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <div className="flex flex-col items-center gap-6 text-center md:flex-row md:items-center md:text-left">
          <div className="relative shrink-0">
            <ScoreRing
              label={t('quizzes.result.scoreLabel', {
                points,
                total: quiz.questionCount,
                percent: percentText,
              })}
              percent={percent}
              score={t('quizzes.result.score', { points, total: quiz.questionCount })}
              percentText={percentText}
            />
            {percent >= celebratedPercent && (
              <LottieAnimation
                name="quiz-result"
                overlay
                className="pointer-events-none -top-4 -right-4 h-16 w-16"
              />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <h1
              id="quiz-result-heading"
              ref={heading}
              tabIndex={-1}
              className="text-2xl font-bold tracking-tight text-ink focus:outline-none"
            >
              {t('quizzes.result.heading')}
            </h1>
            <p className="text-base leading-relaxed text-ink md:text-lg" data-testid="quiz-message">
              {message}
            </p>
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 md:justify-start">
              {summaryStates
                .filter((state) => counts[state] > 0)
                .map((state) => (
                  <li
                    key={state}
                    className="inline-flex items-center gap-1.5 text-sm text-ink-muted"
                  >
                    <span
                      aria-hidden
                      className={`h-2.5 w-2.5 rounded-full ${summaryDots[state]}`}
                    />
                    {t(`quizzes.result.summary.${state}`, { count: counts[state] })}
                  </li>
                ))}
            </ul>
          </div>
        </div>
        <ResultActions quiz={quiz} missed={missed} />
      </section>

      <section aria-labelledby="quiz-review-heading" className="flex flex-col gap-4">
        <h2 id="quiz-review-heading" className="text-lg font-semibold text-ink">
          {t('quizzes.result.review')}
        </h2>
        <ol className="flex flex-col gap-3">
          {quiz.questions.map((question, index) => (
            <QuestionReview key={question.id} question={question} number={index + 1} />
          ))}
        </ol>
      </section>
    </div>
  );
}

/**
 * `/quizzes/:id/result`: the score out of the question count and its percentage, the message of its
 * tier in the interface language, every question reviewed, "Retry the mistakes" and "New quiz on
 * this lesson". A quiz not finished yet goes back to its questions.
 */
export function QuizResultScreen() {
  const { id = '' } = useParams();
  const query = useQuiz(id);
  const quiz = query.data;
  if (!quiz) {
    if (query.isError) {
      return <QuizUnavailable error={query.error} onRetry={() => void query.refetch()} />;
    }
    return <QuizLoading />;
  }
  if (quiz.completedAt === null) return <Navigate to={`/quizzes/${quiz.id}`} replace />;
  return <QuizResult key={quiz.id} quiz={quiz} />;
}
