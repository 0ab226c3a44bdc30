import type { DemoCompany } from '../../core/company/companies';
import { BEDS_BY_CATEGORY } from './room-categories';

/** The room categories along a floor of each hostel: juniors sleep in dormitories, seniors in twins and singles. */
const LAYOUT: Record<string, string[]> = {
  VBH: ['TWN', 'TWN', 'TRP', 'TRP', 'DRM', 'SGL'],
  SGH: ['TWN', 'TWN', 'TRP', 'TAC', 'DRM', 'SGL'],
  AJB: ['DRM', 'DRM', 'DRM', 'TRP', 'TRP', 'TRP'],
  KJG: ['DRM', 'DRM', 'TRP', 'TRP', 'TRP', 'TWN'],
  RSB: ['TWN', 'TWN', 'TAC', 'TAC', 'SGL', 'SAC'],
  GSG: ['TWN', 'TAC', 'TAC', 'SGL', 'SGL', 'SAC'],
};

export interface SeedRoom extends Record<string, unknown> {
  code: string;
  roomNo: string;
  hostel: string;
  category: string;
  floor: number;
  beds: number;
  status: string;
  active: boolean;
}

/**
 * The rooms before their starting allocations: six per hostel for the school (D-SHI), four in two hostels elsewhere; a
 * few under maintenance.
 */
export function baseRooms(company: DemoCompany): SeedRoom[] {
  const school = company.pCode === 'D-SHI';
  const hostels = school ? Object.keys(LAYOUT) : ['VBH', 'SGH'];
  const perHostel = school ? 6 : 4;
  return hostels.flatMap((hostel, h) =>
    Array.from({ length: perHostel }, (_, index) => {
      const floor = index < perHostel / 2 ? 1 : 2;
      const roomNo = `${floor}${String((index % (perHostel / 2)) + 1).padStart(2, '0')}`;
      const category = LAYOUT[hostel]![index]!;
      return {
        code: `${hostel}-${roomNo}`,
        roomNo,
        hostel,
        category,
        floor,
        beds: BEDS_BY_CATEGORY.get(category)!,
        status: (h + index) % 7 === 6 ? 'MAINTENANCE' : 'AVAILABLE',
        active: true,
      };
    }),
  );
}
