import { ArrowDownUp, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { inputClassName } from '../../../components/ui/text-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { useBreakpoints } from '../../../hooks/use-breakpoints.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { RealtimeIndicator } from '../../../lib/realtime/realtime-indicator.tsx';
import { lessonsOf, useLessonList, type LessonListFilters } from '../api/list-lessons.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AddLessonButton } from './add-lesson-button.tsx';
import { LessonCard } from './lesson-card.tsx';
import { NoFavourites, NoLessons, NoResults } from './lessons-empty-state.tsx';

const listTabs = ['all', 'favourites'] as const;
type ListTab = (typeof listTabs)[number];

function Skeleton() {
  return (
    <ul aria-hidden className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <li key={key} className="flex gap-3 rounded-2xl border border-line bg-surface-raised p-4">
          <span className="h-12 w-12 animate-pulse rounded-xl bg-surface-muted" />
          <span className="flex flex-1 flex-col gap-2 pt-1">
            <span className="h-4 w-3/4 animate-pulse rounded bg-surface-muted" />
            <span className="h-3 w-1/2 animate-pulse rounded bg-surface-muted" />
          </span>
        </li>
      ))}
    </ul>
  );
}

function LessonResults({
  filters,
  onClearSearch,
}: {
  filters: LessonListFilters;
  onClearSearch: () => void;
}) {
  const { t } = useTranslation();
  const list = useLessonList(filters);
  const lessons = lessonsOf(list.data);
  const total = list.data?.pages.at(-1)?.total ?? 0;

  if (list.isPending) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <Skeleton />
      </div>
    );
  }
  if (list.isError && lessons.length === 0) {
    return (
      <Alert tone="error">
        <p>{errorText(list.error)}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mt-1 font-semibold underline underline-offset-2"
        >
          {t('lessons.list.reload')}
        </button>
      </Alert>
    );
  }
  if (lessons.length === 0) {
    if (filters.q.trim()) return <NoResults query={filters.q.trim()} onClear={onClearSearch} />;
    return filters.favourite ? <NoFavourites /> : <NoLessons />;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid="lesson-total">
        {t('lessons.list.total', { count: total })}
      </p>
      <ul
        aria-label={t('lessons.list.label')}
        className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3"
      >
        {lessons.map((lesson) => (
          <LessonCard key={lesson.id} lesson={lesson} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('common.loading') : t('lessons.list.loadMore')}
        </Button>
      )}
    </div>
  );
}

/**
 * The lessons list: tabs All / Favourites, a search by title and an order, all kept in the address
 * (`?tab=favourites&q=…&sort=oldest`), so the view survives a reload and can be shared.
 */
export function LessonsScreen() {
  const { t } = useTranslation();
  const { isMobile } = useBreakpoints();
  const searchId = useId();
  const sortId = useId();
  const [params, update] = useSearchParamUpdates();
  const tab: ListTab = params.get('tab') === 'favourites' ? 'favourites' : 'all';
  const sort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search, 300);

  useEffect(() => {
    if ((params.get('q') ?? '') !== q.trim()) update({ q: q.trim() || null });
    // Only a settled search changes the address; `params` follows from it.
  }, [q]);

  const filters: LessonListFilters = { favourite: tab === 'favourites', q, sort };
  const results = (
    <LessonResults
      filters={filters}
      onClearSearch={() => {
        setSearch('');
        update({ q: null });
      }}
    />
  );

  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <ScreenTitle>{t('routes.lessons')}</ScreenTitle>
          <RealtimeIndicator className="mt-1" />
        </div>
        {!isMobile && <AddLessonButton />}
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => update({ tab: value === 'favourites' ? 'favourites' : null })}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label={t('lessons.list.tabsLabel')} className="w-full sm:w-auto">
            {listTabs.map((value) => (
              <TabsTrigger key={value} value={value} className="sm:min-w-28">
                {t(`lessons.list.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="flex gap-2">
            <div className="relative min-w-0 flex-1 lg:w-72 lg:flex-none">
              <label htmlFor={searchId} className="sr-only">
                {t('lessons.list.search')}
              </label>
              <Search
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
              />
              <input
                id={searchId}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder={t('lessons.list.searchPlaceholder')}
                className={cn(inputClassName, 'pl-9')}
              />
            </div>
            <div className="relative shrink-0">
              <label htmlFor={sortId} className="sr-only">
                {t('lessons.list.sort')}
              </label>
              <ArrowDownUp
                aria-hidden
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
              />
              <select
                id={sortId}
                value={sort}
                onChange={(event) =>
                  update({ sort: event.target.value === 'oldest' ? 'oldest' : null })
                }
                className={cn(inputClassName, 'w-auto appearance-none pr-3 pl-9')}
              >
                <option value="newest">{t('lessons.list.sorts.newest')}</option>
                <option value="oldest">{t('lessons.list.sorts.oldest')}</option>
              </select>
            </div>
          </div>
        </div>
        {listTabs.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab && results}
          </TabsContent>
        ))}
      </Tabs>
      {isMobile && <AddLessonButton variant="floating" />}
    </div>
  );
}
