import type { QuizQuestionView } from '@study/shared';
import { Check, X } from 'lucide-react';
import { cn } from '../../../../lib/cn.ts';
import { formatPoints } from '../../quiz-format.ts';
import { CardStateBadge } from '../quiz-badges.tsx';
import { QuizPrompt } from '../quiz-prompt.tsx';
import { SourcePassage } from '../source-passage.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const toneLooks = {
  right: 'text-emerald-800 dark:text-emerald-200',
  wrong: 'text-red-800 dark:text-red-200',
  neutral: 'text-ink',
};

function Answer({
  label,
  text,
  tone,
}: {
  label: string;
  text: string;
  tone: 'right' | 'wrong' | 'neutral';
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd
        className={cn(
          'flex items-start gap-1.5 text-sm leading-relaxed break-words whitespace-pre-line',
          toneLooks[tone],
        )}
      >
        {tone === 'right' && <Check aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />}
        {tone === 'wrong' && <X aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />}
        <span className="min-w-0">{text}</span>
      </dd>
    </div>
  );
}

/**
 * One question of a finished quiz: its wording, card state and points, the student's answer, the
 * right answer, the feedback of an open answer and the passage of the lesson it comes from.
 */
export function QuestionReview({
  question,
  number,
}: {
  question: QuizQuestionView;
  number: number;
}) {
  const { t, i18n } = useTranslation();
  const points = question.points ?? 0;
  const passage = question.source?.text.trim() ?? '';
  const givenTone =
    question.state === 'acquired'
      ? 'right'
      : question.state === 'not_acquired'
        ? 'wrong'
        : 'neutral';
  return (
    <li>
      <article
        data-testid="question-review"
        data-state={question.state}
        className="flex flex-col gap-4 rounded-2xl border border-line bg-surface-raised p-4 md:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {t('quizzes.result.question', { number })}
          </p>
          <div className="flex items-center gap-2">
            <CardStateBadge state={question.state} />
            <span className="text-xs font-semibold text-ink tabular-nums">
              {t('quizzes.play.points', {
                count: points,
                value: formatPoints(points, i18n.language),
              })}
            </span>
          </div>
        </div>
        <QuizPrompt prompt={question.prompt} level="h3" className="text-base" />
        <dl className="grid gap-3 sm:grid-cols-2">
          <Answer
            label={t('quizzes.result.yourAnswer')}
            text={question.givenAnswer ?? '—'}
            tone={givenTone}
          />
          {question.expectedAnswer !== null &&
            question.expectedAnswer.trim() !== passage &&
            (question.type === 'open' || question.state !== 'acquired') && (
              <Answer
                label={t('quizzes.result.rightAnswer')}
                text={question.expectedAnswer}
                tone="neutral"
              />
            )}
          {question.feedback && (
            <div className="sm:col-span-2">
              <Answer
                label={t('quizzes.result.feedback')}
                text={question.feedback}
                tone="neutral"
              />
            </div>
          )}
        </dl>
        {passage !== '' && (
          <SourcePassage
            text={passage}
            label={
              question.expectedAnswer?.trim() === passage
                ? `${t('quizzes.result.rightAnswer')} · ${t('quizzes.result.source')}`
                : t('quizzes.result.source')
            }
          />
        )}
      </article>
    </li>
  );
}
