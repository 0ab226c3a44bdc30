import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { INVENTORY_STOCK_CONTRACT } from '../../../lib/contract/inventory-stock-contract';
import type {
  AuditSummaryWire,
  SaveHeader,
  SaveLine,
  StockDocument,
  StockDocumentHeader,
  StockRequirements,
} from './stock-wire';
import { STOCK_ENDPOINTS as API, TYPE_OF, type TraType } from './tra-types';

/** Every stock query key starts with this: a save or cancel refreshes them all (lists, stock on hand, the report). */
export const STOCK_KEY = 'inventory.stock';

/** A stock query: this module's (and the closing stock report's, named 'inventory.stock.closing'). */
const isStockQuery = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith(STOCK_KEY);

export function useStockDocuments(traType: TraType, from: string, to: string) {
  return useQuery({
    queryKey: [STOCK_KEY, 'list', traType, from, to],
    queryFn: () =>
      dataProvider
        .report<StockDocumentHeader[] | null>(API.list, { detail: traType, frmDate: from, toDate: to })
        .then((rows) => rows ?? []),
  });
}

export function useStockDocument(recordId: string) {
  return useQuery({
    enabled: recordId !== '',
    queryKey: [STOCK_KEY, 'one', recordId],
    queryFn: () => dataProvider.get<StockDocument>(API.one, recordId),
  });
}

/** Items with their stock per store and lots (as on a day when given), stores, and departments or loss types. */
export function useStockRequirements(traType: TraType, asOn?: string) {
  return useQuery({
    queryKey: [STOCK_KEY, 'requirements', traType, asOn ?? ''],
    queryFn: () =>
      dataProvider.report<StockRequirements>(API.requirements, {
        recordId: TYPE_OF[traType],
        ...(asOn ? { toDate: asOn } : {}),
      }),
  });
}

/** The SetInvTransaction body as the contract's schema types it (the data provider adds `usr`). */
type SaveBody = Omit<RequestOf<typeof INVENTORY_STOCK_CONTRACT.saveDocument>, 'usr'>;

export interface SaveStock {
  header: SaveHeader;
  lines: SaveLine[];
  idempotencyKey: string;
}

export function useSaveStockDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ header, lines, idempotencyKey }: SaveStock) =>
      dataProvider.write(API.save, { header, lines } satisfies SaveBody, idempotencyKey) as Promise<{
        result: string;
        recordId?: string;
        summary?: AuditSummaryWire;
      }>,
    onSuccess: () => queryClient.invalidateQueries({ predicate: isStockQuery }),
  });
}

export function useCancelStockDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      recordId,
      traType,
      idempotencyKey,
    }: {
      recordId: string;
      traType: TraType;
      idempotencyKey: string;
    }) => dataProvider.write(API.cancel, { recordId, detail: traType }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ predicate: isStockQuery }),
  });
}

/**
 * Print (7 the first time, 8 after): the server counts the copy; the document is shown for printing only once it
 * answered OK.
 */
export function usePrintStockDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recordId: string) => dataProvider.action(API.print, recordId),
    onSettled: () => queryClient.invalidateQueries({ predicate: isStockQuery }),
  });
}
