import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import type { RequestOf } from '../../../lib/contract/contract-route';
import type { QC_BATCH_CONTRACT } from '../../../lib/contract/qc-batch-contract';
import {
  QC_PROCESS_KEY,
  QC_PROCESS_ROUTES as R,
  type FinalQcRequirements,
  type QcBatchRequirements,
} from '../domain/process-routes';

/** The steps waiting for QC, the production tests and processes (GetQCBatchRequirements; the body is the UserInfo). */
export const useQcBatchRequirements = () =>
  useQuery({
    queryKey: [QC_PROCESS_KEY, 'requirements'],
    queryFn: () => dataProvider.read<QcBatchRequirements>(R.requirements),
  });

/**
 * The batches waiting for their final QC with every step's result, and the stores (GetFinalProductionQCRequirements;
 * the body is the UserInfo).
 */
export const useFinalQcRequirements = () =>
  useQuery({
    queryKey: [QC_PROCESS_KEY, 'final'],
    queryFn: () => dataProvider.read<FinalQcRequirements>(R.finalRequirements),
  });

/** What the client sends of a route's body (the data provider adds `usr`). */
type Sent<Route> = Omit<RequestOf<Route>, 'usr'>;
export type ApproveStepBody = Sent<typeof QC_BATCH_CONTRACT.approveStep>;
export type FinalQcBody = Sent<typeof QC_BATCH_CONTRACT.finalQc>;

/** A process QC write with its Idempotency-Key; every process QC read is refreshed after it. */
export function useProcessWrite(endpoint: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: Readonly<Record<string, unknown>>; idempotencyKey: string }) =>
      dataProvider.write(endpoint, body, idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [QC_PROCESS_KEY] }),
  });
}
