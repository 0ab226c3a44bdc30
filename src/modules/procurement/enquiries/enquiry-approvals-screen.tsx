import Button from 'react-bootstrap/Button';
import { DataTable, type TableColumn } from '../../../components/data-table';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/date-format';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useEnquiryAction, useEnquiryApprovalQueue } from './enquiry-api';
import type { EnquiryHeader } from './enquiry-types';

const COLUMNS: readonly TableColumn<EnquiryHeader>[] = [
  { label: 'Number', cell: (row) => row.seq },
  { label: 'Date', cell: (row) => formatDate(row.dat) },
  { label: 'Supplier', cell: (row) => row.vendorname },
  { label: 'Raised by', cell: (row) => row.usr },
];

/**
 * Enquiry approvals (/procurement/pur-enquiry-approvals, transaction 98): the enquiries waiting, each approved on its
 * own.
 */
export function EnquiryApprovalsScreen() {
  const queue = useEnquiryApprovalQueue();
  const approve = useEnquiryAction('approve');
  const approveNow = (recordId: number, seq: string) =>
    approve.mutate(recordId, {
      onSuccess: () => showDoneToast(`Purchase enquiry ${seq} approved.`),
      onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
    });
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Enquiry approvals
      </h1>
      {queue.isPending ? (
        <Loading label="Loading the enquiries waiting for approval…" />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p>No enquiries are waiting for approval.</p>
      ) : (
        <DataTable
          rows={queue.data}
          columns={[
            ...COLUMNS,
            {
              label: 'Actions',
              headClassName: 'list-actions-head',
              className: 'list-row-actions',
              cell: (row) => (
                <Button
                  size="sm"
                  aria-label={`Approve ${row.seq}`}
                  disabled={approve.isPending}
                  onClick={() => approveNow(row.recordId, row.seq)}
                >
                  Approve
                </Button>
              ),
            },
          ]}
          rowKey={(row) => row.recordId}
          caption="Enquiries waiting for approval"
          captionPlacement="bottom"
          cards
        />
      )}
    </section>
  );
}
