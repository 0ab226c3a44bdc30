import { useMutation, useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';
import { type Keyed, useFrontOfficeRefresh, useScreenRequirements } from '../shared/front-office-api';
import type { CForm, Companion, GuestDetails } from '../domain/stay-types';
import {
  CHECKIN_ENDPOINTS as API,
  CHECKIN_KEY,
  type CFormQueueRow,
  type CheckinAnswer,
  type CheckinInput,
  type CheckinRequirements,
  type CheckinScreenName,
  type RegistrationCard,
  type StayDetailsInput,
} from './domain/checkin-types';

const KEY = [FO_SHARED_KEY, CHECKIN_KEY] as const;

export const useCheckinRequirements = (screen: CheckinScreenName) =>
  useScreenRequirements<CheckinRequirements>(KEY, API.requirements, screen);

/** Guests whose mobile or ID number holds `typed` (searched once at least 4 characters are typed). */
export const useGuestMatches = (typed: string) =>
  useQuery({
    enabled: typed.replace(/\s+/g, '').length >= 4,
    queryKey: [...KEY, 'guests', typed],
    queryFn: () =>
      dataProvider.report<GuestDetails[] | null>(API.guestMatches, { detail: typed }).then((rows) => rows ?? []),
  });

export const useRegistrationCard = (stayNo: string) =>
  useQuery({
    enabled: stayNo !== '',
    queryKey: [...KEY, 'card', stayNo],
    queryFn: () => dataProvider.get<RegistrationCard>(API.registrationCard, stayNo),
  });

export const useStayCForm = (stayNo: string) =>
  useQuery({
    enabled: stayNo !== '',
    queryKey: [...KEY, 'cform', stayNo],
    queryFn: () => dataProvider.get<CForm>(API.cformOfStay, stayNo),
  });

export const useCFormQueue = () =>
  useQuery({
    queryKey: [...KEY, 'cform-queue'],
    queryFn: () => dataProvider.report<CFormQueueRow[] | null>(API.cformQueue, {}).then((rows) => rows ?? []),
  });

export function useSaveCheckin() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<CheckinInput>) =>
      dataProvider.write(API.save, { header: body, traCheck: 1 }, idempotencyKey) as unknown as Promise<CheckinAnswer>,
    onSuccess: refresh,
  });
}

export function useChangeDetails() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<StayDetailsInput>) =>
      dataProvider.write(API.changeDetails, { header: body, traCheck: 2 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useSaveCompanions() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<{ stayNo: string; companions: Companion[] }>) =>
      dataProvider.write(
        API.companions,
        { recordId: body.stayNo, lines: body.companions, traCheck: 2 },
        idempotencyKey,
      ),
    onSuccess: refresh,
  });
}

export function usePrintCard() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: (stayNo: string) => dataProvider.write(API.printCard, { recordId: stayNo }),
    onSuccess: refresh,
  });
}

export function useCancelCheckin() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<{ stayNo: string; reason: string }>) =>
      dataProvider.write(API.cancel, { recordId: body.stayNo, detail: body.reason, traCheck: 3 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useSubmitCForm() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<{ cformNo: string; reference: string }>) =>
      dataProvider.write(
        API.cformSubmit,
        { recordId: body.cformNo, detail: body.reference, traCheck: 2 },
        idempotencyKey,
      ),
    onSuccess: refresh,
  });
}
