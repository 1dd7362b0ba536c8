import type { LessonSummary } from '@study/shared';
import { CircleAlert, LoaderCircle, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { CardActions } from '../../../components/card-actions.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteLesson } from '../api/delete-lesson.ts';
import { useFavouriteLesson } from '../api/favourite-lesson.ts';
import { useRetryLesson } from '../api/retry-lesson.ts';
import { formatAddedDate, languageName } from '../lesson-format.ts';
import { useTranslation } from '../../../lib/i18n.ts';

function RetryButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const retry = useRetryLesson(id);
  return (
    <button
      type="button"
      onClick={() => retry.mutate()}
      disabled={retry.isPending}
      className="relative z-10 inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-100 dark:hover:bg-brand-700/25"
    >
      <RotateCcw aria-hidden className="h-3.5 w-3.5" />
      {t('lessons.list.retry')}
    </button>
  );
}

/**
 * One lesson of the list: emoji, title (the link to it), language, pages, when it was added and
 * whether it is still being prepared; its favourite star and delete button.
 */
export function LessonCard({ lesson }: { lesson: LessonSummary }) {
  const { t, i18n } = useTranslation();
  const favourite = useFavouriteLesson();
  const remove = useDeleteLesson();
  const failure = favourite.error ?? remove.error;
  const added = new Date(lesson.createdAt);

  return (
    <li>
      <article
        data-testid="lesson-card"
        aria-busy={lesson.status === 'processing' || undefined}
        className="group relative flex h-full gap-3 rounded-2xl border border-line bg-surface-raised p-4 transition-[border-color,box-shadow] focus-within:border-brand-500/60 hover:border-brand-500/50 hover:shadow-sm"
      >
        <span
          aria-hidden
          className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-surface-muted text-2xl"
        >
          {lesson.emoji}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 className="text-base leading-snug font-semibold text-ink">
            <Link
              to={`/lessons/${lesson.id}`}
              className="line-clamp-2 break-words after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
            >
              {lesson.title}
            </Link>
          </h2>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-ink-muted">
            <span>{languageName(lesson.language, i18n.language)}</span>
            <span aria-hidden>·</span>
            <span>{t('lessons.list.pages', { count: lesson.pageCount })}</span>
            <span aria-hidden>·</span>
            <time
              dateTime={lesson.createdAt}
              title={added.toLocaleString(i18n.language, { dateStyle: 'full', timeStyle: 'short' })}
            >
              {formatAddedDate(lesson.createdAt, i18n.language)}
            </time>
          </p>
          {lesson.status === 'ready' && lesson.flashcardCount > 0 && (
            <p data-testid="lesson-deck" className="flex flex-wrap items-center gap-x-1.5 text-xs">
              <span className="text-ink-muted">
                {t('lessons.list.cards', { count: lesson.flashcardCount })}
              </span>
              {lesson.dueCount > 0 && (
                <>
                  <span aria-hidden className="text-ink-muted">
                    ·
                  </span>
                  <span className="font-medium text-brand-700 dark:text-brand-100">
                    {t('lessons.list.due', { count: lesson.dueCount })}
                  </span>
                </>
              )}
            </p>
          )}
          {lesson.status === 'processing' && (
            <p className="mt-1 inline-flex items-center gap-1.5 text-xs font-medium text-brand-700 dark:text-brand-100">
              <LoaderCircle aria-hidden className="h-3.5 w-3.5 animate-spin" />
              {t('lessons.list.processing')}
            </p>
          )}
          {lesson.status === 'failed' && (
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 dark:bg-red-950/40 dark:text-red-300">
                <CircleAlert aria-hidden className="h-3.5 w-3.5" />
                {t('lessons.list.failed')}
              </span>
              <RetryButton id={lesson.id} />
            </p>
          )}
          {failure && (
            <p role="alert" className="relative z-10 mt-1 text-xs text-red-600 dark:text-red-400">
              {errorText(failure)}
            </p>
          )}
        </div>
        <CardActions
          favourite={lesson.favourite}
          onFavourite={(value) => favourite.mutate({ id: lesson.id, favourite: value })}
          deleting={remove.isPending}
          onDelete={() => remove.mutate(lesson.id)}
          texts={{
            favourite: t('lessons.list.favourite'),
            makeFavourite: t('lessons.list.makeFavourite'),
            unfavourite: t('lessons.list.unfavourite'),
            delete: t('lessons.list.delete'),
            deleteTitle: t('lessons.list.deleteTitle'),
            deleteBody: t('lessons.list.deleteBody', { title: lesson.title }),
            deleteConfirm: t('lessons.list.deleteConfirm'),
            cancel: t('lessons.list.cancel'),
          }}
        />
      </article>
    </li>
  );
}
