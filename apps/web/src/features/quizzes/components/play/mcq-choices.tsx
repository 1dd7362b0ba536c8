import type { QuizQuestionView } from '@study/shared';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../../../lib/cn.ts';
import { radioCardInput } from '../radio-card.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

type ChoiceLook = 'idle' | 'right' | 'wrong' | 'faded';

const looks: Record<ChoiceLook, string> = {
  idle: 'border-line bg-surface-raised hover:border-brand-500/60 hover:bg-brand-50/50 dark:hover:bg-brand-700/10 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:shadow-sm dark:has-[:checked]:bg-brand-700/25',
  right:
    'border-emerald-500 bg-emerald-50 text-emerald-900 dark:border-emerald-500/70 dark:bg-emerald-950/40 dark:text-emerald-100',
  wrong:
    'border-red-500 bg-red-50 text-red-900 dark:border-red-500/70 dark:bg-red-950/40 dark:text-red-100',
  faded: 'border-line bg-surface-raised opacity-60',
};

function lookOf(question: QuizQuestionView, choice: string): ChoiceLook {
  if (question.expectedAnswer === null) return 'idle';
  if (choice.trim() === question.expectedAnswer.trim()) return 'right';
  if (choice.trim() === question.givenAnswer?.trim()) return 'wrong';
  return 'faded';
}

/**
 * The proposed answers of an MCQ as big radio buttons numbered 1 to 4 (the keys that pick them).
 * Once answered they show the right answer in green and a wrong pick in red.
 */
export function McqChoices({
  question,
  selected,
  onSelect,
  disabled,
  labelledBy,
}: {
  question: QuizQuestionView;
  selected: number | null;
  onSelect: (index: number) => void;
  disabled: boolean;
  labelledBy: string;
}) {
  const { t } = useTranslation();
  const name = useId();
  const answered = question.givenAnswer !== null;
  return (
    <fieldset aria-labelledby={labelledBy} className="min-w-0">
      <legend className="sr-only">{t('quizzes.play.choices')}</legend>
      <div className="grid gap-2.5 sm:grid-cols-2">
        {(question.choices ?? []).map((choice, index) => {
          const look = lookOf(question, choice);
          const checked = answered
            ? choice.trim() === question.givenAnswer?.trim()
            : selected === index;
          return (
            <label
              key={choice}
              data-testid="quiz-choice"
              data-look={look}
              className={cn(
                'relative flex min-h-16 items-center gap-3 rounded-2xl border-2 px-4 py-3 text-left transition-[border-color,background-color,box-shadow]',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                answered || disabled ? 'cursor-default' : 'cursor-pointer',
                looks[look],
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice}
                checked={checked}
                disabled={answered || disabled}
                onChange={() => onSelect(index)}
                className={radioCardInput}
              />
              <kbd
                aria-hidden
                className={cn(
                  'flex h-8 w-8 shrink-0 items-center justify-center rounded-lg border font-sans text-sm font-semibold',
                  look === 'right'
                    ? 'border-emerald-600 bg-emerald-600 text-white'
                    : look === 'wrong'
                      ? 'border-red-600 bg-red-600 text-white'
                      : checked
                        ? 'border-brand-600 bg-brand-600 text-white'
                        : 'border-line bg-surface text-ink-muted',
                )}
              >
                {look === 'right' ? (
                  <Check className="h-4 w-4" />
                ) : look === 'wrong' ? (
                  <X className="h-4 w-4" />
                ) : (
                  index + 1
                )}
              </kbd>
              <span className="min-w-0 flex-1 text-base leading-snug font-medium break-words">
                {choice}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
