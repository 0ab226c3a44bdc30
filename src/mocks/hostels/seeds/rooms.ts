import type { DemoCompany } from '../../core/company/companies';
import { plannedBeds } from './allocation-plan';
import { baseRooms } from './room-layout';

/**
 * Rooms: six per hostel on two floors for the school (D-SHI); two hostels of four rooms elsewhere. A room is
 * FULL when the starting allocations hold every bed, else AVAILABLE; some are under maintenance.
 */
export function hostelRoomSeed(company: DemoCompany) {
  const held = plannedBeds(company);
  return baseRooms(company).map((room) => {
    if (room.status === 'MAINTENANCE') return room;
    const full = Array.from({ length: room.beds }, (_, index) => `${room.code}/B${index + 1}`).every((bedId) =>
      held.has(bedId),
    );
    return { ...room, status: full ? 'FULL' : 'AVAILABLE' };
  });
}
