import { sessionWatch } from '@study/shared';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { createBrowserRouter } from 'react-router';
import { authEventBus } from '../lib/auth/auth-events.ts';
import { clearAuthState } from '../lib/auth/auth-queries.ts';
import { sessionWatchTick } from '../lib/auth/session-watch.ts';
import { forgetSession } from '../lib/auth/sign-out.ts';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Keeps this tab in step with the session: the spec's session watch every tick (and when the tab
 * comes back into view), and the other tabs' auth events.
 */
export function useAuthSync(queryClient: QueryClient, router: Router) {
  useEffect(() => {
    const tick = async () => {
      if ((await sessionWatchTick(queryClient)) !== 'signed-out') return;
      forgetSession(queryClient);
      await router.navigate('/login');
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
