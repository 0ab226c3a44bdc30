import type { ReactNode } from 'react';
import { toApiError } from '../lib/api/api-error';
import { LoadFailed, Loading } from './load-state';

interface Props {
  /** The query as TanStack Query gives it; a failure is worded for the user here. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  /** What shows once the data is there. */
  children: ReactNode;
}

/** A query's loading and failed states (with Try again), then what the caller shows of its data. */
export function QueryView({ query, loadingLabel, children }: Props) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.isError)
    return <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  return <>{children}</>;
}
