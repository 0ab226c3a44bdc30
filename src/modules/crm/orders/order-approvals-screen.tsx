import { useScreenPermission } from '../../../engine/use-screen-permission';
import { ApprovalQueueScreen, type ApprovalQueueWords } from '../../../kits/trade-documents/approval-queue-screen';
import { useApproveOrder, useOrderApprovalQueue } from './order-api';
import { OrderTable } from './order-table';

const WORDS: ApprovalQueueWords = {
  heading: 'Order approvals',
  loadingLabel: 'Loading the sale orders waiting for approval…',
  emptyText: 'No sale orders are waiting for approval.',
  caption: 'Sale orders waiting for approval',
  approvedText: (seq) => `Sale order ${seq} approved.`,
};

/**
 * Order approvals (/crm/crm-order-approval, transaction 98): the sale orders waiting (Pos 1), each approved on its own.
 */
export function OrderApprovalsScreen() {
  const mayApprove = useScreenPermission()('approve');
  return (
    <ApprovalQueueScreen
      words={WORDS}
      queue={useOrderApprovalQueue()}
      approve={useApproveOrder()}
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
