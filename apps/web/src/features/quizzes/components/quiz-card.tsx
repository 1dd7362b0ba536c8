import type { QuizSummary } from '@study/shared';
import { ArrowRight, CircleAlert, LoaderCircle } from 'lucide-react';
import { Link } from 'react-router';
import { CardActions } from '../../../components/card-actions.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteQuiz } from '../api/delete-quiz.ts';
import { useFavouriteQuiz } from '../api/favourite-quiz.ts';
import { answerCountName, formatPercent, formatPoints, quizPath } from '../quiz-format.ts';
import { ProgressBadge } from './quiz-badges.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/** The colour of a score: green from 70 %, amber from 40 %, else red. */
function scoreTone(percent: number): string {
  if (percent >= 70) return 'text-emerald-700 dark:text-emerald-300';
  if (percent >= 40) return 'text-amber-700 dark:text-amber-300';
  return 'text-red-700 dark:text-red-300';
}

function QuizState({ quiz }: { quiz: QuizSummary }) {
  const { t, i18n } = useTranslation();
  if (quiz.status === 'processing') {
    return (
      <p className="inline-flex items-center gap-1.5 text-xs font-medium text-brand-700 dark:text-brand-100">
        <LoaderCircle aria-hidden className="h-3.5 w-3.5 animate-spin" />
        {t('quizzes.list.processing')}
      </p>
    );
  }
  if (quiz.status === 'failed') {
    return (
      <p className="flex flex-col items-start gap-1 text-xs">
        <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-medium text-red-700 dark:bg-red-950/40 dark:text-red-300">
          <CircleAlert aria-hidden className="h-3.5 w-3.5" />
          {t('quizzes.list.failed')}
        </span>
        <span className="text-ink-muted">
          {errorText(quiz.errorCode, {}, 'QUIZ_GENERATION_FAILED')}
        </span>
      </p>
    );
  }
  const points = formatPoints(quiz.points, i18n.language);
  const action = { not_started: 'start', in_progress: 'resume', completed: 'review' } as const;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <ProgressBadge progress={quiz.progress} />
      {quiz.progress === 'completed' && quiz.scorePercent !== null ? (
        <p
          className={cn('text-sm font-semibold tabular-nums', scoreTone(quiz.scorePercent))}
          aria-label={t('quizzes.list.scoreLabel', {
            points,
            total: quiz.questionCount,
            percent: formatPercent(quiz.scorePercent, i18n.language),
          })}
        >
          {t('quizzes.list.score', { points, total: quiz.questionCount })}
          <span className="ml-1.5 font-medium">
            · {formatPercent(quiz.scorePercent, i18n.language)}
          </span>
        </p>
      ) : quiz.progress === 'in_progress' ? (
        <p className="text-xs text-ink-muted tabular-nums">
          {t('quizzes.list.answered', { answered: quiz.answeredCount, total: quiz.questionCount })}
        </p>
      ) : null}
      {/* The whole card is the link; this says where it leads. */}
      <span
        aria-hidden
        className="ml-auto hidden items-center gap-1 text-xs font-semibold text-brand-700 opacity-80 sm:inline-flex transition-opacity group-hover:opacity-100 dark:text-brand-100"
      >
        {t(`quizzes.list.${action[quiz.progress]}`)}
        <ArrowRight className="h-3.5 w-3.5 transition-transform group-hover:translate-x-0.5" />
      </span>
    </div>
  );
}

/**
 * One quiz of the list: its lesson (emoji and title, the link to play or review it), exercise type
 * and answer count, date, status label and score; its favourite star and delete button.
 */
export function QuizCard({ quiz }: { quiz: QuizSummary }) {
  const { t, i18n } = useTranslation();
  const favourite = useFavouriteQuiz();
  const remove = useDeleteQuiz();
  const failure = favourite.error ?? remove.error;
  const created = new Date(quiz.createdAt);
  const count = answerCountName(quiz.answerCount);
  const type = t(`quizzes.types.${quiz.type}`);

  return (
    <li>
      <article
        data-testid="quiz-card"
        aria-busy={quiz.status === 'processing' || undefined}
        className="group relative flex h-full gap-3 rounded-2xl border border-line bg-surface-raised p-4 transition-[border-color,box-shadow] focus-within:border-brand-500/60 hover:border-brand-500/50 hover:shadow-sm"
      >
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-2xl"
        >
          {quiz.lessonEmoji}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-col gap-1">
            <h2 className="text-base leading-snug font-semibold text-ink">
              <Link
                to={quizPath(quiz)}
                className="line-clamp-2 break-words after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
              >
                {quiz.lessonTitle}
                <span className="sr-only">, {type}</span>
              </Link>
            </h2>
            <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-ink-muted">
              {quiz.retryOfQuizId !== null && (
                <>
                  <span
                    data-testid="quiz-retry-label"
                    className="rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
                  >
                    {t('quizzes.list.retryOfMistakes')}
                  </span>
                  <span aria-hidden>·</span>
                </>
              )}
              <span>{type}</span>
              {count && (
                <>
                  <span aria-hidden>·</span>
                  <span>
                    {t(`quizzes.answerCounts.${count}`)} (
                    {t('quizzes.answerCountHint', { count: quiz.answerCount ?? 0 })})
                  </span>
                </>
              )}
              <span aria-hidden>·</span>
              <time
                dateTime={quiz.createdAt}
                title={created.toLocaleString(i18n.language, {
                  dateStyle: 'full',
                  timeStyle: 'short',
                })}
              >
                {created.toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </p>
          </div>
          <QuizState quiz={quiz} />
          {failure && (
            <p role="alert" className="relative z-10 text-xs text-red-600 dark:text-red-400">
              {errorText(failure, {}, 'QUIZ_GENERATION_FAILED')}
            </p>
          )}
        </div>
        <CardActions
          favourite={quiz.favourite}
          onFavourite={(value) => favourite.mutate({ id: quiz.id, favourite: value })}
          deleting={remove.isPending}
          onDelete={() => remove.mutate(quiz.id)}
          texts={{
            favourite: t('quizzes.list.favourite'),
            makeFavourite: t('quizzes.list.makeFavourite'),
            unfavourite: t('quizzes.list.unfavourite'),
            delete: t('quizzes.list.delete'),
            deleteTitle: t('quizzes.list.deleteTitle'),
            deleteBody: t('quizzes.list.deleteBody', { title: quiz.lessonTitle, type }),
            deleteConfirm: t('quizzes.list.deleteConfirm'),
            cancel: t('quizzes.list.cancel'),
          }}
        />
      </article>
    </li>
  );
}
