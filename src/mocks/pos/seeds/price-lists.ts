import type { DemoCompany } from '../../core/company/companies';
import { itemRows } from './items';
import { outletRows } from './outlets';
import { posProfile, round5 } from './profile';

/**
 * A standard list, last year's (closed), and each outlet's own list at its markup. Its rates include tax
 * when marked up, and at a shop's or canteen's billing counters, whose shelf prices are printed with tax (MRP).
 */
export function priceListSeed(company: DemoCompany) {
  const items = itemRows(company);
  const lines = (markup: number) =>
    items.map((item) => ({
      item: item.code,
      rate: markup === 1 ? item.rate : Math.max(5, round5(item.rate * markup)),
    }));
  return [
    {
      code: 'STD',
      name: 'Standard rates 2026-27',
      outlet: '',
      validFrom: '2026-04-01',
      validTo: '',
      taxInclusive: false,
      active: true,
      lines: lines(1),
    },
    {
      code: 'STD-2526',
      name: 'Standard rates 2025-26',
      outlet: '',
      validFrom: '2025-04-01',
      validTo: '2026-03-31',
      taxInclusive: false,
      active: false,
      lines: lines(0.93),
    },
    ...outletRows(company).map(([code, name, outletType, , , , , markup]) => ({
      code: `PL-${code}`,
      name: `${name} rates`,
      outlet: code,
      validFrom: '2026-04-01',
      validTo: '',
      taxInclusive: markup !== 1 || (outletType === 'COUNTER' && posProfile(company) !== 'takeaway'),
      active: true,
      lines: lines(markup),
    })),
  ];
}
