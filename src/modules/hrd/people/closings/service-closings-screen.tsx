import { DataTable, type TableColumn } from '../../../../components/data-table';
import { PeriodListFrame } from '../../../../components/period-list-frame';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { addDays } from '../../domain/recruit-dates';
import type { ServiceClosingsAnswer } from '../../domain/recruit-types';
import { useRecruitRead } from '../../recruitment/shared/recruit-api';
import { todayOf, wireDay } from '../../recruitment/shared/recruit-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { ClosingForm } from './closing-form';

type Closing = ServiceClosingsAnswer['closings'][number];

const COLUMNS: ReadonlyArray<TableColumn<Closing>> = [
  { label: 'Employee', cell: (row) => row.empno, className: 'fw-normal' },
  { label: 'Name', cell: (row) => row.empname },
  { label: 'Post', cell: (row) => row.designation },
  { label: 'Joined', cell: (row) => formatDate(row.doj), className: 'text-nowrap' },
  { label: 'Last working day', cell: (row) => formatDate(row.lastWorkingDay), className: 'text-nowrap' },
  { label: 'Reason', cell: (row) => row.reason },
  { label: 'Closed by', cell: (row) => `${row.closedBy}, ${formatDate(row.dat)}` },
];

/**
 * Service closings (/hrd/serviceclosings): close an employee's service (with the create right) and the closings whose
 * last working day falls in the period.
 */
export function ServiceClosingsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const today = todayOf();
  const from = params.get('from') ?? addDays(today, -365);
  const to = params.get('to') ?? addDays(today, 90);
  const answer = useRecruitRead<ServiceClosingsAnswer>(HRD_ROUTES.serviceClosings, {
    frmDate: wireDay(from),
    toDate: wireDay(to),
  });
  const rows = answer.data?.closings ?? [];
  return (
    <PeriodListFrame
      title="Service closings"
      idPrefix="closings"
      actions={null}
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      query={answer}
      loadingLabel="Loading the service closings…"
      emptyText="No service closes in this period."
      empty={false}
    >
      {allowed('create') && answer.data && <ClosingForm employees={answer.data.employees} />}
      <DataTable
        rows={rows}
        columns={COLUMNS}
        rowKey={(row) => row.recordid}
        caption="Closings by last working day, latest first"
        empty={<p>No service closes in this period.</p>}
      />
    </PeriodListFrame>
  );
}
