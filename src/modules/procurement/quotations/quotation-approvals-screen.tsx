import { ApprovalQueueScreen } from '../../../kits/trade-documents/approval-queue-screen';
import { useApproveQuotation, useQuotationApprovalQueue } from './quotation-api';
import { QuotationTable } from './quotation-table';

/**
 * Quotation approvals (/procurement/pur-quotation-approvals, transaction 98): the quotations waiting, each approved on
 * its own. Anyone who may open the screen may approve, as the server allows.
 */
export function QuotationApprovalsScreen() {
  return (
    <ApprovalQueueScreen
      heading="Quotation approvals"
      loadingLabel="Loading the quotations waiting for approval…"
      emptyText="No quotations are waiting for approval."
      caption="Quotations waiting for approval"
      queue={useQuotationApprovalQueue()}
      approve={useApproveQuotation()}
      approvedText={(row) => `Purchase quotation ${row.seq} approved.`}
      table={QuotationTable}
      mayApprove
    />
  );
}
