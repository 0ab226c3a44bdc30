import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_MONEY_CONTRACT } from '../../../lib/contract/procurement-money-contract';
import {
  ADVANCE_ENDPOINTS as API,
  ADVANCE_RESOURCE as KEY,
  type AdvanceOrder,
  type AdvanceRequirements,
} from './advance-types';

/** The next number, today and the user's cash / bank / wallet accounts. */
export const useAdvanceRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<AdvanceRequirements>(API.requirements),
  });

/** The orders an advance may be paid on (pos ≤ 3). */
export const usePendingOrders = () =>
  useQuery({
    queryKey: [KEY, 'orders'],
    queryFn: () =>
      dataProvider.report<AdvanceOrder[] | null>(API.pendingOrders, { recordId: 1 }).then((rows) => rows ?? []),
  });

/** A new advance: paid to the supplier of order `transactionId` (Tratype PUR_VOU, numbered ADVO). */
export interface AdvanceInput {
  tratype: 'PUR_VOU';
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
    }) =>
      dataProvider.write(
        API.save,
        { advance, tracheck } satisfies Omit<RequestOf<typeof PURCHASE_MONEY_CONTRACT.advance>, 'usr'>,
        idempotencyKey,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
