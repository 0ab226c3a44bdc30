import { applyPercent } from '../../../lib/money/money-arithmetic';
import { fromPaise, toPaise } from '../../../lib/money/money';
import type { DemoCompany } from '../../core/company/companies';
import { itemRows } from './items';
import { onlineOutletRows } from './online-outlets';
import { round5 } from './profile';

/** A counter rate grossed up by `percent` per cent (exact in paise), then to a menu rate ending in 0 or 5. */
function grossedUp(rate: number, percent: number): number {
  const paise = toPaise(rate);
  return round5(fromPaise(paise + applyPercent(paise, percent)));
}

/**
 * One list per online outlet: counter rates grossed up by most of the platform's commission; loose goods are not
 * listed.
 */
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
      rate: commission > 0 ? grossedUp(item.rate, (commission * 6) / 10) : item.rate,
      available: !(item.foodType === 'NA' && item.rate > 300),
    })),
  }));
}
