import type { ResourceDeclaration } from '../../../engine/resource';
import { ACTIVE, codeField, refTo } from '../../../kits/masters/fields';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { OUTLETS } from './outlets';

/**
 * Banners (/takeaway/banners): pictures the e-commerce catalogue shows between their dates, at one outlet or every one.
 */
export const BANNERS: ResourceDeclaration = {
  name: 'takeaway.banners',
  title: 'Banners',
  singular: 'Banner',
  screen: TAKEAWAY.banners,
  key: 'code',
  entity: 'banner',
  endpoints: {
    list: 'api/TakeAwayBanners/GetBanners',
    get: 'api/TakeAwayBanners/GetBanner',
    save: 'api/TakeAwayBanners/SetBanner',
  },
  fields: [
    codeField('BN-001'),
    { name: 'title', label: 'Title', type: 'text', required: true, max: 80 },
    { name: 'picture', label: 'Picture', type: 'image', help: 'A wide picture (about 3:1) reads best on phones.' },
    { name: 'linkText', label: 'Link text', type: 'text', max: 40, help: 'The button on the banner, e.g. Order now.' },
    {
      name: 'outlet',
      label: 'Outlet',
      type: 'reference',
      reference: refTo(OUTLETS),
      help: 'Leave empty to show it for every outlet.',
    },
    { name: 'showFrom', label: 'Show from', type: 'date', required: true },
    { name: 'showUntil', label: 'Show until', type: 'date', help: 'The last day it shows; empty: no end.' },
    { name: 'displayOrder', label: 'Display order', type: 'number', min: 0, max: 999, decimals: 0 },
    ACTIVE,
  ],
  columns: ['code', 'title', 'outlet', 'showFrom', 'showUntil', 'displayOrder', 'active'],
  example: {
    code: 'BN-901',
    title: 'Onam sadya boxes, pre-order now',
    picture: '',
    linkText: 'Pre-order',
    outlet: 'MAIN',
    showFrom: '2027-08-20',
    showUntil: '2027-09-05',
    displayOrder: 5,
    active: true,
  },
  searchable: ['code', 'title', 'linkText'],
  filters: ['outlet', 'active'],
  defaultSort: { field: 'displayOrder', direction: 'asc' },
};
