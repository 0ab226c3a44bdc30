import type { DemoCompany } from '../../core/company/companies';
import { round5, takeawayItems, takeawayMenu } from './menu';

/** [code, name, outlet, channel, markup, valid from, valid to, active] */
type ListRow = [string, string, string, string, number, string, string, boolean];

const LISTS: ListRow[] = [
  ['CTR', 'Counter rates', '', 'COUNTER', 1, '2026-04-01', '', true],
  ['PHN', 'Phone order rates', '', 'PHONE', 1, '2026-04-01', '', true],
  ['APP', 'App and website rates', '', 'APP', 1.05, '2026-04-01', '', true],
  ['AGG', 'Aggregator rates', '', 'AGGREGATOR', 1.15, '2026-04-01', '', true],
  ['KSK', 'Kiosk rates', 'KSK1', 'COUNTER', 0.95, '2026-04-01', '', true],
  ['MONSOON', 'Monsoon offer', '', 'APP', 0.9, '2026-07-01', '2026-08-31', false],
  ['CTR-2526', 'Counter rates 2025-26', '', 'COUNTER', 0.93, '2025-04-01', '2026-03-31', false],
];

/** Each list prices the whole menu at its markup (rates end in 0 or 5). */
export function priceListSeed(company: DemoCompany) {
  const items = takeawayItems(company);
  const lists = takeawayMenu(company) === 'food' ? LISTS : LISTS.filter(([code]) => code !== 'AGG');
  return lists.map(([code, name, outlet, channel, markup, validFrom, validTo, active]) => ({
    code,
    name,
    outlet,
    channel,
    validFrom,
    validTo,
    taxInclusive: true,
    active,
    lines: items.map((item) => ({
      item: item.code,
      rate: markup === 1 ? item.rate : Math.max(5, round5(item.rate * markup)),
    })),
  }));
}
