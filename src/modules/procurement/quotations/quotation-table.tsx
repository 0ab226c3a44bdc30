import { DocumentTable, type DocumentColumns } from '../../../components/document-table';
import type { DocumentTableProps } from '../../../kits/trade-documents/document-table-props';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, statusLabel } from '../domain/approval-status';
import type { QuotationHeader } from './quotation-types';

const COLUMNS: DocumentColumns<QuotationHeader> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Supplier', cell: (row) => row.vendorname },
  { label: 'Enquiry', cell: (row) => row.refQuotation },
  { label: 'Total (₹)', cell: (row) => formatMoney(toPaise(row.totalAmt)), numeric: true },
  { label: 'Status', cell: (row) => statusLabel('quotation', row.pos) },
];

/**
 * Quotations as a table: number, date, supplier, enquiry, total, status, and the actions given; cancelled ones muted.
 */
export function QuotationTable(props: DocumentTableProps<QuotationHeader>) {
  return (
    <DocumentTable
      {...props}
      columns={COLUMNS}
      rowKey={(row) => row.recordId}
      rowClassName={(row) => (row.pos === CANCELLED ? 'text-muted' : undefined)}
    />
  );
}
