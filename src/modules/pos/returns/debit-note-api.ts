import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { formatDate } from '../../../lib/format/date-format';
import { DEBIT_NOTE_ENDPOINTS as API, DEBIT_NOTE_KEY as KEY } from './domain/returns-endpoints';
import type {
  CustomerSale,
  DebitNoteAnswer,
  DebitNoteHeader,
  DebitNoteRequirements,
  DebitNoteSaveBody,
} from './domain/debit-note-types';

export const useDebitNoteList = (day: string) =>
  useQuery({
    queryKey: [KEY, 'list', day],
    queryFn: () =>
      dataProvider.report<DebitNoteHeader[] | null>(API.list, { frmDate: formatDate(day) }).then((rows) => rows ?? []),
  });

/** The next number, the date, the customers with what each owes now, the taxes in force. */
export const useDebitNoteRequirements = () =>
  useQuery({
    queryKey: [KEY, 'requirements'],
    queryFn: () => dataProvider.report<DebitNoteRequirements>(API.requirements, {}),
  });

/** The customer's bills a note may name. */
export const useCustomerSales = (customer: string) =>
  useQuery({
    enabled: customer !== '',
    queryKey: [KEY, 'sales', customer],
    queryFn: () => dataProvider.get<CustomerSale[]>(API.customerSales, customer).then((rows) => rows ?? []),
  });

export const useDebitNote = (recordId: string) =>
  useQuery({
    enabled: recordId !== '',
    queryKey: [KEY, 'one', recordId],
    queryFn: () => dataProvider.get<DebitNoteAnswer>(API.get, recordId),
  });

export function useSaveDebitNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: DebitNoteSaveBody; idempotencyKey: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function useCancelDebitNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      dataProvider.write(API.remove, { recordId }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

export function usePrintDebitNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(API.print, String(recordId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
