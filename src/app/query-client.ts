import { MutationCache, QueryClient } from '@tanstack/react-query';

/**
 * An ApiError the server answered (not "no answer"). Known by its name, not `instanceof`: the
 * sign-in page of the demo build carries this file, and the ApiError module brings axios with it.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    'status' in error &&
    error.status !== 101 &&
    error.status !== 0
  );
}

/**
 * What was read before a save may no longer be true (a bill settled to a room changes its folio, a receipt the
 * order it fills): the screens not in view forget it, so one opened after a save reads afresh instead of showing
 * for up to 30 s what it read before; what is in view (a list behind a form, a field's choices) is marked stale, so
 * it reads again the next time it is shown. The screen's own save refreshes what it knows it touched.
 */
export function forgetReadsAfterSave(client: QueryClient): void {
  client.removeQueries({ type: 'inactive' });
  void client.invalidateQueries({ refetchType: 'none' });
}

/**
 * Server data lives in TanStack Query only. A refused or unauthorised call is not retried.
 *
 * Calls go out whatever the browser says of its network ('always'): the demo backend answers inside the page,
 * and a real backend's absence is the call's own answer (no answer within config.apiTimeoutMs gives the network
 * message). TanStack's default would hold a save as "Saving" with no word for as long as the browser says it
 * is offline.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: () => forgetReadsAfterSave(client) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        networkMode: 'always',
        retry: (failures, error) => !isRefusal(error) && failures < 2,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
  return client;
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
