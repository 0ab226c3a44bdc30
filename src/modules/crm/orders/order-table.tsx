import type { ReactNode } from 'react';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { OrderHeader } from '../domain/order-types';
import { orderStatus } from './order-status';

interface Props {
  rows: readonly OrderHeader[];
  caption: string;
  actions: (row: OrderHeader) => ReactNode;
}

/** Sale orders as a table: number, date, customer, quotation, total, status, and the actions given. */
export function OrderTable({ rows, caption, actions }: Props) {
  return (
    <div className="table-responsive list-cards">
      <table className="table table-sm table-hover align-middle">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Number</th>
            <th scope="col">Date</th>
            <th scope="col">Customer</th>
            <th scope="col">Quotation</th>
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
              <td data-label="Customer">{row.partyName}</td>
              <td data-label="Quotation">{row.quotationno}</td>
              <td data-label="Total (₹)" className="text-end">{formatMoney(toPaise(row.totalAmt))}</td>
              <td data-label="Status">{orderStatus(row.pos, row.closed)}</td>
              <td data-label="Actions" className="list-row-actions">{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
