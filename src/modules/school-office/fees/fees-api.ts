import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FD_KEY, FD_ROUTES as API } from '../domain/fd-routes';
import type { FeeLedgerView, FeeRequirements } from '../domain/fee-ledger-types';
import type { FeeReceipt } from '../../../kits/school/fee-receipt-types';

/** The fee collection's requirements: today, the pupils, the user's accounts, whether they may concede. */
export const useFeeRequirements = (forLedger = false) =>
  useQuery({
    queryKey: [FD_KEY, 'fee-requirements', forLedger],
    queryFn: () => dataProvider.report<FeeRequirements>(API.feeRequirements, forLedger ? { detail: 'ledger' } : {}),
  });

/** The pupil's dues as on the server's today, each with the late fine a receipt now would add. */
export const useStudentDues = (admissionNo: string) =>
  useQuery({
    enabled: admissionNo !== '',
    queryKey: [FD_KEY, 'fee-dues', admissionNo],
    queryFn: () => dataProvider.report<FeeLedgerView | null>(API.studentDues, { detail: admissionNo }),
  });

/** The pupil's fee ledger as on today (fd-students2). */
export const useFeeLedger = (admissionNo: string) =>
  useQuery({
    enabled: admissionNo !== '',
    queryKey: [FD_KEY, 'fee-ledger', admissionNo],
    queryFn: () => dataProvider.report<FeeLedgerView | null>(API.feeLedger, { detail: admissionNo }),
  });

export const useFeeReceipts = (from: string, to: string) =>
  useQuery({
    queryKey: [FD_KEY, 'fee-receipts', from, to],
    queryFn: () =>
      dataProvider
        .report<FeeReceipt[] | null>(API.feeReceipts, { frmDate: from, toDate: to })
        .then((rows) => rows ?? []),
  });

export const useFeeReceipt = (receiptNo: string) =>
  useQuery({
    queryKey: [FD_KEY, 'fee-receipt', receiptNo],
    queryFn: () => dataProvider.get<FeeReceipt>(API.feeReceipt, receiptNo),
  });

/**
 * A front desk fee write (`{ ...body, usr }` with its Idempotency-Key); every front desk read is refreshed after it.
 */
export function useFeeWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FD_KEY] }),
  });
}
