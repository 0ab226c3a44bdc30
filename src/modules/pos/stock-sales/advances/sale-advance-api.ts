import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../../lib/api/data-provider';
import {
  SALE_ADVANCE_ENDPOINTS as API,
  SALE_ADVANCES_KEY as KEY,
  SALE_ADVANCE_TRATYPE,
  type SaleAdvanceInput,
  type SaleAdvanceRequirements,
} from '../domain/sale-advance-types';
import { SALES_RESOURCE } from '../domain/stock-sale-endpoints';

/**
 * The next ADRE number, today, the user's cash / bank / wallet accounts, the customers and the approved sale orders.
 */
export const useSaleAdvanceRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.report<SaleAdvanceRequirements>(API.requirements, { detail: SALE_ADVANCE_TRATYPE }),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  // An advance changes what a new invoice may adjust: the invoices' requirements are read again too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [KEY] }),
      queryClient.invalidateQueries({ queryKey: [SALES_RESOURCE] }),
    ]);
}

/** Create (1) or cancel (3, `{ recordId }`). */
export function useSaveSaleAdvance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      advance,
      tracheck,
      idempotencyKey,
    }: {
      advance: SaleAdvanceInput | { recordId: number };
      tracheck: 1 | 3;
      idempotencyKey: string;
    }) => dataProvider.write(API.save, { advance, tracheck }, idempotencyKey),
    onSuccess: refresh,
  });
}
