import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LoadFailed, Loading } from '../../../../components/load-state';
import { ScreenAction } from '../../../../engine/screen-action';
import { toApiError } from '../../../../lib/api/api-error';
import { toPaise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import { SALE_CANCELLED } from '../domain/stock-sale-types';
import { useSalesOfDay } from './sale-api';
import { gateStatus } from './gate-status';

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onOpen: (recordId: number) => void;
  onDispatches: () => void;
}

/** The day's invoices with their customer, type, total, what is left to receive and where the goods are. */
export function SaleList({ day, onDay, onNew, onOpen, onDispatches }: Props) {
  const list = useSalesOfDay(day);
  const rows = list.data ?? [];
  return (
    <section aria-labelledby="screen-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="screen-title" className="h3 mb-0 me-auto">
          Stock sales
        </h1>
        <Button variant="outline-secondary" onClick={onDispatches}>
          Pending dispatches
        </Button>
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New invoice</Button>
        </ScreenAction>
      </div>
      <div className="list-toolbar">
        <Form.Group controlId="sales-day">
          <Form.Label>Day</Form.Label>
          <Form.Control type="date" value={day} onChange={(event) => event.target.value && onDay(event.target.value)} />
        </Form.Group>
      </div>
      {list.isPending ? (
        <Loading label="Loading the day’s invoices…" />
      ) : list.isError ? (
        <LoadFailed message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p>There are no invoices on this day.</p>
      ) : (
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>{rows.length === 1 ? '1 invoice' : `${rows.length} invoices`}</caption>
            <thead>
              <tr>
                {['Number', 'Customer', 'Sale type', 'Gate'].map((head) => (
                  <th key={head} scope="col">
                    {head}
                  </th>
                ))}
                <th scope="col" className="text-end">
                  Total
                </th>
                <th scope="col" className="text-end">
                  To receive
                </th>
                <th scope="col" className="list-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.recordId} className={row.pos === SALE_CANCELLED ? 'text-muted' : undefined}>
                  <th scope="row" data-label="Number">
                    {row.seq} {row.pos === SALE_CANCELLED && <Badge bg="danger">Cancelled</Badge>}
                  </th>
                  <td data-label="Customer">{row.partyName}</td>
                  <td data-label="Sale type">{row.saleType}</td>
                  <td data-label="Gate">{row.pos === SALE_CANCELLED ? '' : gateStatus(row)}</td>
                  <td data-label="Total" className="text-end">
                    {formatMoney(toPaise(row.totalAmt))}
                  </td>
                  <td data-label="To receive" className="text-end">
                    {formatMoney(toPaise(row.pending))}
                  </td>
                  <td data-label="Actions" className="list-row-actions">
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      aria-label={`Open ${row.seq}`}
                      onClick={() => onOpen(row.recordId)}
                    >
                      Open
                    </Button>
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
