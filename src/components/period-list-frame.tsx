import type { ReactNode } from 'react';
import { toApiError } from '../lib/api/api-error';
import { LoadFailed, Loading } from './load-state';
import { PeriodFields } from './period-fields';

interface Props {
  title: string;
  /** 2 when the list sits under a screen's own heading (its title then takes an id of its own). */
  level?: 1 | 2;
  /** The ids of the period's two boxes start with it. */
  idPrefix: string;
  /** The New button (shown by the screen only with the create right). */
  actions?: ReactNode;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  /** The list's query as TanStack Query gives it; a failure is worded for the user here. */
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  /** What an empty period says. */
  emptyText: string;
  /** The table of the period's documents, shown when there are some. */
  empty: boolean;
  children: ReactNode;
}

/**
 * A hand-written document screen's list frame: its heading and New button, the period (From, To) the
 * screen keeps in the URL, and the loading, failed and empty states around the table.
 */
export function PeriodListFrame({
  title,
  level = 1,
  idPrefix,
  actions,
  from,
  to,
  onPeriod,
  query,
  loadingLabel,
  emptyText,
  empty,
  children,
}: Props) {
  const Heading = level === 1 ? 'h1' : 'h2';
  const titleId = level === 1 ? 'screen-title' : `${idPrefix}-title`;
  return (
    <section aria-labelledby={titleId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Heading id={titleId} className={`${level === 1 ? 'h3' : 'h5'} mb-0 me-auto`}>
          {title}
        </Heading>
        {actions}
      </div>
      <div className="list-toolbar">
        <PeriodFields idPrefix={idPrefix} from={from} to={to} onPeriod={onPeriod} />
      </div>
      {query.isPending ? (
        <Loading label={loadingLabel} />
      ) : query.isError ? (
        <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      ) : empty ? (
        <p>{emptyText}</p>
      ) : (
        children
      )}
    </section>
  );
}
