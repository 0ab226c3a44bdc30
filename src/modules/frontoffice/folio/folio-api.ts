import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';
import type { FolioLine, TariffSlot } from '../domain/stay-types';
import {
  FOLIO_ENDPOINTS as API,
  FOLIO_KEY,
  type AdvanceRow,
  type ChargeCancellation,
  type ChargeHead,
  type MoneyInput,
  type PostChargeInput,
  type RoomTransferInput,
  type TariffChangeInput,
  type TariffRequirements,
  type TransferRequirements,
} from './domain/folio-types';

const key = (...parts: string[]) => [FO_SHARED_KEY, FOLIO_KEY, ...parts];

export const useChargeHeads = () =>
  useQuery({
    queryKey: key('charge-heads'),
    queryFn: () => dataProvider.report<ChargeHead[] | null>(API.chargeHeads, {}).then((rows) => rows ?? []),
  });

export const useChargeCancellations = (stayNo: string) =>
  useQuery({
    queryKey: key('cancellations', stayNo),
    queryFn: () =>
      dataProvider
        .report<ChargeCancellation[] | null>(API.cancellations, { recordId: stayNo })
        .then((rows) => rows ?? []),
  });

export const useAdvances = (from: string, to: string) =>
  useQuery({
    queryKey: key('advances', from, to),
    queryFn: () =>
      dataProvider.report<AdvanceRow[] | null>(API.advances, { frmDate: from, toDate: to }).then((rows) => rows ?? []),
  });

export const useTariffRequirements = () =>
  useQuery({
    queryKey: key('tariff-requirements'),
    queryFn: () => dataProvider.report<TariffRequirements>(API.tariffRequirements, {}),
  });

export const useTransferRequirements = () =>
  useQuery({
    queryKey: key('transfer-requirements'),
    queryFn: () => dataProvider.report<TransferRequirements>(API.transferRequirements, {}),
  });

/** Every front office view refreshes after a folio write (the open stays' balances, the folio, the panel). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [FO_SHARED_KEY] });
}

interface Keyed<T> {
  body: T;
  idempotencyKey: string;
}

type LineAnswer = { seq: string; line: FolioLine };

export function usePostCharge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<PostChargeInput>) =>
      dataProvider.write(API.postCharge, { header: body, traCheck: 1 }, idempotencyKey) as Promise<
        LineAnswer & { result: string }
      >,
    onSuccess: refresh,
  });
}

export function useCancelCharge() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<{ lineId: string; reason: string }>) =>
      dataProvider.write(API.cancelCharge, { recordId: body.lineId, detail: body.reason }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useMoveMoney(kind: 'ADVANCE' | 'REFUND') {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<MoneyInput>) =>
      dataProvider.write(
        kind === 'ADVANCE' ? API.receiveAdvance : API.refundAdvance,
        { header: body, traCheck: kind === 'ADVANCE' ? 1 : 3 },
        idempotencyKey,
      ) as Promise<LineAnswer & { result: string }>,
    onSuccess: refresh,
  });
}

export function usePrintAdvance() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (lineId: string) => dataProvider.action(API.printAdvance, lineId),
    onSuccess: refresh,
  });
}

export function useTariffChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<TariffChangeInput>) =>
      dataProvider.write(API.tariffChange, { header: body, traCheck: 1 }, idempotencyKey) as Promise<{
        result: string;
        slot: TariffSlot;
      }>,
    onSuccess: refresh,
  });
}

export function useRoomTransfer() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<RoomTransferInput>) =>
      dataProvider.write(API.roomTransfer, { header: body, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}
