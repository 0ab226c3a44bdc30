import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../../components/data-table';
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

const BILL: TableColumn<CounterBill> = { label: 'Bill', cell: (bill) => bill.seq };
const TIME: TableColumn<CounterBill> = { label: 'Time', cell: (bill) => formatDateTime(bill.time) };

/** After the outlet: who bought, how many items, how paid, the total and where the bill stands. */
const FIGURES: ReadonlyArray<TableColumn<CounterBill>> = [
  { label: 'Customer', cell: (bill) => bill.customerName || 'Walk-in' },
  { label: 'Items', cell: (bill) => bill.lines.length, numeric: true },
  { label: 'Paid by', cell: (bill) => [...new Set(bill.tenders.map((tender) => MODE_NAMES[tender.mode]))].join(', ') },
  { label: 'Total', cell: (bill) => money(bill.cancelledAt ? bill.value : bill.total), numeric: true },
  { label: 'Status', cell: statusOf },
];

/**
 * The counter bills of the period: number, time, outlet, customer, items, how paid, total, status; open (print,
 * reprint) and cancel.
 */
export function SalesListTable({ rows, totals, outletName, mayCancel, onOpen, onCancel }: Props) {
  const columns: ReadonlyArray<TableColumn<CounterBill>> = [
    BILL,
    TIME,
    { label: 'Outlet', cell: (bill) => outletName(bill.outlet) },
    ...FIGURES,
    {
      label: 'Actions',
      hideLabel: true,
      cell: (bill) => (
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
      ),
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(bill) => bill.billNo}
      caption="Counter bills"
      captionPlacement="hidden"
      cards
      footer={
        <tr className="fw-bold">
          <th scope="row" colSpan={6}>
            {totals.bills} bill{totals.bills === 1 ? '' : 's'}
            {totals.cancelled > 0 ? ` (and ${totals.cancelled} cancelled, worth ${money(totals.cancelledValue)})` : ''}
          </th>
          <td className="text-end" data-label="Sales">
            {money(totals.sales)}
          </td>
          <td colSpan={2} />
        </tr>
      }
    />
  );
}
