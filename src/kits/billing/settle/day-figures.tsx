import { DataTable, type TableColumn } from '../../../components/data-table';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { DayModeTotal, DayStatus } from '../domain/day-close-types';
import { expectedCash } from '../domain/day-close';
import { MODE_NAMES } from '../domain/settlement-rules';

const money = (rupees: number) => formatMoney(toPaise(rupees));

const MODE_COLUMNS: ReadonlyArray<TableColumn<DayModeTotal>> = [
  { label: 'Mode', cell: (row) => MODE_NAMES[row.mode], className: 'fw-normal' },
  { label: 'Bills', cell: (row) => row.bills, numeric: true },
  { label: 'Amount', cell: (row) => money(row.amount), numeric: true },
];

/**
 * The day's figures: the bills settled and their sales, NC and void bills (counts), what is still open, the cash
 * expected in the drawer (less returns' cash refunds), and the settlement per mode.
 */
export function DayFigures({ status, tableWord = 'table' }: { status: DayStatus; tableWord?: string }) {
  const facts: Array<[string, string]> = [
    // Settled ones: a bill counts on the day it is settled, so these never include the unsettled bills below.
    ['Bills settled', String(status.bills)],
    ['Sales settled', money(status.sales)],
    ['Non-chargeable (NC)', String(status.nc)],
    ['Voids', String(status.voids)],
    [`Open ${tableWord}s`, String(status.openTables)],
    ['Unsettled bills', String(status.unsettledBills)],
    ...(status.cashRefunds ? [['Cash refunds (returns)', money(status.cashRefunds)] as [string, string]] : []),
    ['Expected cash', formatMoney(expectedCash(status.modes, status.cashRefunds))],
  ];
  return (
    <>
      <dl className="row small mb-2">
        {facts.map(([label, value]) => (
          <div key={label} className="col-6 col-md-4 d-flex gap-2">
            <dt>{label}</dt>
            <dd className="mb-1">{value}</dd>
          </div>
        ))}
      </dl>
      <DataTable
        rows={status.modes}
        columns={MODE_COLUMNS}
        rowKey={(row) => row.mode}
        caption="Settlement per mode"
        captionPlacement="bottom"
        tableClassName="table table-sm w-auto"
        responsive={false}
        // Before any settlement the table stays, with a row saying so.
        footer={
          status.modes.length === 0 && (
            <tr>
              <td colSpan={3}>Nothing settled yet.</td>
            </tr>
          )
        }
      />
    </>
  );
}
