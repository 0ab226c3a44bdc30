import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../../lib/api/data-provider';
import { formatDate } from '../../../../lib/format/date-format';
import { SALE_ENDPOINTS as API, SALES_RESOURCE as KEY } from '../domain/stock-sale-endpoints';
import type {
  PendingDispatch,
  SaleDocument,
  SaleHeader,
  SaleHeaderInput,
  SaleLineInput,
} from '../domain/stock-sale-types';
import type { SaleRequirements } from '../domain/sale-requirements';

/** The invoices of one day, newest first. */
export function useSalesOfDay(day: string) {
  return useQuery({
    queryKey: [KEY, 'list', day],
    queryFn: () =>
      dataProvider.report<SaleHeader[] | null>(API.list, { frmDate: formatDate(day) }).then((rows) => rows ?? []),
  });
}

export const useSaleRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<SaleRequirements>(API.requirements),
  });

export const useSale = (recordId: string) =>
  useQuery({ queryKey: [KEY, 'one', recordId], queryFn: () => dataProvider.get<SaleDocument>(API.get, recordId) });

export function usePendingDispatches() {
  return useQuery({
    queryKey: [KEY, 'dispatches'],
    queryFn: () => dataProvider.list<PendingDispatch>(API.pendingDispatches),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
}

export interface SaleBody {
  header: SaleHeaderInput;
  lines: SaleLineInput[];
}

export function useSaveSale() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaleBody; idempotencyKey: string }) =>
      dataProvider.write(API.save, { ...body, taxes: [], traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCancelSale() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ recordId, reason, idempotencyKey }: { recordId: number; reason: string; idempotencyKey: string }) =>
      dataProvider.write(API.save, { header: { recordId }, reason, traCheck: 3 }, idempotencyKey),
    onSuccess: refresh,
  });
}

/** Print (7) then reprint (8): the server counts the copies. */
export function usePrintSale() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSuccess: refresh,
  });
}

export function useNewPassCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      dataProvider.write(API.newPassCode, { recordId }, idempotencyKey),
    onSuccess: refresh,
  });
}

/** The gate clears a dispatch with the pass code typed there. */
export function useClearDispatch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      recordId,
      passCode,
      idempotencyKey,
    }: {
      recordId: number;
      passCode: string;
      idempotencyKey: string;
    }) => dataProvider.write(API.clearDispatch, { recordId, detail: passCode }, idempotencyKey),
    onSuccess: refresh,
  });
}
