import { type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { ApiError } from '../lib/api-client.ts';
import { authEventBus } from '../lib/auth/auth-events.ts';
import {
  clearAuthState,
  profileQueryOptions,
  sessionQueryOptions,
} from '../lib/auth/auth-queries.ts';
import { forgetSession } from '../lib/auth/sign-out.ts';
import { sessionWatchStep } from '../lib/auth/session-watch.ts';
import { sessionWatch } from '@study/shared';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Keeps this tab in step with the session: the spec's session watch (a check every tick, a refresh
 * near expiry, sign-out when the profile can no longer be read) and the other tabs' auth events.
 */
export function useAuthSync(queryClient: QueryClient, router: Router) {
  useEffect(() => {
    const signedOutHere = () => {
      forgetSession(queryClient);
      void router.navigate('/login');
    };

    const tick = async () => {
      const session = queryClient.getQueryData(sessionQueryOptions.queryKey);
      if (!session) return;
      try {
        if (sessionWatchStep(session.session.expiresAt, Date.now()) === 'refresh') {
          const renewed = await queryClient.fetchQuery(sessionQueryOptions);
          if (!renewed) return signedOutHere();
          authEventBus.publish('TOKEN_REFRESHED');
        }
        await queryClient.fetchQuery(profileQueryOptions);
      } catch (error) {
        // A network blip is not a sign-out; the server saying the profile is gone is.
        if (error instanceof ApiError && (error.status === 401 || error.status === 404)) {
          signedOutHere();
        } else {
          console.error('error refreshing the profile', error);
        }
      }
    };

    const timer = window.setInterval(() => void tick(), sessionWatch.tickMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    document.addEventListener('visibilitychange', onVisible);

    const unsubscribe = authEventBus.subscribe((event) => {
      if (event === 'SIGNED_OUT') {
        clearAuthState(queryClient);
        void router.navigate('/login');
        return;
      }
      // Anything else changed who is signed in or what they look like: run the guard again.
      void router.revalidate();
    });

    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      unsubscribe();
    };
  }, [queryClient, router]);
}
