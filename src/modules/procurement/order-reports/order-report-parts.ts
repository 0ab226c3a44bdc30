import { date, FROM, reportsOf, text, TO, type ReportParameter } from '../../../engine/report/report-parts';

export { date, FROM, money, quantity, text, TO } from '../../../engine/report/report-parts';
export { SUPPLIER } from '../supplier-parameter';
export type Parameter = ReportParameter;

export const PERIOD = [FROM, TO];

/** The first columns of every request report. */
export const REQUEST = [
  text('seq', 'Request'),
  date('dat', 'Date'),
  text('department', 'Department'),
  text('itemname', 'Item'),
  text('um', 'Unit'),
];

/** An order-management report on its screen (`procurement.orders.<name>`). */
export const report = reportsOf('procurement.orders');
