import { DataTable, type TableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { BASIS_LABELS } from './commission-words';
import type { CommissionDueRow } from './domain/commission-types';

const money = (rupees: number) => formatMoney(toPaise(rupees));

type Document = NonNullable<CommissionDueRow['documents']>[number];
type Column = TableColumn<Document>;

const INVOICE: Column = { label: 'Invoice', cell: (document) => document.document };
const RECEIPT: Column = { label: 'Receipt', cell: (document) => document.receipt };
const DATE: Column = { label: 'Date', cell: (document) => formatDate(document.dat) };
const CUSTOMER: Column = { label: 'Customer', cell: (document) => document.customer };
const COMMISSION: Column = { label: 'Commission', cell: (document) => money(document.commission), numeric: true };

/** On invoices: each invoice's value; on collections: each receipt's collection on an invoice. */
const INVOICED: readonly Column[] = [
  INVOICE,
  DATE,
  CUSTOMER,
  { label: 'Invoiced', cell: (document) => money(document.base), numeric: true },
  COMMISSION,
];
const COLLECTED: readonly Column[] = [
  INVOICE,
  RECEIPT,
  DATE,
  CUSTOMER,
  { label: 'Collected', cell: (document) => money(document.base), numeric: true },
  COMMISSION,
];

/**
 * What one earner's commission comes from: each invoice (or each receipt's collection on it) and its commission, with
 * the totals.
 */
export function CommissionDocuments({ due }: { due: CommissionDueRow }) {
  const documents = due.documents ?? [];
  const columns = due.commissionOn === 'COLLECTION' ? COLLECTED : INVOICED;
  return (
    <div className="mb-3">
      <DataTable
        rows={documents}
        columns={columns}
        rowKey={(document) => `${document.document}|${document.receipt}`}
        caption={`${due.name}: ${due.commission}% of ${BASIS_LABELS[due.commissionOn]}. Earned ${money(due.earned)}, paid ${money(due.paid)}, due ${money(due.due)}.`}
        captionPlacement="bottom"
        // The caption carries the earner's figures, so an earner with no documents keeps the table and says so in it.
        footer={
          documents.length === 0 && (
            <tr>
              <td colSpan={columns.length}>No sales credited up to this day.</td>
            </tr>
          )
        }
        cards
      />
    </div>
  );
}
