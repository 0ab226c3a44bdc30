import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_QUOTATION_CONTRACT } from '../../../lib/contract/procurement-quotation-contract';
import { formatDate } from '../../../lib/format/date-format';
import { QUOTATION_ENDPOINTS as API, QUOTATION_RESOURCE as KEY } from './quotation-endpoints';
import type { QuotationAnswer, QuotationHeader, QuotationRequirements, QuotationSaveBody } from './quotation-types';

const period = (from: string, to: string) => ({ frmDate: formatDate(from), toDate: formatDate(to) });

/** The quotations of a period; `enabled` false reads nothing (a form that has no use for them yet). */
export function useQuotationList(from: string, to: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [KEY, 'list', from, to],
    queryFn: () => dataProvider.report<QuotationHeader[] | null>(API.list, period(from, to)).then((rows) => rows ?? []),
  });
}

/** Several quotations with their lines and taxes (the comparison). */
export function useQuotations(recordIds: readonly number[]) {
  return useQueries({
    queries: recordIds.map((recordId) => ({
      queryKey: [KEY, 'one', String(recordId)],
      queryFn: () => dataProvider.get<QuotationAnswer>(API.one, String(recordId)),
    })),
  });
}

export function useQuotationRequirements() {
  return useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<QuotationRequirements>(API.requirements),
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
};

export function useSaveQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: QuotationSaveBody; idempotencyKey?: string }) =>
      dataProvider.write(
        API.save,
        { ...body } satisfies Omit<RequestOf<typeof PURCHASE_QUOTATION_CONTRACT.save>, 'usr'>,
        idempotencyKey,
      ),
    onSuccess: refresh,
  });
}

export function useQuotationApprovalQueue() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () =>
      dataProvider
        .report<QuotationHeader[] | null>(API.approvalQueue, period('2000-01-01', '9999-12-31'))
        .then((rows) => rows ?? []),
  });
}

export function useApproveQuotation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.approve, String(recordId)),
    onSettled: refresh,
  });
}
