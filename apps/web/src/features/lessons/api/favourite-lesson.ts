import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lessonListsKey } from './lesson-lists-key.ts';
import { patchInLists, restoreLists } from './lesson-list-cache.ts';
import { applyLessonUpdate, updateLesson } from './update-lesson.ts';

/**
 * Marks a lesson as a favourite or not. The star changes at once in every list and comes back if
 * the server refuses; the lists are then read again (the Favourites tab gains or loses it).
 */
export function useFavouriteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, favourite }: { id: string; favourite: boolean }) =>
      updateLesson(id, { favourite }),
    onMutate: async ({ id, favourite }) => {
      await queryClient.cancelQueries({ queryKey: lessonListsKey });
      return { before: patchInLists(queryClient, id, { favourite }) };
    },
    onError: (_error, _input, context) => {
      if (context) restoreLists(queryClient, context.before);
    },
    onSuccess: (saved, { id, favourite }) =>
      applyLessonUpdate(queryClient, id, { favourite }, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonListsKey }),
  });
}
