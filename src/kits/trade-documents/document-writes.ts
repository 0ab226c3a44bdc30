import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../lib/api/data-provider';

/**
 * The writes every trade document's client repeats: save, cancel and the one-record actions (print, approve), each
 * reading the document's queries (`[resource, …]`) again afterwards.
 */

/** What one save sends: the body and the key that keeps its retries to one save. */
export interface KeyedBody<Body> {
  body: Body;
  idempotencyKey?: string;
}

/**
 * When the queries read again: after a success, or once settled (a refused print or save too, since the document may
 * have changed meanwhile).
 */
export type RefreshAfter = 'success' | 'settled';

/** Reads every query of the resource again. */
export function useDocumentRefresh(resource: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [resource] });
}

const refreshing = (refresh: () => Promise<void>, after: RefreshAfter) =>
  after === 'settled' ? { onSettled: refresh } : { onSuccess: refresh };

/** Save one document; `wire` gives the body as the contract takes it (the data provider adds `usr`). */
export function useSaveDocument<Body>(
  resource: string,
  endpoint: string,
  wire: (body: Body) => Readonly<Record<string, unknown>>,
  after: RefreshAfter = 'success',
) {
  const refresh = useDocumentRefresh(resource);
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: KeyedBody<Body>) => dataProvider.write(endpoint, wire(body), idempotencyKey),
    ...refreshing(refresh, after),
  });
}

/** Cancel one document (the contract's delete: `{recordId}`). */
export function useCancelDocument(resource: string, endpoint: string) {
  const refresh = useDocumentRefresh(resource);
  return useMutation({
    mutationFn: ({ recordId, idempotencyKey }: { recordId: number; idempotencyKey: string }) =>
      dataProvider.write(endpoint, { recordId }, idempotencyKey),
    onSuccess: refresh,
  });
}

/** An action on one document (print, approve…), answered like a save. */
export function useDocumentAction(resource: string, endpoint: string, after: RefreshAfter) {
  const refresh = useDocumentRefresh(resource);
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(endpoint, String(recordId)),
    ...refreshing(refresh, after),
  });
}
