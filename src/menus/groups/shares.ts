import { code, MODULE } from '../../lib/permissions/permission-code';
import { CRM, CRM_PRE_SALES } from '../catalogue/crm';
import { FRONT_DESK } from '../catalogue/front-desk';
import { group, link, moduleGroup, placeholder } from '../menu-builders';

const M = MODULE.crm;
// The shares demo routes live under front-desk; here they carry CRM pre-sales codes from screen 51.

/** D-SHA's shares pre-sales CRM menu: all that role EMPLOYEE gets (spec "Menu by product"). */
export const SHARES_PRESALES_MENU = moduleGroup('Pre-Sales', 'shares', 'Share enquiries, contacts, leads and quotations', [
  group('Enquiries', [
    placeholder('Share enquiry entry', code(M, CRM_PRE_SALES, 51), FRONT_DESK.entry),
    link(CRM.crmContacts),
    link(CRM.crmLeads),
    link(CRM.crmQuotations),
  ]),
  group('Reports', [
    placeholder('Enquiries report', code(M, CRM_PRE_SALES, 52), FRONT_DESK.rep1),
    placeholder('Pending enquiries report', code(M, CRM_PRE_SALES, 53), FRONT_DESK.rep2),
    placeholder('Converted enquiries report', code(M, CRM_PRE_SALES, 54), FRONT_DESK.rep3),
  ]),
]);
