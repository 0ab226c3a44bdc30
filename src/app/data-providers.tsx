import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { getQueryClient } from './query-client';

/**
 * Server-data providers for the areas that read data. A route of its own, loaded lazily, so the
 * sign-in page does not carry the query library (budget: the first page's JavaScript).
 */
export function DataProviders() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
