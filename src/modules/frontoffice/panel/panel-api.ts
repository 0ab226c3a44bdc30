import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';
import {
  PANEL_ENDPOINTS as API,
  type HousekeepingData,
  type PanelData,
  type ReservationInput,
  type ReservationRequirements,
  type ReservationRow,
  type RoomStatusInput,
} from './domain/panel-types';

/** The rooms with their stays and today's arrivals (the panel's, or the room status screen's under its own right). */
export const usePanelData = (endpoint: typeof API.panel | typeof API.statusRooms = API.panel) =>
  useQuery({
    queryKey: [FO_SHARED_KEY, 'panel', endpoint],
    queryFn: () => dataProvider.report<PanelData>(endpoint, {}),
  });

export const useHousekeeping = () =>
  useQuery({
    queryKey: [FO_SHARED_KEY, 'housekeeping'],
    queryFn: () => dataProvider.report<HousekeepingData>(API.housekeeping, {}),
  });

export function useReservations(from: string, to: string, status: string) {
  return useQuery({
    enabled: from !== '' && to !== '',
    queryKey: [FO_SHARED_KEY, 'reservations', from, to, status],
    queryFn: () =>
      dataProvider
        .report<ReservationRow[] | null>(API.reservations, { frmDate: from, toDate: to, detail: status })
        .then((rows) => rows ?? []),
  });
}

export const useReservation = (reservationId: string) =>
  useQuery({
    queryKey: [FO_SHARED_KEY, 'reservation', reservationId],
    queryFn: () => dataProvider.get<ReservationRow>(API.reservation, reservationId),
  });

export const useReservationRequirements = () =>
  useQuery({
    queryKey: [FO_SHARED_KEY, 'reservation-requirements'],
    queryFn: () => dataProvider.report<ReservationRequirements>(API.reservationRequirements, {}),
  });

/** Every front office read refreshes after a write (other areas' screens included). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [FO_SHARED_KEY] });
}

export function useSetRoomStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ input, idempotencyKey }: { input: RoomStatusInput; idempotencyKey: string }) =>
      dataProvider.write(API.setStatus, { header: input, traCheck: 2 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useMarkClean() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ rooms, idempotencyKey }: { rooms: readonly string[]; idempotencyKey: string }) =>
      dataProvider.write(API.markClean, { lines: rooms, traCheck: 2 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useSaveReservation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      input,
      traCheck,
      idempotencyKey,
    }: {
      input: ReservationInput;
      traCheck: 1 | 2;
      idempotencyKey: string;
    }) => dataProvider.write(API.saveReservation, { header: input, traCheck }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCancelReservation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      reservationId,
      reason,
      idempotencyKey,
    }: {
      reservationId: string;
      reason: string;
      idempotencyKey: string;
    }) =>
      dataProvider.write(API.saveReservation, { recordId: reservationId, detail: reason, traCheck: 3 }, idempotencyKey),
    onSuccess: refresh,
  });
}
