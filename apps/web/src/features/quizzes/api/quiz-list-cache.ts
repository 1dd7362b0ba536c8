import type { QuizList, QuizSummary } from '@study/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { quizListsKey } from './list-quizzes.ts';

type Lists = InfiniteData<QuizList>;
export type ListsSnapshot = [readonly unknown[], Lists | undefined][];

/** Changes one quiz in every cached list; returns the lists as they were, for a rollback. */
export function patchQuizInLists(
  queryClient: QueryClient,
  id: string,
  patch: Partial<QuizSummary>,
): ListsSnapshot {
  const before = queryClient.getQueriesData<Lists>({ queryKey: quizListsKey });
  queryClient.setQueriesData<Lists>({ queryKey: quizListsKey }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => ({
            ...page,
            items: page.items.map((quiz) => (quiz.id === id ? { ...quiz, ...patch } : quiz)),
          })),
        }
      : lists,
  );
  return before;
}

/** Takes one quiz out of every cached list. */
export function removeQuizFromLists(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<Lists>({ queryKey: quizListsKey }, (lists) =>
    lists
      ? {
          ...lists,
          pages: lists.pages.map((page) => {
            const items = page.items.filter((quiz) => quiz.id !== id);
            return { ...page, items, total: page.total - (page.items.length - items.length) };
          }),
        }
      : lists,
  );
}

/** Puts the lists back as `patchQuizInLists` found them. */
export function restoreQuizLists(queryClient: QueryClient, before: ListsSnapshot): void {
  for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
}
