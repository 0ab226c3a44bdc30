import { FROM, reportsOf, TO, type ReportParameter } from '../../../engine/report/report-parts';
import { SUPPLIER } from '../supplier-parameter';

export { date, FROM, money, text, TO } from '../../../engine/report/report-parts';
export { SUPPLIER };

export const AS_ON: ReportParameter = { ...TO, label: 'As on' };
export const PERIOD = [FROM, TO, SUPPLIER];

/** A procurement cost report on its screen (`procurement.cost.<name>`, titled as the screen). */
export const report = reportsOf('procurement.cost');
