import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import {
  ADVANCE_ENDPOINTS as API,
  ADVANCE_RESOURCE as KEY,
  type AdvanceOrder,
  type AdvanceRequirements,
  type TotAdvance,
} from './advance-types';

/** The advances dated within a period, newest first (ours: GetTotalAdvanceDetails without an order). */
export function useAdvanceList(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<TotAdvance[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to), detail: 'PUR_VOU' })
        .then((rows) => rows ?? []),
  });
}

/** The next number, today and the user's cash / bank / wallet accounts. */
export const useAdvanceRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.report<AdvanceRequirements>(API.requirements, {}),
  });

/** The orders an advance may be paid on (pos ≤ 3). */
export const usePendingOrders = () =>
  useQuery({
    queryKey: [KEY, 'orders'],
    queryFn: () =>
      dataProvider.report<AdvanceOrder[] | null>(API.pendingOrders, { recordId: 1 }).then((rows) => rows ?? []),
  });

export interface AdvanceInput {
  transactionId: number;
  dat: string;
  amt: number;
  paymentmode: string;
  accountId: string;
  bankdetails: string;
  remarks: string;
}

/** Create (1) or cancel (3, `{ recordId }`); every advance list refreshes afterwards. */
export function useSaveAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      advance,
      tracheck,
      idempotencyKey,
    }: {
      advance: AdvanceInput | { recordId: number };
      tracheck: 1 | 3;
      idempotencyKey?: string;
    }) => dataProvider.write(API.save, { advance, tracheck }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Print (7): the server counts the copies. */
export function usePrintAdvance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
