import type { QuizCardState, QuizProgressLabel } from '@study/shared';
import { CircleCheck, CircleDashed, CircleDot, CircleX, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { useTranslation } from '../../../lib/i18n.ts';

const badge = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium';

const stateLooks: Record<QuizCardState, { icon: LucideIcon; className: string }> = {
  not_started: { icon: CircleDashed, className: 'bg-surface-muted text-ink-muted' },
  acquired: {
    icon: CircleCheck,
    className: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300',
  },
  to_review: {
    icon: CircleDot,
    className: 'bg-amber-50 text-amber-800 dark:bg-amber-950/50 dark:text-amber-300',
  },
  not_acquired: {
    icon: CircleX,
    className: 'bg-red-50 text-red-700 dark:bg-red-950/50 dark:text-red-300',
  },
};

/** A question's card state (spec: not started, acquired, to review, not acquired). */
export function CardStateBadge({ state, className }: { state: QuizCardState; className?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, className: look } = stateLooks[state];
  return (
    <span className={cn(badge, look, className)}>
      <Icon aria-hidden className="h-3.5 w-3.5" />
      {t(`quizzes.states.${state}`)}
    </span>
  );
}

const progressLooks: Record<QuizProgressLabel, string> = {
  not_started: 'bg-surface-muted text-ink-muted',
  in_progress: 'bg-brand-50 text-brand-700 dark:bg-brand-700/25 dark:text-brand-100',
  completed: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300',
};

/** A quiz's status label in the list: not started, in progress, completed. */
export function ProgressBadge({ progress }: { progress: QuizProgressLabel }) {
  const { t } = useTranslation();
  return (
    <span className={cn(badge, progressLooks[progress])}>{t(`quizzes.progress.${progress}`)}</span>
  );
}
