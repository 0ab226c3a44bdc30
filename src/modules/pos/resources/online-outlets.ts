import type { ResourceDeclaration } from '../../../engine/resource';
import { codeField, nameField, refTo } from '../../../kits/masters/fields';
import { POS } from '../../../menus/catalogue/pos';
import { OUTLETS } from './outlets';

/**
 * Online outlets (/pos/res-outlets-takeaway): the stores on the web, apps and delivery platforms, each served by an
 * outlet.
 */
export const ONLINE_OUTLETS: ResourceDeclaration = {
  name: 'pos.online-outlets',
  title: 'Online outlets',
  singular: 'Online outlet',
  screen: POS.resOutletsTakeaway,
  key: 'code',
  entity: 'onlineOutlet',
  endpoints: {
    list: 'api/ResOnlineOutlets/GetResOnlineOutlets',
    get: 'api/ResOnlineOutlets/GetResOnlineOutlet',
    save: 'api/ResOnlineOutlets/SetResOnlineOutlet',
  },
  fields: [
    codeField('WEB'),
    nameField(60),
    {
      name: 'platform',
      label: 'Platform',
      type: 'select',
      required: true,
      options: [
        { value: 'WEB', label: 'Own website' },
        { value: 'APP', label: 'Own mobile app' },
        { value: 'AGGREGATOR', label: 'Food delivery aggregator' },
        { value: 'MARKETPLACE', label: 'Online marketplace' },
        { value: 'ONDC', label: 'ONDC network' },
        { value: 'WHATSAPP', label: 'WhatsApp ordering' },
        { value: 'PORTAL', label: 'Staff or intranet portal' },
      ],
    },
    { name: 'storeId', label: 'Store id on the platform', type: 'text', max: 30 },
    { name: 'fulfilledBy', label: 'Fulfilled by outlet', type: 'reference', required: true, reference: refTo(OUTLETS) },
    { name: 'commission', label: 'Platform commission', type: 'percent', defaultValue: 0 },
    { name: 'packingCharge', label: 'Packing charge per order', type: 'money', min: 0 },
    { name: 'minimumOrder', label: 'Minimum order value', type: 'money', min: 0 },
    { name: 'active', label: 'Accepting orders', type: 'boolean', defaultValue: true },
  ],
  columns: ['code', 'name', 'platform', 'fulfilledBy', 'commission', 'active'],
  example: {
    code: 'MAGICPIN',
    name: 'Magicpin store',
    platform: 'AGGREGATOR',
    storeId: 'MP-KOCHI-7781',
    fulfilledBy: 'HDL',
    commission: 15,
    packingCharge: 20,
    minimumOrder: 199,
    active: true,
  },
  searchable: ['code', 'name', 'storeId'],
  filters: ['platform', 'fulfilledBy', 'active'],
  defaultSort: { field: 'name', direction: 'asc' },
};
