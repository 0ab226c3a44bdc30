import { formatDate } from '../../lib/format/date-format';
import { toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { CRM } from '../../menus/catalogue/crm';
import { approvalNotice, type NoticeRule } from '../core/notices/notice-rule';
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
      (await quotationRows(companyCode, '', '', true)).map((quotation) =>
        approvalNotice(
          'Quotation to approve',
          quotation,
          `${quotation.seq} of ${formatDate(quotation.dat)} for ${quotation.partyName}`,
        ),
      ),
  },
  {
    kind: 'crm.order-approval',
    icon: 'approval',
    screens: [CRM.crmOrderApproval],
    transaction: 'approve',
    raise: async ({ companyCode }) =>
      (await orderRows(companyCode, '', '', true)).map((order) =>
        approvalNotice(
          'Sale order to approve',
          order,
          `${order.seq} for ${order.partyName}, ₹ ${formatMoney(toPaise(order.totalAmt))}`,
        ),
      ),
  },
];
