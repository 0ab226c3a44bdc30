import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../lib/api/data-provider';
import { formatDate } from '../lib/format/date-format';
import type { ResourceDeclaration, ResourceRecord } from './resource';
import { recordFromAnswer, recordToWire } from './wire-shape';

/** A list's period, `yyyy-MM-dd` each way. */
export interface ListPeriod {
  from: string;
  to: string;
}

/**
 * Every record of a resource (query key `[resource, 'list', …]`): the user as the body, or, for a resource listed by
 * period, the period's documents (the dates as the customer's client sends them, dd-MMM-yyyy).
 */
export function useRecords(resource: ResourceDeclaration, enabled = true, period?: ListPeriod) {
  const byPeriod = resource.listPeriod && period;
  return useQuery({
    enabled,
    queryKey: byPeriod ? [resource.name, 'list', period.from, period.to] : [resource.name, 'list'],
    queryFn: () =>
      byPeriod
        ? dataProvider
            .report<ResourceRecord[] | null>(resource.endpoints.list, {
              frmDate: formatDate(period.from),
              toDate: formatDate(period.to),
              ...resource.listPeriod,
            })
            .then((rows) => rows ?? [])
        : resource.listDetail !== undefined
          ? dataProvider
              .report<ResourceRecord[] | null>(resource.endpoints.list, { detail: resource.listDetail })
              .then((rows) => rows ?? [])
          : dataProvider.list<ResourceRecord>(resource.endpoints.list),
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
