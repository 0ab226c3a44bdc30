import Button from 'react-bootstrap/Button';
import { formatDateTime } from '../../../../lib/format/date-format';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { MODE_NAMES } from '../../../../kits/billing/domain/settlement-rules';
import type { SalesTotals } from '../domain/counter-list';
import type { CounterBill } from '../domain/counter-types';

interface Props {
  rows: readonly CounterBill[];
  totals: SalesTotals;
  outletName: (code: string) => string;
  mayCancel: boolean;
  onOpen: (bill: CounterBill) => void;
  onCancel: (bill: CounterBill) => void;
}

const money = (rupees: number) => formatMoney(toPaise(rupees));

function statusOf(bill: CounterBill): string {
  if (bill.cancelledAt) return `Cancelled: ${bill.cancelReason}`;
  if (bill.returns.length > 0) return `Returns ${bill.returns.join(', ')}`;
  return 'Settled';
}

/**
 * The counter bills of the period: number, time, outlet, customer, items, how paid, total, status; open (print,
 * reprint) and cancel.
 */
export function SalesListTable({ rows, totals, outletName, mayCancel, onOpen, onCancel }: Props) {
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm align-middle" aria-label="Counter bills">
        <thead>
          <tr>
            <th scope="col">Bill</th>
            <th scope="col">Time</th>
            <th scope="col">Outlet</th>
            <th scope="col">Customer</th>
            <th scope="col" className="text-end">
              Items
            </th>
            <th scope="col">Paid by</th>
            <th scope="col" className="text-end">
              Total
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bill) => (
            <tr key={bill.billNo}>
              <th scope="row" data-label="Bill">
                {bill.seq}
              </th>
              <td data-label="Time">{formatDateTime(bill.time)}</td>
              <td data-label="Outlet">{outletName(bill.outlet)}</td>
              <td data-label="Customer">{bill.customerName || 'Walk-in'}</td>
              <td data-label="Items" className="text-end">
                {bill.lines.length}
              </td>
              <td data-label="Paid by">
                {[...new Set(bill.tenders.map((tender) => MODE_NAMES[tender.mode]))].join(', ')}
              </td>
              <td data-label="Total" className="text-end">
                {money(bill.cancelledAt ? bill.value : bill.total)}
              </td>
              <td data-label="Status">{statusOf(bill)}</td>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  <Button size="sm" variant="outline-primary" onClick={() => onOpen(bill)}>
                    Open bill {bill.seq}
                  </Button>
                  {mayCancel && !bill.cancelledAt && bill.returns.length === 0 && (
                    <Button size="sm" variant="outline-danger" onClick={() => onCancel(bill)}>
                      Cancel bill {bill.seq}
                    </Button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="fw-bold">
            <th scope="row" colSpan={6}>
              {totals.bills} bill{totals.bills === 1 ? '' : 's'}
              {totals.cancelled > 0
                ? ` (and ${totals.cancelled} cancelled, worth ${money(totals.cancelledValue)})`
                : ''}
            </th>
            <td className="text-end" data-label="Sales">
              {money(totals.sales)}
            </td>
            <td colSpan={2} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
