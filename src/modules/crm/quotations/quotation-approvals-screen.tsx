import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { ScreenAction } from '../../../engine/screen-action';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useApproveCrmQuotation, useCrmQuotationApprovalQueue } from './quotation-api';
import { CrmQuotationTable } from './quotation-table';

/**
 * Quotation approvals (/crm/crm-quotation-approvals, approve 98): the quotations waiting (Pos 1), each approved on its
 * own.
 */
export function CrmQuotationApprovalsScreen() {
  const queue = useCrmQuotationApprovalQueue();
  const approve = useApproveCrmQuotation();
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
        <p>No sale quotations are waiting for approval.</p>
      ) : (
        <CrmQuotationTable
          rows={queue.data}
          caption="Sale quotations waiting for approval"
          actions={(row) => (
            <ScreenAction transaction="approve">
              <Button
                size="sm"
                aria-label={`Approve ${row.seq}`}
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(row.recordId, {
                    onSuccess: () => showDoneToast(`Sale quotation ${row.seq} approved.`),
                    onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
                  })
                }
              >
                Approve
              </Button>
            </ScreenAction>
          )}
        />
      )}
    </section>
  );
}
