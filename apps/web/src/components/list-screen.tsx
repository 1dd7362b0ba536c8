import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { RealtimeIndicator } from '../lib/realtime/realtime-indicator.tsx';
import { ScreenTitle } from './screen-title.tsx';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './ui/tabs.tsx';
import { useTranslation } from '../lib/i18n.ts';

/** What a list screen needs of an infinite query (TanStack Query's `useInfiniteQuery`). */
export interface PagedList {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/** Three grey cards while the first page loads; `badge` adds the chip line a quiz card has. */
export function ListSkeleton({ badge = false }: { badge?: boolean }) {
  return (
    <ul aria-hidden className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
      {[0, 1, 2].map((key) => (
        <li key={key} className="flex gap-3 rounded-2xl border border-line bg-surface-raised p-4">
          <span className="h-12 w-12 animate-pulse rounded-xl bg-surface-muted" />
          <span className="flex flex-1 flex-col gap-2 pt-1">
            <span className="h-4 w-3/4 animate-pulse rounded bg-surface-muted" />
            <span className="h-3 w-1/2 animate-pulse rounded bg-surface-muted" />
            {badge && (
              <span className="mt-1 h-5 w-24 animate-pulse rounded-full bg-surface-muted" />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * A page-by-page list of cards: the skeleton while loading, the error with a way to reload, the
 * empty state, else the count, the cards and "Load more".
 */
export function PagedResults<T extends { id: string }>({
  list,
  items,
  loading = false,
  badge = false,
  texts,
  testId,
  empty,
  renderItem,
}: {
  list: PagedList;
  items: readonly T[];
  /** Still waiting for something else the empty state depends on. */
  loading?: boolean;
  badge?: boolean;
  texts: { error: string; reload: string; total: string; label: string; loadMore: string };
  testId: string;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (list.isPending || (items.length === 0 && loading)) {
    return (
      <div aria-busy="true">
        <p className="sr-only">{t('common.loading')}</p>
        <ListSkeleton badge={badge} />
      </div>
    );
  }
  if (list.isError && items.length === 0) {
    return (
      <Alert tone="error">
        <p>{texts.error}</p>
        <button
          type="button"
          onClick={() => void list.refetch()}
          className="mt-1 font-semibold underline underline-offset-2"
        >
          {texts.reload}
        </button>
      </Alert>
    );
  }
  if (items.length === 0) return empty;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-ink-muted" aria-live="polite" data-testid={testId}>
        {texts.total}
      </p>
      <ul aria-label={texts.label} className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-3">
        {items.map(renderItem)}
      </ul>
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('common.loading') : texts.loadMore}
        </Button>
      )}
    </div>
  );
}

/** A filter control (search box, select) with its icon inside and a label for screen readers. */
export function IconField({
  id,
  label,
  icon: Icon,
  className,
  children,
}: {
  id: string;
  label: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Icon
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-muted"
      />
      {children}
    </div>
  );
}

const listTabs = ['all', 'favourites'] as const;
export type ListTab = (typeof listTabs)[number];

/** The tab a list screen's address names (`?tab=favourites`), All by default. */
export function listTabOf(params: URLSearchParams): ListTab {
  return params.get('tab') === 'favourites' ? 'favourites' : 'all';
}

/**
 * A list screen: its title with the live-updates dot and its main action, tabs All / Favourites,
 * the filters beside them, and the results of the open tab.
 */
export function ListScreen({
  title,
  action,
  tab,
  onTabChange,
  tabTexts,
  filters,
  results,
  children,
}: {
  title: string;
  action?: ReactNode;
  tab: ListTab;
  onTabChange: (tab: ListTab) => void;
  tabTexts: { label: string; all: string; favourites: string };
  filters?: ReactNode;
  results: ReactNode;
  /** After the list: a floating button, a dialog. */
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center justify-between gap-4">
        <div className="flex min-w-0 items-center gap-3">
          <ScreenTitle>{title}</ScreenTitle>
          <RealtimeIndicator className="mt-1" />
        </div>
        {action}
      </header>
      <Tabs
        value={tab}
        onValueChange={(value) => onTabChange(value === 'favourites' ? 'favourites' : 'all')}
        className="flex flex-col gap-5"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label={tabTexts.label} className="w-full sm:w-auto">
            {listTabs.map((value) => (
              <TabsTrigger key={value} value={value} className="sm:min-w-28">
                {tabTexts[value]}
              </TabsTrigger>
            ))}
          </TabsList>
          {filters}
        </div>
        {listTabs.map((value) => (
          <TabsContent key={value} value={value}>
            {value === tab && results}
          </TabsContent>
        ))}
      </Tabs>
      {children}
    </div>
  );
}
