import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { CRM_TARGET_CONTRACT } from '../../../lib/contract/crm-target-contract';
import {
  TARGET_ENDPOINTS as API,
  TARGETS_KEY,
  type LevelCommissions,
  type TargetDetailRow,
  type TargetRequirements,
  type TargetSummaryRow,
} from './target-endpoints';

export type TargetSaveBody = Omit<RequestOf<typeof CRM_TARGET_CONTRACT.save>, 'usr'>;

export interface PeriodAsk {
  yea: number;
  targetType: number;
  detail: number;
}

export const useTargetRequirements = () =>
  useQuery({
    queryKey: [TARGETS_KEY, 'requirements'],
    queryFn: () => dataProvider.read<TargetRequirements>(API.requirements),
  });

export const useTargetSummary = (ask: PeriodAsk) =>
  useQuery({
    queryKey: [TARGETS_KEY, 'summary', ask],
    queryFn: () => dataProvider.report<TargetSummaryRow[]>(API.summary, { ...ask }),
  });

export const useTargetDetails = (ask: PeriodAsk & { empno: string; brandType: number }) =>
  useQuery({
    queryKey: [TARGETS_KEY, 'details', ask],
    queryFn: () => {
      const body: Omit<RequestOf<typeof CRM_TARGET_CONTRACT.details>, 'usr'> = { ...ask };
      return dataProvider.report<TargetDetailRow[]>(API.details, body);
    },
  });

/**
 * SetCRMTarget `{ targets }`: the person's targets for each month of the period (tgt in rupees), replacing what they
 * had in those months.
 */
export function useSaveTargets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TargetSaveBody; idempotencyKey: string }) =>
      dataProvider.write(API.save, { ...body }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TARGETS_KEY] }),
  });
}

export const useLevelCommissions = () =>
  useQuery({
    queryKey: [TARGETS_KEY, 'commissions'],
    queryFn: () => dataProvider.report<LevelCommissions>(API.commissions, {}),
  });

export function useSaveLevelCommissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rules, idempotencyKey }: { rules: LevelCommissions; idempotencyKey: string }) =>
      dataProvider.write(API.saveCommissions, { ...rules }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [TARGETS_KEY] }),
  });
}
