import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { FoSettings } from '../domain/fo-settings';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';
import { AUDIT_ENDPOINTS as API, type NightAuditView } from './domain/audit-types';

// Under the front office's shared key: every front office write (check-in, charges, check-out) refreshes these too.
const KEY = [FO_SHARED_KEY, 'audit'] as const;

export const useNightAudit = () =>
  useQuery({
    queryKey: [...KEY, 'night-audit'],
    queryFn: () => dataProvider.report<NightAuditView>(API.nightAudit, {}),
  });

/** Closes the hotel date `dat`; the same key for every attempt of one run, so a retry after no answer runs it once. */
export function useRunNightAudit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ dat, idempotencyKey }: { dat: string; idempotencyKey: string }) =>
      dataProvider.write(API.runNightAudit, { header: { dat }, traCheck: 1 }, idempotencyKey),
    // A refusal too: what blocked it (a check-out half done meanwhile) shows on the refreshed screen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FO_SHARED_KEY] }),
  });
}

export const useFoSettings = () =>
  useQuery({ queryKey: [...KEY, 'settings'], queryFn: () => dataProvider.report<FoSettings>(API.settings, {}) });

export function useSaveFoSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, idempotencyKey }: { settings: FoSettings; idempotencyKey: string }) =>
      dataProvider.write(API.saveSettings, { header: settings, traCheck: 2 }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [FO_SHARED_KEY] }),
  });
}
