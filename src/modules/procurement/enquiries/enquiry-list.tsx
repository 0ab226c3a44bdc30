import { DocumentTable, type DocumentColumns } from '../../../components/document-table';
import { countCaption, DocumentPeriodList } from '../../../kits/trade-documents/document-period-list';
import { formatDate } from '../../../lib/format/date-format';
import { CANCELLED, statusLabel } from '../domain/approval-status';
import { useEnquiryList } from './enquiry-api';
import { EnquiryRowActions } from './enquiry-row-actions';
import type { EnquiryHeader } from './enquiry-types';

const COLUMNS: DocumentColumns<EnquiryHeader> = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Supplier', cell: (row) => row.vendorname },
  { label: 'Address', cell: (row) => [row.addr, row.city].filter(Boolean).join(', ') },
  { label: 'Status', cell: (row) => statusLabel('enquiry', row.pos) },
  { label: 'Copies', cell: (row) => row.printCount + row.mailCount, numeric: true },
];

interface Props {
  from: string;
  to: string;
  onPeriod: (from: string, to: string) => void;
  onNew: () => void;
  onShow: (recordId: number, view: 'print' | 'mail') => void;
}

/** The enquiries of a period (kept in the URL): one per supplier, with status, copies and actions. */
export function EnquiryList({ from, to, onPeriod, onNew, onShow }: Props) {
  return (
    <DocumentPeriodList
      title="Purchase enquiries"
      idPrefix="enquiries"
      create={{ label: 'New enquiry', onNew }}
      from={from}
      to={to}
      onPeriod={onPeriod}
      query={useEnquiryList(from, to)}
      loadingLabel="Loading purchase enquiries…"
      emptyText="There are no purchase enquiries in this period."
    >
      {(rows) => (
        <DocumentTable
          rows={rows}
          caption={countCaption(rows.length, 'enquiry', 'enquiries')}
          columns={COLUMNS}
          rowKey={(row) => row.recordId}
          actions={(row) => <EnquiryRowActions row={row} onShow={onShow} />}
          rowClassName={(row) => (row.pos === CANCELLED ? 'text-muted' : undefined)}
        />
      )}
    </DocumentPeriodList>
  );
}
