import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { QC_MATERIAL_CONTRACT } from '../../../lib/contract/qc-material-contract';
import { MIR_KEY, MIR_ROUTES, type MirQcDetail, type MirRequirements, type MirTestBody } from '../domain/mir-types';

export function useMirRequirements() {
  return useQuery({
    queryKey: [MIR_KEY, 'requirements'],
    // The contract's body is the UserInfo itself.
    queryFn: () => dataProvider.read<MirRequirements>(MIR_ROUTES.requirements),
  });
}

export function useMirDetails(recordId: number | null) {
  return useQuery({
    queryKey: [MIR_KEY, 'details', recordId],
    enabled: recordId !== null,
    queryFn: () =>
      dataProvider.report<MirQcDetail[] | null>(MIR_ROUTES.details, { recordId }).then((rows) => rows ?? []),
  });
}

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [MIR_KEY] });
};

export function useSaveMirTest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: MirTestBody; idempotencyKey: string }) => {
      const sent: Omit<RequestOf<typeof QC_MATERIAL_CONTRACT.saveMirTest>, 'usr'> = body;
      return dataProvider.write(MIR_ROUTES.save, sent, idempotencyKey);
    },
    onSuccess: refresh,
  });
}

export function useApproveMir() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (recordId: number) => dataProvider.action(MIR_ROUTES.approve, String(recordId)),
    onSettled: refresh,
  });
}
