import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../../lib/api/data-provider';
import {
  SALE_ADVANCE_ENDPOINTS as API,
  SALE_ADVANCES_KEY as KEY,
  type AdvanceRequirements,
  type AdvanceSaleOrder,
  type SaleAdvanceInput,
  type SaleAdvanceRequirements,
} from '../domain/sale-advance-types';
import { SALES_RESOURCE } from '../domain/stock-sale-endpoints';
import { useSaleRequirements } from '../sales/sale-api';

/** Pending approval (1) is not yet an order an advance may be received on. */
const approved = (order: AdvanceSaleOrder) => order.pos === undefined || order.pos === 2 || order.pos === 3;

/**
 * Today, the user's cash / bank / wallet accounts (GetTotalAdvanceRequirements), the customers (the invoices'
 * GetSaleRequirements) and the approved sale orders (GetPendingSaleOrders, all with Pos ≤ 3: an advance may be taken
 * on any order still open, whatever its validity). The number is the save's answer.
 */
export function useSaleAdvanceRequirements() {
  const accounts = useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<AdvanceRequirements>(API.requirements),
  });
  const orders = useQuery({
    queryKey: [KEY, 'orders'],
    queryFn: () =>
      dataProvider
        .report<AdvanceSaleOrder[] | null>(API.pendingOrders, { recordId: 1 })
        .then((rows) => (rows ?? []).filter(approved)),
  });
  const sale = useSaleRequirements();
  const calls = [accounts, orders, sale];
  const failed = calls.find((call) => call.isError);
  const data: SaleAdvanceRequirements | undefined =
    accounts.data && orders.data && sale.data
      ? {
          dat: accounts.data.dat,
          accounts: accounts.data.accounts,
          customers: sale.data.customers.map(({ code, name }) => ({ code, name })),
          orders: orders.data,
        }
      : undefined;
  return {
    data,
    isError: failed !== undefined,
    error: failed?.error ?? null,
    refetch: () => Promise.all(calls.filter((call) => call.isError).map((call) => call.refetch())),
  };
}

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
