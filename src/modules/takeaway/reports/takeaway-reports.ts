import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { TAKEAWAY } from '../../../menus/catalogue/takeaway';
import { TAKEAWAY_COUNTER_ENDPOINTS as E } from '../domain/takeaway-book';
import { refTo } from '../../../kits/masters/fields';
import { OUTLETS } from '../resources/outlets';

type Parameter = ReportDeclaration['parameters'][number];
const DAY: Parameter = { name: 'frmDate', label: 'Day', type: 'date', required: true, defaultValue: '@today' };
const OUTLET: Parameter = { name: 'restaCode', label: 'Outlet', type: 'reference', reference: refTo(OUTLETS) };

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
/** Shown, never added up (a split bill's total appears in each of its modes). */
const amount = (name: string, label: string): ReportColumn => ({ name, label, type: 'money' });
const number = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });

/** The take-away day reports, computed by the backend from the day's bills of the take-away outlets. */
export const TAKEAWAY_REPORTS: readonly ReportDeclaration[] = [
  {
    name: 'takeaway.report.day-sales',
    title: TAKEAWAY.dayRepSaleslist.title,
    screen: TAKEAWAY.dayRepSaleslist,
    endpoint: E.daySales,
    parameters: [DAY, OUTLET],
    columns: [
      text('seq', 'Bill'),
      text('time', 'Time'),
      number('token', 'Token'),
      text('outlet', 'Outlet'),
      text('orderType', 'Order type'),
      text('customer', 'Customer'),
      money('happyHour', 'Happy-hour discount'),
      text('offer', 'Offer'),
      money('offerDiscount', 'Offer discount'),
      money('subTotal', 'Subtotal'),
      money('discount', 'Discount'),
      money('taxTotal', 'Tax'),
      money('roundOff', 'Round-off'),
      money('total', 'Total'),
      text('status', 'Status'),
      text('modes', 'Settled by'),
    ],
  },
  {
    name: 'takeaway.report.day-settlement',
    title: TAKEAWAY.dayRepSettlement.title,
    screen: TAKEAWAY.dayRepSettlement,
    endpoint: E.daySettlement,
    parameters: [DAY, OUTLET],
    columns: [
      text('mode', 'Mode'),
      text('seq', 'Bill'),
      number('token', 'Token'),
      text('outlet', 'Outlet'),
      text('customer', 'Customer'),
      amount('billTotal', 'Bill total'),
      money('amount', 'Amount'),
      text('reference', 'Reference'),
    ],
    groupBy: 'mode',
  },
];
