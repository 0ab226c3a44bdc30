import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { TRANSFER_KINDS } from './transfer-kinds';
import type { TransferDocument, TransferHeader, TransferKind, TransferRequirements } from './transfer-types';

const keyOf = (kind: TransferKind) => `inventory.${kind}-transfers`;
const API = (kind: TransferKind) => TRANSFER_KINDS[kind].endpoints;

/** The transfers dated within a period (headers only), newest first. */
export function useTransferList(kind: TransferKind, from: string, to: string) {
  return useQuery({
    queryKey: [keyOf(kind), 'list', from, to],
    queryFn: () =>
      dataProvider
        .report<TransferHeader[] | null>(API(kind).list, { frmDate: from, toDate: to })
        .then((rows) => rows ?? []),
  });
}

/** One transfer with its lines, or null when there is none. */
export function useTransfer(kind: TransferKind, id: string) {
  return useQuery({
    enabled: id !== '',
    queryKey: [keyOf(kind), 'one', id],
    queryFn: () => dataProvider.get<TransferDocument>(API(kind).get, id),
  });
}

/** Stores, branches, items, and what the source store holds as on the date (nothing when no store is chosen). */
export function useTransferRequirements(kind: TransferKind, date: string, fromStore: string) {
  return useQuery({
    queryKey: [keyOf(kind), 'requirements', date, fromStore],
    queryFn: () =>
      dataProvider.report<TransferRequirements>(API(kind).requirements, { frmDate: date, detail: fromStore }),
    placeholderData: keepPreviousData,
  });
}

export interface TransferSave {
  body: { header: Record<string, unknown>; lines: ReadonlyArray<Record<string, unknown>>; traCheck: 1 | 3 };
  idempotencyKey?: string;
}

/** Create (1) or cancel (3); the stock of every inventory screen changes with it. */
export function useSaveTransfer(kind: TransferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: TransferSave) => dataProvider.write(API(kind).save, body, idempotencyKey),
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('inventory.'),
      }),
  });
}

/** Print (7 the first time, 8 after): the server counts the copies. */
export function usePrintTransfer(kind: TransferKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.action(API(kind).print, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [keyOf(kind)] }),
  });
}
