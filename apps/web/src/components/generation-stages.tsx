import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { CircleCheck, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useFallbackRefetchInterval } from '../lib/realtime/fallback-refetch-interval.ts';
import { Button } from './ui/button.tsx';
import { DialogFooter, DialogHeader } from './ui/dialog.tsx';
import { Progress } from './ui/progress.tsx';

/** Moves focus to the element once it is shown, so keyboard users land on the new step. */
function useFocusOnShow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => ref.current?.focus(), []);
  return ref;
}

/** False for `ms` after mounting: work done at once still shows its loading state, not a flash. */
function useShownFor(ms: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return shown;
}

type Stage = 'processing' | 'ready' | 'failed';

/**
 * Follows something being made (a lesson, a quiz) from what its creation answered: re-read while
 * it is processing (rarely with the realtime channel up, which says when it is done), and shown
 * as processing for `minShownMs` at least, so that work done at once does not flash by.
 */
export function useGenerationStage<
  Made extends { status: Stage },
  Started extends { status: Stage },
  Key extends QueryKey,
>(options: UseQueryOptions<Made, Error, Made, Key>, started: Started, minShownMs: number) {
  const interval = useFallbackRefetchInterval();
  const query = useQuery({
    ...options,
    refetchInterval: (current) => interval((current.state.data ?? started).status === 'processing'),
  });
  const shownLongEnough = useShownFor(minShownMs);
  const made: Made | Started = query.data ?? started;
  return { query, made, stage: shownLongEnough ? made.status : ('processing' as const) };
}

/**
 * While something is made (a lesson prepared, a quiz written): its picture, what happens, the
 * steps lit one after the other every `stepMs`, an indeterminate bar and a hint.
 */
export function GenerationSteps({
  art,
  title,
  description,
  steps,
  stepMs,
  progressLabel,
  closeHint,
}: {
  art: ReactNode;
  title: string;
  description: string;
  steps: readonly string[];
  stepMs: number;
  progressLabel: string;
  closeHint: string;
}) {
  const [step, setStep] = useState(0);
  const heading = useFocusOnShow<HTMLDivElement>();
  useEffect(() => {
    const timer = setInterval(
      () => setStep((current) => Math.min(current + 1, steps.length - 1)),
      stepMs,
    );
    return () => clearInterval(timer);
  }, [steps.length, stepMs]);
  return (
    <div ref={heading} tabIndex={-1} className="flex flex-col focus:outline-none">
      {art}
      <DialogHeader centered title={title} description={description} />
      <ol className="mx-auto flex w-full max-w-sm flex-col gap-2">
        {steps.map((label, index) => (
          <li
            key={label}
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
            {label}
          </li>
        ))}
      </ol>
      <Progress label={progressLabel} className="mt-6" />
      <p className="mt-4 text-center text-xs text-ink-muted">{closeHint}</p>
    </div>
  );
}

/** What was made, in one line: its emoji, its title and a few facts. */
export function MadeItem({
  emoji,
  title,
  facts,
  testId,
}: {
  emoji: string;
  title: string;
  facts: readonly (string | null)[];
  testId: string;
}) {
  return (
    <div className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-4">
      <span
        aria-hidden
        className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-surface-raised text-2xl shadow-xs"
      >
        {emoji}
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink" data-testid={testId}>
          {title}
        </p>
        <p className="text-sm text-ink-muted">{facts.filter(Boolean).join(' · ')}</p>
      </div>
    </div>
  );
}

/** Done: a tick, what is ready, the item, and the way to it (focused) or to make another. */
export function ReadyStage({
  title,
  description,
  item,
  another,
  open,
}: {
  title: string;
  description: string;
  item: ReactNode;
  another: { label: string; onClick: () => void };
  open: { label: string; to: string };
}) {
  const link = useFocusOnShow<HTMLAnchorElement>();
  return (
    <div className="flex flex-col">
      <div
        aria-hidden
        className="mx-auto mt-2 mb-5 flex h-20 w-20 items-center justify-center rounded-full bg-emerald-50 dark:bg-emerald-900/30"
      >
        <CircleCheck className="h-11 w-11 text-emerald-600 dark:text-emerald-300" />
      </div>
      <DialogHeader centered title={title} description={description} />
      {item}
      <DialogFooter>
        <Button variant="secondary" onClick={another.onClick}>
          {another.label}
        </Button>
        <Button asChild>
          <Link ref={link} to={open.to}>
            {open.label}
          </Link>
        </Button>
      </DialogFooter>
    </div>
  );
}

/** It failed: why (the alerts), and Retry (focused) or make another. */
export function FailedStage({
  title,
  description,
  children,
  another,
  retry,
}: {
  title: string;
  description: string;
  children: ReactNode;
  another: { label: string; onClick: () => void };
  retry: { label: string; pending: boolean; onClick: () => void };
}) {
  const button = useFocusOnShow<HTMLButtonElement>();
  return (
    <div className="flex flex-col">
      <DialogHeader title={title} description={description} />
      {children}
      <DialogFooter>
        <Button variant="secondary" onClick={another.onClick}>
          {another.label}
        </Button>
        <Button ref={button} disabled={retry.pending} onClick={retry.onClick}>
          <RotateCcw aria-hidden className="h-4 w-4" />
          {retry.label}
        </Button>
      </DialogFooter>
    </div>
  );
}
