import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { quotationStatusLabel } from '../domain/quotation-rules';
import type { CrmQuotationHeader } from './quotation-types';

interface Props {
  rows: readonly CrmQuotationHeader[];
  caption: string;
  actions: (row: CrmQuotationHeader) => ReactNode;
}

/** Sale quotations as a table: number, date, customer, sales person, valid until, total, status, the actions given. */
export function CrmQuotationTable({ rows, caption, actions }: Props) {
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm table-hover align-middle">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Sales person</th>
            <th scope="col">Valid until</th>
            <th scope="col" className="text-end">Total (₹)</th>
            <th scope="col">Status</th>
            <th scope="col" className="list-actions-head">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.recordId}>
              <th scope="row" data-label="Number">{row.seq}</th>
              <td data-label="Date">{formatDate(row.dat)}</td>
              <td data-label="Customer">{row.partyId ? row.partyName : `${row.partyName} (lead)`}</td>
              <td data-label="Sales person">{row.refEmployeeName || row.refEmployee}</td>
              <td data-label="Valid until">{formatDate(row.validity)}</td>
              <td data-label="Total (₹)" className="text-end">{formatMoney(toPaise(row.totalAmt))}</td>
              <td data-label="Status">{quotationStatusLabel(row.pos, row.ordered)}</td>
              <td data-label="Actions" className="list-row-actions">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
