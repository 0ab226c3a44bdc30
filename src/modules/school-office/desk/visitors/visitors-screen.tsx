import { useCallback, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useForm } from 'react-hook-form';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { Field } from '../../../../components/form/field';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { stillIn } from '../../domain/desk-rules';
import { FD_ROUTES } from '../../domain/fd-routes';
import type { DeskListAnswer } from '../../domain/desk-records';
import type { Visitor } from '../../domain/visitor-types';
import { todayOf, useDeskRead, wireDay } from '../shared/desk-api';
import { VisitorInForm } from './visitor-in-form';
import { VisitorOutDialog } from './visitor-out-dialog';

/** The visitor list's columns; those still in may be marked out, with the right to modify. */
const visitorColumns = (mayMarkOut: boolean, markOut: (one: Visitor) => void): ReadonlyArray<TableColumn<Visitor>> => [
  { label: 'Number', cell: (one) => one.visitorNo, className: 'fw-normal text-nowrap' },
  { label: 'Visitor', cell: (one) => one.name },
  { label: 'Phone', cell: (one) => one.phone },
  { label: 'Purpose', cell: (one) => one.purpose },
  { label: 'Meets', cell: (one) => one.meetsName },
  { label: 'In', cell: (one) => one.inTime },
  { label: 'Out', cell: (one) => one.outTime || <span className="badge text-bg-warning">Still in</span> },
  {
    label: 'Actions',
    hideLabel: true,
    cell: (one) =>
      one.outTime === '' &&
      mayMarkOut && (
        <Button size="sm" variant="outline-primary" onClick={() => markOut(one)}>
          {`Mark ${one.name} out`}
        </Button>
      ),
  },
];

/**
 * Visitors (/front-desk/fd-visitors): a day's visitors, those still in first; let one in (`?record=new`), mark one out.
 */
export function VisitorsScreen() {
  const { params, change } = useScreenParams();
  const day = params.get('day') ?? todayOf();
  const allowed = useScreenPermission();
  const answer = useDeskRead<DeskListAnswer<Visitor>>(FD_ROUTES.visitors, {
    frmDate: wireDay(day),
    toDate: wireDay(day),
  });
  const [leaving, setLeaving] = useState<Visitor | null>(null);
  // The address holds the day; this small form only shows it, follows it, and keeps it when the box is cleared.
  const filters = useForm({ defaultValues: { day } });
  useEffect(() => {
    filters.setValue('day', day);
  }, [filters, day]);
  const back = useCallback(() => change({ record: null }), [change]);
  const rows = answer.data?.rows ?? [];
  if (params.get('record') === 'new' && answer.data) {
    const todays = answer.data.today === day ? rows : [];
    return allowed('create') ? (
      <VisitorInForm today={todays} people={answer.data.people} onDone={back} />
    ) : (
      <NotPermittedAction />
    );
  }
  const inside = stillIn(rows);
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Visitors
        </h1>
        {allowed('create') && <Button onClick={() => change({ record: 'new' })}>Visitor in</Button>}
      </div>
      <div className="list-toolbar">
        <Field
          form={filters}
          name="day"
          id="visitors-day"
          label="Day"
          type="date"
          className=""
          onChange={(value) => (value ? change({ day: value }) : filters.setValue('day', day))}
        />
      </div>
      {answer.isPending ? (
        <Loading label="Loading the visitors…" />
      ) : answer.isError ? (
        <LoadFailed message={toApiError(answer.error).message} onRetry={() => void answer.refetch()} />
      ) : rows.length === 0 ? (
        <p>No visitor on this day.</p>
      ) : (
        <>
          <p role="status">
            {inside.length === 0 ? 'Nobody is still in.' : `Still in: ${inside.map((one) => one.name).join(', ')}.`}
          </p>
          <DataTable
            rows={rows}
            columns={visitorColumns(allowed('modify'), setLeaving)}
            rowKey={(one) => one.visitorNo}
            caption="Visitors of the day, those still in first"
          />
        </>
      )}
      {leaving && <VisitorOutDialog visitor={leaving} onClose={() => setLeaving(null)} />}
    </section>
  );
}
