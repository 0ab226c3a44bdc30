import { useCallback } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { NotPermittedAction } from '../../../../engine/not-permitted-action';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { AppointedRow, AppointmentListAnswer } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';
import { rupees } from '../shared/recruit-format';
import { useScreenParams } from '../../../../lib/hooks/use-screen-params';
import { AppointInterview } from './appoint-interview';
import { AppointmentLetter } from './appointment-letter';

const keyOf = (row: AppointedRow) => `${row.recordId}-${row.resumeId}`;
const standing = (row: AppointedRow) =>
  row.joiningStatus === 1 ? `Joined as ${row.empno}` : row.joiningStatus === 2 ? 'Declined' : 'Awaiting joining';

const COLUMNS: ReadonlyArray<TableColumn<AppointedRow>> = [
  {
    label: 'Candidate',
    cell: (row) => [row.nameOfCandidate, row.surName].filter(Boolean).join(' '),
    className: 'fw-normal',
  },
  { label: 'Post', cell: (row) => row.designationName },
  { label: 'Appointed on', cell: (row) => formatDate(row.appointmentDate), className: 'text-nowrap' },
  { label: 'Last date to join', cell: (row) => formatDate(row.maxDateToJoin), className: 'text-nowrap' },
  { label: 'Pay offered', cell: (row) => rupees(row.offeredPay), numeric: true },
  { label: 'Standing', cell: standing },
];

function Letters({ rows, onLetter }: { rows: AppointedRow[]; onLetter: (key: string) => void }) {
  const allowed = useScreenPermission();
  const actions: TableColumn<AppointedRow> = {
    label: 'Actions',
    hideLabel: true,
    cell: (row) =>
      allowed('print') && (
        <Button size="sm" variant="outline-primary" onClick={() => onLetter(keyOf(row))}>
          Print letter for {row.nameOfCandidate}
        </Button>
      ),
  };
  return (
    <DataTable
      rows={rows}
      columns={[...COLUMNS, actions]}
      rowKey={keyOf}
      caption="Appointed candidates, latest first"
      empty={<p>No candidate has been appointed yet.</p>}
    />
  );
}

/**
 * Appointments (/hrd/appointments): the open interviews' candidates appointed or not, and the appointment letters
 * (`?letter=<interview>-<resume>`).
 */
export function AppointmentsScreen() {
  const { params, change } = useScreenParams();
  const allowed = useScreenPermission();
  const list = useRecruitRead<AppointmentListAnswer>(HRD_ROUTES.appointmentList);
  const letter = params.get('letter');
  const close = useCallback(() => change({ letter: null }), [change]);
  if (list.error) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the appointments…" />;
  if (letter) {
    if (!allowed('print')) return <NotPermittedAction />;
    const row = list.data.appointed.find((one) => keyOf(one) === letter);
    return row ? (
      <AppointmentLetter row={row} onClose={close} />
    ) : (
      <Alert variant="warning">There is no such appointment.</Alert>
    );
  }
  const { header, candidates, employees, appointed } = list.data;
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Appointments
      </h1>
      {header.length === 0 && <p>No interview is waiting for its appointments.</p>}
      {header.map((interview) => (
        <AppointInterview
          key={interview.recordId}
          interview={interview}
          candidates={candidates.filter((one) => one.recordId === interview.recordId)}
          panel={employees
            .filter((one) => one.recordId === interview.recordId)
            .map((one) => one.empname)
            .join(', ')}
        />
      ))}
      <h2 className="h5 mt-4">Appointment letters</h2>
      <Letters rows={appointed} onLetter={(key) => change({ letter: key })} />
    </section>
  );
}
