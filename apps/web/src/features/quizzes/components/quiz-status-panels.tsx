import type { QuizSummary } from '@study/shared';
import { CircleAlert, ListChecks, Plus } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { newQuizPath } from '../quiz-format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function Panel({
  icon,
  title,
  children,
  busy,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  busy?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-busy={busy || undefined}
      className="mx-auto flex w-full max-w-xl flex-col items-center rounded-2xl border border-line bg-surface-raised px-6 py-10 text-center shadow-xs"
    >
      <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
        {icon}
      </div>
      <h1 ref={heading} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {title}
      </h1>
      {children}
    </section>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="secondary">
      <Link to="/quizzes">{t('quizzes.play.backToList')}</Link>
    </Button>
  );
}

/** The quiz is still being written: it shows up here by itself once ready. */
export function QuizProcessing({ quiz }: { quiz: QuizSummary }) {
  const { t } = useTranslation();
  return (
    <Panel
      busy
      icon={<ListChecks aria-hidden className="h-7 w-7 animate-pulse" />}
      title={t('quizzes.play.processingTitle')}
    >
      <p className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">
        {quiz.lessonEmoji} {quiz.lessonTitle} · {t(`quizzes.types.${quiz.type}`)}
      </p>
      <p className="mt-1 max-w-md text-sm leading-relaxed text-ink-muted">
        {t('quizzes.play.processingBody')}
      </p>
      <Progress label={t('quizzes.generating.progress')} className="mt-6 max-w-xs" />
    </Panel>
  );
}

/** The quiz could not be written: why, and a new quiz on the same lesson. */
export function QuizFailed({ quiz }: { quiz: QuizSummary }) {
  const { t } = useTranslation();
  return (
    <Panel
      icon={<CircleAlert aria-hidden className="h-7 w-7" />}
      title={t('quizzes.play.failedTitle')}
    >
      <p role="alert" className="mt-2 max-w-md text-sm leading-relaxed text-ink-muted">
        {errorText(quiz.errorCode, {}, 'QUIZ_GENERATION_FAILED')}
      </p>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <BackToList />
        <Button asChild>
          <Link to={newQuizPath(quiz.lessonId)}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('quizzes.play.newQuiz')}
          </Link>
        </Button>
      </div>
    </Panel>
  );
}

/** The quiz could not be read (deleted, not yours, offline). */
export function QuizUnavailable({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Panel
      icon={<CircleAlert aria-hidden className="h-7 w-7" />}
      title={errorText(error, {}, 'QUIZ_GENERATION_FAILED')}
    >
      <div className="mt-6 flex flex-col gap-2 sm:flex-row">
        <BackToList />
        <Button onClick={onRetry}>{t('quizzes.list.reload')}</Button>
      </div>
    </Panel>
  );
}

/** While the quiz is read. */
export function QuizLoading() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <p className="sr-only">{t('quizzes.play.loadingTitle')}</p>
      <div className="flex flex-col gap-3">
        <span className="h-4 w-48 animate-pulse rounded bg-surface-muted" />
        <span className="h-2.5 w-full animate-pulse rounded-full bg-surface-muted" />
      </div>
      <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-6">
        <span className="h-6 w-4/5 animate-pulse rounded bg-surface-muted" />
        <span className="h-6 w-3/5 animate-pulse rounded bg-surface-muted" />
        <div className="mt-2 grid gap-2.5 sm:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <span key={key} className="h-16 animate-pulse rounded-2xl bg-surface-muted" />
          ))}
        </div>
      </div>
    </div>
  );
}
