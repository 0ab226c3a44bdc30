import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../../lib/api/data-provider';
import { RECRUIT_KEY } from '../../domain/recruit-types';

/** A recruitment or people read: `{ ...parameters, usr }` to `route`, cached under the recruitment key. */
export const useRecruitRead = <T,>(route: string, parameters: Readonly<Record<string, unknown>> = {}, enabled = true) =>
  useQuery({ enabled, queryKey: [RECRUIT_KEY, route, parameters], queryFn: () => dataProvider.report<T>(route, parameters) });

/** A recruitment or people write (`{ ...body, usr }` with its Idempotency-Key); every recruitment read is refreshed after it. */
export function useRecruitWrite(route: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) => dataProvider.write(route, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RECRUIT_KEY] }),
  });
}
