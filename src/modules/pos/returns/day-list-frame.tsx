import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';

interface Props {
  title: string;
  idPrefix: string;
  actions?: ReactNode;
  day: string;
  onDay: (day: string) => void;
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingLabel: string;
  emptyText: string;
  empty: boolean;
  children: ReactNode;
}

/**
 * A day's documents (the contract's lists take one date, frmDate): heading, New button, the day kept in the URL, and
 * the loading, failed and empty states.
 */
export function DayListFrame({
  title,
  idPrefix,
  actions,
  day,
  onDay,
  query,
  loadingLabel,
  emptyText,
  empty,
  children,
}: Props) {
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        {actions}
      </div>
      <div className="list-toolbar">
        <Form.Group controlId={`${idPrefix}-day`}>
          <Form.Label>Date</Form.Label>
          <Form.Control type="date" value={day} onChange={(event) => event.target.value && onDay(event.target.value)} />
        </Form.Group>
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
