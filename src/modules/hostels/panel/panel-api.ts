import { useQuery } from '@tanstack/react-query';
import { dataProvider } from '../../../lib/api/data-provider';
import { type RoomPanel } from '../domain/room-panel-types';
import { type AllocationRequirements, type HostelAllocation } from '../domain/allocation-types';
import { HOSTEL_ENDPOINTS as API, HOSTEL_KEY } from '../domain/hostel-endpoints';

export const useRoomPanel = () =>
  useQuery({ queryKey: [HOSTEL_KEY, 'panel'], queryFn: () => dataProvider.report<RoomPanel>(API.panel, {}) });

export const useAllocationRequirements = () =>
  useQuery({
    queryKey: [HOSTEL_KEY, 'allocation-requirements'],
    queryFn: () => dataProvider.report<AllocationRequirements>(API.allocationRequirements, {}),
  });

/** One allocation with its bed history. */
export const useAllocation = (allocNo: string) =>
  useQuery({
    enabled: allocNo !== '',
    queryKey: [HOSTEL_KEY, 'allocation', allocNo],
    queryFn: () => dataProvider.get<HostelAllocation>(API.allocation, allocNo),
  });
