import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { useScreenPermission } from '../../../../engine/use-screen-permission';
import { toApiError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/date-format';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import type { InterviewRow } from '../../domain/recruit-types';
import { useRecruitRead } from '../shared/recruit-api';

const stateOf = (row: InterviewRow) =>
  row.cancelled
    ? 'Cancelled'
    : row.pos === 2
      ? 'Appointments recorded'
      : row.awaited > 0
        ? `${row.awaited} result(s) awaited`
        : 'Results in';

const COLUMNS: ReadonlyArray<TableColumn<InterviewRow>> = [
  { label: 'Interview', cell: (row) => row.seq, className: 'fw-normal text-nowrap' },
  { label: 'Date', cell: (row) => formatDate(row.interviewDate), className: 'text-nowrap' },
  {
    label: 'Post',
    cell: (row) => (row.department ? `${row.designationName} (${row.department})` : row.designationName),
  },
  { label: 'Venue', cell: (row) => row.venue },
  { label: 'Candidates', cell: (row) => row.candidates, numeric: true },
  { label: 'Passed', cell: (row) => row.passed, numeric: true },
  { label: 'State', cell: stateOf },
];

/**
 * The open interviews, with the post, venue and how the candidates stand: what the contract's list answers (its body is
 * the user alone). Past interviews, with their candidates' results and appointments, are in the Interviews report.
 */
export function InterviewList({ onOpen }: { onOpen: (recordId: string) => void }) {
  const interviews = useRecruitRead<InterviewRow[]>(HRD_ROUTES.interviewsList);
  const allowed = useScreenPermission();
  const rows = interviews.data ?? [];
  const open: TableColumn<InterviewRow> = {
    label: 'Actions',
    hideLabel: true,
    cell: (row) => (
      <Button size="sm" variant="outline-primary" onClick={() => onOpen(String(row.recordId))}>
        Open {row.seq}
      </Button>
    ),
  };
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Interviews
        </h1>
        {allowed('create') && <Button onClick={() => onOpen('new')}>New interview</Button>}
      </div>
      {interviews.isPending ? (
        <Loading label="Loading the interviews…" />
      ) : interviews.isError ? (
        <LoadFailed message={toApiError(interviews.error).message} onRetry={() => void interviews.refetch()} />
      ) : (
        <DataTable
          rows={rows}
          columns={[...COLUMNS, open]}
          rowKey={(row) => row.recordId}
          caption="Open interviews, latest first"
          rowClassName={(row) => (row.cancelled ? 'text-body-secondary' : undefined)}
          empty={<p>No interview is open.</p>}
        />
      )}
    </section>
  );
}
