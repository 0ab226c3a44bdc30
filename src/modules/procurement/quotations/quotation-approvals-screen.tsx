import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useApproveQuotation, useQuotationApprovalQueue } from './quotation-api';
import { QuotationTable } from './quotation-table';

/**
 * Quotation approvals (/procurement/pur-quotation-approvals, transaction 98): the quotations waiting, each approved on
 * its own.
 */
export function QuotationApprovalsScreen() {
  const queue = useQuotationApprovalQueue();
  const approve = useApproveQuotation();
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Quotation approvals
      </h1>
      {queue.isPending ? (
        <Loading label="Loading the quotations waiting for approval…" />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p>No quotations are waiting for approval.</p>
      ) : (
        <QuotationTable
          rows={queue.data}
          caption="Quotations waiting for approval"
          actions={(row) => (
            <Button
              size="sm"
              aria-label={`Approve ${row.seq}`}
              disabled={approve.isPending}
              onClick={() =>
                approve.mutate(row.recordId, {
                  onSuccess: () => showDoneToast(`Purchase quotation ${row.seq} approved.`),
                  onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
                })
              }
            >
              Approve
            </Button>
          )}
        />
      )}
    </section>
  );
}
