import { formatDate } from '../../../lib/format/date-format';
import { toPaise, type Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { DuesTable } from '../../../kits/receipts/dues-table';
import { monthName } from '../domain/hostel-dates';
import type { DueBill } from '../domain/hostel-receipt-types';
import { allocateOldestFirst } from '../domain/receipt-allocation';
import { rupees } from '../shared/hostel-format';

/**
 * The occupant's bills with something due, oldest first, and what the amount typed settles on each (the server
 * allocates the same way).
 */
export function DueBillsTable({ bills, amountPaise }: { bills: readonly DueBill[]; amountPaise: Paise | null }) {
  const shares = new Map(
    allocateOldestFirst(
      amountPaise ?? 0,
      bills.map((bill) => ({ ...bill, duePaise: toPaise(bill.due) })),
    ).map((share) => [share.billNo, share.paise]),
  );
  return (
    <DuesTable
      caption="Bills due, oldest first"
      captionTop
      rows={bills}
      rowKey={(bill) => bill.billNo}
      empty="Nothing is due from this occupant."
      columns={[
        { label: 'Bill', className: 'fw-normal text-nowrap', cell: (bill) => bill.billNo },
        { label: 'For', cell: (bill) => monthName(bill.month) },
        { label: 'Date', className: 'text-nowrap', cell: (bill) => formatDate(bill.date) },
        { label: 'Total', figure: true, cell: (bill) => rupees(bill.total) },
        { label: 'Received', figure: true, cell: (bill) => rupees(bill.received) },
        { label: 'Due', figure: true, cell: (bill) => rupees(bill.due) },
        { label: 'Settles', figure: true, cell: (bill) => formatMoney(shares.get(bill.billNo) ?? 0) },
      ]}
    />
  );
}
