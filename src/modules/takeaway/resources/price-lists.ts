import { priceLists } from '../../../kits/masters/price-lists';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { ITEMS } from './items';
import { OUTLETS } from './outlets';

/** Price lists (/takeaway/price-list): rates by outlet and ordering channel. */
export const PRICE_LISTS = priceLists({
  name: 'takeaway.price-lists',
  screen: TAKEAWAY.priceList,
  entity: 'priceList',
  endpoints: {
    list: 'api/TAPriceLists/GetTAPriceLists',
    get: 'api/TAPriceLists/GetTAPriceList',
    save: 'api/TAPriceLists/SetTAPriceList',
  },
  codeExample: 'CTR',
  outlets: OUTLETS,
  items: ITEMS,
  outletHelp: 'Leave empty for every outlet.',
  byOutlet: [
    {
      name: 'channel',
      label: 'Channel',
      type: 'select',
      required: true,
      options: [
        { value: 'COUNTER', label: 'Counter' },
        { value: 'PHONE', label: 'Phone orders' },
        { value: 'APP', label: 'Own app and website' },
        { value: 'AGGREGATOR', label: 'Delivery aggregators' },
      ],
      defaultValue: 'COUNTER',
    },
  ],
  columns: ['code', 'name', 'outlet', 'channel', 'validFrom', 'active'],
  example: {
    code: 'XMAS-26',
    name: 'Christmas week',
    outlet: '',
    channel: 'APP',
    validFrom: '2026-12-20',
    validTo: '2026-12-31',
    taxInclusive: true,
    active: true,
    lines: [
      { item: 'TI-0003', rate: 95 },
      { item: 'TI-0004', rate: 120 },
    ],
  },
});
