import { taxAssignings } from '../../../kits/masters/tax-assignings';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { ITEM_GROUPS } from './item-groups';
import { OUTLETS } from './outlets';
import { TAXES } from './taxes';

/** Tax assignments (/takeaway/tax-assigning): the tax an item group carries, everywhere or at one outlet. */
export const TAX_ASSIGNINGS = taxAssignings({
  name: 'takeaway.tax-assignings',
  screen: TAKEAWAY.taxAssigning,
  endpoints: {
    list: 'api/TATaxAssignings/GetTATaxAssignings',
    get: 'api/TATaxAssignings/GetTATaxAssigning',
    save: 'api/TATaxAssignings/SetTATaxAssigning',
  },
  codeExample: 'TX-001',
  itemGroups: ITEM_GROUPS,
  outlets: OUTLETS,
  taxes: TAXES,
  example: {
    code: 'TX-901',
    itemGroup: 'BEV',
    outlet: 'MAIN',
    tax: 'GST18',
    effectiveFrom: '2027-01-01',
    inForceUntil: '2027-12-31',
    active: true,
  },
});
