import type { LessonDetail, LessonSummary } from '@study/shared';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, CircleCheck, Layers, RotateCcw, Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LottieAnimation } from '../../../../components/lottie-animation.tsx';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogFooter, DialogHeader } from '../../../../components/ui/dialog.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { useFallbackRefetchInterval } from '../../../../lib/realtime/fallback-refetch-interval.ts';
import { lessonQueryOptions } from '../../api/get-lesson.ts';
import { useRetryLesson } from '../../api/retry-lesson.ts';
import { lessonErrorParams } from '../../lesson-error-params.ts';
import { languageName } from '../../lesson-format.ts';

const steps = ['read', 'ideas', 'sheet', 'cards'] as const;
const stepMs = 2_200;
/** A short lesson can be ready at once: the loading state still shows, rather than flash by. */
const minLoadingMs = 1_500;

/** Moves focus to the element once it is shown, so keyboard users land on the new step. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

function Preparing() {
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
      <LottieAnimation
        name="preparing"
        loop
        className="mx-auto mt-2 mb-6 h-28 w-28"
        fallback={
          <div className="flex h-full w-full items-center justify-center">
            <span className="absolute inset-3 rounded-full bg-brand-50 dark:bg-brand-700/25" />
            <BookOpen className="relative h-11 w-11 text-brand-600 dark:text-brand-100" />
            <Sparkles className="absolute top-2 right-3 h-6 w-6 text-amber-400" />
            <Layers className="absolute bottom-3 left-2 h-5 w-5 text-brand-500" />
          </div>
        }
      />
      <DialogHeader
        className="items-center pr-0 text-center"
        title={t('lessons.preparing.title')}
        description={t('lessons.preparing.body')}
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
            {t(`lessons.preparing.steps.${key}`)}
          </li>
        ))}
      </ol>
      <Progress label={t('lessons.preparing.progress')} className="mt-6" />
      <p className="mt-4 text-center text-xs text-ink-muted">{t('lessons.preparing.closeHint')}</p>
    </div>
  );
}

function Ready({ lesson, onAddAnother }: { lesson: LessonSummary; onAddAnother: () => void }) {
  const { t, i18n } = useTranslation();
  const view = useFocusOnShow<HTMLAnchorElement>();
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
        title={t('lessons.ready.title')}
        description={t('lessons.ready.body')}
      />
      <div className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-surface-raised text-2xl shadow-xs"
        >
          {lesson.emoji}
        </span>
        <div className="min-w-0">
          <p className="truncate font-semibold text-ink" data-testid="ready-title">
            {lesson.title}
          </p>
          <p className="text-sm text-ink-muted">
            {[
              languageName(lesson.language, i18n.language),
              t('lessons.list.pages', { count: lesson.pageCount }),
              t('lessons.ready.flashcards', { count: lesson.flashcardCount }),
            ].join(' · ')}
          </p>
        </div>
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onAddAnother}>
          {t('lessons.ready.another')}
        </Button>
        <Button asChild>
          <Link ref={view} to={`/lessons/${lesson.id}`}>
            {t('lessons.ready.view')}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

function Failed({
  lesson,
  fileNames,
  onAddAnother,
}: {
  lesson: LessonSummary | LessonDetail;
  fileNames: readonly string[];
  onAddAnother: () => void;
}) {
  const { t } = useTranslation();
  const retry = useRetryLesson(lesson.id);
  const retryButton = useFocusOnShow<HTMLButtonElement>();
  return (
    <div className="flex flex-col">
      <DialogHeader title={t('lessons.failed.title')} description={t('lessons.failed.body')} />
      <Alert tone="error">
        {errorText(lesson.errorCode, lessonErrorParams(fileNames), 'LESSON_GENERATION_FAILED')}
      </Alert>
      {retry.isError && (
        <Alert tone="error" className="mt-3">
          {errorText(retry.error)}
        </Alert>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onAddAnother}>
          {t('lessons.ready.another')}
        </Button>
        <Button ref={retryButton} disabled={retry.isPending} onClick={() => retry.mutate()}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          {t('lessons.failed.retry')}
        </Button>
      </DialogFooter>
    </div>
  );
}

/**
 * The spec's generation flow after the upload: loading while the lesson is prepared, then success
 * with "View the lesson" or "Add another", or the failure with Retry. The realtime channel says
 * when it is done; without it, the lesson is re-read every few seconds.
 */
export function LessonPreparation({
  started,
  fileNames,
  onAddAnother,
}: {
  started: LessonSummary;
  fileNames: readonly string[];
  onAddAnother: () => void;
}) {
  const { t } = useTranslation();
  const interval = useFallbackRefetchInterval();
  const query = useQuery({
    ...lessonQueryOptions(started.id),
    refetchInterval: (current) => interval((current.state.data ?? started).status === 'processing'),
  });
  const [shownLongEnough, setShownLongEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShownLongEnough(true), minLoadingMs);
    return () => clearTimeout(timer);
  }, []);
  const lesson = query.data ?? started;
  const stage = shownLongEnough ? lesson.status : 'processing';
  return (
    <>
      <p role="status" className="sr-only">
        {t(stage === 'processing' ? 'lessons.preparing.title' : `lessons.${stage}.title`)}
      </p>
      {query.isError && !query.data ? (
        <Alert tone="error">{errorText(query.error)}</Alert>
      ) : stage === 'ready' ? (
        <Ready lesson={lesson} onAddAnother={onAddAnother} />
      ) : stage === 'failed' ? (
        <Failed lesson={lesson} fileNames={fileNames} onAddAnother={onAddAnother} />
      ) : (
        <Preparing />
      )}
    </>
  );
}
