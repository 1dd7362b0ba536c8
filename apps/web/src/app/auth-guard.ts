import { isOnboardingComplete, type Profile } from '@study/shared';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { clearAuthState, reloadAuth } from '../lib/auth/auth-queries.ts';
import { storeAttribution } from '../lib/stored-attribution.ts';

const guestOnlyPaths = new Set(['/login', '/register', '/forgot-password']);

export interface GuardInput {
  pathname: string;
  search: URLSearchParams;
  signedIn: boolean;
  onboardingComplete: boolean;
}

/**
 * The spec's five guard rules, in order; returns where to go instead, or null to stay. One
 * deliberate deviation: reset-password carrying a `token` or an `error` is reachable signed out,
 * because the reset here is token-based rather than a recovery session.
 */
export function guardRedirect({
  pathname,
  search,
  signedIn,
  onboardingComplete,
}: GuardInput): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!signedIn) {
    if (guestOnlyPaths.has(path)) return null;
    if (path === '/reset-password' && (search.has('token') || search.has('error'))) return null;
    return '/login';
  }
  if (guestOnlyPaths.has(path)) return '/';
  if (!onboardingComplete) return path === '/onboarding' ? null : '/onboarding';
  if (path === '/onboarding') return '/';
  return null;
}

/** Reads the session, then the profile when signed in; an unreadable profile signs out. */
async function loadAuth(queryClient: QueryClient): Promise<Profile | null> {
  try {
    return (await reloadAuth(queryClient)).profile ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
      clearAuthState(queryClient);
      return null;
    }
    throw error;
  }
}

/** The root loader: runs the guard before every navigation (see `shouldRevalidate`). */
export function createAuthGuardLoader(queryClient: QueryClient) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const profile = await loadAuth(queryClient);
    if (!profile) storeAttribution(url.searchParams);
    const target = guardRedirect({
      pathname: url.pathname,
      search: url.searchParams,
      signedIn: profile !== null,
      onboardingComplete: profile ? isOnboardingComplete(profile) : false,
    });
    if (target && target !== url.pathname) throw redirect(target);
    return null;
  };
}
