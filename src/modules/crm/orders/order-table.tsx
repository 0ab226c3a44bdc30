import { DocumentTable, type DocumentColumns } from '../../../components/document-table';
import type { DocumentTableProps } from '../../../kits/trade-documents/document-table-props';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { OrderHeader } from '../domain/order-types';
import { orderStatus } from './order-status';

const COLUMNS: DocumentColumns<OrderHeader> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Customer', cell: (row) => row.partyName },
  { label: 'Quotation', cell: (row) => row.quotationno },
  { label: 'Total (₹)', cell: (row) => formatMoney(toPaise(row.totalAmt)), numeric: true },
  { label: 'Status', cell: (row) => orderStatus(row.pos, row.closed) },
];

/** Sale orders as a table: number, date, customer, quotation, total, status, and the actions given. */
export function OrderTable(props: DocumentTableProps<OrderHeader>) {
  return <DocumentTable {...props} columns={COLUMNS} rowKey={(row) => row.recordId} />;
}
