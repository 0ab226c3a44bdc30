import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_MONEY_CONTRACT } from '../../../lib/contract/procurement-money-contract';
import {
  PAYMENT_ENDPOINTS as API,
  PAYMENT_RESOURCE as KEY,
  type PaymentBody,
  type PaymentRequirements,
  type PendingBillRow,
} from './payment-types';

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
      dataProvider.write(
        API.save,
        { ...body } satisfies Omit<RequestOf<typeof PURCHASE_MONEY_CONTRACT.payment>, 'usr'>,
        idempotencyKey,
      ),
    onSuccess: refresh,
  });
}
