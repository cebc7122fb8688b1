import { QueryClient } from '@tanstack/react-query';

/**
 * No automatic retries: a call that times out already shows the reload dialog, and
 * a retried write could run twice.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
