import {
  answerCounts,
  quizExerciseTypes,
  type AnswerCount,
  type CreateQuiz,
  type QuizExerciseType,
} from '@study/shared';
import { ListChecks, PencilLine, TextCursorInput, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../../components/ui/alert.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { DialogClose, DialogFooter, DialogHeader } from '../../../../components/ui/dialog.tsx';
import { cn } from '../../../../lib/cn.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { limitReasonOf, openUpgradePrompt, QuotaLeft } from '../../../../lib/limits/index.ts';
import { answerCountName } from '../../quiz-format.ts';
import { radioCardInput } from '../radio-card.ts';
import { LessonPicker } from './lesson-picker.tsx';
import { useTranslation } from '../../../../lib/i18n.ts';

const typeIcons: Record<QuizExerciseType, LucideIcon> = {
  mcq: ListChecks,
  open: PencilLine,
  fill: TextCursorInput,
};

/** The look of a radio button drawn as a card; the input itself is visually hidden. */
const optionCard = cn(
  'flex cursor-pointer rounded-xl border border-line bg-surface-raised transition-colors hover:border-brand-500/50',
  'has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:shadow-xs dark:has-[:checked]:bg-brand-700/20',
  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
);

function Choice({
  name,
  checked,
  onChange,
  children,
  className,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <label className={cn('relative', optionCard, className)}>
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className={radioCardInput}
      />
      {children}
    </label>
  );
}

/**
 * What the quiz is on and how it asks: the lesson, the exercise type (each with a line saying what
 * it is) and, for MCQ, the answer count (duo, trio, square). A refusal shows its translated
 * message; a plan limit also offers the upgrade prompt.
 */
export function CreateQuizForm({
  initialLessonId,
  busy,
  failure,
  onEdit,
  onSubmit,
}: {
  initialLessonId: string | null;
  busy: boolean;
  failure: unknown;
  onEdit: () => void;
  onSubmit: (input: CreateQuiz) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [lessonId, setLessonId] = useState<string | null>(initialLessonId);
  const [type, setType] = useState<QuizExerciseType>('mcq');
  const [answerCount, setAnswerCount] = useState<AnswerCount>(4);
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!lessonId || busy) return;
    onSubmit({ lessonId, type, ...(type === 'mcq' ? { answerCount } : {}) });
  };
  const edited = () => {
    if (failure) onEdit();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col">
      <DialogHeader title={t('quizzes.create.title')} description={t('quizzes.create.subtitle')} />
      <div className="flex flex-col gap-6">
        <LessonPicker
          value={lessonId}
          invalid={tried && !lessonId}
          onChange={(picked) => {
            edited();
            setLessonId(picked);
          }}
        />

        <fieldset className="flex min-w-0 flex-col">
          <legend className="mb-2 text-sm font-medium text-ink">{t('quizzes.create.type')}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {quizExerciseTypes.map((value) => {
              const Icon = typeIcons[value];
              return (
                <Choice
                  key={value}
                  name={`${id}-type`}
                  checked={type === value}
                  onChange={() => {
                    edited();
                    setType(value);
                  }}
                  className="items-start gap-3 p-3 sm:flex-col sm:gap-2"
                >
                  <span
                    aria-hidden
                    className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-brand-600 dark:text-brand-100"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <span className="flex flex-col gap-0.5">
                    <span className="text-sm font-semibold text-ink">
                      {t(`quizzes.types.${value}`)}
                    </span>
                    <span className="text-xs leading-snug text-ink-muted">
                      {t(`quizzes.typeHints.${value}`)}
                    </span>
                  </span>
                </Choice>
              );
            })}
          </div>
        </fieldset>

        {type === 'mcq' && (
          <fieldset className="flex min-w-0 flex-col">
            <legend className="mb-2 text-sm font-medium text-ink">
              {t('quizzes.create.answerCount')}
            </legend>
            <div className="grid grid-cols-3 gap-2">
              {answerCounts.map((count) => (
                <Choice
                  key={count}
                  name={`${id}-count`}
                  checked={answerCount === count}
                  onChange={() => {
                    edited();
                    setAnswerCount(count);
                  }}
                  className="flex-col items-center gap-1.5 px-2 py-3 text-center"
                >
                  <span aria-hidden className="grid grid-cols-2 gap-1">
                    {[0, 1, 2, 3].map((dot) => (
                      <span
                        key={dot}
                        className={cn(
                          'h-2.5 w-2.5 rounded-sm',
                          dot < count ? 'bg-brand-600' : 'bg-line',
                        )}
                      />
                    ))}
                  </span>
                  <span className="text-sm font-semibold text-ink">
                    {t(`quizzes.answerCounts.${answerCountName(count) ?? 'square'}`)}
                  </span>
                  <span className="text-xs text-ink-muted">
                    {t('quizzes.answerCountHint', { count })}
                  </span>
                </Choice>
              ))}
            </div>
          </fieldset>
        )}
      </div>

      {failure !== null && failure !== undefined && (
        <Alert tone="error" className="mt-5">
          <p>{errorText(failure, {}, 'QUIZ_GENERATION_FAILED')}</p>
          {limitReasonOf(failure) && (
            <button
              type="button"
              onClick={openUpgradePrompt}
              className="mt-1 font-semibold underline underline-offset-2"
            >
              {t('quizzes.create.upgrade')}
            </button>
          )}
        </Alert>
      )}

      <QuotaLeft metric="generation" className="mt-4" />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="secondary">
            {t('quizzes.create.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? t('quizzes.create.creating') : t('quizzes.create.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
