import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
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

/** The credit notes of a period (kept in the URL) with the bill each reduces, and the actions the user's rights allow. */
export function CreditNoteList({ from, to, list, onPeriod, onNew, onPrint }: Props) {
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">Credit notes</h1>
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New credit note</Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar">
        <Form.Group controlId="notes-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" value={from} max={to} onChange={(event) => event.target.value && onPeriod(event.target.value, to)} />
        </Form.Group>
        <Form.Group controlId="notes-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" value={to} min={from} onChange={(event) => event.target.value && onPeriod(from, event.target.value)} />
        </Form.Group>
      </div>
      {list.isPending ? (
        <Loading label="Loading credit notes…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no credit notes in this period.</p>
      ) : (
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
                <th scope="col" className="text-end">Amount</th>
                <th scope="col">Description</th>
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
                  <td data-label="Goods receipt">{row.refmir}</td>
                  <td data-label="Invoice">{row.refinvoice}</td>
                  <td data-label="Amount" className="text-end">{formatMoney(toPaise(row.amt))}</td>
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
      )}
    </section>
  );
}
