import type { TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { JobCardRow } from '../domain/batch-wire';
import { useBatchRead } from './batch-api';
import { PeriodRecordList } from './period-record-list';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (recordId: string) => void;
}

const COLUMNS: ReadonlyArray<TableColumn<JobCardRow>> = [
  { label: 'Job card', cell: (row) => row.jobcardno, className: 'fw-normal text-nowrap' },
  { label: 'Date', cell: (row) => formatDate(row.dat), className: 'text-nowrap' },
  { label: 'Process', cell: (row) => row.processname },
  { label: 'In-charge', cell: (row) => row.processincharge },
  { label: 'Quantity', cell: (row) => formatQuantity(row.qty), numeric: true },
  { label: 'Batch steps', cell: (row) => row.batches },
];

/** The job cards of a period (getTodaysProductionDetails), newest first. */
export function JobCardList({ from, to, onPeriod, onOpen }: Props) {
  const cards = useBatchRead<JobCardRow[]>(BATCH_ROUTES.jobCards, { frmDate: from, toDate: to });
  return (
    <PeriodRecordList
      title="Job cards"
      level={2}
      idPrefix="job-cards"
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={cards}
      loadingLabel="Loading the job cards…"
      emptyText="No job card in this period."
      columns={COLUMNS}
      rowName={(row) => `job card ${row.jobcardno}`}
      caption="Job cards"
      onOpen={onOpen}
    />
  );
}
