import { useSuspenseQuery } from '@tanstack/react-query';
import { profileQueryOptions } from './auth-queries.ts';

/** The signed-in user's profile; the guard has loaded it before any signed-in screen renders. */
export function useProfile() {
  return useSuspenseQuery(profileQueryOptions).data;
}
