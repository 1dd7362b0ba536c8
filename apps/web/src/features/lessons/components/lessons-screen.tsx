import { ArrowDownUp, Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  IconField,
  ListScreen,
  listTabOf,
  PagedResults,
} from '../../../components/list-screen.tsx';
import { inputClassName, inputLook, inputText } from '../../../components/ui/text-field.tsx';
import { useBreakpoints } from '../../../hooks/use-breakpoints.ts';
import { useSearchParamUpdates } from '../../../hooks/use-search-param-updates.ts';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/error-text.ts';
import { lessonsOf, useLessonList, type LessonListFilters } from '../api/list-lessons.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';
import { AddLessonButton } from './add-lesson-button.tsx';
import { LessonCard } from './lesson-card.tsx';
import { NoFavourites, NoLessons, NoResults } from './lessons-empty-state.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

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
  const query = filters.q.trim();
  return (
    <PagedResults
      list={list}
      items={lessons}
      testId="lesson-total"
      texts={{
        error: errorText(list.error),
        reload: t('lessons.list.reload'),
        total: t('lessons.list.total', { count: total }),
        label: t('lessons.list.label'),
        loadMore: t('lessons.list.loadMore'),
      }}
      empty={
        query ? (
          <NoResults query={query} onClear={onClearSearch} />
        ) : filters.favourite ? (
          <NoFavourites />
        ) : (
          <NoLessons />
        )
      }
      renderItem={(lesson) => <LessonCard key={lesson.id} lesson={lesson} />}
    />
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
  const tab = listTabOf(params);
  const sort = params.get('sort') === 'oldest' ? 'oldest' : 'newest';
  const [search, setSearch] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(search, 300);

  useEffect(() => {
    if ((params.get('q') ?? '') !== q.trim()) update({ q: q.trim() || null });
    // Only a settled search changes the address; `params` follows from it.
  }, [q]);

  const filters: LessonListFilters = { favourite: tab === 'favourites', q, sort };

  return (
    <ListScreen
      title={t('routes.lessons')}
      action={!isMobile && <AddLessonButton />}
      tab={tab}
      onTabChange={(value) => update({ tab: value === 'favourites' ? 'favourites' : null })}
      tabTexts={{
        label: t('lessons.list.tabsLabel'),
        all: t('lessons.list.tabs.all'),
        favourites: t('lessons.list.tabs.favourites'),
      }}
      filters={
        <div className="flex gap-2">
          <IconField
            id={searchId}
            label={t('lessons.list.search')}
            icon={Search}
            className="min-w-0 flex-1 lg:w-72 lg:flex-none"
          >
            <input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('lessons.list.searchPlaceholder')}
              className={cn(inputClassName, 'pl-9')}
            />
          </IconField>
          <IconField
            id={sortId}
            label={t('lessons.list.sort')}
            icon={ArrowDownUp}
            className="shrink-0"
          >
            <select
              id={sortId}
              value={sort}
              onChange={(event) =>
                update({ sort: event.target.value === 'oldest' ? 'oldest' : null })
              }
              className={cn(
                inputLook,
                inputText,
                'h-11 w-auto appearance-none border-line pr-3 pl-9',
              )}
            >
              <option value="newest">{t('lessons.list.sorts.newest')}</option>
              <option value="oldest">{t('lessons.list.sorts.oldest')}</option>
            </select>
          </IconField>
        </div>
      }
      results={
        <LessonResults
          filters={filters}
          onClearSearch={() => {
            setSearch('');
            update({ q: null });
          }}
        />
      }
    >
      {isMobile && <AddLessonButton variant="floating" />}
    </ListScreen>
  );
}
