import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { INVENTORY_SETTINGS_ENDPOINTS, type InvSetupRow } from './inventory-settings-wire';

export function useInventorySettings() {
  return useQuery({
    queryKey: ['inventory.settings'],
    queryFn: () => dataProvider.list<InvSetupRow>(INVENTORY_SETTINGS_ENDPOINTS.read),
  });
}

export function useSaveInventorySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sets, key }: { sets: InvSetupRow[]; key: string }) =>
      dataProvider.write(INVENTORY_SETTINGS_ENDPOINTS.save, { sets }, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['inventory.settings'] }),
  });
}
