import type { ReactNode } from 'react';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, statusLabel } from '../domain/approval-status';
import type { QuotationHeader } from './quotation-types';

interface Props {
  rows: readonly QuotationHeader[];
  caption: string;
  actions: (row: QuotationHeader) => ReactNode;
}

/** Quotations as a table: number, date, supplier, enquiry, total, status, and the actions given. */
export function QuotationTable({ rows, caption, actions }: Props) {
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm table-hover align-middle">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Supplier</th>
            <th scope="col">Enquiry</th>
            <th scope="col" className="text-end">Total (₹)</th>
            <th scope="col">Status</th>
            <th scope="col" className="list-actions-head">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.recordId} className={row.pos === CANCELLED ? 'text-muted' : undefined}>
              <th scope="row" data-label="Number">{row.seq}</th>
              <td data-label="Date">{formatDate(row.dat)}</td>
              <td data-label="Supplier">{row.vendorname}</td>
              <td data-label="Enquiry">{row.refQuotation}</td>
              <td data-label="Total (₹)" className="text-end">{formatMoney(toPaise(row.totalAmt))}</td>
              <td data-label="Status">{statusLabel('quotation', row.pos)}</td>
              <td data-label="Actions" className="list-row-actions">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
