import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_ENQUIRY_CONTRACT } from '../../../lib/contract/procurement-request-contract';
import {
  useDocumentRequirements,
  useDocumentRows,
  useOneDocument,
  usePeriodDocuments,
} from '../../../kits/trade-documents/document-queries';
import { useDocumentAction, useSaveDocument } from '../../../kits/trade-documents/document-writes';
import { ENQUIRY_ENDPOINTS as API, ENQUIRY_RESOURCE as KEY } from './enquiry-endpoints';
import type { EnquiryAnswer, EnquiryHeader, EnquiryRequirements, EnquirySaveBody } from './enquiry-types';

/** The enquiries dated within a period, newest first. */
export const useEnquiryList = (from: string, to: string) => usePeriodDocuments<EnquiryHeader>(KEY, API.list, from, to);

export const useEnquiry = (recordId: string) => useOneDocument<EnquiryAnswer>(KEY, API.one, recordId);

export const useEnquiryRequirements = () => useDocumentRequirements<EnquiryRequirements>(KEY, API.requirements);

/** Create (1: one enquiry per chosen supplier) or cancel (3). */
export const useSaveEnquiry = () =>
  useSaveDocument(
    KEY,
    API.save,
    (body: EnquirySaveBody) => ({ ...body }) satisfies Omit<RequestOf<typeof PURCHASE_ENQUIRY_CONTRACT.save>, 'usr'>,
  );

/** Print (7) or reprint (8), or "mail" (counted; nothing is sent): the server counts the copies. */
export const useEnquiryAction = (action: 'print' | 'mail' | 'approve') =>
  useDocumentAction(KEY, API[action], 'settled');

export const useEnquiryApprovalQueue = () => useDocumentRows<EnquiryHeader>(KEY, 'approval-queue', API.approvalQueue);
