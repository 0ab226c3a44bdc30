import type { DemoCompany } from '../../core/company/companies';
import { isHotel } from './rich';

/** Category by position on a floor: most rooms standard or deluxe, the corners suites. */
const FLOOR_PLAN = ['STD', 'STD', 'DLX', 'DLX', 'SDX', 'LKV', 'FAM', 'SUI'];
const STATUSES = ['VACANT', 'OCCUPIED', 'OCCUPIED', 'VACANT', 'DIRTY', 'OCCUPIED', 'VACANT', 'OUT_OF_ORDER', 'VACANT', 'OCCUPIED', 'DIRTY'];

/** Rooms 101... on each floor: five floors of eight for the hotel, two floors of six elsewhere. */
export function roomSeed(company: DemoCompany) {
  const floors = isHotel(company) ? 5 : 2;
  const perFloor = isHotel(company) ? 8 : 6;
  const rooms = [];
  for (let floor = 1; floor <= floors; floor += 1) {
    for (let index = 0; index < perFloor; index += 1) {
      const roomNo = `${floor}${String(index + 1).padStart(2, '0')}`;
      const top = floor === floors && index === perFloor - 1 && isHotel(company);
      const serial = (floor - 1) * perFloor + index;
      rooms.push({
        roomNo,
        category: top ? 'PRS' : FLOOR_PLAN[index]!,
        floor,
        status: STATUSES[serial % STATUSES.length]!,
        extension: `2${roomNo}`,
        smoking: floor === 1 && index < 2,
        remarks: index === perFloor - 1 ? 'Corner room' : index === 0 ? 'Next to the lift' : '',
        active: STATUSES[serial % STATUSES.length] !== 'OUT_OF_ORDER',
      });
    }
  }
  return rooms;
}
