import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { authEventBus } from './auth-events.ts';
import { clearAuthState } from './auth-queries.ts';

/**
 * Ends the session, forgets the user and tells the other tabs, which sign out too. The local state
 * is cleared even if the call fails: the user asked to leave.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  try {
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: '{}' });
  } catch (error) {
    console.error('error on sign-out', error);
  }
  forgetSession(queryClient);
}

/** Clears the user locally and tells the other tabs, after the server ended the session. */
export function forgetSession(queryClient: QueryClient): void {
  clearAuthState(queryClient);
  authEventBus.publish('SIGNED_OUT');
}
