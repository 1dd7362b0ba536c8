import { isErrorCode } from '../../../../lib/error-codes.ts';
import { firstScreenMarkup } from '../../../../lib/first-screen.ts';
import {
  BookOpenCheck,
  CircleAlert,
  FileSearch,
  Layers,
  RotateCcw,
  SearchX,
  Sparkles,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Progress } from '../../../../components/ui/progress.tsx';
import { errorText } from '../../../../lib/error-text.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

/** A centred message in a card: a state of the page rather than its content. */
function StateCard({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center gap-4 rounded-2xl border border-line bg-surface-raised px-6 py-10 text-center shadow-xs md:px-10">
      {children}
    </section>
  );
}

/** While the lesson is being read for the first time. */
export function LessonLoading() {
  const { t } = useTranslation();
  // The lesson the server drew into the page stays until the screen draws it (ADR 313).
  const drawn = firstScreenMarkup('screen');
  if (drawn !== undefined) {
    return <div role="status" aria-busy="true" dangerouslySetInnerHTML={{ __html: drawn }} />;
  }
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4 pt-2">
      <span className="sr-only">{t('lesson.loading')}</span>
      <div className="flex items-center gap-4">
        <div className="h-14 w-14 animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none md:h-16 md:w-16" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-7 w-2/3 animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none" />
          <div className="h-4 w-1/2 animate-pulse rounded-lg bg-surface-muted motion-reduce:animate-none" />
        </div>
      </div>
      <div className="h-80 animate-pulse rounded-2xl bg-surface-muted motion-reduce:animate-none" />
    </div>
  );
}

/** A 404 from the API: deleted, never existed, or someone else's. */
export function LessonNotFound() {
  const { t } = useTranslation();
  return (
    <StateCard>
      <SearchX aria-hidden className="h-12 w-12 text-brand-600" />
      <h1 className="text-2xl font-bold text-ink">{t('lesson.notFound.title')}</h1>
      <p className="max-w-md text-ink-muted">{t('lesson.notFound.body')}</p>
      <Button asChild>
        <Link to="/lessons">{t('lesson.notFound.back')}</Link>
      </Button>
    </StateCard>
  );
}

/** Any other failure to read the lesson, with a way to try again. */
export function LessonLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StateCard>
      <h1 className="text-xl font-bold text-ink">{t('lesson.loadError.title')}</h1>
      <Alert tone="error" className="w-full text-left">
        {errorText(error)}
      </Alert>
      <Button onClick={onRetry}>
        <RotateCcw aria-hidden className="h-4 w-4" />
        {t('lesson.loadError.retry')}
      </Button>
    </StateCard>
  );
}

const steps = [
  { key: 'read', icon: FileSearch },
  { key: 'sheet', icon: BookOpenCheck },
  { key: 'cards', icon: Layers },
] as const;

/** The first preparation of a lesson; the page turns into the lesson by itself when it is ready. */
export function LessonProcessing() {
  const { t } = useTranslation();
  return (
    <StateCard>
      <div className="relative flex h-16 w-16 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-brand-500/20 motion-reduce:animate-none" />
        <span className="relative flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
          <Sparkles aria-hidden className="h-8 w-8" />
        </span>
      </div>
      <h2 className="text-xl font-bold text-ink">{t('lesson.processing.title')}</h2>
      <p className="max-w-md text-sm leading-relaxed text-ink-muted">
        {t('lesson.processing.body')}
      </p>
      <Progress label={t('lesson.processing.progress')} className="max-w-sm" />
      <ol className="flex w-full max-w-sm flex-col gap-2 text-left text-sm text-ink">
        {steps.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-3 rounded-xl bg-surface-muted px-3 py-2">
            <Icon aria-hidden className="h-4 w-4 text-brand-600" />
            {t(`lesson.processing.steps.${key}`)}
          </li>
        ))}
      </ol>
      <p className="text-xs text-ink-muted">{t('lesson.processing.leave')}</p>
    </StateCard>
  );
}

/** The preparation failed for good: the spec's message and Retry. */
export function LessonFailed({
  reason,
  onRetry,
  retrying,
  error,
}: {
  /** The code of what went wrong, when it says more than the spec's message. */
  reason: string | null;
  onRetry: () => void;
  retrying: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const detail = reason !== 'LESSON_GENERATION_FAILED' && isErrorCode(reason) ? reason : null;
  return (
    <StateCard>
      <CircleAlert aria-hidden className="h-12 w-12 text-red-500" />
      <h2 className="text-xl font-bold text-ink">{t('errors.LESSON_GENERATION_FAILED')}</h2>
      {detail && <p className="max-w-md text-sm text-ink">{errorText(detail)}</p>}
      <p className="max-w-md text-sm text-ink-muted">{t('lesson.failed.hint')}</p>
      {error !== null && (
        <Alert tone="error" className="w-full text-left">
          {errorText(error)}
        </Alert>
      )}
      <Button onClick={onRetry} disabled={retrying}>
        <RotateCcw aria-hidden className="h-4 w-4" />
        {t('lesson.failed.retry')}
      </Button>
    </StateCard>
  );
}
