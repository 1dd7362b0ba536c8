import { dueFlashcardsSchema, type DueFlashcards } from '@study/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

async function getDueFlashcards(): Promise<DueFlashcards> {
  return dueFlashcardsSchema.parse(await apiFetch<unknown>('/api/flashcards/due'));
}

/** Every card due now across lessons; under `lessons` so lesson events and reviews refresh it. */
export const dueFlashcardsQueryOptions = queryOptions({
  queryKey: ['lessons', 'due-flashcards'],
  queryFn: getDueFlashcards,
  // A session is fixed when it starts: a card rated during it stays in it.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useDueFlashcards() {
  return useQuery(dueFlashcardsQueryOptions);
}
