import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { ApiError } from '../../../lib/api/api-error';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { PLANNING_CONTRACT } from '../../../lib/contract/production-planning-contract';
import type { MassPlanHeader, RequirementRow } from '../domain/mass-plan-rules';
import { PPC_ROUTES as R } from '../resources/ppc-routes';

export const MASS_PLAN_KEY = 'production-mass-plans';

/** What the client sends of a route's body (the data provider adds `usr`). */
type Sent<Route> = Omit<RequestOf<Route>, 'usr'>;
export type SaveMassPlanBody = Sent<typeof PLANNING_CONTRACT.saveMassPlan>;

export interface ProducibleItem {
  itemid: string;
  itemname: string;
  grpname: string;
  um: string;
}
export interface PendingOrderLine {
  soid: number;
  sno: number;
  seq: string;
  partyname: string;
  itemid: string;
  itemname: string;
  um: string;
  pending: number;
}
export type SavedPlan = MassPlanHeader & { products: string };

export const useProducible = () =>
  useQuery({ queryKey: [MASS_PLAN_KEY, 'producible'], queryFn: () => dataProvider.list<ProducibleItem>(R.producible) });

export const usePendingOrders = (enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: [MASS_PLAN_KEY, 'pending'],
    queryFn: () => dataProvider.list<PendingOrderLine>(R.pendingOrders),
  });

/** Every material the products need (`all`: ours, not only the shortages), or the server's refusal (a loop). */
export const useRequirements = (lst: ReadonlyArray<{ itemId: string; qty: number }>) =>
  useQuery({
    enabled: lst.length > 0,
    queryKey: [MASS_PLAN_KEY, 'required', lst],
    queryFn: async () => {
      const body: Sent<typeof PLANNING_CONTRACT.required> = { lst: [...lst], all: true };
      const answer = await dataProvider.report<RequirementRow[] | { result: string }>(R.required, body);
      if (!Array.isArray(answer)) throw new ApiError(422, answer.result);
      return answer;
    },
  });

export const useSavedPlans = (frmDate: string, toDate: string) =>
  useQuery({
    queryKey: [MASS_PLAN_KEY, 'plans', frmDate, toDate],
    queryFn: () => dataProvider.report<SavedPlan[]>(R.massPlans, { frmDate, toDate }),
  });

/** A mass planning write with its Idempotency-Key; every mass planning read is refreshed after it. */
export function usePlanWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [MASS_PLAN_KEY] }),
  });
}
