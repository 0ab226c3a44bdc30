import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
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

/**
 * The returns of a period (kept in the URL) with the receipt each went back against, and the actions the user's rights
 * allow.
 */
export function ReturnList({ from, to, onPeriod, onNew, onPrint }: Props) {
  const list = useReturnList(from, to);
  const rows = list.data ?? [];
  return (
    <PeriodListFrame
      title="Purchase returns"
      idPrefix="returns"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={onNew}>New purchase return</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel="Loading purchase returns…"
      emptyText="There are no purchase returns in this period."
      empty={rows.length === 0}
    >
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
              <th scope="col" className="text-end">
                Total
              </th>
              <th scope="col">Status</th>
              <th scope="col" className="list-actions-head">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row.recordId)} className={row.pos === CANCELLED ? 'text-muted' : undefined}>
                <th scope="row" data-label="Number">
                  {row.seq}
                </th>
                <td data-label="Date">{formatDate(row.dat)}</td>
                <td data-label="Supplier">{row.vendorname}</td>
                <td data-label="Goods receipt">{row.branchId}</td>
                <td data-label="Invoice">{row.webid}</td>
                <td data-label="Total" className="text-end">
                  {formatMoney(toPaise(row.totalAmt))}
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
    </PeriodListFrame>
  );
}
