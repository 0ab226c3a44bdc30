import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDateTime } from '../../../lib/format/date-format';
import { DayListFrame } from './day-list-frame';
import { CANCELLED } from './domain/returns-types';
import { rupees } from './money';
import { useSaleReturnList } from './return-api';
import { ReturnRowActions } from './return-row-actions';

interface Props {
  day: string;
  onDay: (day: string) => void;
  onNew: () => void;
  onPrint: (recordId: number) => void;
}

/**
 * The day's sale returns with the bill each went back against, how it was refunded, and the actions the user's rights
 * allow.
 */
export function ReturnList({ day, onDay, onNew, onPrint }: Props) {
  const list = useSaleReturnList(day);
  const rows = list.data ?? [];
  return (
    <DayListFrame
      title="Sale returns"
      idPrefix="sale-returns"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New sale return</Button>
        </ScreenAction>
      }
      day={day}
      onDay={onDay}
      query={list}
      loadingLabel="Loading sale returns…"
      emptyText="There are no sale returns on this day."
      empty={rows.length === 0}
    >
      <div className="table-responsive list-cards">
        <table className="table table-sm table-hover align-middle">
          <caption>{rows.length === 1 ? '1 return' : `${rows.length} returns`}</caption>
          <thead>
            <tr>
              <th scope="col">Number</th>
              <th scope="col">Time</th>
              <th scope="col">Bill</th>
              <th scope="col">Customer</th>
              <th scope="col">Refunded</th>
              <th scope="col" className="text-end">
                Amount
              </th>
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
                <td data-label="Time">{formatDateTime(row.time)}</td>
                <td data-label="Bill">{row.billSeq}</td>
                <td data-label="Customer">{row.customerName || 'Walk-in'}</td>
                <td data-label="Refunded">{row.refundMode === 'CASH' ? 'In cash' : 'As credit'}</td>
                <td data-label="Amount" className="text-end">
                  {rupees(row.total)}
                </td>
                <td data-label="Status">{row.pos === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : 'In force'}</td>
                <td data-label="Actions" className="list-row-actions">
                  <ReturnRowActions row={row} onPrint={onPrint} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DayListFrame>
  );
}
