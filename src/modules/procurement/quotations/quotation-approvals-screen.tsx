import { ApprovalQueueScreen, type ApprovalQueueWords } from '../../../kits/trade-documents/approval-queue-screen';
import { useApproveQuotation, useQuotationApprovalQueue } from './quotation-api';
import { QuotationTable } from './quotation-table';

const WORDS: ApprovalQueueWords = {
  heading: 'Quotation approvals',
  loadingLabel: 'Loading the quotations waiting for approval…',
  emptyText: 'No quotations are waiting for approval.',
  caption: 'Quotations waiting for approval',
  approvedText: (seq) => `Purchase quotation ${seq} approved.`,
};

/**
 * Quotation approvals (/procurement/pur-quotation-approvals, transaction 98): the quotations waiting, each approved on
 * its own. Anyone who may open the screen may approve, as the server allows.
 */
export function QuotationApprovalsScreen() {
  return (
    <ApprovalQueueScreen
      words={WORDS}
      queue={useQuotationApprovalQueue()}
      approve={useApproveQuotation()}
      table={QuotationTable}
      mayApprove
    />
  );
}
