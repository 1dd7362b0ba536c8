import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { reportLimit } from '../lib/limits/index.ts';
import type { AppRouter } from './router.tsx';
import { useAuthSync } from './use-auth-sync.ts';

export function createQueryClient() {
  // Any call refused for a plan limit raises the limit-reached flag, wherever it was made.
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportLimit }),
    mutationCache: new MutationCache({ onError: reportLimit }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/**
 * The providers every screen relies on, around the router. A router started from a pre-rendered
 * page has not run the guard yet (`guardPending`): it runs once the page is on screen.
 */
export function App({
  queryClient,
  router,
  guardPending = false,
  onDrawn,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  guardPending?: boolean;
  /** Called once the first screen is drawn (hydrated or rendered). */
  onDrawn?: () => void;
}) {
  useAuthSync(queryClient, router);
  useEffect(() => {
    if (guardPending) void router.revalidate();
  }, [router, guardPending]);
  useEffect(() => {
    onDrawn?.();
  }, [onDrawn]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
