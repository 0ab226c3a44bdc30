import { formatDate } from '../../lib/format/date-format';
import { toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { CRM } from '../../menus/catalogue/crm';
import type { NoticeRule } from '../core/notices/notice-rule';
import { orderRows } from './orders/order-views';
import { quotationRows } from './quotations/quotation-views';

/** The CRM's quotations and sale orders waiting for approval (pos 1), for users who may approve them (98). */
export const CRM_NOTICE_RULES: readonly NoticeRule[] = [
  {
    kind: 'crm.quotation-approval',
    icon: 'approval',
    screens: [CRM.crmQuotationApprovals],
    transaction: 'approve',
    raise: async ({ companyCode }) =>
      (await quotationRows(companyCode, '', '', true)).map((quotation) => ({
        id: String(quotation.recordId),
        title: 'Quotation to approve',
        text: `${quotation.seq} of ${formatDate(quotation.dat)} for ${quotation.partyName}`,
        at: quotation.dat,
        tone: 'primary',
      })),
  },
  {
    kind: 'crm.order-approval',
    icon: 'approval',
    screens: [CRM.crmOrderApproval],
    transaction: 'approve',
    raise: async ({ companyCode }) =>
      (await orderRows(companyCode, '', '', true)).map((order) => ({
        id: String(order.recordId),
        title: 'Sale order to approve',
        text: `${order.seq} for ${order.partyName}, ₹ ${formatMoney(toPaise(order.totalAmt))}`,
        at: order.dat,
        tone: 'primary',
      })),
  },
];
