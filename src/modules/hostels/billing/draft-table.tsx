import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { BillDraft, BillLine } from '../domain/hostel-bill-types';
import { rupees } from '../shared/hostel-format';

const gstOf = (line: BillLine) => toPaise(line.cgst) + toPaise(line.sgst);

/** What a run would bill: one row per occupant, the lines it would hold, its amount. */
export function DraftTable({ drafts }: { drafts: readonly BillDraft[] }) {
  const total = sumPaise(drafts.map((draft) => toPaise(draft.total)));
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle">
        <caption className="caption-top">Not billed yet</caption>
        <thead>
          <tr>
            <th scope="col">Occupant</th>
            <th scope="col">Bed</th>
            <th scope="col">What</th>
            <th scope="col" className="text-end">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {drafts.map((draft) => (
            <tr key={draft.occupant.key}>
              <th scope="row" className="fw-normal">
                {draft.occupant.name}
              </th>
              <td>{draft.bedId}</td>
              <td className="small">
                {draft.lines.map((line) => (
                  <span key={`${line.item}|${line.description}`} className="d-block">
                    {line.description}: {rupees(line.amount)}
                    {gstOf(line) > 0 ? ` + GST ${formatMoney(gstOf(line))}` : ''}
                  </span>
                ))}
              </td>
              <td className="text-end">{rupees(draft.total)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {drafts.length} {drafts.length === 1 ? 'bill' : 'bills'}
            </th>
            <td className="text-end fw-semibold">{formatMoney(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
