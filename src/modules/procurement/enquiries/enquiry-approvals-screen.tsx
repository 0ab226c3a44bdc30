import { DataTable, type TableColumn } from '../../../components/data-table';
import { ApprovalQueueScreen, type ApprovalQueueWords } from '../../../kits/trade-documents/approval-queue-screen';
import type { DocumentTableProps } from '../../../kits/trade-documents/document-table-props';
import { formatDate } from '../../../lib/format/date-format';
import { useEnquiryAction, useEnquiryApprovalQueue } from './enquiry-api';
import type { EnquiryHeader } from './enquiry-types';

const COLUMNS: readonly TableColumn<EnquiryHeader>[] = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Supplier', cell: (row) => row.vendorname },
  { label: 'Raised by', cell: (row) => row.usr },
];

const WORDS: ApprovalQueueWords = {
  heading: 'Enquiry approvals',
  loadingLabel: 'Loading the enquiries waiting for approval…',
  emptyText: 'No enquiries are waiting for approval.',
  caption: 'Enquiries waiting for approval',
  approvedText: (seq) => `Purchase enquiry ${seq} approved.`,
};

/** The enquiries waiting, each with its Approve button. */
function WaitingEnquiries({ rows, caption, actions }: Omit<DocumentTableProps<EnquiryHeader>, 'onOpen'>) {
  return (
    <DataTable
      rows={rows}
      columns={[
        ...COLUMNS,
        { label: 'Actions', headClassName: 'list-actions-head', className: 'list-row-actions', cell: actions },
      ]}
      rowKey={(row) => row.recordId}
      caption={caption}
      captionPlacement="bottom"
      cards
    />
  );
}

/**
 * Enquiry approvals (/procurement/pur-enquiry-approvals, transaction 98): the enquiries waiting, each approved on its
 * own. Anyone who may open the screen may approve, as the server allows.
 */
export function EnquiryApprovalsScreen() {
  return (
    <ApprovalQueueScreen
      words={WORDS}
      queue={useEnquiryApprovalQueue()}
      approve={useEnquiryAction('approve')}
      table={WaitingEnquiries}
      mayApprove
    />
  );
}
