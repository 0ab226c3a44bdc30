import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { format } from 'date-fns';
import { dataProvider } from '../../../lib/api/data-provider';
import { BATCH_KEY } from '../domain/batch-routes';

/** A batch or job card read: `{ ...parameters, usr }` to `route`, cached under the batches' key. */
export const useBatchRead = <T>(route: string, parameters: Readonly<Record<string, unknown>> = {}, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [BATCH_KEY, route, parameters],
    queryFn: () => dataProvider.report<T>(route, parameters),
  });

/**
 * A read whose contract body is the UserInfo itself (the batch form's requirements, the steps waiting): the server
 * binds the whole body as the user, so `{ usr }` would reach it as a user of no branch.
 */
export const useBatchUserRead = <T>(route: string) =>
  useQuery({
    queryKey: [BATCH_KEY, route],
    queryFn: () => dataProvider.read<T>(route),
  });

/** A batch or job card write with its Idempotency-Key; every batch read is refreshed after it. */
export function useBatchWrite(route: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(route, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [BATCH_KEY] }),
  });
}

export const todayOf = () => format(new Date(), 'yyyy-MM-dd');
export const daysFrom = (day: string, days: number) =>
  format(new Date(new Date(`${day}T00:00:00`).getTime() + days * 86_400_000), 'yyyy-MM-dd');
