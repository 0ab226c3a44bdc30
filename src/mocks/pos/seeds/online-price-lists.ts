import type { DemoCompany } from '../../core/company/companies';
import { itemRows } from './items';
import { onlineOutletRows } from './online-outlets';
import { round5 } from './profile';

/** One list per online outlet: counter rates grossed up by most of the platform's commission; loose goods are not listed. */
export function onlinePriceListSeed(company: DemoCompany) {
  const items = itemRows(company);
  return onlineOutletRows(company).map(([code, name, , commission]) => ({
    code: `ONL-${code}`,
    name: `${name} rates`,
    onlineOutlet: code,
    validFrom: '2026-04-01',
    validTo: '',
    taxInclusive: true,
    active: true,
    lines: items.map((item) => ({
      item: item.code,
      rate: commission > 0 ? round5(item.rate * (1 + (commission * 0.6) / 100)) : item.rate,
      available: !(item.foodType === 'NA' && item.rate > 300),
    })),
  }));
}
