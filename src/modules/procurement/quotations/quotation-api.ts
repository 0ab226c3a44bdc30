import { useQueries } from '@tanstack/react-query';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_QUOTATION_CONTRACT } from '../../../lib/contract/procurement-quotation-contract';
import {
  documentQuery,
  periodBody,
  useDocumentRequirements,
  useDocumentRows,
  usePeriodDocuments,
} from '../../../kits/trade-documents/document-queries';
import { useDocumentAction, useSaveDocument } from '../../../kits/trade-documents/document-writes';
import { QUOTATION_ENDPOINTS as API, QUOTATION_RESOURCE as KEY } from './quotation-endpoints';
import type { QuotationAnswer, QuotationHeader, QuotationRequirements, QuotationSaveBody } from './quotation-types';

/** The quotations of a period; `enabled` false reads nothing (a form that has no use for them yet). */
export const useQuotationList = (from: string, to: string, enabled = true) =>
  usePeriodDocuments<QuotationHeader>(KEY, API.list, from, to, { enabled });

/** Several quotations with their lines and taxes (the comparison). */
export const useQuotations = (recordIds: readonly number[]) =>
  useQueries({
    queries: recordIds.map((recordId) => documentQuery<QuotationAnswer>(KEY, API.one, String(recordId))),
  });

export const useQuotationRequirements = () => useDocumentRequirements<QuotationRequirements>(KEY, API.requirements);

export const useSaveQuotation = () =>
  useSaveDocument(
    KEY,
    API.save,
    (body: QuotationSaveBody) =>
      ({ ...body }) satisfies Omit<RequestOf<typeof PURCHASE_QUOTATION_CONTRACT.save>, 'usr'>,
  );

/** Every quotation waiting for an approver, whatever its date. */
export const useQuotationApprovalQueue = () =>
  useDocumentRows<QuotationHeader>(KEY, 'approval-queue', API.approvalQueue, periodBody('2000-01-01', '9999-12-31'));

export const useApproveQuotation = () => useDocumentAction(KEY, API.approve, 'settled');
