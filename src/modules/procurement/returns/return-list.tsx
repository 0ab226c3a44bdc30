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
import { useReturnList } from './return-api';
import { ReturnRowActions } from './return-row-actions';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onPrint: (recordId: number) => void;
}

/** The returns of a period (kept in the URL) with the receipt each went back against, and the actions the user's rights allow. */
export function ReturnList({ from, to, onPeriod, onNew, onPrint }: Props) {
  const list = useReturnList(from, to);
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Purchase returns
        </h1>
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New purchase return</Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar">
        <Form.Group controlId="returns-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" value={from} max={to} onChange={(event) => event.target.value && onPeriod(event.target.value, to)} />
        </Form.Group>
        <Form.Group controlId="returns-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" value={to} min={from} onChange={(event) => event.target.value && onPeriod(from, event.target.value)} />
        </Form.Group>
      </div>
      {list.isPending ? (
        <Loading label="Loading purchase returns…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no purchase returns in this period.</p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>{rows.length === 1 ? '1 return' : `${rows.length} returns`}</caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">Supplier</th>
                <th scope="col">Goods receipt</th>
                <th scope="col">Invoice</th>
                <th scope="col" className="text-end">Total</th>
                <th scope="col">Status</th>
                <th scope="col" className="list-actions-head">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={String(row.recordId)} className={row.pos === CANCELLED ? 'text-muted' : undefined}>
                  <th scope="row" data-label="Number">{row.seq}</th>
                  <td data-label="Date">{formatDate(row.dat)}</td>
                  <td data-label="Supplier">{row.vendorname}</td>
                  <td data-label="Goods receipt">{row.branchId}</td>
                  <td data-label="Invoice">{row.webid}</td>
                  <td data-label="Total" className="text-end">{formatMoney(toPaise(row.totalAmt))}</td>
                  <td data-label="Status">{row.pos === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : 'In force'}</td>
                  <td data-label="Actions" className="list-row-actions">
                    <ReturnRowActions row={row} onPrint={onPrint} />
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
