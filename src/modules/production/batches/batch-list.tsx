import type { TableColumn } from '../../../components/data-table';
import { NewDocumentButton } from '../../../kits/trade-documents/new-document-button';
import { formatDate } from '../../../lib/format/date-format';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { BATCH_ROUTES } from '../domain/batch-routes';
import type { BatchListRow } from '../domain/batch-wire';
import { useBatchRead } from './batch-api';
import { PeriodRecordList } from './period-record-list';

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
  return (
    <PeriodRecordList
      title="Batch planning"
      idPrefix="batches"
      actions={<NewDocumentButton label="New batch" onNew={() => onOpen('new')} />}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={batches}
      loadingLabel="Loading the batches…"
      emptyText="No batch is planned in this period."
      columns={COLUMNS}
      rowName={(row) => `batch ${row.batchno}`}
      caption="Batches"
      onOpen={onOpen}
    />
  );
}
