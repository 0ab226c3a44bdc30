import { format, subDays } from 'date-fns';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { formatDate } from '../../../lib/format/date-format';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { formatQuantity } from '../../../lib/quantity/quantity';
import type { PendingOrderRow } from '../domain/order-types';
import { usePendingOrderLines } from './order-api';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

const COLUMNS: ReadonlyArray<TableColumn<PendingOrderRow>> = [
  { label: 'Order', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Customer', cell: (row) => row.partyName },
  { label: 'Item', cell: (row) => row.itemName },
  { label: 'Ordered', cell: (row) => formatQuantity(row.ordered, row.um), numeric: true },
  { label: 'Invoiced', cell: (row) => formatQuantity(row.invoiced, row.um), numeric: true },
  { label: 'Pending', cell: (row) => formatQuantity(row.pending, row.um), numeric: true },
  { label: 'In batch', cell: (row) => row.inBatch || '—' },
];

/**
 * Pending order lines (/crm/crm-rep-pending-orders): every approved order line of the period with something still to
 * invoice, and the batch making it.
 */
export function PendingOrdersScreen() {
  const { params, change } = useScreenParams();
  const from = params.get('from') ?? day(subDays(new Date(), 90));
  const to = params.get('to') ?? day(new Date());
  const rows = usePendingOrderLines(from, to);
  const data = rows.data ?? [];
  return (
    <PeriodListFrame
      title="Pending order lines"
      idPrefix="pending-orders"
      from={from}
      to={to}
      onPeriod={(nextFrom, nextTo) => change({ from: nextFrom, to: nextTo })}
      query={rows}
      loadingLabel="Loading the pending order lines…"
      emptyText="No approved order of this period has anything left to invoice."
      empty={data.length === 0}
    >
      <DataTable
        rows={data}
        columns={COLUMNS}
        rowKey={(row) => `${row.soid}|${row.sno}`}
        caption={`${data.length} ${data.length === 1 ? 'line' : 'lines'} pending`}
        captionPlacement="bottom"
        tableClassName="table table-sm table-hover align-middle"
        cards
      />
    </PeriodListFrame>
  );
}
