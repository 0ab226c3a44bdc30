import { QueryClient } from '@tanstack/react-query';

/**
 * An ApiError the server answered (not "no answer"). Known by its name, not `instanceof`: the
 * sign-in page of the demo build carries this file, and the ApiError module brings axios with it.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof Error && error.name === 'ApiError' && 'status' in error && error.status !== 101 && error.status !== 0;
}

/** Server data lives in TanStack Query only. A refused or unauthorised call is not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !isRefusal(error) && failures < 2,
      },
      mutations: { retry: false },
    },
  });
}

let current: QueryClient | null = null;

/** The app's one query client (tests install a fresh one with setQueryClient). */
export function getQueryClient(): QueryClient {
  current ??= createQueryClient();
  return current;
}

export function setQueryClient(client: QueryClient): void {
  current = client;
}
