import type { DemoCompany } from '../../core/company/companies';
import { outletRows } from './outlets';
import { posProfile, type PosProfile } from './profile';
import { waiterOutlets } from './waiters';

/** [table prefix, outlet, how many, area] */
const LAYOUT: Record<PosProfile, Array<[string, string, number, string]>> = {
  restaurant: [
    ['T', 'DIN', 12, 'INDOOR'],
    ['F', 'FAM', 8, 'AC'],
    ['R', 'ROOF', 6, 'TERRACE'],
    ['B', 'BAR', 4, 'INDOOR'],
  ],
  hotel: [
    ['T', 'MCR', 12, 'AC'],
    ['PD', 'MCR', 2, 'PRIVATE'],
    ['C', 'CSH', 8, 'INDOOR'],
    ['P', 'POOL', 6, 'OUTDOOR'],
  ],
  takeaway: [['T', 'DIN', 6, 'INDOOR']],
  store: [['FC', 'FC', 10, 'INDOOR']],
  canteen: [
    ['T', 'CAN', 20, 'INDOOR'],
    ['E', 'EXD', 6, 'AC'],
  ],
};

const SEATS = [4, 2, 4, 6, 4, 2, 8, 4];

/** Tables T1, T2... of each dine-in outlet, each with the outlet's waiters in turn. */
export function tableSeed(company: DemoCompany) {
  const outletName = new Map(outletRows(company).map(([code, name]) => [code, name]));
  const waiters = waiterOutlets(company);
  return LAYOUT[posProfile(company)].flatMap(([prefix, outlet, count, area]) => {
    const own = waiters.flatMap((waiterOutlet, index) =>
      waiterOutlet === outlet ? [`W${String(index + 1).padStart(2, '0')}`] : [],
    );
    return Array.from({ length: count }, (_, index) => {
      const seats = area === 'PRIVATE' ? 12 : SEATS[index % SEATS.length]!;
      return {
        code: `${prefix}${index + 1}`,
        name: `${seats}-seater, ${outletName.get(outlet)!.toLowerCase()}`,
        outlet,
        seats,
        area,
        waiter: own.length > 0 ? own[index % own.length]! : '',
        active: true,
      };
    });
  });
}
