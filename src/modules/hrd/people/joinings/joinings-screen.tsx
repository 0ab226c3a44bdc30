import type { ReactNode } from 'react';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { AppointedRow } from '../../domain/recruit-types';
import { useRecruitRead } from '../../recruitment/shared/recruit-api';
import { rupees } from '../../recruitment/shared/recruit-format';
import { JoiningDialog } from './joining-dialog';

const nameOf = (row: AppointedRow) => [row.nameOfCandidate, row.surName].filter(Boolean).join(' ');

const COLUMNS: ReadonlyArray<TableColumn<AppointedRow>> = [
  { label: 'Candidate', cell: nameOf, className: 'fw-normal' },
  { label: 'Post', cell: (row) => row.designationName },
  { label: 'Appointed on', cell: (row) => formatDate(row.appointmentDate), className: 'text-nowrap' },
  { label: 'Last date to join', cell: (row) => formatDate(row.maxDateToJoin), className: 'text-nowrap' },
  { label: 'Pay', cell: (row) => rupees(row.offeredPay), numeric: true },
];

const STANDING: TableColumn<AppointedRow> = {
  label: 'Standing',
  cell: (row) => (row.joiningStatus === 1 ? `Joined ${formatDate(row.joiningDate)} as ${row.empno}` : 'Declined'),
};

function Table({
  caption,
  rows,
  action,
}: {
  caption: string;
  rows: AppointedRow[];
  action?: (row: AppointedRow) => ReactNode;
}) {
  const last: TableColumn<AppointedRow> = action ? { label: 'Actions', hideLabel: true, cell: action } : STANDING;
  return (
    <DataTable
      rows={rows}
      columns={[...COLUMNS, last]}
      rowKey={(row) => `${row.recordId}-${row.resumeId}`}
      caption={caption}
    />
  );
}

/**
 * Joinings (/hrd/joinings): appointed candidates awaiting joining, confirmed (the employee created, its number shown)
 * or declined.
 */
export function JoiningsScreen() {
  const list = useRecruitRead<AppointedRow[]>(HRD_ROUTES.joiningList);
  const allowed = useScreenPermission();
  const [joining, setJoining] = useState<AppointedRow | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (list.error) return <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />;
  if (!list.data) return <Loading label="Loading the appointments awaiting joining…" />;
  const awaiting = list.data.filter((row) => row.joiningStatus === 0);
  const settled = list.data.filter((row) => row.joiningStatus !== 0);
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Joinings
      </h1>
      {done && (
        <Alert variant="success" role="status">
          {done}
        </Alert>
      )}
      {awaiting.length === 0 ? (
        <p>No appointed candidate is awaiting joining.</p>
      ) : (
        <Table
          caption="Awaiting joining"
          rows={awaiting}
          action={(row) =>
            allowed('create') && (
              <Button size="sm" onClick={() => setJoining(row)}>
                Confirm joining of {nameOf(row)}
              </Button>
            )
          }
        />
      )}
      {settled.length > 0 && <Table caption="Joined or declined" rows={settled} />}
      {joining && (
        <JoiningDialog
          row={joining}
          onClose={() => setJoining(null)}
          onDone={(text) => {
            setJoining(null);
            setDone(text);
          }}
        />
      )}
    </section>
  );
}
