import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import type { VoucherType } from '../../../kits/accounting/ledger-types';
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
    <PeriodListFrame
      title={title}
      idPrefix="vouchers"
      actions={
        <ScreenAction transaction="create">
          <Button onClick={() => onOpen('new')}>New {noun}</Button>
        </ScreenAction>
      }
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={list}
      loadingLabel={`Loading ${title.toLowerCase()}…`}
      emptyText={`There are no ${title.toLowerCase()} in this period.`}
      empty={rows.length === 0}
    >
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
              <th scope="col" className="text-end">
                Amount
              </th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.id}
                className={row.status === 'Cancelled' ? 'text-decoration-line-through text-muted' : undefined}
              >
                <td data-label="Voucher">
                  <Button variant="link" className="p-0" onClick={() => onOpen(row.id)}>
                    {row.id}
                  </Button>
                </td>
                <td data-label="Date">{formatDate(row.date)}</td>
                {type !== 'JOU' && (
                  <td data-label="Mode">{PAYMENT_MODES.find((mode) => mode.value === row.mode)?.label}</td>
                )}
                {type !== 'JOU' && (
                  <td data-label={type === 'REC' ? 'Received into' : 'From'}>{accountName(row.counterAccount)}</td>
                )}
                <td data-label="Narration">{row.narration}</td>
                <td data-label="Amount" className="text-end">
                  {formatMoney(toPaise(row.total))}
                </td>
                <td data-label="Status">
                  {row.status === 'Cancelled' ? (
                    <Badge bg="danger">Cancelled</Badge>
                  ) : row.printCount > 0 ? (
                    `Printed ${row.printCount}×`
                  ) : (
                    'Active'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </PeriodListFrame>
  );
}
