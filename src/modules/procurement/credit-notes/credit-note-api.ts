import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { CREDIT_NOTE_ENDPOINTS as API, CREDIT_NOTE_RESOURCE as KEY } from './credit-note-endpoints';
import type { CreditNoteInput, CreditNoteRow, PendingBillRow } from './credit-note-types';

/** The credit notes dated within a period, newest first. */
export const useCreditNoteList = (from: string, to: string) =>
  useQuery({
    queryKey: [KEY, 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<CreditNoteRow[] | null>(API.list, { frmDate: formatDate(from), toDate: formatDate(to) })
        .then((rows) => rows ?? []),
  });

/** Every goods receipt's bill with something pending, with its supplier. */
export const usePendingBills = () =>
  useQuery({
    queryKey: [KEY, 'pending-bills'],
    queryFn: () =>
      dataProvider.report<PendingBillRow[] | null>(API.pendingBills, { detail: '' }).then((rows) => rows ?? []),
  });

export function useSaveCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ note, idempotencyKey }: { note: CreditNoteInput; idempotencyKey: string }) =>
      dataProvider.write(API.save, { note }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Cancel (the server's delete): the ledger row and voucher are taken back. */
export function useCancelCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      dataProvider.write(API.remove, { recordId }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Print (7 the first time, 8 after): the server counts the copy; the print view opens only once it answered OK. */
export function usePrintCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
