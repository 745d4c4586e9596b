import { QueryClient } from "@tanstack/react-query";

// Cached data never goes stale by itself, no refetch on window focus, and no
// retries of queries or mutations. Each query passes its own queryFn (see features/*/api).
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
