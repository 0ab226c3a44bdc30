import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/form/field';
import { LoadFailed, Loading } from '../../components/load-state';
import { toApiError } from '../../lib/api/api-error';

interface Props {
  title: string;
  /** The day's box is `<idPrefix>-day`. */
  idPrefix: string;
  /** The day box's label ('Date', 'Day'). */
  dateLabel: string;
  /** The screen's buttons beside the heading (New). */
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
export function DayListFrame({ title, idPrefix, dateLabel, actions, day, onDay, query, ...states }: Props) {
  // The day lives in the URL: the box follows it, and an emptied box takes the day back (a list is of one day).
  const filter = useForm({ values: { day } });
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        {actions}
      </div>
      <div className="list-toolbar">
        <Field
          form={filter}
          name="day"
          id={`${idPrefix}-day`}
          label={dateLabel}
          type="date"
          className=""
          onChange={(value) => (value ? onDay(value) : filter.setValue('day', day))}
        />
      </div>
      {query.isPending ? (
        <Loading label={states.loadingLabel} />
      ) : query.isError ? (
        <LoadFailed message={toApiError(query.error).message} onRetry={() => void query.refetch()} />
      ) : states.empty ? (
        <p>{states.emptyText}</p>
      ) : (
        states.children
      )}
    </section>
  );
}
