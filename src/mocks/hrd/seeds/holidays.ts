import type { HrdHoliday } from '../../../modules/hrd/domain/attendance-types';
import { format } from 'date-fns';

/** [MM-dd, description]: the national holidays every company keeps. */
const NATIONAL: ReadonlyArray<readonly [string, string]> = [
  ['01-26', 'Republic Day'],
  ['05-01', 'May Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Gandhi Jayanti'],
  ['12-25', 'Christmas'],
];

/** Festivals whose date moves with the lunar calendar: year → [yyyy-MM-dd, description]. */
const FESTIVALS: Readonly<Record<number, ReadonlyArray<readonly [string, string]>>> = {
  2024: [
    ['2024-03-25', 'Holi'],
    ['2024-03-29', 'Good Friday'],
    ['2024-10-12', 'Dussehra'],
    ['2024-11-01', 'Diwali'],
  ],
  2025: [
    ['2025-03-14', 'Holi'],
    ['2025-04-18', 'Good Friday'],
    ['2025-10-02', 'Dussehra'],
    ['2025-10-21', 'Diwali'],
  ],
  2026: [
    ['2026-03-04', 'Holi'],
    ['2026-04-03', 'Good Friday'],
    ['2026-10-20', 'Dussehra'],
    ['2026-11-08', 'Diwali'],
  ],
  2027: [
    ['2027-03-22', 'Holi'],
    ['2027-03-26', 'Good Friday'],
    ['2027-10-09', 'Dussehra'],
    ['2027-10-29', 'Diwali'],
  ],
  2028: [
    ['2028-03-11', 'Holi'],
    ['2028-04-14', 'Good Friday'],
    ['2028-09-27', 'Dussehra'],
    ['2028-10-17', 'Diwali'],
  ],
};

/** Each demo state's own days: [MM-dd, description]. */
const STATE_DAYS: Readonly<Record<string, ReadonlyArray<readonly [string, string]>>> = {
  Kerala: [['11-01', 'Kerala Piravi']],
  'Tamil Nadu': [
    ['01-15', 'Pongal'],
    ['01-16', 'Thiruvalluvar Day'],
  ],
  Maharashtra: [['02-19', 'Chhatrapati Shivaji Maharaj Jayanti']],
  Gujarat: [['01-14', 'Uttarayan']],
  Karnataka: [['11-01', 'Kannada Rajyotsava']],
  'Andhra Pradesh': [['11-01', 'Andhra Pradesh Formation Day']],
  Rajasthan: [['03-30', 'Rajasthan Day']],
  Goa: [['12-19', 'Goa Liberation Day']],
  'Madhya Pradesh': [['11-01', 'Madhya Pradesh Sthapana Divas']],
  'Uttar Pradesh': [['01-24', 'Uttar Pradesh Diwas']],
  Haryana: [['11-01', 'Haryana Day']],
};

/** The holidays of one year in `state`, by date (a festival on a national holiday's date keeps the national one). */
export function holidaysOfYear(year: number, state: string): Array<{ dat: string; description: string }> {
  const fixed = [...NATIONAL, ...(STATE_DAYS[state] ?? [])].map(([day, description]) => ({
    dat: `${year}-${day}`,
    description,
  }));
  const moving = (FESTIVALS[year] ?? []).map(([dat, description]) => ({ dat, description }));
  const byDate = new Map<string, { dat: string; description: string }>();
  for (const holiday of [...fixed, ...moving]) if (!byDate.has(holiday.dat)) byDate.set(holiday.dat, holiday);
  return [...byDate.values()].sort((a, b) => a.dat.localeCompare(b.dat));
}

/** The holidays of the previous and the current year (the server's calendar), record ids from 1 in date order. */
export function holidaySeed(state: string, today = format(new Date(), 'yyyy-MM-dd')): HrdHoliday[] {
  const year = Number(today.slice(0, 4));
  return [...holidaysOfYear(year - 1, state), ...holidaysOfYear(year, state)].map((holiday, index) => ({
    recordId: index + 1,
    ...holiday,
  }));
}
