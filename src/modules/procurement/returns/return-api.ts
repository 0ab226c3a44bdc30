import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PURCHASE_RETURN_CONTRACT } from '../../../lib/contract/procurement-return-contract';
import { formatDate } from '../../../lib/format/date-format';
import type { ReceiptHeader } from '../../../kits/inward/receipt-types';
import { RETURN_ENDPOINTS as API, RETURN_RESOURCE as KEY } from './return-endpoints';
import type { ReturnAnswer, ReturnRequirements, ReturnSaveBody, ReturnSource } from './return-types';

/** The next number, the server's date and the tax master. */
export const useReturnRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.read<ReturnRequirements>(API.requirements),
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
      dataProvider.write(
        API.save,
        { ...body } satisfies Omit<RequestOf<typeof PURCHASE_RETURN_CONTRACT.save>, 'usr'>,
        idempotencyKey,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
