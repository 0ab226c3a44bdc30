import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, postApi } from '../../../lib/api/api-client';
import { ApiError } from '../../../lib/api/api-error';
import { currentSession } from '../../../lib/session/session-store';
import { LEAD_KEY, LEAD_ROUTES } from '../domain/lead-routes';
import type { LeadMaster } from '../domain/lead-types';

/**
 * The contract's second CRM call style (05-crm §6): a snake_case DTO body stamped with `branch_id` and `customer_code`
 * from the session, answered `200 OK` (empty, or a small body) or `400` with the refusal's text (the error's message).
 */
function signedIn() {
  const usr = currentSession()?.usr;
  if (!usr) throw new ApiError(401, 'Your Login Session is over please login again');
  return usr;
}
const stamped = (body: Readonly<Record<string, unknown>>) => {
  const usr = signedIn();
  return { ...body, branch_id: String(usr.bCode ?? ''), customer_code: String(usr.cCode ?? '') };
};

/** The signed-in company's code, for a DTO that names it itself (`customerCode` of updateassignleadowners). */
export const companyCode = () => signedIn().cCode;

/** `stamp` false: the DTO has no `branch_id`/`customer_code` (updateassignleadowners) and is sent as it is. */
export async function sendDto<T = Record<string, unknown> | null>(
  route: string,
  body: Readonly<Record<string, unknown>>,
  idempotencyKey?: string,
  stamp = true,
): Promise<T> {
  const answer = await postApi<unknown>(
    route,
    stamp ? stamped(body) : body,
    idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined,
  );
  // The permission check answers the older style's `{result}`: any result but OK is a refusal.
  if (answer && typeof answer === 'object' && 'result' in answer && (answer as { result: unknown }).result !== 'OK')
    throw new ApiError(422, String((answer as { result: unknown }).result));
  return (answer ?? null) as T;
}

/** A lead-world read, cached under the lead key. */
export const useLeadRead = <T>(route: string, body: Readonly<Record<string, unknown>> = {}, enabled = true) =>
  useQuery({ enabled, queryKey: [LEAD_KEY, route, body], queryFn: () => sendDto<T>(route, body) });

/** A lead-world write with its Idempotency-Key; every lead-world read is refreshed after it. */
export function useLeadWrite(route: string, stamp = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      sendDto<Record<string, unknown> | null>(route, body, idempotencyKey, stamp),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [LEAD_KEY] }),
  });
}

export interface Owner {
  empno: string;
  empname: string;
}

/** The masters every lead screen shows (sources, statuses, stages, call types, owners). */
export function useLeadMasters() {
  const sources = useLeadRead<LeadMaster[]>(LEAD_ROUTES.sources);
  const statuses = useLeadRead<LeadMaster[]>(LEAD_ROUTES.statuses);
  const stages = useLeadRead<LeadMaster[]>(LEAD_ROUTES.stages);
  const callTypes = useLeadRead<LeadMaster[]>(LEAD_ROUTES.callTypes);
  const owners = useLeadRead<Owner[]>(LEAD_ROUTES.owners);
  const all = [sources, statuses, stages, callTypes, owners];
  const error = all.find((one) => one.error)?.error ?? null;
  const data =
    sources.data && statuses.data && stages.data && callTypes.data && owners.data
      ? {
          sources: sources.data,
          statuses: statuses.data,
          stages: stages.data,
          callTypes: callTypes.data,
          owners: owners.data,
        }
      : undefined;
  return { data, error, refetch: () => all.forEach((one) => void one.refetch()) };
}
export type LeadMasters = NonNullable<ReturnType<typeof useLeadMasters>['data']>;

export const options = (list: readonly LeadMaster[]) => list.map((one) => ({ value: String(one.id), label: one.name }));
export const nameIn = (list: readonly LeadMaster[], id: number) => list.find((one) => one.id === id)?.name ?? '';
export const ownerName = (owners: readonly Owner[], empno: string) =>
  owners.find((one) => one.empno === empno)?.empname ?? (empno || 'Unassigned');
