import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import type { VoucherType } from '../ledger/ledger-types';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { PAYMENT_MODES, voucherTypeLabel } from '../ledger/voucher';
import { useVoucherList } from './voucher-api';

interface Props {
  type: VoucherType;
  title: string;
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onOpen: (id: string) => void;
  accountName: (code: string) => string;
}

/** The vouchers of a type in a period (kept in the URL), cancelled ones marked, with the period's total. */
export function VoucherList({ type, title, from, to, onPeriod, onOpen, accountName }: Props) {
  const list = useVoucherList(type, from, to);
  const rows = list.data ?? [];
  const total = sumPaise(rows.filter((row) => row.status === 'Active').map((row) => toPaise(row.total)));
  const noun = voucherTypeLabel(type).toLowerCase();
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        <ScreenAction transaction="create">
          <Button onClick={() => onOpen('new')}>New {noun}</Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar">
        <Form.Group controlId="vouchers-from">
          <Form.Label>From</Form.Label>
          <Form.Control type="date" value={from} max={to} onChange={(event) => event.target.value && onPeriod(event.target.value, to)} />
        </Form.Group>
        <Form.Group controlId="vouchers-to">
          <Form.Label>To</Form.Label>
          <Form.Control type="date" value={to} min={from} onChange={(event) => event.target.value && onPeriod(from, event.target.value)} />
        </Form.Group>
      </div>
      {list.isPending ? (
        <Loading label={`Loading ${title.toLowerCase()}…`} />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no {title.toLowerCase()} in this period.</p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>
              {rows.length} {rows.length === 1 ? noun : `${noun}s`}; active total {formatMoney(total)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Voucher</th>
                <th scope="col">Date</th>
                {type !== 'JOU' && <th scope="col">Mode</th>}
                {type !== 'JOU' && <th scope="col">{type === 'REC' ? 'Received into' : 'From'}</th>}
                <th scope="col">Narration</th>
                <th scope="col" className="text-end">Amount</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={row.status === 'Cancelled' ? 'text-decoration-line-through text-muted' : undefined}>
                  <td data-label="Voucher">
                    <Button variant="link" className="p-0" onClick={() => onOpen(row.id)}>
                      {row.id}
                    </Button>
                  </td>
                  <td data-label="Date">{formatDate(row.date)}</td>
                  {type !== 'JOU' && <td data-label="Mode">{PAYMENT_MODES.find((mode) => mode.value === row.mode)?.label}</td>}
                  {type !== 'JOU' && <td data-label={type === 'REC' ? 'Received into' : 'From'}>{accountName(row.counterAccount)}</td>}
                  <td data-label="Narration">{row.narration}</td>
                  <td data-label="Amount" className="text-end">{formatMoney(toPaise(row.total))}</td>
                  <td data-label="Status">{row.status === 'Cancelled' ? <Badge bg="danger">Cancelled</Badge> : row.printCount > 0 ? `Printed ${row.printCount}×` : 'Active'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
