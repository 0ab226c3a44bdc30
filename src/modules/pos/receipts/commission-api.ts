import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getApi } from '../../../lib/api/api-client';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import type { EarnerKind } from './domain/commission-rules';
import {
  COMMISSION_ENDPOINTS,
  COMMISSION_RESOURCES,
  EMPLOYEE_RATE_ENDPOINTS,
  type CommissionDueRow,
  type CommissionPaymentHeader,
  type CommissionPaymentInput,
  type CommissionRequirements,
  type EmployeeRate,
} from './domain/commission-types';

const KEY = COMMISSION_RESOURCES.payments;

/** Everyone of a kind who earns commission, with what is due up to `upTo`, the next number and the user's accounts. */
export function useCommissionRequirements(kind: EarnerKind, upTo: string) {
  return useQuery({
    queryKey: [KEY, kind, 'requirements', upTo],
    queryFn: () =>
      getApi<CommissionRequirements>(`${COMMISSION_ENDPOINTS[kind].requirements}?upTo=${encodeURIComponent(upTo)}`),
  });
}

/** One earner's due with the documents it comes from. */
export function useCommissionDetails(kind: EarnerKind, code: string, upTo: string) {
  return useQuery({
    enabled: code !== '',
    queryKey: [KEY, kind, 'details', code, upTo],
    queryFn: () =>
      dataProvider.report<CommissionDueRow | null>(COMMISSION_ENDPOINTS[kind].details, {
        detail: code,
        toDate: formatDate(upTo),
      }),
  });
}

export function useCommissionPayments(kind: EarnerKind, from: string, to: string) {
  return useQuery({
    queryKey: [KEY, kind, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<CommissionPaymentHeader[] | null>(COMMISSION_ENDPOINTS[kind].list, {
          frmDate: formatDate(from),
          toDate: formatDate(to),
        })
        .then((rows) => rows ?? []),
  });
}

export const useCommissionPayment = (kind: EarnerKind, recordId: string) =>
  useQuery({
    queryKey: [KEY, kind, 'one', recordId],
    queryFn: () => dataProvider.get<CommissionPaymentHeader>(COMMISSION_ENDPOINTS[kind].one, recordId),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
}

export function useSaveCommissionPayment(kind: EarnerKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ header, idempotencyKey }: { header: CommissionPaymentInput; idempotencyKey: string }) =>
      dataProvider.write(COMMISSION_ENDPOINTS[kind].save, { header }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCancelCommissionPayment(kind: EarnerKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ recordId, reason, idempotencyKey }: { recordId: number; reason: string; idempotencyKey: string }) =>
      dataProvider.write(COMMISSION_ENDPOINTS[kind].cancel, { recordId, detail: reason }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function usePrintCommissionPayment(kind: EarnerKind) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(COMMISSION_ENDPOINTS[kind].print, String(recordId)),
    onSuccess: refresh,
  });
}

export const useEmployeeRates = () =>
  useQuery({
    queryKey: [COMMISSION_RESOURCES.rates],
    queryFn: () =>
      dataProvider.report<EmployeeRate[] | null>(EMPLOYEE_RATE_ENDPOINTS.list, {}).then((rows) => rows ?? []),
  });

export function useSaveEmployeeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rates, idempotencyKey }: { rates: EmployeeRate[]; idempotencyKey: string }) =>
      dataProvider.write(EMPLOYEE_RATE_ENDPOINTS.save, { rates }, idempotencyKey),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [COMMISSION_RESOURCES.rates] }),
        queryClient.invalidateQueries({ queryKey: [KEY] }),
      ]),
  });
}
