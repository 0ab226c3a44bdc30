import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import type { ReceiptHeader } from '../../../kits/inward/receipt-types';
import { RETURN_ENDPOINTS as API, RETURN_RESOURCE as KEY } from './return-endpoints';
import type { ReturnAnswer, ReturnHeader, ReturnRequirements, ReturnSaveBody, ReturnSource } from './return-types';

/** The returns dated within a period, newest first (dates travel dd-MMM-yyyy, as the customer's client sends them). */
export const useReturnList = (from: string, to: string) =>
  useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<ReturnHeader[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });

/** The next number, the server's date and the tax master. */
export const useReturnRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.report<ReturnRequirements>(API.requirements, {}),
  });

/** The goods receipts of a period that goods can go back against. */
export const useReturnableReceipts = (from: string, to: string) =>
  useQuery({
    queryKey: [KEY, 'receipts', from, to],
    queryFn: () =>
      dataProvider
        .report<ReceiptHeader[] | null>(API.receipts, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });

/** One goods receipt with what is left of each lot, or null. */
export const useReturnSource = (recordId: string) =>
  useQuery({
    enabled: recordId !== '',
    queryKey: [KEY, 'source', recordId],
    queryFn: () => dataProvider.get<ReturnSource>(API.receipt, recordId),
  });

/** One return with its lines, or null. */
export const useReturn = (recordId: string) =>
  useQuery({
    enabled: recordId !== '',
    queryKey: [KEY, 'one', recordId],
    queryFn: () => dataProvider.get<ReturnAnswer>(API.get, recordId),
  });

/** Create; the lists, lots and bills refresh afterwards. */
export function useSaveReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ReturnSaveBody; idempotencyKey: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Cancel (the server's delete): the stock, ledger row and voucher are taken back. */
export function useCancelReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      dataProvider.write(API.remove, { recordId }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Print (7 the first time, 8 after): the server counts the copy; the print view opens only once it answered OK. */
export function usePrintReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
