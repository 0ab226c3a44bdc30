import { taxAssignings } from '../../../kits/masters/tax-assignings';
import { POS } from '../../../menus/catalogue/pos';
import { ITEM_GROUPS } from './item-groups';
import { OUTLETS } from './outlets';
import { SALE_TAXES } from './sale-taxes';

/** Tax assignments (/pos/res-tax-assignings): the tax an item group carries, everywhere or at one outlet. */
export const TAX_ASSIGNINGS = taxAssignings({
  name: 'pos.tax-assignings',
  screen: POS.resTaxAssignings,
  endpoints: {
    list: 'api/ResTaxAssignings/GetResTaxAssignings',
    get: 'api/ResTaxAssignings/GetResTaxAssigning',
    save: 'api/ResTaxAssignings/SetResTaxAssigning',
  },
  codeExample: 'TA-001',
  itemGroups: ITEM_GROUPS,
  outlets: OUTLETS,
  taxes: SALE_TAXES,
  more: [{ name: 'remarks', label: 'Remarks', type: 'text', max: 120 }],
  example: {
    code: 'TA-901',
    itemGroup: 'DES',
    outlet: 'BNQ',
    tax: 'GST18',
    effectiveFrom: '2026-12-01',
    inForceUntil: '',
    remarks: 'Outdoor catering is taxed at 18%',
    active: true,
  },
});
