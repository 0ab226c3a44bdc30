import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import {
  PAYMENT_ENDPOINTS as API,
  PAYMENT_RESOURCE as KEY,
  type PaymentBody,
  type PaymentHeader,
  type PaymentRequirements,
  type PendingBillRow,
} from './payment-types';

/** The payments dated within a period, newest first. */
export function usePaymentList(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<PaymentHeader[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });
}

export const usePaymentRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.report<PaymentRequirements>(API.requirements, {}),
  });

/** The supplier's bills with something pending, oldest first. */
export function usePendingBills(vendorid: string) {
  return useQuery({
    enabled: vendorid !== '',
    queryKey: [KEY, 'bills', vendorid],
    queryFn: () =>
      dataProvider.report<PendingBillRow[] | null>(API.pendingBills, { detail: vendorid }).then((rows) => rows ?? []),
  });
}

export const usePayment = (recordId: string) =>
  useQuery({ queryKey: [KEY, 'one', recordId], queryFn: () => dataProvider.get<PaymentBody>(API.one, recordId) });

export interface PaymentInput {
  header: { dat: string; vendorid: string; amt: number; paymentmode: string; accountId: string; remarks: string };
  lines: Array<{ billId: string; amt: number }>;
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
};

export function useSavePayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: PaymentInput; idempotencyKey?: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCancelPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      dataProvider.write(API.cancel, { recordId }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function usePrintPayment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSuccess: refresh,
  });
}
