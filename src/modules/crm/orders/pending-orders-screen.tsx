import { format, subDays } from 'date-fns';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { formatDate } from '../../../lib/format/date-format';
import { useScreenParams } from '../../../lib/hooks/use-screen-params';
import { formatQuantity } from '../../../lib/quantity/quantity';
import { usePendingOrderLines } from './order-api';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

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
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>{`${data.length} ${data.length === 1 ? 'line' : 'lines'} pending`}</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Date</th>
              <th scope="col">Customer</th>
              <th scope="col">Item</th>
              <th scope="col" className="text-end">
                Ordered
              </th>
              <th scope="col" className="text-end">
                Invoiced
              </th>
              <th scope="col" className="text-end">
                Pending
              </th>
              <th scope="col">In batch</th>
            </tr>
          </thead>
          <tbody>
            {data.map((row) => (
              <tr key={`${row.soid}|${row.sno}`}>
                <th scope="row" data-label="Order">
                  {row.seq}
                </th>
                <td data-label="Date">{formatDate(row.dat)}</td>
                <td data-label="Customer">{row.partyName}</td>
                <td data-label="Item">{row.itemName}</td>
                <td data-label="Ordered" className="text-end">
                  {formatQuantity(row.ordered, row.um)}
                </td>
                <td data-label="Invoiced" className="text-end">
                  {formatQuantity(row.invoiced, row.um)}
                </td>
                <td data-label="Pending" className="text-end">
                  {formatQuantity(row.pending, row.um)}
                </td>
                <td data-label="In batch">{row.inBatch || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
