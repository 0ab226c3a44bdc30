import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import {
  OUTSOURCING_KEY,
  OUTSOURCING_ROUTES as R,
  type OutsourceRequirements,
  type Outsourcing,
} from './outsourcing-wire';

/** The steps waiting (queue Pos 1) and the active outsourcers, the next number and today. */
export const useOutsourceRequirements = () =>
  useQuery({
    queryKey: [OUTSOURCING_KEY, 'requirements'],
    queryFn: () => dataProvider.report<OutsourceRequirements>(R.requirements, {}),
  });

/** The outsourcings still out and those sent this month. */
export const useOutsourcings = () =>
  useQuery({ queryKey: [OUTSOURCING_KEY, 'list'], queryFn: () => dataProvider.report<Outsourcing[]>(R.list, {}) });

/** An outsourcing write with its Idempotency-Key; every outsourcing read is refreshed after it. */
export function useOutsourcingWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [OUTSOURCING_KEY] }),
  });
}
