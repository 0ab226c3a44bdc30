import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { VEH_KEY, VEH_ROUTES } from '../domain/veh-routes';
import type { TransportAssignment, TransportRequirements } from '../domain/veh-types';

/** The running routes (stops, seats, riders) and the pupils on roll with their assignment. */
export const useTransportRequirements = () =>
  useQuery({
    queryKey: [VEH_KEY, 'transport-requirements'],
    queryFn: () => dataProvider.report<TransportRequirements>(VEH_ROUTES.transportRequirements, {}),
  });

/** The assignments holding a seat from today on ('' route: every route's). */
export const useTransportAssignments = (route: string) =>
  useQuery({
    queryKey: [VEH_KEY, 'transport-assignments', route],
    queryFn: () =>
      dataProvider
        .report<TransportAssignment[] | null>(VEH_ROUTES.transportAssignments, { detail: route })
        .then((rows) => rows ?? []),
  });

/**
 * Assign (traCheck 1), change (2) or stop (3) a pupil's seat, with its Idempotency-Key; every vehicles read is
 * refreshed after it.
 */
export function useTransportWrite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(VEH_ROUTES.saveTransportAssignment, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [VEH_KEY] }),
  });
}
