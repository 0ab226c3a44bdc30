import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { JobCardRow } from '../domain/batch-wire';
import { useBatchRead } from './batch-api';

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
  const rows = cards.data ?? [];
  return (
    <PeriodListFrame
      title="Job cards"
      level={2}
      idPrefix="job-cards"
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={cards}
      loadingLabel="Loading the job cards…"
      emptyText="No job card in this period."
      empty={rows.length === 0}
    >
      <DataTable
        rows={rows}
        columns={[
          ...COLUMNS,
          {
            label: 'Actions',
            hideLabel: true,
            cell: (row) => (
              <Button
                size="sm"
                variant="outline-primary"
                onClick={() => onOpen(String(row.recordid))}
                aria-label={`Open job card ${row.jobcardno}`}
              >
                Open
              </Button>
            ),
          },
        ]}
        rowKey={(row) => row.recordid}
        caption={`Job cards, newest first (${rows.length})`}
      />
    </PeriodListFrame>
  );
}
