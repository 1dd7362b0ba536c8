import { lessonFlashcardSchema, type FlashcardRating, type LessonFlashcards } from '@study/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { realtimeQueryKeys } from '../../../lib/realtime/realtime-query-keys.ts';
import { lessonFlashcardsQueryKey } from './get-lesson-flashcards.ts';

/** Rates a flashcard; the server schedules its next review (FSRS) and answers the updated card. */
async function reviewFlashcard(lessonId: string, cardId: string, rating: FlashcardRating) {
  return lessonFlashcardSchema.parse(
    await apiFetch<unknown>(`/api/lessons/${lessonId}/flashcards/${cardId}/review`, {
      method: 'POST',
      body: JSON.stringify({ rating }),
    }),
  );
}

export interface FlashcardReview {
  lessonId: string;
  cardId: string;
  rating: FlashcardRating;
}

/**
 * A review of one card, of any lesson; the lesson's cached card takes its new schedule and the
 * lists and the home screen are refetched for their due counts. A review session in progress
 * keeps its cards.
 */
export function useReviewFlashcard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, cardId, rating }: FlashcardReview) =>
      reviewFlashcard(lessonId, cardId, rating),
    onSuccess: (card, { lessonId }) => {
      queryClient.setQueryData<LessonFlashcards>(lessonFlashcardsQueryKey(lessonId), (cached) =>
        cached ? { items: cached.items.map((c) => (c.id === card.id ? card : c)) } : cached,
      );
      void queryClient.invalidateQueries({
        queryKey: ['lessons'],
        // A review changes no lesson text: that one is not asked for again.
        predicate: (query) =>
          query.queryKey[1] !== 'due-flashcards' && query.queryKey[2] !== 'text',
      });
      void queryClient.invalidateQueries({ queryKey: realtimeQueryKeys.dashboard });
    },
  });
}
