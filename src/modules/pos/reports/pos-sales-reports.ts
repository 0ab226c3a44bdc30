import type { ReportDeclaration } from '../../../engine/report/report';
import { POS_BILL_REPORTS } from './pos-bill-reports';
import { POS_ITEM_REPORTS } from './pos-item-reports';

/**
 * The restaurant sales, stock, day and analysis reports, computed by the backend from the bills, KOTs, running tables
 * and masters.
 */
export const POS_SALES_REPORTS: readonly ReportDeclaration[] = [...POS_BILL_REPORTS, ...POS_ITEM_REPORTS];
