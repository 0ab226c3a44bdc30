import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';
import {
  CHECKOUT_ENDPOINTS as API,
  CHECKOUT_KEY,
  type CheckoutRequirements,
  type FinalBillDocument,
  type FinalBillRow,
  type SettlementHeader,
  type Tender,
} from './domain/checkout-types';

const key = (...parts: string[]) => [FO_SHARED_KEY, CHECKOUT_KEY, ...parts];

/** The nights preparing would charge and the companies that may be billed, for one stay. */
export const useCheckoutRequirements = (stayNo: string) =>
  useQuery({
    queryKey: key('requirements', stayNo),
    queryFn: () => dataProvider.report<CheckoutRequirements>(API.requirements, { recordId: stayNo }),
  });

/** A stay's final bill as printed (null before one is prepared). */
export const useFinalBill = (stayNo: string) =>
  useQuery({
    enabled: stayNo !== '',
    queryKey: key('bill', stayNo),
    queryFn: () => dataProvider.get<FinalBillDocument>(API.finalBill, stayNo),
  });

/** The final bills prepared on a hotel day ('' the current one), newest first. */
export const useFinalBills = (day: string) =>
  useQuery({
    queryKey: key('bills', day),
    queryFn: () =>
      dataProvider.report<FinalBillRow[] | null>(API.bills, day ? { frmDate: day } : {}).then((rows) => rows ?? []),
  });

/**
 * Every front office view refreshes after a write (the room panel, the open stays, the folio, the company bills).
 * Not awaited: a checked-out stay leaves the open stays, and the screen must first move on to its bill.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [FO_SHARED_KEY] });
}

export function usePrepareBill() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ stayNo, idempotencyKey }: { stayNo: string; idempotencyKey: string }) =>
      dataProvider.write(API.prepare, { recordId: stayNo }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useReopenFolio() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ stayNo, reason, idempotencyKey }: { stayNo: string; reason: string; idempotencyKey: string }) =>
      dataProvider.write(API.reopen, { recordId: stayNo, detail: reason }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useSettleCheckout() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      header,
      tenders,
      idempotencyKey,
    }: {
      header: SettlementHeader;
      tenders: Tender[];
      idempotencyKey: string;
    }) => dataProvider.write(API.settle, { header, lines: tenders, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}

/** Counts a print (7) or reprint (8) of the final bill; the server refuses without the right. */
export function usePrintFinalBill() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (stayNo: string) => dataProvider.action(API.printBill, stayNo),
    onSuccess: refresh,
  });
}
