import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile, type TradeProfile } from '../../core/company/trade-profile';

/** [code, name, service type, kitchen, opens, closes, service charge %]. */
export type ServiceRow = [string, string, string, string, string, string, number];

const RESTAURANT: ServiceRow[] = [
  ['DIN', 'Main dining', 'DINE', 'MAIN', '12:00', '23:00', 5],
  ['FAM', 'Family hall', 'DINE', 'MAIN', '12:00', '23:00', 0],
  ['TKW', 'Takeaway counter', 'TKW', 'MAIN', '11:00', '23:30', 0],
  ['DLV', 'Home delivery', 'DLV', 'MAIN', '11:00', '23:00', 0],
  ['BAR', 'Bar and lounge', 'BAR', 'BAR', '17:00', '23:30', 10],
  ['CFE', 'Coffee corner', 'DINE', 'STH', '07:00', '22:00', 0],
  ['PTY', 'Party hall', 'BNQ', 'MAIN', '11:00', '23:00', 0],
];

const HOTEL_EXTRAS: ServiceRow[] = [
  ['ROOM', 'In-room dining', 'ROOM', 'MAIN', '06:00', '23:30', 10],
  ['POOL', 'Poolside cafe', 'DINE', 'JUC', '10:00', '19:00', 5],
];

/** Canteen services of the other trades: [code, name, type, opens, closes]; the kitchen comes by trade. */
const CANTEEN: Array<[string, string, string, string, string]> = [
  ['BRK', 'Breakfast', 'CAN', '07:30', '09:30'],
  ['LUN', 'Lunch', 'CAN', '12:30', '14:30'],
  ['SNK', 'Evening snacks', 'CAN', '16:00', '17:30'],
  ['DIN', 'Night shift dinner', 'CAN', '20:00', '22:00'],
  ['GST', 'Guest meals', 'DINE', '12:00', '15:00'],
  ['MTG', 'Meeting refreshments', 'CAN', '09:00', '18:00'],
];

const CANTEEN_KITCHENS: Record<Exclude<TradeProfile, 'food'>, string[]> = {
  industrial: ['CAN', 'CAN', 'SNK', 'SITE', 'GST', 'TEA'],
  retail: ['CAF', 'CAF', 'SNK', 'CAF', 'CAF', 'PAN'],
  office: ['CAF', 'MESS', 'PAN', 'MESS', 'EXE', 'PAN'],
};

/** The F&B services of a company: a hotel adds room service and the poolside; a take-away has no bar. */
export function serviceRows(company: DemoCompany): ServiceRow[] {
  const profile = tradeProfile(company.pCode);
  if (profile === 'food') {
    if (company.pCode === 'D-MIN') return [...RESTAURANT, ...HOTEL_EXTRAS];
    return company.pCode === 'D-TAK' ? RESTAURANT.filter(([code]) => code !== 'BAR') : RESTAURANT;
  }
  return CANTEEN.map(([code, name, type, opens, closes], index) => [
    code,
    name,
    type,
    CANTEEN_KITCHENS[profile][index]!,
    opens,
    closes,
    0,
  ]);
}

export function fnbServiceSeed(company: DemoCompany) {
  return serviceRows(company).map(([code, name, serviceType, kitchen, opensAt, closesAt, serviceCharge]) => ({
    code,
    name,
    serviceType,
    kitchen,
    opensAt,
    closesAt,
    serviceCharge,
    active: true,
  }));
}
