import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider, type TraCheck } from '../../../lib/api/data-provider';
import type { WorkKind, WorkRecord } from './work-kinds';

const keyOf = (kind: WorkKind) => ['apps.work', kind.entity];

/** Every task (or ticket) of the company, in the server's order. */
export function useWorkList(kind: WorkKind) {
  return useQuery({
    queryKey: keyOf(kind),
    queryFn: () => dataProvider.list<WorkRecord>(kind.listEndpoint),
  });
}

/**
 * Create (1), modify (2) or delete (3) a task or ticket: `{<entity>, traCheck, usr}`. A change of an
 * existing record shows in the list at once and goes back if the server refuses it.
 */
export function useSaveWork(kind: WorkKind) {
  const queryClient = useQueryClient();
  const key = keyOf(kind);
  return useMutation({
    mutationKey: [...key, 'save'],
    mutationFn: ({ record, traCheck }: { record: Readonly<Record<string, string>>; traCheck: TraCheck }) =>
      dataProvider.save(kind.saveEndpoint, kind.entity, record, traCheck),
    onMutate: async ({ record, traCheck }) => {
      if (traCheck === 1) return { before: undefined };
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<WorkRecord[]>(key);
      queryClient.setQueryData<WorkRecord[]>(key, (rows) =>
        traCheck === 3
          ? rows?.filter((row) => row.id !== record.id)
          : rows?.map((row) =>
              row.id === record.id ? { ...row, ...record, id: row.id, status: record.status ?? row.status } : row,
            ),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // The list is read again once the last of several quick changes is answered (an earlier answer would undo a later
    // change on screen).
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: [...key, 'save'] }) <= 1)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
