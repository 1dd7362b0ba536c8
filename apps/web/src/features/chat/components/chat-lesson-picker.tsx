import { BookOpenCheck, ChevronRight, Search, SearchX } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { Link } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useChatLessons } from '../api/list-chat-lessons.ts';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * `/chat` without a lesson: the spec's "a lesson must be selected first", with a search over the
 * user's ready lessons; picking one opens its chat.
 */
export function ChatLessonPicker() {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const lessons = useChatLessons(query);
  const items = lessons.data ?? [];

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <header className="flex flex-col gap-1.5">
        <p className="text-xs font-semibold tracking-wide text-brand-600 uppercase dark:text-brand-100">
          {t('chat.header.overline')}
        </p>
        <ScreenTitle>{t('chat.picker.title')}</ScreenTitle>
        <p className="text-sm leading-relaxed text-ink-muted">{t('chat.picker.body')}</p>
      </header>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium text-ink">
          {t('chat.picker.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t('chat.picker.searchPlaceholder')}
            className={cn(inputClassName, 'pl-9')}
          />
        </div>
      </div>

      {lessons.isPending ? (
        <ul aria-hidden className="flex flex-col gap-2">
          {[0, 1, 2].map((key) => (
            <li key={key} className="h-16 animate-pulse rounded-2xl bg-surface-muted" />
          ))}
        </ul>
      ) : lessons.isError ? (
        <Alert tone="error">
          <p>{errorText(lessons.error)}</p>
          <button
            type="button"
            onClick={() => void lessons.refetch()}
            className="mt-1 font-semibold underline underline-offset-2"
          >
            {t('chat.picker.reload')}
          </button>
        </Alert>
      ) : items.length === 0 && query.trim() ? (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-line px-6 py-10 text-center">
          <SearchX aria-hidden className="h-7 w-7 text-ink-muted" />
          <p className="text-sm text-ink-muted">
            {t('chat.picker.noResults', { query: query.trim() })}
          </p>
          <Button variant="secondary" size="sm" onClick={() => setSearch('')}>
            {t('chat.picker.clearSearch')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <section className="flex flex-col items-center rounded-2xl border border-dashed border-line bg-surface-raised px-6 py-12 text-center">
          <div className="mb-4 flex h-14 w-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-700/25 dark:text-brand-100">
            <BookOpenCheck aria-hidden className="h-7 w-7" />
          </div>
          <h2 className="text-lg font-semibold text-ink">{t('chat.picker.noLessonsTitle')}</h2>
          <p className="mt-1.5 max-w-md text-sm leading-relaxed text-ink-muted">
            {t('chat.picker.noLessonsBody')}
          </p>
          <Button asChild className="mt-6">
            <Link to="/lessons?add=1">{t('chat.picker.addLesson')}</Link>
          </Button>
        </section>
      ) : (
        <ul
          aria-label={t('chat.picker.label')}
          aria-busy={lessons.isFetching || undefined}
          className="flex flex-col gap-2"
        >
          {items.map((lesson) => (
            <li key={lesson.id}>
              <Link
                to={`/chat/${lesson.id}`}
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface-raised p-3 transition-[border-color,box-shadow] hover:border-brand-500/50 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <span
                  aria-hidden
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-2xl"
                >
                  {lesson.emoji}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm font-semibold text-ink">
                  {lesson.title}
                </span>
                <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-ink-muted" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
