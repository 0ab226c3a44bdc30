import type { DocumentColumns } from '../../../components/document-table';
import type { DayListWords } from '../../../kits/trade-documents/day-document-table';
import { formatDateTime } from '../../../lib/format/date-format';
import type { SaleReturnHeader } from './domain/returns-types';
import { rupees } from './money';
import { type ReturnsDayListProps, ReturnsDayList } from './returns-day-list';
import { useSaleReturnList } from './return-api';
import { ReturnRowActions } from './return-row-actions';

const WORDS: DayListWords = {
  title: 'Sale returns',
  idPrefix: 'sale-returns',
  dateLabel: 'Date',
  loadingLabel: 'Loading sale returns…',
  emptyText: 'There are no sale returns on this day.',
  counted: ['return', 'returns'],
};

const COLUMNS: DocumentColumns<SaleReturnHeader> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Time', cell: (row) => formatDateTime(row.time) },
  { label: 'Bill', cell: (row) => row.billSeq },
  { label: 'Customer', cell: (row) => row.customerName || 'Walk-in' },
  { label: 'Refunded', cell: (row) => (row.refundMode === 'CASH' ? 'In cash' : 'As credit') },
  { label: 'Amount', cell: (row) => rupees(row.total), numeric: true },
];

/**
 * The day's sale returns with the bill each went back against, how it was refunded, and the actions the user's rights
 * allow.
 */
export function ReturnList(props: ReturnsDayListProps) {
  return (
    <ReturnsDayList
      {...props}
      words={WORDS}
      newLabel="New sale return"
      query={useSaleReturnList(props.day)}
      columns={COLUMNS}
      RowActions={ReturnRowActions}
    />
  );
}
