import { useScreenPermission } from '../../../engine/use-screen-permission';
import { ApprovalQueueScreen, type ApprovalQueueWords } from '../../../kits/trade-documents/approval-queue-screen';
import { useApproveCrmQuotation, useCrmQuotationApprovalQueue } from './quotation-api';
import { CrmQuotationTable } from './quotation-table';

const WORDS: ApprovalQueueWords = {
  heading: 'Quotation approvals',
  loadingLabel: 'Loading the quotations waiting for approval…',
  emptyText: 'No sale quotations are waiting for approval.',
  caption: 'Sale quotations waiting for approval',
  approvedText: (seq) => `Sale quotation ${seq} approved.`,
};

/**
 * Quotation approvals (/crm/crm-quotation-approvals, approve 98): the quotations waiting (Pos 1), each approved on its
 * own.
 */
export function CrmQuotationApprovalsScreen() {
  const allowed = useScreenPermission();
  return (
    <ApprovalQueueScreen
      words={WORDS}
      queue={useCrmQuotationApprovalQueue()}
      approve={useApproveCrmQuotation()}
      table={CrmQuotationTable}
      mayApprove={allowed('approve')}
    />
  );
}
