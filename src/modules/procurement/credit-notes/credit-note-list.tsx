import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { CANCELLED } from '../domain/approval-status';
import { CreditNoteRowActions } from './credit-note-row-actions';
import type { CreditNoteRow } from './credit-note-types';

interface Props {
  from: string;
  to: string;
  list: { data?: CreditNoteRow[]; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrint: (recordId: number) => void;
}

/**
 * The credit notes of a period (kept in the URL) with the bill each reduces, and the actions the user's rights allow.
 */
export function CreditNoteList({ from, to, list, onPeriod, onNew, onPrint }: Props) {
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Credit notes"
      idPrefix="notes"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New credit note</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading credit notes…"
      emptyText="There are no credit notes in this period."
      empty={rows.length === 0}
    >
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>{rows.length === 1 ? '1 credit note' : `${rows.length} credit notes`}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Date</th>
              <th scope="col">Supplier</th>
              <th scope="col">Goods receipt</th>
              <th scope="col">Invoice</th>
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col">Description</th>
              <th scope="col">Status</th>
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.recordId} className={row.pos === CANCELLED ? 'text-muted' : undefined}>
                <th scope="row" data-label="Number">
                  {row.seq}
                </th>
                <td data-label="Date">{formatDate(row.dat)}</td>
                <td data-label="Supplier">{row.vendorname}</td>
                <td data-label="Goods receipt">{row.refmir}</td>
                <td data-label="Invoice">{row.refinvoice}</td>
                <td data-label="Amount" className="text-end">
                  {formatMoney(toPaise(row.amt))}
                </td>
                <td data-label="Description">{row.descriptio}</td>
                <td data-label="Status">{row.pos === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : 'In force'}</td>
                <td data-label="Actions" className="list-row-actions">
                  <CreditNoteRowActions row={row} onPrint={onPrint} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
