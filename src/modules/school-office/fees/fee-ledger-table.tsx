import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import type { FeeLedgerLine, FeeLedgerView } from '../domain/fee-ledger-types';
import { rupees } from './fee-format';

/** The ledger's columns, the totals of the ledger beneath the figures. */
const columnsOf = (totals: FeeLedgerView['totals']): ReadonlyArray<TableColumn<FeeLedgerLine>> => [
  { label: 'Due', cell: (row) => row.label, className: 'fw-normal', total: 'Total' },
  { label: 'Due date', cell: (row) => formatDate(row.dueDate), className: 'text-nowrap' },
  { label: 'Amount due', cell: (row) => rupees(row.due), numeric: true, total: rupees(totals.due) },
  { label: 'Late fine', cell: (row) => rupees(row.fine), numeric: true, total: rupees(totals.fine) },
  { label: 'Paid', cell: (row) => rupees(row.paid), numeric: true, total: rupees(totals.paid) },
  { label: 'Concession', cell: (row) => rupees(row.concession), numeric: true, total: rupees(totals.concession) },
  { label: 'Balance', cell: (row) => rupees(row.balance), numeric: true, total: rupees(totals.balance) },
];

/**
 * A pupil's ledger rows (due, paid, concession, fine, balance) with the totals; balance = due + fine − paid −
 * concession.
 */
export function FeeLedgerTable({ view }: { view: FeeLedgerView }) {
  return (
    <DataTable
      rows={view.rows}
      columns={columnsOf(view.totals)}
      rowKey={(row) => row.dueId}
      caption={
        <>
          Fee ledger of {view.name} ({view.classCode}) as on {formatDate(view.asOn)}
        </>
      }
      empty={<p>Nothing has fallen due for {view.name} this year.</p>}
    />
  );
}
