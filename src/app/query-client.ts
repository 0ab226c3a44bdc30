import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error';

/** Server data lives in TanStack Query only. A refused or unauthorised call is not retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failures, error) => !(error instanceof ApiError && error.status !== 101 && error.status !== 0) && failures < 2,
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
