import type { ScreenMap } from '../../../engine/module-manifest';
import { CRM } from '../../../menus/catalogue/crm';
import { CrmQuotationApprovalsScreen } from './quotation-approvals-screen';
import { CrmQuotationsScreen } from './quotations-screen';

/** Quotations and quotation approvals (the price and discount lists and taxes stay engine masters). */
export const quotationScreens: ScreenMap = {
  [CRM.crmQuotations.path]: CrmQuotationsScreen,
  [CRM.crmQuotationApprovals.path]: CrmQuotationApprovalsScreen,
};
