import { DataTable, type TableColumn } from '../../../components/data-table';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { BillDraft, BillLine } from '../domain/hostel-bill-types';
import { rupees } from '../shared/hostel-format';

const gstOf = (line: BillLine) => toPaise(line.cgst) + toPaise(line.sgst);

const DRAFT_COLUMNS: TableColumn<BillDraft>[] = [
  { label: 'Occupant', cell: (draft) => draft.occupant.name, className: 'fw-normal' },
  { label: 'Bed', cell: (draft) => draft.bedId },
  {
    label: 'What',
    cell: (draft) =>
      draft.lines.map((line) => (
        <span key={`${line.item}|${line.description}`} className="d-block">
          {line.description}: {rupees(line.amount)}
          {gstOf(line) > 0 ? ` + GST ${formatMoney(gstOf(line))}` : ''}
        </span>
      )),
    className: 'small',
  },
  { label: 'Amount', cell: (draft) => rupees(draft.total), numeric: true },
];

/** What a run would bill: one row per occupant, the lines it would hold, its amount. */
export function DraftTable({ drafts }: { drafts: readonly BillDraft[] }) {
  const total = sumPaise(drafts.map((draft) => toPaise(draft.total)));
  return (
    <DataTable
      rows={drafts}
      columns={DRAFT_COLUMNS}
      rowKey={(draft) => draft.occupant.key}
      caption="Not billed yet"
      footer={
        <tr>
          <th scope="row" colSpan={3}>
            {drafts.length} {drafts.length === 1 ? 'bill' : 'bills'}
          </th>
          <td className="text-end fw-semibold">{formatMoney(total)}</td>
        </tr>
      }
    />
  );
}
