import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { reportLimit } from '../lib/limits/index.ts';
import { createAppRouter } from './router.tsx';
import { useAuthSync } from './use-auth-sync.ts';

function createQueryClient() {
  // Any call refused for a plan limit raises the limit-reached flag, wherever it was made.
  return new QueryClient({
    queryCache: new QueryCache({ onError: reportLimit }),
    mutationCache: new MutationCache({ onError: reportLimit }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
}

/** The providers every screen relies on, around the router. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createAppRouter(queryClient));
  useAuthSync(queryClient, router);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
