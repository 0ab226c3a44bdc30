import { CRM } from '../catalogue/crm';
import { FRONT_DESK } from '../catalogue/front-desk';
import { group, link, moduleGroup } from '../menu-builders';

/**
 * D-SHA's shares pre-sales CRM menu: all that role EMPLOYEE gets (spec "Menu by product"). The enquiry entry and
 * its reports are the demo's shared routes under front-desk, on this menu's CRM pre-sales codes (screens 51-54).
 */
export const SHARES_PRESALES_MENU = moduleGroup(
  'Pre-Sales',
  'shares',
  'Share enquiries, contacts, leads and quotations',
  [
    group('Enquiries', [
      link(FRONT_DESK.entry, 'Share enquiry entry'),
      link(CRM.crmContacts),
      link(CRM.crmLeads),
      link(CRM.crmQuotations),
    ]),
    group('Reports', [link(FRONT_DESK.rep1), link(FRONT_DESK.rep2), link(FRONT_DESK.rep3)]),
  ],
);
