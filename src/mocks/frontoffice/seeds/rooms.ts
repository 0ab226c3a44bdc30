import { addDays, format, subHours } from 'date-fns';
import type { DemoCompany } from '../../core/company/companies';
import { isHotel } from './rich';

/** Category by position on a floor: most rooms standard or deluxe, the corners suites. */
const FLOOR_PLAN = ['STD', 'STD', 'DLX', 'DLX', 'SDX', 'LKV', 'FAM', 'SUI'];

/** The hotel's rooms with a guest in them: exactly the rooms of the in-house stays of stay-seed.ts. */
export const HOTEL_OCCUPIED_ROOMS: readonly string[] = [
  '101',
  '102',
  '104',
  '106',
  '107',
  '201',
  '203',
  '204',
  '205',
  '208',
  '302',
  '303',
  '305',
  '306',
  '401',
  '402',
  '404',
  '407',
  '408',
  '502',
  '503',
  '506',
];
/** The hotel's rooms waiting for housekeeping (left by their guests a few hours ago). */
const HOTEL_DIRTY: Readonly<Record<string, number>> = { 108: 3, 202: 5, 304: 2, 405: 20, 504: 1 };
/** The hotel's rooms out of order: [reason, first day (days from today), last day]. */
const HOTEL_OUT_OF_ORDER: Readonly<Record<string, [string, number, number]>> = {
  105: ['Air conditioner being repaired', -1, 2],
  307: ['Bathroom renovation', -3, 7],
};

/** Elsewhere (no stays): a pattern of clean, dirty and out-of-order rooms. */
const STATUSES = [
  'VACANT',
  'VACANT',
  'DIRTY',
  'VACANT',
  'DIRTY',
  'VACANT',
  'VACANT',
  'OUT_OF_ORDER',
  'VACANT',
  'VACANT',
  'DIRTY',
];

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');
const hoursAgo = (hours: number) => format(subHours(new Date(), hours), "yyyy-MM-dd'T'HH:mm:ss");

const hotelStatus = (roomNo: string): string =>
  HOTEL_OCCUPIED_ROOMS.includes(roomNo)
    ? 'OCCUPIED'
    : roomNo in HOTEL_DIRTY
      ? 'DIRTY'
      : roomNo in HOTEL_OUT_OF_ORDER
        ? 'OUT_OF_ORDER'
        : 'VACANT';

/** The status fields of a seeded room: the status, since when (dirty rooms), and an out-of-order window. */
function statusFields(roomNo: string, status: string, hotel: boolean) {
  const window = hotel ? HOTEL_OUT_OF_ORDER[roomNo] : (['Carpet being replaced', -2, 4] as [string, number, number]);
  const outOfOrder = status === 'OUT_OF_ORDER' && window;
  return {
    status,
    statusSince: status === 'DIRTY' ? hoursAgo(hotel ? (HOTEL_DIRTY[roomNo] ?? 2) : 4) : '',
    outOfOrderReason: outOfOrder ? window[0] : '',
    outOfOrderFrom: outOfOrder ? day(window[1]) : '',
    outOfOrderTo: outOfOrder ? day(window[2]) : '',
  };
}

/**
 * Rooms 101... on each floor: five floors of eight for the hotel, two floors of six elsewhere. The hotel's occupied
 * rooms are exactly its seeded in-house stays' (other companies have no stays, so no room is occupied).
 */
export function roomSeed(company: DemoCompany) {
  const hotel = isHotel(company);
  const floors = hotel ? 5 : 2;
  const perFloor = hotel ? 8 : 6;
  const rooms = [];
  for (let floor = 1; floor <= floors; floor += 1) {
    for (let index = 0; index < perFloor; index += 1) {
      const roomNo = `${floor}${String(index + 1).padStart(2, '0')}`;
      const top = floor === floors && index === perFloor - 1 && hotel;
      const serial = (floor - 1) * perFloor + index;
      rooms.push({
        roomNo,
        category: top ? 'PRS' : FLOOR_PLAN[index]!,
        floor,
        ...statusFields(roomNo, hotel ? hotelStatus(roomNo) : STATUSES[serial % STATUSES.length]!, hotel),
        extension: `2${roomNo}`,
        smoking: floor === 1 && index < 2,
        remarks: index === perFloor - 1 ? 'Corner room' : index === 0 ? 'Next to the lift' : '',
        active: true,
      });
    }
  }
  return rooms;
}
