import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchListRow } from '../domain/batch-wire';
import { useBatchRead } from './batch-api';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (recordId: string) => void;
}

const COLUMNS: ReadonlyArray<TableColumn<BatchListRow>> = [
  { label: 'Batch', cell: (row) => row.batchno, className: 'fw-normal text-nowrap' },
  { label: 'Product', cell: (row) => row.product },
  { label: 'Quantity', cell: (row) => formatQuantity(row.qty, row.um), numeric: true, className: 'text-nowrap' },
  { label: 'From', cell: (row) => formatDate(row.fromdate), className: 'text-nowrap' },
  { label: 'To', cell: (row) => formatDate(row.todate), className: 'text-nowrap' },
  { label: 'Production in-charge', cell: (row) => row.productionincharge },
  { label: 'Stage', cell: (row) => row.stage },
];

/** The batches running in the period (planned dates overlapping it), newest first, with the step each stands at. */
export function BatchList({ from, to, onPeriod, onOpen }: Props) {
  const batches = useBatchRead<BatchListRow[]>(BATCH_ROUTES.plans, { frmDate: from, toDate: to });
  const allowed = useScreenPermission();
  const rows = batches.data ?? [];
  return (
    <PeriodListFrame
      title="Batch planning"
      idPrefix="batches"
      actions={allowed('create') && <Button onClick={() => onOpen('new')}>New batch</Button>}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={batches}
      loadingLabel="Loading the batches…"
      emptyText="No batch is planned in this period."
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
                aria-label={`Open batch ${row.batchno}`}
              >
                Open
              </Button>
            ),
          },
        ]}
        rowKey={(row) => row.recordid}
        caption={`Batches, newest first (${rows.length})`}
      />
    </PeriodListFrame>
  );
}
