import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_RETURN_CONTRACT } from '../../../lib/contract/procurement-return-contract';
import { CREDIT_NOTE_ENDPOINTS as API, CREDIT_NOTE_RESOURCE as KEY } from './credit-note-endpoints';
import type { CreditNoteInput, PendingBillRow } from './credit-note-types';

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
      dataProvider.write(
        API.save,
        { note } satisfies Omit<RequestOf<typeof PURCHASE_RETURN_CONTRACT.creditNote>, 'usr'>,
        idempotencyKey,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
