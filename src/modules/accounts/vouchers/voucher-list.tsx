import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { PeriodListFrame } from '../../../components/period-list-frame';
import { ScreenAction } from '../../../engine/screen-action';
import { formatDate } from '../../../lib/format/date-format';
import type { VoucherType } from '../../../kits/accounting/ledger-types';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { PAYMENT_MODES, voucherTypeLabel, type VoucherHeader } from '../ledger/voucher';
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

const statusOf = (row: VoucherHeader) =>
  row.status === 'Cancelled' ? (
    <Badge bg="danger">Cancelled</Badge>
  ) : row.printCount > 0 ? (
    `Printed ${row.printCount}×`
  ) : (
    'Active'
  );

/** The list's columns: a journal has no mode and no counter account; the voucher number opens it. */
function voucherColumns(
  type: VoucherType,
  onOpen: (id: string) => void,
  accountName: (code: string) => string,
): Array<TableColumn<VoucherHeader>> {
  const counter: Array<TableColumn<VoucherHeader>> = [
    { label: 'Mode', cell: (row) => PAYMENT_MODES.find((mode) => mode.value === row.mode)?.label },
    { label: type === 'REC' ? 'Received into' : 'From', cell: (row) => accountName(row.counterAccount) },
  ];
  return [
    {
      label: 'Voucher',
      cell: (row) => (
        <Button variant="link" className="p-0" onClick={() => onOpen(row.id)}>
          {row.id}
        </Button>
      ),
    },
    { label: 'Date', cell: (row) => formatDate(row.date) },
    ...(type === 'JOU' ? [] : counter),
    { label: 'Narration', cell: (row) => row.narration },
    { label: 'Amount', cell: (row) => formatMoney(toPaise(row.total)), numeric: true },
    { label: 'Status', cell: statusOf },
  ];
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
      <DataTable
        rows={rows}
        columns={voucherColumns(type, onOpen, accountName)}
        rowKey={(row) => row.id}
        rowClassName={(row) => (row.status === 'Cancelled' ? 'text-decoration-line-through text-muted' : undefined)}
        caption={
          <>
            {rows.length} {rows.length === 1 ? noun : `${noun}s`}; active total {formatMoney(total)}
          </>
        }
        captionPlacement="bottom"
        rowHeader={false}
        tableClassName="table table-sm table-hover align-middle"
        cards
      />
    </PeriodListFrame>
  );
}
