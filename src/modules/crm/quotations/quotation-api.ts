import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { CRM_QUOTATION_ENDPOINTS as API, CRM_QUOTATION_RESOURCE as KEY } from './quotation-endpoints';
import type {
  CrmQuotationAnswer,
  CrmQuotationHeader,
  QuotationRequirements,
  QuotationSaveBody,
} from './quotation-types';

export function useCrmQuotationList(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<CrmQuotationHeader[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });
}

export function useCrmQuotation(recordId: string) {
  return useQuery({
    queryKey: [KEY, 'one', recordId],
    queryFn: () => dataProvider.get<CrmQuotationAnswer>(API.one, recordId),
  });
}

/** The parties, items, lists, taxes and sales people; with `leadId`, the lead to quote. */
export function useCrmQuotationRequirements(leadId: string | null) {
  return useQuery({
    queryKey: [KEY, 'requirements', leadId ?? ''],
    queryFn: () =>
      dataProvider.report<QuotationRequirements>(API.requirements, leadId ? { leadId: Number(leadId) } : {}),
    staleTime: 0,
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
};

export function useSaveCrmQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: QuotationSaveBody; idempotencyKey?: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCrmQuotationApprovalQueue() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () => dataProvider.report<CrmQuotationHeader[] | null>(API.approvalQueue, {}).then((rows) => rows ?? []),
  });
}

export function useApproveCrmQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.approve, String(recordId)),
    onSettled: refresh,
  });
}

export function usePrintCrmQuotation() {
  return useMutation({ mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)) });
}

export function useMailCrmQuotation() {
  return useMutation({
    mutationFn: ({ recordId, address }: { recordId: number; address: string }) =>
      dataProvider.write(API.mail, { recordId, detail: address }),
  });
}
