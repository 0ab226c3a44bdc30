import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_ORDER_CONTRACT } from '../../../lib/contract/procurement-order-contract';
import { SUPPLIERS } from '../resources/suppliers';
import { BULK_ORDER_ENDPOINTS as API, BULK_ORDER_KEY as KEY } from './bulk-order-endpoints';
import type { BulkOrderBody, BulkRequirements, OrderForApproval } from './bulk-order-types';

/** The items, standard rates and the approved request lines still to be ordered. */
export function useBulkRequirements() {
  return useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<BulkRequirements>(API.requirements),
  });
}

export interface SupplierChoice {
  code: string;
  name: string;
  active?: boolean;
}

/** The active suppliers to order from. */
export function useSuppliers() {
  return useQuery({
    queryKey: [KEY, 'suppliers'],
    queryFn: () =>
      dataProvider
        .list<SupplierChoice>(SUPPLIERS.endpoints.list)
        .then((rows) => rows.filter((row) => row.active !== false).sort((a, b) => a.name.localeCompare(b.name))),
  });
}

/** Every query refreshes after an order is placed or approved: the requests, orders and reports read them. */
const refreshAll = (queryClient: ReturnType<typeof useQueryClient>) => queryClient.invalidateQueries();

/** `SetPurchaseOrder2`: one order per supplier; the answer's `seq` names them. */
export function usePlaceBulkOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BulkOrderBody; idempotencyKey?: string }) =>
      dataProvider.write(
        API.save,
        { ...body } satisfies Omit<RequestOf<typeof PURCHASE_ORDER_CONTRACT.bulkOrder>, 'usr'>,
        idempotencyKey,
      ),
    onSuccess: () => refreshAll(queryClient),
  });
}

/** The orders waiting for approval (pos 1). */
export function useOrdersForApproval() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () => dataProvider.list<OrderForApproval>(API.approvalQueue),
  });
}

/** `SetPurchaseOrderForApprovals` (transaction 98): the order becomes pos 3. */
export function useApproveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.approve, String(recordId)),
    onSettled: () => refreshAll(queryClient),
  });
}
