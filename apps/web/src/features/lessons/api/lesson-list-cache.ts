import type { LessonList, LessonSummary } from '@study/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { lessonListsKey } from './lesson-lists-key.ts';

type Lists = InfiniteData<LessonList>;

/** Changes one lesson in every cached list; returns the lists as they were, for a rollback. */
export function patchInLists(
  queryClient: QueryClient,
  id: string,
  patch: Partial<LessonSummary>,
): [readonly unknown[], Lists | undefined][] {
  const before = queryClient.getQueriesData<Lists>({ queryKey: lessonListsKey });
  queryClient.setQueriesData<Lists>({ queryKey: lessonListsKey }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            items: page.items.map((lesson) =>
              lesson.id === id ? { ...lesson, ...patch } : lesson,
            ),
          })),
        }
      : lists,
  );
  return before;
}

/** Takes one lesson out of every cached list. */
export function removeFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Lists>({ queryKey: lessonListsKey }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => {
            const items = page.items.filter((lesson) => lesson.id !== id);
            return { ...page, items, total: page.total - (page.items.length - items.length) };
          }),
        }
      : lists,
  );
}

/** Puts the lists back as `patchInLists` found them. */
export function restoreLists(
  queryClient: QueryClient,
  before: [readonly unknown[], Lists | undefined][],
): void {
  for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
}
