import type { ResourceDeclaration } from '../../../engine/resource';
import { priceLists } from '../../../kits/masters/price-lists';
import { POS } from '../../../menus/catalogue/pos';
import { ITEMS } from './items';
import { OUTLETS } from './outlets';

/** Price lists (/pos/res-price-list): an outlet's own rates for items, from a date. */
const LISTS = priceLists({
  name: 'pos.price-lists',
  screen: POS.resPriceList,
  // Contract routes (01-pos.md); the get-one route is ours. The contract's body is `{ restaCode, pricelist: [...] }`;
  // the generic save sends this one list as the one row of `pricelist`, with traCheck (a difference declared in
  // src/lib/contract/pos-masters-contract.ts).
  entity: 'pricelist',
  endpoints: {
    list: 'api/pos/getPOSCompletePricesInformation',
    get: 'api/pos/getPOSCompletePricesInfo',
    save: 'api/pos/setPOSCompletePricesInfo',
  },
  codeExample: 'STD',
  outlets: OUTLETS,
  items: ITEMS,
  outletHelp: 'Leave empty for a list every outlet may use.',
  columns: ['code', 'name', 'outlet', 'validFrom', 'validTo', 'active'],
  example: {
    code: 'ONAM-26',
    name: 'Onam sadya week',
    outlet: 'DIN',
    validFrom: '2026-08-25',
    validTo: '2026-09-05',
    taxInclusive: true,
    active: true,
    lines: [
      { item: 'PI-0001', rate: 140 },
      { item: 'PI-0002', rate: 155 },
    ],
  },
});

export const PRICE_LISTS: ResourceDeclaration = {
  ...LISTS,
  wire: { header: 'pricelist', headerAsList: true, parts: {} },
};
