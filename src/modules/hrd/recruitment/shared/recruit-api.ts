import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../../lib/api/data-provider';
import { HRD_ROUTES } from '../../domain/hrd-routes';
import { RECRUIT_KEY } from '../../domain/recruit-types';

/**
 * The contract's reads whose body is the UserInfo itself: the server binds the whole body as the user, so `{ usr }`
 * would reach it as a user of no branch, and a field beside the user's would be ignored. They take no parameters.
 */
const USER_INFO_ROUTES: ReadonlySet<string> = new Set([HRD_ROUTES.interviewsList, HRD_ROUTES.appointmentList]);

/**
 * A recruitment or people read, cached under the recruitment key: the user itself to a UserInfo route, else
 * `{ ...parameters, usr }` (GeneralInformation) to `route`.
 */
export const useRecruitRead = <T>(route: string, parameters: Readonly<Record<string, unknown>> = {}, enabled = true) =>
  useQuery({
    enabled,
    queryKey: [RECRUIT_KEY, route, parameters],
    queryFn: () =>
      USER_INFO_ROUTES.has(route) ? dataProvider.read<T>(route) : dataProvider.report<T>(route, parameters),
  });

/**
 * A recruitment or people write (`{ ...body, usr }` with its Idempotency-Key); every recruitment read is refreshed
 * after it.
 */
export function useRecruitWrite(route: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(route, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RECRUIT_KEY] }),
  });
}
