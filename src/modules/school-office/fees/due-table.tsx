import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatDate } from '../../../lib/format/date-format';
import { DuesTable } from '../../../kits/receipts/dues-table';
import type { FeeLedgerLine } from '../domain/fee-ledger-types';
import { rupees } from './fee-format';

interface Props {
  rows: readonly FeeLedgerLine[];
  /** What the receipt being typed puts on each due (dueId → paid and concession, rupees). */
  shares: ReadonlyMap<string, { paid: number; concession: number }>;
}

/**
 * The dues still owed, oldest first, with the late fine a receipt today adds and what the amount typed settles on each
 * (the server allocates the same way).
 */
export function DueTable({ rows, shares }: Props) {
  return (
    <DuesTable
      caption="Dues owed, oldest first"
      captionTop
      region="Dues owed table"
      rows={rows}
      rowKey={(row) => row.dueId}
      empty="Nothing is owed for this choice."
      columns={[
        { label: 'Due', className: 'fw-normal', cell: (row) => row.label },
        { label: 'Due date', className: 'text-nowrap', cell: (row) => formatDate(row.dueDate) },
        { label: 'Balance', figure: true, cell: (row) => rupees(row.balance) },
        { label: 'Late fine now', figure: true, cell: (row) => rupees(row.fineNow) },
        { label: 'Owed', figure: true, cell: (row) => rupees(row.owed) },
        {
          label: 'Concession',
          figure: true,
          cell: (row) => formatMoney(toPaise(shares.get(row.dueId)?.concession ?? 0)),
        },
        { label: 'Paid now', figure: true, cell: (row) => formatMoney(toPaise(shares.get(row.dueId)?.paid ?? 0)) },
      ]}
    />
  );
}
