import type { TableColumn } from '../../../components/data-table';
import {
  openingColumn,
  PeriodDocumentList,
  printedStatus,
  type PeriodListProps,
} from '../../../engine/list/period-document-list';
import { formatDate } from '../../../lib/format/date-format';
import type { VoucherType } from '../../../kits/accounting/ledger-types';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { PAYMENT_MODES, voucherTypeLabel, type VoucherHeader } from '../ledger/voucher';
import { useVoucherList } from './voucher-api';

interface Props extends PeriodListProps {
  type: VoucherType;
  title: string;
  accountName: (code: string) => string;
}

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
    openingColumn('Voucher', (row) => row.id, onOpen),
    { label: 'Date', cell: (row) => formatDate(row.date) },
    ...(type === 'JOU' ? [] : counter),
    { label: 'Narration', cell: (row) => row.narration },
    { label: 'Amount', cell: (row) => formatMoney(toPaise(row.total)), numeric: true },
    { label: 'Status', cell: printedStatus },
  ];
}

/** The vouchers of a type in a period (kept in the URL), cancelled ones marked, with the period's total. */
export function VoucherList({ type, title, accountName, ...period }: Props) {
  const list = useVoucherList(type, period.from, period.to);
  const rows = list.data ?? [];
  const total = sumPaise(rows.filter((row) => row.status === 'Active').map((row) => toPaise(row.total)));
  const noun = voucherTypeLabel(type).toLowerCase();
  return (
    <PeriodDocumentList
      {...period}
      title={title}
      idPrefix="vouchers"
      noun={noun}
      query={list}
      rows={rows}
      columns={voucherColumns(type, period.onOpen, accountName)}
      rowKey={(row) => row.id}
      rowClassName={(row) => (row.status === 'Cancelled' ? 'text-decoration-line-through text-muted' : undefined)}
      caption={
        <>
          {rows.length} {rows.length === 1 ? noun : `${noun}s`}; active total {formatMoney(total)}
        </>
      }
    />
  );
}
