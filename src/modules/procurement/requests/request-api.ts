import { useMutation, useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_REQUEST_CONTRACT as CONTRACT } from '../../../lib/contract/procurement-request-contract';
import {
  useDocumentRequirements,
  useDocumentRows,
  useOneDocument,
  usePeriodDocuments,
} from '../../../kits/trade-documents/document-queries';
import { useDocumentAction, useDocumentRefresh, useSaveDocument } from '../../../kits/trade-documents/document-writes';
import { REQUEST_ENDPOINTS as API, REQUEST_RESOURCE as KEY } from './request-endpoints';
import type {
  ApprovalInput,
  ApprovalQueueLine,
  PendingItem,
  RequestAnswer,
  RequestListRow,
  RequestSaveBody,
} from './request-types';
import type { RequestRequirements } from './requirement-types';

/**
 * The requests dated within a period, newest first; the dates travel as the customer's client sends them (dd-MMM-yyyy).
 */
export const useRequestList = (from: string, to: string) => usePeriodDocuments<RequestListRow>(KEY, API.list, from, to);

/** One request with its lines, or null. */
export const useRequest = (recordId: string) => useOneDocument<RequestAnswer>(KEY, API.one, recordId);

/**
 * The lists a request draws on (departments, employees, items with their stock and units, suppliers) and the next
 * number.
 */
export const useRequirements = () => useDocumentRequirements<RequestRequirements>(KEY, API.requirements);

/** What the client sends of a route's body (the data provider adds `usr`). */
type Body<Route extends keyof typeof CONTRACT> = Omit<RequestOf<(typeof CONTRACT)[Route]>, 'usr'>;

/** Create (1), modify (2) or cancel (3); every request list and queue refreshes afterwards. */
export const useSaveRequest = () =>
  useSaveDocument(KEY, API.save, (body: RequestSaveBody) => ({ ...body }) satisfies Body<'save'>);

/** Print (7) the first time, reprint (8) after: the server counts the copies. */
export const usePrintRequest = () => useDocumentAction(KEY, API.print, 'success');

/** The request lines waiting for an approver. */
export const useApprovalQueue = () => useDocumentRows<ApprovalQueueLine>(KEY, 'approval-queue', API.approvalQueue);

/** Approved quantities per item not yet ordered. */
export function usePendingItems() {
  return useQuery({
    queryKey: [KEY, 'pending-items'],
    queryFn: () => dataProvider.list<PendingItem>(API.pending),
  });
}

/** Approve the chosen lines with the approver's quantities (transaction 98). */
export function useApproveLines() {
  const refresh = useDocumentRefresh(KEY);
  return useMutation({
    mutationFn: ({ lines, idempotencyKey }: { lines: ApprovalInput[]; idempotencyKey?: string }) =>
      dataProvider.write(API.approve, { lines } satisfies Body<'approve'>, idempotencyKey),
    onSettled: refresh,
  });
}
