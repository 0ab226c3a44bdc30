import type { ReactNode } from 'react';
import { DocumentTable, type DocumentColumns } from '../../../components/document-table';
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

interface Props {
  rows: readonly QuotationHeader[];
  caption: string;
  actions: (row: QuotationHeader) => ReactNode;
}

/**
 * Quotations as a table: number, date, supplier, enquiry, total, status, and the actions given; cancelled ones muted.
 */
export function QuotationTable({ rows, caption, actions }: Props) {
  return (
    <DocumentTable
      rows={rows}
      caption={caption}
      columns={COLUMNS}
      rowKey={(row) => row.recordId}
      actions={actions}
      rowClassName={(row) => (row.pos === CANCELLED ? 'text-muted' : undefined)}
    />
  );
}
