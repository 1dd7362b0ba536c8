import { lessonFlashcardsSchema, type LessonFlashcards } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

async function getLessonFlashcards(id: string): Promise<LessonFlashcards> {
  return lessonFlashcardsSchema.parse(await apiFetch<unknown>(`/api/lessons/${id}/flashcards`));
}

/** Under the lesson's key: what refreshes the lesson (a regeneration, a review) refreshes its cards. */
export function lessonFlashcardsQueryKey(id: string) {
  return ['lessons', id, 'flashcards'] as const;
}

/** The lesson's cards, asked for when the flashcards tab opens, not with the lesson's first screen. */
export function useLessonFlashcards(id: string) {
  return useQuery(
    queryOptions({
      queryKey: lessonFlashcardsQueryKey(id),
      queryFn: () => getLessonFlashcards(id),
      retry: (failures, error) =>
        !(error instanceof ApiError && error.status < 500) && failures < 1,
    }),
  );
}
