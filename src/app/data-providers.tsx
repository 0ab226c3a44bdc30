import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { onOperationSent } from '../lib/offline/outbox';
import { forgetReadsAfterSave, getQueryClient } from './query-client';

/**
 * Server-data providers for the areas that read data. A route of its own, loaded lazily, so the
 * sign-in page does not carry the query library (budget: the first page's JavaScript).
 */
export function DataProviders() {
  // A save kept offline and sent later (a KOT, a settlement) is a save too.
  useEffect(() => onOperationSent(() => forgetReadsAfterSave(getQueryClient())), []);
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
