import { useMutation, useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { FO_SHARED_KEY } from '../domain/shared-endpoints';
import { type Keyed, useFrontOfficeRefresh, useScreenRequirements } from '../shared/front-office-api';
import {
  GROUPS_ENDPOINTS as API,
  GROUPS_KEY,
  type AddRoomsHeader,
  type FinalCheckoutHeader,
  type GroupBill,
  type GroupDetail,
  type GroupRequirements,
  type GroupRoomLine,
  type GroupScreenName,
  type GroupSummary,
  type LinkGroupHeader,
  type ModifyGroupHeader,
  type NewGroupHeader,
  type PartCheckoutLine,
} from './domain/groups-types';

const KEY = [FO_SHARED_KEY, GROUPS_KEY] as const;

/** The hotel date, rooms, meal plans and companies. */
export const useGroupRequirements = (screen: GroupScreenName) =>
  useScreenRequirements<GroupRequirements>(KEY, API.requirements, screen);

export const useGroups = (all = false) =>
  useQuery({
    queryKey: [...KEY, 'list', all],
    queryFn: () =>
      dataProvider.report<GroupSummary[] | null>(API.list, all ? { detail: 'ALL' } : {}).then((rows) => rows ?? []),
  });

export const useGroup = (groupId: string) =>
  useQuery({
    enabled: groupId !== '',
    queryKey: [...KEY, 'one', groupId],
    queryFn: () => dataProvider.get<GroupDetail>(API.one, groupId),
  });

export interface GroupAnswer {
  result: string;
  seq?: string;
  bills?: GroupBill[];
}

const writing = (endpoint: string, body: Record<string, unknown>, key: string) =>
  dataProvider.write(endpoint, body, key) as Promise<GroupAnswer>;

export function useCreateGroup() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<{ header: NewGroupHeader; lines: GroupRoomLine[] }>) =>
      writing(API.create, { ...body, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useCheckInGroup() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<string>) =>
      writing(API.checkIn, { recordId: body, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useModifyGroup() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<ModifyGroupHeader>) =>
      writing(API.modify, { header: body, traCheck: 2 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useLinkGroup() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<LinkGroupHeader>) =>
      writing(API.link, { header: body, traCheck: 2 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useAddGroupRooms() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<{ header: AddRoomsHeader; lines: GroupRoomLine[] }>) =>
      writing(API.addRooms, { ...body, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function usePartCheckout() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<{ groupId: string; lines: PartCheckoutLine[] }>) =>
      writing(API.partCheckout, { header: { groupId: body.groupId }, lines: body.lines, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}

export function useFinalCheckout() {
  const refresh = useFrontOfficeRefresh();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: Keyed<FinalCheckoutHeader>) =>
      writing(API.finalCheckout, { header: body, traCheck: 1 }, idempotencyKey),
    onSuccess: refresh,
  });
}
