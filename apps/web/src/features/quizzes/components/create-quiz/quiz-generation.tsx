import type { QuizSummary } from '@study/shared';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, ListChecks, PencilLine, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogFooter, DialogHeader } from '../../../../components/ui/dialog.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { useFallbackRefetchInterval } from '../../../../lib/realtime/fallback-refetch-interval.ts';
import { quizQueryOptions } from '../../api/get-quiz.ts';
import { answerCountName } from '../../quiz-format.ts';

const steps = ['read', 'write', 'check'] as const;
const stepMs = 1_800;
/** A quiz can be ready at once: the loading state still shows, rather than flash by. */
const minLoadingMs = 1_500;

/** Moves focus to the element once it is shown, so keyboard users land on the new step. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Generating({ lessonTitle }: { lessonTitle: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState(0);
  const heading = useFocusOnShow<HTMLDivElement>();
  useEffect(() => {
    const timer = setInterval(
      () => setStep((current) => Math.min(current + 1, steps.length - 1)),
      stepMs,
    );
    return () => clearInterval(timer);
  }, []);
  return (
    <div ref={heading} tabIndex={-1} className="flex flex-col focus:outline-none">
      <div
        aria-hidden
        className="relative mx-auto mt-2 mb-6 flex h-28 w-28 items-center justify-center"
      >
        <span className="absolute inset-0 animate-pulse rounded-full bg-brand-500/15" />
        <span className="absolute inset-3 rounded-full bg-brand-50 dark:bg-brand-700/25" />
        <ListChecks className="relative h-11 w-11 text-brand-600 dark:text-brand-100" />
        <Sparkles className="absolute top-2 right-3 h-6 w-6 animate-bounce text-amber-400" />
        <PencilLine className="absolute bottom-3 left-2 h-5 w-5 animate-bounce text-brand-500 [animation-delay:300ms]" />
      </div>
      <DialogHeader
        className="items-center pr-0 text-center"
        title={t('quizzes.generating.title')}
        description={t('quizzes.generating.body', { title: lessonTitle })}
      />
      <ol className="mx-auto flex w-full max-w-sm flex-col gap-2">
        {steps.map((key, index) => (
          <li
            key={key}
            className={
              index === step
                ? 'flex items-center gap-2.5 text-sm font-medium text-ink'
                : index < step
                  ? 'flex items-center gap-2.5 text-sm text-ink-muted'
                  : 'flex items-center gap-2.5 text-sm text-ink-muted/60'
            }
          >
            <span
              aria-hidden
              className={
                index === step
                  ? 'h-2 w-2 animate-pulse rounded-full bg-brand-600'
                  : index < step
                    ? 'h-2 w-2 rounded-full bg-brand-500/50'
                    : 'h-2 w-2 rounded-full bg-line'
              }
            />
            {t(`quizzes.generating.steps.${key}`)}
          </li>
        ))}
      </ol>
      <Progress label={t('quizzes.generating.progress')} className="mt-6" />
      <p className="mt-4 text-center text-xs text-ink-muted">{t('quizzes.generating.closeHint')}</p>
    </div>
  );
}

function QuizAbout({ quiz }: { quiz: QuizSummary }) {
  const { t } = useTranslation();
  const count = answerCountName(quiz.answerCount);
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
      <span
        aria-hidden
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-surface-raised text-2xl shadow-xs"
      >
        {quiz.lessonEmoji}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink" data-testid="quiz-ready-title">
          {quiz.lessonTitle}
        </p>
        <p className="text-sm text-ink-muted">
          {[
            t(`quizzes.types.${quiz.type}`),
            count ? t(`quizzes.answerCounts.${count}`) : null,
            t('quizzes.ready.questions', { count: quiz.questionCount }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
    </div>
  );
}

function Ready({ quiz, onAnother }: { quiz: QuizSummary; onAnother: () => void }) {
  const { t } = useTranslation();
  const start = useFocusOnShow<HTMLAnchorElement>();
  return (
    <div className="flex flex-col">
      <div
        aria-hidden
        className="mx-auto mt-2 mb-5 flex h-20 w-20 items-center justify-center rounded-full bg-emerald-50 dark:bg-emerald-900/30"
      >
        <CircleCheck className="h-11 w-11 text-emerald-600 dark:text-emerald-300" />
      </div>
      <DialogHeader
        className="items-center pr-0 text-center"
        title={t('quizzes.ready.title')}
        description={t('quizzes.ready.body')}
      />
      <QuizAbout quiz={quiz} />
      <DialogFooter>
        <Button variant="secondary" onClick={onAnother}>
          {t('quizzes.ready.another')}
        </Button>
        <Button asChild>
          <Link ref={start} to={`/quizzes/${quiz.id}`}>
            {t('quizzes.ready.start')}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

function Failed({
  quiz,
  retrying,
  retryFailure,
  onRetry,
  onAnother,
}: {
  quiz: QuizSummary;
  retrying: boolean;
  retryFailure: unknown;
  onRetry: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const retry = useFocusOnShow<HTMLButtonElement>();
  return (
    <div className="flex flex-col">
      <DialogHeader title={t('quizzes.failed.title')} description={t('quizzes.failed.body')} />
      <QuizAbout quiz={quiz} />
      <Alert tone="error" className="mt-4">
        {errorText(quiz.errorCode, {}, 'QUIZ_GENERATION_FAILED')}
      </Alert>
      {retryFailure !== null && retryFailure !== undefined && (
        <Alert tone="error" className="mt-3">
          {errorText(retryFailure, {}, 'QUIZ_GENERATION_FAILED')}
        </Alert>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onAnother}>
          {t('quizzes.failed.another')}
        </Button>
        <Button ref={retry} disabled={retrying} onClick={onRetry}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('quizzes.failed.retry')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * The spec's generation flow once the quiz is asked for: loading while its questions are written,
 * then success with "Start the quiz" or "Create another", or the failure with "Try again". The
 * realtime channel says when it is done; without it, the quiz is re-read every few seconds.
 */
export function QuizGeneration({
  started,
  retrying,
  retryFailure,
  onRetry,
  onAnother,
}: {
  started: QuizSummary;
  retrying: boolean;
  retryFailure: unknown;
  onRetry: () => void;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const interval = useFallbackRefetchInterval();
  const query = useQuery({
    ...quizQueryOptions(started.id),
    refetchInterval: (current) => interval((current.state.data ?? started).status === 'processing'),
  });
  const [shownLongEnough, setShownLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShownLongEnough(true), minLoadingMs);
    return () => clearTimeout(timer);
  }, []);
  const quiz = query.data ?? started;
  const stage = shownLongEnough ? quiz.status : 'processing';
  return (
    <>
      <p role="status" className="sr-only">
        {t(
          stage === 'processing'
            ? 'quizzes.generating.title'
            : stage === 'ready'
              ? 'quizzes.ready.title'
              : 'quizzes.failed.title',
        )}
      </p>
      {query.isError && !query.data ? (
        <Alert tone="error">{errorText(query.error, {}, 'QUIZ_GENERATION_FAILED')}</Alert>
      ) : stage === 'ready' ? (
        <Ready quiz={quiz} onAnother={onAnother} />
      ) : stage === 'failed' ? (
        <Failed
          quiz={quiz}
          retrying={retrying}
          retryFailure={retryFailure}
          onRetry={onRetry}
          onAnother={onAnother}
        />
      ) : (
        <Generating lessonTitle={quiz.lessonTitle} />
      )}
    </>
  );
}
