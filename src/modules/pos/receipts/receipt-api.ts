import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import {
  RECEIPT_ENDPOINTS as API,
  RECEIPT_RESOURCE as KEY,
  type OutstandingBill,
  type ReceiptBody,
  type ReceiptHeader,
  type ReceiptInput,
  type ReceiptRequirements,
} from './domain/receipt-types';

/** The receipts of one day, newest first. */
export function useReceiptList(day: string) {
  return useQuery({
    queryKey: [KEY, 'list', day],
    queryFn: () =>
      dataProvider.report<ReceiptHeader[] | null>(API.list, { frmDate: formatDate(day) }).then((rows) => rows ?? []),
  });
}

export const useReceiptRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.report<ReceiptRequirements>(API.requirements, {}),
  });

/** The customer's bills with something pending, oldest first. */
export function useOutstandingBills(partyId: string) {
  return useQuery({
    enabled: partyId !== '',
    queryKey: [KEY, 'bills', partyId],
    queryFn: () =>
      dataProvider.report<OutstandingBill[] | null>(API.pendingBills, { detail: partyId }).then((rows) => rows ?? []),
  });
}

export const useReceipt = (recordId: string) =>
  useQuery({ queryKey: [KEY, 'one', recordId], queryFn: () => dataProvider.get<ReceiptBody>(API.one, recordId) });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [KEY] });
}

export function useSaveReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReceiptInput; idempotencyKey: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCancelReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ recordId, reason, idempotencyKey }: { recordId: number; reason: string; idempotencyKey: string }) =>
      dataProvider.write(API.cancel, { recordId, detail: reason }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function usePrintReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSuccess: refresh,
  });
}
