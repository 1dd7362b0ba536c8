import type { AuthSession, Profile, UpdateProfileInput } from '@study/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { loadContracts, readContract } from '../contracts.ts';

/** The session cookie's session, or null when signed out; fetching it also renews it. */
async function getSession(): Promise<AuthSession | null> {
  const body = await apiFetch<unknown>('/api/auth/get-session');
  // The auth library answers `null` when signed out.
  return body === null ? null : readContract(body, (contracts) => contracts.authSessionSchema);
}

/** The signed-in user's profile. */
async function getProfile(): Promise<Profile> {
  return readContract(
    await apiFetch<unknown>('/api/profile'),
    (contracts) => contracts.profileSchema,
  );
}

// Screens read what the guard has just loaded; the guard and the session watch always refetch.
const freshForScreens = 10_000;

export const sessionQueryOptions = queryOptions({
  queryKey: ['auth', 'session'],
  queryFn: getSession,
  staleTime: freshForScreens,
  retry: false,
});

export const profileQueryOptions = queryOptions({
  queryKey: ['auth', 'profile'],
  queryFn: getProfile,
  staleTime: freshForScreens,
  retry: false,
});

/** Reads the session and, when signed in, the profile from the server, never from the cache. */
export async function reloadAuth(
  queryClient: QueryClient,
): Promise<{ session: AuthSession | null; profile?: Profile }> {
  const session = await queryClient.fetchQuery({ ...sessionQueryOptions, staleTime: 0 });
  if (!session) return { session };
  return {
    session,
    profile: await queryClient.fetchQuery({ ...profileQueryOptions, staleTime: 0 }),
  };
}

/** Saves profile fields (birthdate typed DD/MM/YYYY) and keeps the cached profile in step. */
export async function updateProfile(
  queryClient: QueryClient,
  input: UpdateProfileInput,
): Promise<Profile> {
  const [{ profileSchema }, body] = await Promise.all([
    loadContracts(),
    apiFetch<unknown>('/api/profile', { method: 'PATCH', body: JSON.stringify(input) }),
  ]);
  const profile = profileSchema.parse(body);
  queryClient.setQueryData(profileQueryOptions.queryKey, profile);
  return profile;
}

/** Forgets everything known about the signed-in user (after sign-out, deletion or expiry). */
export function clearAuthState(queryClient: QueryClient): void {
  queryClient.setQueryData(sessionQueryOptions.queryKey, null);
  queryClient.removeQueries({ queryKey: profileQueryOptions.queryKey });
}
