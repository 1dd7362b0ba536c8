import type { LessonSummary } from '@study/shared';
import { BookPlus, Check, LoaderCircle, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../../components/ui/alert.tsx';
import { FieldError, inputClassName } from '../../../../components/ui/text-field.tsx';
import { cn } from '../../../../lib/cn.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { useLessonChoices } from '../../api/list-lesson-choices.ts';
import { radioCardInput } from '../radio-card.ts';
import { useTranslation } from '../../../../lib/i18n.ts';

const searchDelayMs = 250;

function LessonOption({
  lesson,
  name,
  selected,
  onSelect,
}: {
  lesson: LessonSummary;
  name: string;
  selected: boolean;
  onSelect: (lessonId: string) => void;
}) {
  const { t } = useTranslation();
  const ready = lesson.status === 'ready';
  const ref = useRef<HTMLInputElement>(null);
  // A lesson chosen before opening (a link from its page) is brought into view.
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <li>
      <label
        className={cn(
          'relative flex items-center gap-3 rounded-xl border border-transparent px-3 py-2.5 transition-colors',
          'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 dark:has-[:checked]:bg-brand-700/20',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
          ready
            ? 'cursor-pointer hover:bg-surface-muted'
            : 'cursor-not-allowed opacity-60 hover:bg-transparent',
        )}
      >
        <input
          ref={ref}
          type="radio"
          name={name}
          value={lesson.id}
          checked={selected}
          disabled={!ready}
          onChange={() => onSelect(lesson.id)}
          className={radioCardInput}
        />
        <span
          aria-hidden
          className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-lg"
        >
          {lesson.emoji}
        </span>
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="truncate text-sm font-medium text-ink">{lesson.title}</span>
          {!ready && (
            <span className="inline-flex items-center gap-1 text-xs text-ink-muted">
              {lesson.status === 'processing' && (
                <LoaderCircle aria-hidden className="h-3 w-3 animate-spin" />
              )}
              {t(
                lesson.status === 'processing'
                  ? 'quizzes.create.lessonProcessing'
                  : 'quizzes.create.lessonFailed',
              )}
            </span>
          )}
        </span>
        {selected && <Check aria-hidden className="h-5 w-5 shrink-0 text-brand-600" />}
      </label>
    </li>
  );
}

/**
 * The lesson a quiz is made from: a search by title and the list of the user's lessons, as radio
 * buttons; lessons still being prepared (or that failed) show why they cannot be chosen yet.
 */
export function LessonPicker({
  value,
  onChange,
  invalid,
}: {
  value: string | null;
  onChange: (lessonId: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [search]);
  const choices = useLessonChoices(q);
  const lessons = choices.data?.items ?? [];
  const noLessonAtAll = choices.data?.total === 0 && q === '';

  if (noLessonAtAll) {
    return (
      <div className="flex flex-col items-start gap-2 rounded-xl border border-dashed border-line p-4">
        <p className="text-sm text-ink-muted">{t('quizzes.create.noLessons')}</p>
        <Link
          to="/lessons?add=1"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-100"
        >
          <BookPlus aria-hidden className="h-4 w-4" />
          {t('quizzes.create.addLesson')}
        </Link>
      </div>
    );
  }

  return (
    <fieldset
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{t('quizzes.create.lesson')}</legend>
      <div className="relative">
        <label htmlFor={`${id}-search`} className="sr-only">
          {t('quizzes.create.search')}
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
        />
        <input
          id={`${id}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('quizzes.create.searchPlaceholder')}
          className={cn(inputClassName, 'pl-9')}
        />
      </div>
      {choices.isError && !choices.data ? (
        <Alert tone="error">{errorText(choices.error, {}, 'QUIZ_GENERATION_FAILED')}</Alert>
      ) : choices.isPending ? (
        <p className="px-1 py-3 text-sm text-ink-muted" aria-busy="true">
          {t('common.loading')}
        </p>
      ) : lessons.length === 0 ? (
        <p className="px-1 py-3 text-sm text-ink-muted" role="status">
          {t('quizzes.create.noMatch', { q })}
        </p>
      ) : (
        <ul
          aria-label={t('quizzes.create.lessonsLabel')}
          aria-busy={choices.isPlaceholderData || undefined}
          className={cn(
            'flex max-h-56 flex-col gap-1 overflow-y-auto rounded-xl border p-1.5',
            invalid ? 'border-red-500' : 'border-line',
          )}
        >
          {lessons.map((lesson) => (
            <LessonOption
              key={lesson.id}
              lesson={lesson}
              name={`${id}-lesson`}
              selected={lesson.id === value}
              onSelect={onChange}
            />
          ))}
        </ul>
      )}
      {invalid && <FieldError id={`${id}-error`}>{t('quizzes.create.pickLesson')}</FieldError>}
    </fieldset>
  );
}
