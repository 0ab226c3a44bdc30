import { formatDate } from '../../lib/format/date-format';
import { toPaise } from '../../lib/money/money';
import { formatMoney } from '../../lib/money/money-format';
import { PROCUREMENT } from '../../menus/catalogue/procurement';
import type { ApprovalQueueLine } from '../../modules/procurement/requests/request-types';
import { approvalNotice, type NoticeRule, type RaisedNotice } from '../core/notices/notice-rule';
import { ordersForApproval } from './bulk-order-views';
import { enquiryQueue } from './enquiry-views';
import { quotationRows } from './quotation-views';
import { approvalQueue } from './request-approval';

const lines = (count: number) => `${count} ${count === 1 ? 'line' : 'lines'}`;

/** One notice per purchase request with lines waiting (the queue lists lines): its number, lines and who asked. */
export function requestNotices(queue: readonly ApprovalQueueLine[]): RaisedNotice[] {
  const byRequest = new Map<number, ApprovalQueueLine[]>();
  for (const line of queue) byRequest.set(line.recordid, [...(byRequest.get(line.recordid) ?? []), line]);
  return [...byRequest.values()].map((waiting) => {
    const first = waiting[0]!;
    const askedBy = first.empname ? `, asked by ${first.empname}` : '';
    return {
      id: String(first.recordid),
      title: 'Purchase request to approve',
      text: `${first.seq} of ${formatDate(first.dat)}: ${lines(waiting.length)}${askedBy}`,
      at: first.dat,
      tone: 'primary',
    };
  });
}

/** The purchase documents waiting for approval (pos 1), for users with the approve right on their queue. */
export const PROCUREMENT_NOTICE_RULES: readonly NoticeRule[] = [
  {
    kind: 'procurement.request-approval',
    icon: 'approval',
    screens: [PROCUREMENT.purRequestApprovals],
    raise: async ({ companyCode }) => requestNotices(await approvalQueue(companyCode)),
  },
  {
    kind: 'procurement.enquiry-approval',
    icon: 'approval',
    screens: [PROCUREMENT.purEnquiryApprovals],
    raise: async ({ companyCode }) =>
      (await enquiryQueue(companyCode)).map((enquiry) =>
        approvalNotice(
          'Purchase enquiry to approve',
          enquiry,
          `${enquiry.seq} of ${formatDate(enquiry.dat)} to ${enquiry.vendorname}`,
        ),
      ),
  },
  {
    kind: 'procurement.quotation-approval',
    icon: 'approval',
    screens: [PROCUREMENT.purQuotationApprovals],
    raise: async ({ companyCode }) =>
      (await quotationRows(companyCode, '0000-01-01', '9999-12-31', true)).map((quotation) =>
        approvalNotice(
          'Purchase quotation to approve',
          quotation,
          `${quotation.seq} of ${formatDate(quotation.dat)} from ${quotation.vendorname}`,
        ),
      ),
  },
  {
    kind: 'procurement.order-approval',
    icon: 'approval',
    screens: [PROCUREMENT.purOrderApprovals],
    raise: async ({ companyCode }) =>
      (await ordersForApproval(companyCode)).map((order) =>
        approvalNotice(
          'Purchase order to approve',
          order,
          `${order.seq} to ${order.vendorname} for ₹ ${formatMoney(toPaise(order.totalAmt))}`,
        ),
      ),
  },
];
