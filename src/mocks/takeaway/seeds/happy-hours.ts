import type { DemoCompany } from '../../core/company/companies';
import { takeawayMenu } from './menu';

/** [code, name, outlet, weekdays Mon..Sun as 7 letters (x = on), from, to, kind, price list, percent, amount, groups, valid from, valid until, active] */
type HappyHourRow = [string, string, string, string, string, string, string, string, number | null, number | null, string[], string, string, boolean];

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const FOOD: HappyHourRow[] = [
  ['HH-TEA', 'Evening chai and snacks', '', 'xxxxx--', '15:00', '17:00', 'PERCENT', '', 20, null, ['SNK', 'BEV'], '2026-04-01', '', true],
  ['HH-LATE', 'Late biryani at the hub', 'HUB', 'xxxxxxx', '22:00', '23:59', 'AMOUNT', '', null, 30, ['BIR'], '2026-04-01', '', true],
  ['HH-KSK', 'Kiosk morning coffee', 'KSK1', 'xxxxxx-', '08:00', '10:00', 'PERCENT', '', 10, null, ['BEV'], '2026-04-01', '', true],
  ['HH-RAIN', 'Monsoon evenings', '', 'xxxxxxx', '17:00', '19:00', 'PRICE_LIST', 'MONSOON', null, null, [], '2026-07-01', '2026-08-31', true],
  ['HH-IPL', 'Cricket nights 2025', '', 'xxxxxxx', '19:30', '23:00', 'PERCENT', '', 15, null, ['CHN', 'ROL'], '2025-03-22', '2025-05-25', false],
];

const CAFE: HappyHourRow[] = [
  ['HH-TEA', 'Tea-time snacks', '', 'xxxxx--', '15:30', '17:30', 'PERCENT', '', 15, null, ['SNK', 'BEV'], '2026-04-01', '', true],
  ['HH-BAK', 'Bakery clearance', 'MAIN', 'xxxxx--', '18:00', '19:00', 'AMOUNT', '', null, 10, ['BAK'], '2026-04-01', '', true],
  ['HH-RAIN', 'Monsoon app rates', '', 'xxxxxxx', '17:30', '19:00', 'PRICE_LIST', 'MONSOON', null, null, [], '2026-07-01', '2026-08-31', true],
  ['HH-KSK', 'Lobby morning coffee', 'KSK1', 'xxxxx--', '09:00', '10:00', 'PERCENT', '', 10, null, ['BEV'], '2026-04-01', '', true],
  ['HH-DIW', 'Diwali week sweets 2025', '', 'xxxxxxx', '12:00', '19:00', 'PERCENT', '', 20, null, ['DES', 'BAK'], '2025-10-18', '2025-10-24', false],
];

/** Food companies: tea time everywhere, late biryani at the hub, the kiosk's coffee, the monsoon list, an old cricket offer. Others: a café's alike. */
export function happyHourSeed(company: DemoCompany) {
  const rows = takeawayMenu(company) === 'food' ? FOOD : CAFE;
  return rows.map(([code, name, outlet, days, fromTime, toTime, kind, priceList, percentOff, amountOff, groups, validFrom, validUntil, active]) => ({
    code,
    name,
    outlet,
    ...Object.fromEntries(WEEK.map((day, index) => [day, days[index] === 'x'])),
    fromTime,
    toTime,
    kind,
    priceList,
    percentOff,
    amountOff,
    itemGroups: groups.map((itemGroup) => ({ itemGroup })),
    validFrom,
    validUntil,
    active,
  }));
}
