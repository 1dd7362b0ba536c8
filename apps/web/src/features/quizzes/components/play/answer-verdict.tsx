import type { QuizCardState, QuizQuestionView } from '@study/shared';
import { ArrowRight, CircleCheck, CircleDot, CircleX, Trophy, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { cn } from '../../../../lib/cn.ts';
import { formatPoints } from '../../quiz-format.ts';
import { SourcePassage } from '../source-passage.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

type AnsweredState = Exclude<QuizCardState, 'not_started'>;

const looks: Record<AnsweredState, { icon: LucideIcon; frame: string; title: string }> = {
  acquired: {
    icon: CircleCheck,
    frame: 'border-emerald-300 bg-emerald-50/70 dark:border-emerald-800 dark:bg-emerald-950/30',
    title: 'text-emerald-800 dark:text-emerald-200',
  },
  to_review: {
    icon: CircleDot,
    frame: 'border-amber-300 bg-amber-50/70 dark:border-amber-800 dark:bg-amber-950/30',
    title: 'text-amber-800 dark:text-amber-200',
  },
  not_acquired: {
    icon: CircleX,
    frame: 'border-red-300 bg-red-50/70 dark:border-red-900 dark:bg-red-950/30',
    title: 'text-red-800 dark:text-red-200',
  },
};

function Line({ label, children }: { label: string; children: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="text-sm leading-relaxed break-words whitespace-pre-line text-ink">
        {children}
      </dd>
    </div>
  );
}

/**
 * The server's verdict on an answer, right under the question: right, half right or not quite,
 * the points, the expected answer, the feedback of an open answer and the passage of the lesson it
 * comes from; then "Next" (Enter). It takes the focus when it appears, so it is read out.
 */
export function AnswerVerdict({
  question,
  isLast,
  onNext,
}: {
  question: QuizQuestionView;
  isLast: boolean;
  onNext: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    // In view down to its "Next" button when it fits, else from its heading.
    ref.current?.focus({ preventScroll: true });
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  const state: AnsweredState = question.state === 'not_started' ? 'not_acquired' : question.state;
  const { icon: Icon, frame, title } = looks[state];
  const points = question.points ?? 0;
  const passage = question.source?.text.trim() ?? '';
  // An open question's model answer is often the passage itself: it is then shown once, quoted.
  const showExpected =
    (question.type === 'open' || state !== 'acquired') &&
    question.expectedAnswer?.trim() !== passage;

  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-testid="quiz-verdict"
      data-state={state}
      className={cn(
        'flex scroll-mt-4 scroll-mb-28 flex-col gap-4 md:scroll-mb-8 rounded-2xl border p-4 focus:outline-none focus-visible:ring-3 focus-visible:ring-brand-500/30 md:p-5',
        frame,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={titleId} className={cn('flex items-center gap-2 text-lg font-bold', title)}>
          <Icon aria-hidden className="h-6 w-6" />
          {t(`quizzes.play.verdicts.${state}`)}
        </h2>
        <span className="rounded-full bg-surface-raised px-2.5 py-1 text-xs font-semibold text-ink tabular-nums shadow-xs">
          {t('quizzes.play.points', { count: points, value: formatPoints(points, i18n.language) })}
        </span>
      </div>
      {(showExpected || question.feedback) && (
        <dl className="flex flex-col gap-3">
          {showExpected && question.expectedAnswer !== null && (
            <Line label={t('quizzes.play.expected')}>{question.expectedAnswer}</Line>
          )}
          {question.feedback && <Line label={t('quizzes.play.feedback')}>{question.feedback}</Line>}
        </dl>
      )}
      {passage !== '' && <SourcePassage text={passage} />}
      <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="hidden text-xs text-ink-muted sm:block">{t('quizzes.play.hints.next')}</p>
        <Button onClick={onNext} size="lgWide" data-testid="quiz-next">
          {isLast ? t('quizzes.play.seeResult') : t('quizzes.play.next')}
          {isLast ? (
            <Trophy aria-hidden className="h-4 w-4" />
          ) : (
            <ArrowRight aria-hidden className="h-4 w-4" />
          )}
        </Button>
      </div>
    </section>
  );
}
