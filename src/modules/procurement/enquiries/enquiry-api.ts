import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_ENQUIRY_CONTRACT } from '../../../lib/contract/procurement-request-contract';
import { formatDate } from '../../../lib/format/date-format';
import { ENQUIRY_ENDPOINTS as API, ENQUIRY_RESOURCE as KEY } from './enquiry-endpoints';
import type { EnquiryAnswer, EnquiryHeader, EnquiryRequirements, EnquirySaveBody } from './enquiry-types';

/** The enquiries dated within a period, newest first. */
export function useEnquiryList(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<EnquiryHeader[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });
}

export function useEnquiry(recordId: string) {
  return useQuery({
    enabled: recordId !== '',
    queryKey: [KEY, 'one', recordId],
    queryFn: () => dataProvider.get<EnquiryAnswer>(API.one, recordId),
  });
}

export function useEnquiryRequirements() {
  return useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<EnquiryRequirements>(API.requirements),
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
};

/** Create (1: one enquiry per chosen supplier) or cancel (3). */
export function useSaveEnquiry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: EnquirySaveBody; idempotencyKey?: string }) =>
      dataProvider.write(
        API.save,
        { ...body } satisfies Omit<RequestOf<typeof PURCHASE_ENQUIRY_CONTRACT.save>, 'usr'>,
        idempotencyKey,
      ),
    onSuccess: refresh,
  });
}

/** Print (7) or reprint (8), or "mail" (counted; nothing is sent): the server counts the copies. */
export function useEnquiryAction(action: 'print' | 'mail' | 'approve') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API[action], String(recordId)),
    onSettled: refresh,
  });
}

export function useEnquiryApprovalQueue() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () => dataProvider.report<EnquiryHeader[] | null>(API.approvalQueue, {}).then((rows) => rows ?? []),
  });
}
