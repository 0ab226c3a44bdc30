import type { DemoCompany } from '../../core/company/companies';
import { mobileNumber, personName } from '../../core/seeds/people';
import { posProfile, type PosProfile } from './profile';

/** The outlet of each waiter, in order (W01, W02...): the first of each outlet is its captain. */
const WAITER_OUTLETS: Record<PosProfile, string[]> = {
  restaurant: ['DIN', 'DIN', 'DIN', 'DIN', 'FAM', 'FAM', 'FAM', 'ROOF', 'ROOF', 'BAR', 'BAR', 'BNQ'],
  hotel: ['MCR', 'MCR', 'MCR', 'MCR', 'CSH', 'CSH', 'POOL', 'POOL', 'IRD', 'IRD', 'BNQ'],
  takeaway: ['DIN', 'DIN', 'KIT', 'KIT', 'KSK', 'CAT'],
  store: ['FC', 'FC', 'FC', 'FC', 'FC', 'FC'],
  canteen: ['CAN', 'CAN', 'CAN', 'CAN', 'EXD', 'EXD', 'GST', 'GST'],
};

const SHIFTS = ['SPLIT', 'MORNING', 'EVENING', 'SPLIT', 'EVENING', 'MORNING'];

export function waiterOutlets(company: DemoCompany): string[] {
  return WAITER_OUTLETS[posProfile(company)];
}

export function waiterSeed(company: DemoCompany) {
  const outlets = waiterOutlets(company);
  const canteen = posProfile(company) === 'canteen';
  return outlets.map((outlet, index) => ({
    code: `W${String(index + 1).padStart(2, '0')}`,
    name: personName(company, index, 7),
    mobile: mobileNumber(company, index, 41),
    outlet,
    shift: canteen ? (index % 2 === 0 ? 'GENERAL' : 'MORNING') : SHIFTS[index % SHIFTS.length]!,
    captain: outlets.indexOf(outlet) === index,
    joinedOn: `${2019 + (index % 7)}-${String(((index * 7) % 12) + 1).padStart(2, '0')}-${String(((index * 11) % 28) + 1).padStart(2, '0')}`,
    active: index !== outlets.length - 2,
  }));
}
