import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_REQUEST_CONTRACT as CONTRACT } from '../../../lib/contract/procurement-request-contract';
import { formatDate } from '../../../lib/format/date-format';
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
export function useRequestList(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<RequestListRow[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });
}

/** One request with its lines, or null. */
export function useRequest(recordId: string) {
  return useQuery({
    enabled: recordId !== '',
    queryKey: [KEY, 'one', recordId],
    queryFn: () => dataProvider.get<RequestAnswer>(API.one, recordId),
  });
}

/**
 * The lists a request draws on (departments, employees, items with their stock and units, suppliers) and the next
 * number.
 */
export function useRequirements() {
  return useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<RequestRequirements>(API.requirements),
  });
}

/** What the client sends of a route's body (the data provider adds `usr`). */
type Body<Route extends keyof typeof CONTRACT> = Omit<RequestOf<(typeof CONTRACT)[Route]>, 'usr'>;

const refreshRequests = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: [KEY] });

/** Create (1), modify (2) or cancel (3); every request list and queue refreshes afterwards. */
export function useSaveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RequestSaveBody; idempotencyKey?: string }) =>
      dataProvider.write(API.save, { ...body } satisfies Body<'save'>, idempotencyKey),
    onSuccess: () => refreshRequests(queryClient),
  });
}

/** Print (7) the first time, reprint (8) after: the server counts the copies. */
export function usePrintRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSuccess: () => refreshRequests(queryClient),
  });
}

/** The request lines waiting for an approver. */
export function useApprovalQueue() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () => dataProvider.report<ApprovalQueueLine[] | null>(API.approvalQueue, {}).then((rows) => rows ?? []),
  });
}

/** Approved quantities per item not yet ordered. */
export function usePendingItems() {
  return useQuery({
    queryKey: [KEY, 'pending-items'],
    queryFn: () => dataProvider.list<PendingItem>(API.pending),
  });
}

/** Approve the chosen lines with the approver's quantities (transaction 98). */
export function useApproveLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lines, idempotencyKey }: { lines: ApprovalInput[]; idempotencyKey?: string }) =>
      dataProvider.write(API.approve, { lines } satisfies Body<'approve'>, idempotencyKey),
    onSettled: () => refreshRequests(queryClient),
  });
}
