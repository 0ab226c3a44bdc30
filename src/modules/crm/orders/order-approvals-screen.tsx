import Button from 'react-bootstrap/Button';
import { LoadFailed, Loading } from '../../../components/load-state';
import { useScreenPermission } from '../../../engine/use-screen-permission';
import { toApiError } from '../../../lib/api/api-error';
import { MessageType, showDoneToast, showMessage } from '../../../lib/messages/messages';
import { useApproveOrder, useOrderApprovalQueue } from './order-api';
import { OrderTable } from './order-table';

/**
 * Order approvals (/crm/crm-order-approval, transaction 98): the sale orders waiting (Pos 1), each approved on its own.
 */
export function OrderApprovalsScreen() {
  const queue = useOrderApprovalQueue();
  const approve = useApproveOrder();
  const allowed = useScreenPermission();
  const mayApprove = allowed('approve');
  return (
    <section aria-labelledby="screen-title">
      <h1 id="screen-title" className="h3 mb-3">
        Order approvals
      </h1>
      {!mayApprove && (
        <p className="text-body-secondary">
          You may see the orders waiting; approving them needs the approve right on this screen.
        </p>
      )}
      {queue.isPending ? (
        <Loading label="Loading the sale orders waiting for approval…" />
      ) : queue.isError ? (
        <LoadFailed message={toApiError(queue.error).message} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <p>No sale orders are waiting for approval.</p>
      ) : (
        <OrderTable
          rows={queue.data}
          caption="Sale orders waiting for approval"
          actions={(row) =>
            mayApprove && (
              <Button
                size="sm"
                aria-label={`Approve ${row.seq}`}
                disabled={approve.isPending}
                onClick={() =>
                  approve.mutate(row.recordId, {
                    onSuccess: () => showDoneToast(`Sale order ${row.seq} approved.`),
                    onError: (error) => showMessage(MessageType.ErrorDialog, toApiError(error).message),
                  })
                }
              >
                Approve
              </Button>
            )
          }
        />
      )}
    </section>
  );
}
