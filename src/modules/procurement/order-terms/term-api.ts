import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_ORDER_CONTRACT } from '../../../lib/contract/procurement-order-contract';
import { BULK_ORDER_KEY } from '../bulk-orders/bulk-order-endpoints';
import { PURCHASE_ORDERS } from '../resources/purchase-orders';
import { ORDER_TERM_ENDPOINTS as API, ORDER_TERMS_KEY } from './term-endpoints';
import { inOrder, type PurchaseTerm } from './term-rules';

/** The standard terms of purchase orders, in their order (Slno). */
export function useOrderTerms() {
  return useQuery({
    queryKey: [ORDER_TERMS_KEY],
    queryFn: () => dataProvider.list<PurchaseTerm>(API.list).then(inOrder),
  });
}

type TermBody = Omit<RequestOf<typeof PURCHASE_ORDER_CONTRACT.orderTerm>, 'usr'>;

/**
 * Adds (traCheck 1, the server numbers it) or deletes (3, by its number) a term. The order forms read the terms with
 * their requirements, so those are read again too.
 */
export function useSaveTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ term, traCheck }: { term: { term: string; slno: number | null }; traCheck: 1 | 3 }) =>
      dataProvider.write(API.save, { term, traCheck } satisfies TermBody),
    onSuccess: () =>
      Promise.all(
        [ORDER_TERMS_KEY, PURCHASE_ORDERS.name, BULK_ORDER_KEY].map((key) =>
          queryClient.invalidateQueries({ queryKey: [key] }),
        ),
      ),
  });
}
