import type { DemoCompany } from '../../core/company/companies';
import { tradeProfile } from '../../core/company/trade-profile';
import { ITEM_GROUP_SEED } from '../../core/stock/seeds/item-groups';
import { itemSeed } from '../../core/stock/seeds/items';

/** [code, name, valid from, valid to, base percent, cap on a bill, active] */
type ListRow = [string, string, string, string, number, number | null, boolean];

const LISTS: ListRow[] = [
  ['DSC-RET', 'Retail counter discount', '2026-04-01', '', 2, 5, true],
  ['DSC-WHS', 'Wholesale volume discount', '2026-04-01', '', 5, 10, true],
  ['DSC-DLR', 'Dealer discount', '2026-04-01', '', 7.5, 12.5, true],
  ['DSC-CORP', 'Corporate account discount', '2026-04-01', '', 4, 8, true],
  ['DSC-INST', 'Institutional discount', '2026-04-01', '', 3, 6, true],
  ['DSC-FEST', 'Festive season discount', '2026-10-15', '2026-11-15', 6, 15, true],
  ['DSC-CLR', 'Year-end clearance', '2027-03-01', '2027-03-31', 10, 25, true],
  ['DSC-2526', 'Dealer discount 2025-26', '2025-04-01', '2026-03-31', 7, 12, false],
];

/** A percent for every item group (stepping up and down around the list's base), and two item exceptions. */
export function discountListSeed(company: DemoCompany) {
  const profile = tradeProfile(company.pCode);
  const groups = ITEM_GROUP_SEED[profile];
  const items = itemSeed(profile);
  return LISTS.map(([code, name, validFrom, validTo, base, maxDiscount, active], listIndex) => ({
    code,
    name,
    validFrom,
    validTo,
    maxDiscount,
    active,
    groups: groups.map((group, index) => ({ group: group.code, percent: Math.max(0, base + ((index % 3) - 1) * 1.5) })),
    items: [0, 1].map((offset) => {
      const item = items[(listIndex * 3 + offset * 7) % items.length]!;
      return { productId: item.itemId, discount: base + 2.5 };
    }),
  }));
}
