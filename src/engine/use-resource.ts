import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../lib/api/data-provider';
import type { ResourceDeclaration, ResourceRecord } from './resource';

/** Every record of a resource (query key `[resource, 'list']`). */
export function useRecords(resource: ResourceDeclaration, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [resource.name, 'list'],
    queryFn: () => dataProvider.list<ResourceRecord>(resource.endpoints.list),
  });
}

/** Create (1), modify (2) or delete (3) one record; the resource's queries refresh afterwards. */
export function useSaveRecord(resource: ResourceDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ record, traCheck }: { record: ResourceRecord; traCheck: TraCheck }) =>
      dataProvider.save(resource.endpoints.save, resource.entity, record, traCheck),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource.name] }),
  });
}
