import { useScreenPermission } from '../../../engine/use-screen-permission';
import { ApprovalQueueScreen } from '../../../kits/trade-documents/approval-queue-screen';
import { useApproveOrder, useOrderApprovalQueue } from './order-api';
import { OrderTable } from './order-table';

/**
 * Order approvals (/crm/crm-order-approval, transaction 98): the sale orders waiting (Pos 1), each approved on its own.
 */
export function OrderApprovalsScreen() {
  const mayApprove = useScreenPermission()('approve');
  return (
    <ApprovalQueueScreen
      heading="Order approvals"
      loadingLabel="Loading the sale orders waiting for approval…"
      emptyText="No sale orders are waiting for approval."
      caption="Sale orders waiting for approval"
      queue={useOrderApprovalQueue()}
      approve={useApproveOrder()}
      approvedText={(row) => `Sale order ${row.seq} approved.`}
      table={OrderTable}
      mayApprove={mayApprove}
      notice={
        !mayApprove && (
          <p className="text-body-secondary">
            You may see the orders waiting; approving them needs the approve right on this screen.
          </p>
        )
      }
    />
  );
}
