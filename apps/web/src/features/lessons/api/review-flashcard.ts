import { lessonFlashcardSchema, type FlashcardRating, type LessonDetail } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { lessonQueryKey } from './get-lesson.ts';

/** Rates a flashcard; the server schedules its next review (FSRS) and answers the updated card. */
async function reviewFlashcard(lessonId: string, cardId: string, rating: FlashcardRating) {
  return lessonFlashcardSchema.parse(
    await apiFetch<unknown>(`/api/lessons/${lessonId}/flashcards/${cardId}/review`, {
      method: 'POST',
      body: JSON.stringify({ rating }),
    }),
  );
}

/** A review of one card of the lesson; the lesson is refetched for its new due count. */
export function useReviewFlashcard(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cardId, rating }: { cardId: string; rating: FlashcardRating }) =>
      reviewFlashcard(lessonId, cardId, rating),
    onSuccess: (card) => {
      queryClient.setQueryData<LessonDetail>(lessonQueryKey(lessonId), (cached) =>
        cached
          ? { ...cached, flashcards: cached.flashcards.map((c) => (c.id === card.id ? card : c)) }
          : cached,
      );
      void queryClient.invalidateQueries({ queryKey: ['lessons'] });
    },
  });
}
