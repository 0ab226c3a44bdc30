import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { PenaltyListRow, PenaltyRequirements } from '../domain/penalty-rules';
import { STU_KEY, STU_ROUTES } from '../domain/stu-routes';

/** The pupils on roll, the penalties in use and the user's accounts. */
export const usePenaltyRequirements = () =>
  useQuery({
    queryKey: [STU_KEY, 'penalty-requirements'],
    queryFn: () => dataProvider.report<PenaltyRequirements>(STU_ROUTES.penaltyRequirements, {}),
  });

/** Every penalty given, newest first, with its state from the fee receipts. */
export const usePenaltiesGiven = () =>
  useQuery({
    queryKey: [STU_KEY, 'penalties-given'],
    queryFn: () =>
      dataProvider.report<PenaltyListRow[] | null>(STU_ROUTES.penaltiesGiven, {}).then((rows) => rows ?? []),
  });

/** A penalties write (give, collect, cancel) with its Idempotency-Key; every students read is refreshed after it. */
export function usePenaltyWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey?: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [STU_KEY] }),
  });
}
