import type { DocumentColumns } from '../../../components/document-table';
import type { CountedListWords, ListPeriod } from '../../../kits/trade-documents/document-list-types';
import { PeriodDocumentTable } from '../../../kits/trade-documents/period-documents';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, statusLabel } from '../domain/approval-status';
import { useEnquiryList } from './enquiry-api';
import { EnquiryRowActions } from './enquiry-row-actions';
import type { EnquiryHeader } from './enquiry-types';

const WORDS: CountedListWords = {
  title: 'Purchase enquiries',
  idPrefix: 'enquiries',
  loadingLabel: 'Loading purchase enquiries…',
  emptyText: 'There are no purchase enquiries in this period.',
  counted: ['enquiry', 'enquiries'],
};

const COLUMNS: DocumentColumns<EnquiryHeader> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Supplier', cell: (row) => row.vendorname },
  { label: 'Address', cell: (row) => [row.addr, row.city].filter(Boolean).join(', ') },
  { label: 'Status', cell: (row) => statusLabel('enquiry', row.pos) },
  { label: 'Copies', cell: (row) => row.printCount + row.mailCount, numeric: true },
];

interface Props extends ListPeriod {
  onNew: () => void;
  onShow: (recordId: number, view: 'print' | 'mail') => void;
}

/** The enquiries of a period (kept in the URL): one per supplier, with status, copies and actions. */
export function EnquiryList({ onNew, onShow, ...period }: Props) {
  return (
    <PeriodDocumentTable
      words={WORDS}
      period={period}
      create={{ label: 'New enquiry', onNew }}
      query={useEnquiryList(period.from, period.to)}
      columns={COLUMNS}
      rowKey={(row) => row.recordId}
      actions={(row) => <EnquiryRowActions row={row} onShow={onShow} />}
      rowClassName={(row) => (row.pos === CANCELLED ? 'text-muted' : undefined)}
    />
  );
}
