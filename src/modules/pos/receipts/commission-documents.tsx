import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { BASIS_LABELS } from './commission-words';
import type { CommissionDueRow } from './domain/commission-types';

const money = (rupees: number) => formatMoney(toPaise(rupees));

/**
 * What one earner's commission comes from: each invoice (or each receipt's collection on it) and its commission, with
 * the totals.
 */
export function CommissionDocuments({ due }: { due: CommissionDueRow }) {
  const documents = due.documents ?? [];
  const collection = due.commissionOn === 'COLLECTION';
  return (
    <div className="table-responsive list-cards mb-3">
      <table className="table table-sm align-middle">
        <caption>
          {`${due.name}: ${due.commission}% of ${BASIS_LABELS[due.commissionOn]}. Earned ${money(due.earned)}, paid ${money(due.paid)}, due ${money(due.due)}.`}
        </caption>
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            {collection && <th scope="col">Receipt</th>}
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col" className="text-end">
              {collection ? 'Collected' : 'Invoiced'}
            </th>
            <th scope="col" className="text-end">
              Commission
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.length === 0 && (
            <tr>
              <td colSpan={collection ? 6 : 5}>No sales credited up to this day.</td>
            </tr>
          )}
          {documents.map((document) => (
            <tr key={`${document.document}|${document.receipt}`}>
              <th scope="row" data-label="Invoice">
                {document.document}
              </th>
              {collection && <td data-label="Receipt">{document.receipt}</td>}
              <td data-label="Date">{formatDate(document.dat)}</td>
              <td data-label="Customer">{document.customer}</td>
              <td data-label={collection ? 'Collected' : 'Invoiced'} className="text-end">
                {money(document.base)}
              </td>
              <td data-label="Commission" className="text-end">
                {money(document.commission)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
