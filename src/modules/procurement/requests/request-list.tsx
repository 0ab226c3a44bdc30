import Badge from 'react-bootstrap/Badge';
import { PeriodListFrame } from '../../../components/period-list-frame';
import Button from 'react-bootstrap/Button';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, requestListStatusLabel } from '../domain/approval-status';
import { useRequestList } from './request-api';
import { RequestRowActions } from './request-row-actions';

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onEdit: (recordId: number) => void;
  onPrinted: (recordId: number) => void;
}

/** The requests of a period (kept in the URL) with their status, prints and the actions the user's rights allow. */
export function RequestList({ from, to, onPeriod, onNew, onEdit, onPrinted }: Props) {
  const list = useRequestList(from, to);
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Purchase requests"
      idPrefix="requests"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New request</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading purchase requests…"
      emptyText="There are no purchase requests in this period."
      empty={rows.length === 0}
    >
        <div className="table-responsive list-cards">
          <table className="table table-sm table-hover align-middle">
            <caption>
              {rows.length} {rows.length === 1 ? 'request' : 'requests'}
            </caption>
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Date</th>
                <th scope="col">Department</th>
                <th scope="col">Employee</th>
                <th scope="col">Status</th>
                <th scope="col" className="text-end">Prints</th>
                <th scope="col" className="list-actions-head">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.recordid} className={row.statu === CANCELLED ? 'text-muted' : undefined}>
                  <th scope="row" data-label="Number">
                    {row.seq}
                  </th>
                  <td data-label="Date">{formatDate(row.dat)}</td>
                  <td data-label="Department">{row.departmentname}</td>
                  <td data-label="Employee">{row.employee}</td>
                  <td data-label="Status">{row.statu === CANCELLED ? <Badge bg="danger">Cancelled</Badge> : requestListStatusLabel(row.statu)}</td>
                  <td data-label="Prints" className="text-end">
                    {row.printCount}
                  </td>
                  <td data-label="Actions" className="list-row-actions">
                    <RequestRowActions row={row} onEdit={onEdit} onPrinted={onPrinted} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
    </PeriodListFrame>
  );
}
