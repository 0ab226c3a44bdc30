import { DocumentTable, type DocumentColumns } from '../../../components/document-table';
import type { DocumentTableProps } from '../../../kits/trade-documents/document-table-props';
import { formatDate } from '../../../lib/format/date-format';
import { toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { quotationStatusLabel } from '../domain/quotation-rules';
import type { CrmQuotationHeader } from './quotation-types';

const COLUMNS: DocumentColumns<CrmQuotationHeader> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Customer', cell: (row) => (row.partyId ? row.partyName : `${row.partyName} (lead)`) },
  { label: 'Sales person', cell: (row) => row.refEmployeeName || row.refEmployee },
  { label: 'Valid until', cell: (row) => formatDate(row.validity) },
  { label: 'Total (₹)', cell: (row) => formatMoney(toPaise(row.totalAmt)), numeric: true },
  { label: 'Status', cell: (row) => quotationStatusLabel(row.pos, row.ordered) },
];

/** Sale quotations as a table: number, date, customer, sales person, valid until, total, status, the actions given. */
export function CrmQuotationTable(props: DocumentTableProps<CrmQuotationHeader>) {
  return <DocumentTable {...props} columns={COLUMNS} rowKey={(row) => row.recordId} />;
}
