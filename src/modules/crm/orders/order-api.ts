import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import type {
  OrderAnswer,
  OrderHeader,
  OrderRequirements,
  OrderSaveBody,
  PendingOrderRow,
} from '../domain/order-types';
import { ORDER_ENDPOINTS as API, ORDER_KEY as KEY } from './order-endpoints';

const period = (from: string, to: string) => ({ frmDate: formatDate(from), toDate: formatDate(to) });

export function useOrderList(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () => dataProvider.report<OrderHeader[] | null>(API.list, period(from, to)).then((rows) => rows ?? []),
  });
}

export function useOrder(recordId: string | null) {
  return useQuery({
    queryKey: [KEY, 'one', recordId],
    enabled: recordId !== null,
    queryFn: () => dataProvider.get<OrderAnswer>(API.one, recordId!),
  });
}

export function useOrderRequirements() {
  return useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<OrderRequirements>(API.requirements),
  });
}

export function useOrderApprovalQueue() {
  return useQuery({
    queryKey: [KEY, 'approval-queue'],
    queryFn: () => dataProvider.list<OrderHeader>(API.approvalQueue),
  });
}

export function usePendingOrderLines(from: string, to: string) {
  return useQuery({
    queryKey: [KEY, 'pending', from, to],
    queryFn: () =>
      dataProvider.report<PendingOrderRow[] | null>(API.pendingLines, period(from, to)).then((rows) => rows ?? []),
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
};

export function useSaveOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderSaveBody; idempotencyKey?: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useApproveOrder() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.approve, String(recordId)),
    onSettled: refresh,
  });
}

export function useCountPrint() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSettled: refresh,
  });
}
