import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { SALE_RETURN_ENDPOINTS as API, SALE_RETURN_KEY as KEY } from './domain/returns-endpoints';
import type {
  ReturnableSale,
  SaleForReturn,
  SaleReturnAnswer,
  SaleReturnHeader,
  SaleReturnRequirements,
  SaleReturnSaveBody,
} from './domain/returns-types';

/** The day's returns, newest first (dates travel dd-MMM-yyyy, as the customer's client sends them). */
export const useSaleReturnList = (day: string) =>
  useQuery({
    queryKey: [KEY, 'list', day],
    queryFn: () =>
      dataProvider.report<SaleReturnHeader[] | null>(API.list, { frmDate: formatDate(day) }).then((rows) => rows ?? []),
  });

export const useSaleReturnRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.report<SaleReturnRequirements>(API.requirements, {}),
  });

/** The settled bills of a period that goods can still come back against. */
export const useReturnableSales = (from: string, to: string) =>
  useQuery({
    queryKey: [KEY, 'sales', from, to],
    queryFn: () =>
      dataProvider
        .report<ReturnableSale[] | null>(API.sales, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });

/** One bill with what was sold and what earlier returns took back, or null. */
export const useSaleForReturn = (billNo: string) =>
  useQuery({
    enabled: billNo !== '',
    queryKey: [KEY, 'sale', billNo],
    queryFn: () => dataProvider.get<SaleForReturn>(API.sale, billNo),
  });

export const useSaleReturn = (recordId: string) =>
  useQuery({
    enabled: recordId !== '',
    queryKey: [KEY, 'one', recordId],
    queryFn: () => dataProvider.get<SaleReturnAnswer>(API.get, recordId),
  });

/**
 * Create; every list and bill of returns reads again afterwards (so does a refused save: the bill may have changed).
 */
export function useSaveSaleReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: SaleReturnSaveBody; idempotencyKey: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Cancel (the contract's delete): the stock, the customer's credit or the cash and the voucher are taken back. */
export function useCancelSaleReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      dataProvider.write(API.remove, { recordId }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Print (7 the first time, 8 after): the server counts the copy; the slip opens once it answered OK. */
export function usePrintSaleReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
