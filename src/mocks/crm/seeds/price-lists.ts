import { multiplyByQuantity } from '../../../lib/money/money-arithmetic';
import { fromPaise, toPaise } from '../../../lib/money/money';
import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { itemSeed } from '../../core/stock/seeds/items';

/** [code, name, valid from, valid to, markup on the standard rate, minimum quantity, rates include tax, active] */
type ListRow = [string, string, string, string, number, number | null, boolean, boolean];

const LISTS: ListRow[] = [
  ['STD', 'Standard list 2026-27', '2026-04-01', '', 1.25, null, false, true],
  ['WHS', 'Wholesale list', '2026-04-01', '', 1.12, 10, false, true],
  ['DLR', 'Dealer list', '2026-04-01', '', 1.08, 25, false, true],
  ['CORP', 'Corporate accounts', '2026-04-01', '', 1.15, null, false, true],
  ['INST', 'Institutions and government', '2026-04-01', '', 1.1, null, false, true],
  ['MRP', 'Counter list (tax inclusive)', '2026-04-01', '', 1.4, null, true, true],
  ['FEST-26', 'Diwali festive list 2026', '2026-10-15', '2026-11-15', 1.18, null, true, true],
  ['STD-2526', 'Standard list 2025-26', '2025-04-01', '2026-03-31', 1.2, null, false, false],
];

/**
 * The GST rate of an item group (HSN-like): food staples 5 %, stationery and packing 12 %, the rest 18 %; none at 28 %
 * here.
 */
const GST_OF_GROUP: Record<string, string> = {
  VEG: 'IGST5',
  FRU: 'IGST5',
  DAI: 'IGST5',
  GRN: 'IGST5',
  GRC: 'IGST5',
  SPC: 'IGST5',
  STN: 'IGST12',
  PKG: 'IGST12',
  PAN: 'IGST5',
};

/** A rate times the list's markup (taken exactly as it prints), to the paisa, half away from zero. */
const markedUp = (rate: number, markup: number) => fromPaise(multiplyByQuantity(toPaise(rate), markup));

/** Every list prices all the company's inventory items: the standard rate with the list's markup. */
export function priceListSeed(company: DemoCompany) {
  const items = itemSeed(tradeProfile(company.pCode));
  return LISTS.map(([code, name, validFrom, validTo, markup, minQty, taxInclusive, active]) => ({
    code,
    name,
    validFrom,
    validTo,
    taxInclusive,
    remarks: validTo && active ? `Valid till ${validTo} only.` : '',
    active,
    lines: items.map((item) => ({
      productId: item.itemId,
      price: markedUp(item.standardRate, markup),
      taxId: GST_OF_GROUP[item.group] ?? 'IGST18',
      minQty: minQty && item.unit === 'NOS' ? minQty * 4 : minQty,
    })),
  }));
}
