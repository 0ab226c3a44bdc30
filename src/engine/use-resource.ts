import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../lib/api/data-provider';
import type { ResourceDeclaration, ResourceRecord } from './resource';
import { recordFromAnswer, recordToWire } from './wire-shape';

/** Every record of a resource (query key `[resource, 'list']`). */
export function useRecords(resource: ResourceDeclaration, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [resource.name, 'list'],
    queryFn: () => dataProvider.list<ResourceRecord>(resource.endpoints.list),
  });
}

/** One record for its form: through the declared `get` endpoint, else from the list. */
export function useRecord(resource: ResourceDeclaration, key: string, enabled: boolean) {
  const getEndpoint = resource.endpoints.get;
  const list = useRecords(resource, enabled && !getEndpoint);
  const single = useQuery({
    enabled: enabled && !!getEndpoint,
    queryKey: [resource.name, 'one', key],
    queryFn: async () => recordFromAnswer(resource, await dataProvider.get<Record<string, unknown>>(getEndpoint!, key)),
  });
  if (getEndpoint) return { isPending: single.isPending, error: single.error, record: single.data ?? null };
  return {
    isPending: list.isPending,
    error: list.error,
    record: list.data?.find((row) => String(row[resource.key]) === key) ?? null,
  };
}

/**
 * Create (1), modify (2) or delete (3) one record (`{<entity>}` or `{header, <parts>}`, as declared); the resource's
 * queries refresh afterwards.
 */
export function useSaveRecord(resource: ResourceDeclaration) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      record,
      traCheck,
      idempotencyKey,
    }: {
      record: ResourceRecord;
      traCheck: TraCheck;
      idempotencyKey?: string;
    }) => dataProvider.write(resource.endpoints.save, { ...recordToWire(resource, record), traCheck }, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource.name] }),
  });
}
