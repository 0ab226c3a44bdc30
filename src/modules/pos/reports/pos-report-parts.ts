import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { refTo } from '../../../kits/masters/fields';
import { OUTLETS } from '../resources/outlets';

import { FROM, TO, type ReportParameter } from '../../../engine/report/report-parts';

export { FROM, TO };
export type Parameter = ReportParameter;
export const DAY: Parameter = { name: 'frmDate', label: 'Day', type: 'date', required: true, defaultValue: '@today' };
export const OUTLET: Parameter = { name: 'restaCode', label: 'Outlet', type: 'reference', reference: refTo(OUTLETS) };
export const PERIOD = [FROM, TO, OUTLET];
/** getResRepSpecialSaleReport's recordId: fixed per screen, shown so the user sees which report it is. */
export const special = (value: number, label: string): Parameter => ({
  name: 'recordId',
  label: 'Report',
  type: 'select',
  required: true,
  options: [{ value: String(value), label }],
  defaultValue: String(value),
});
export const RANKING: Parameter[] = [
  ...PERIOD,
  {
    name: 'detail',
    label: 'Rank by',
    type: 'select',
    required: true,
    options: [
      { value: 'VALUE', label: 'Value' },
      { value: 'QTY', label: 'Quantity' },
    ],
    defaultValue: 'VALUE',
  },
  {
    name: 'top',
    label: 'Number of items (N)',
    type: 'number',
    required: true,
    min: 1,
    max: 100,
    decimals: 0,
    defaultValue: 10,
  },
];

export const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
export const date = (name = 'dat', label = 'Date'): ReportColumn => ({ name, label, type: 'date' });
export const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number', total: true });
export const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
/** Rates and a split bill's total (which appears in each of its modes): shown, never added up. */
export const amount = (name: string, label: string): ReportColumn => ({ name, label, type: 'money' });

/**
 * Every row names its outlet: with no outlet chosen a report covers every outlet the user may see, each outlet's
 * rows grouped under it (the answer's own groupBy); with one chosen, it is that outlet's.
 */
export const OUTLET_NAME = text('outlet', 'Outlet');
export const BILL = [text('seq', 'Bill'), date(), OUTLET_NAME];
export const BILL_AMOUNTS = [
  money('subTotal', 'Subtotal'),
  money('discount', 'Discount'),
  money('serviceCharge', 'Service charge'),
  money('taxTotal', 'Tax'),
  money('roundOff', 'Round-off'),
  money('total', 'Total'),
];
export const ITEM = [text('itemId', 'Item id'), text('itemName', 'Item')];
export const LINE_AMOUNTS = [
  money('amount', 'Amount'),
  money('discount', 'Discount'),
  money('serviceCharge', 'Service charge'),
  money('tax', 'Tax'),
  money('net', 'Net'),
];
export const ITEM_SALES = [
  { name: 'bills', label: 'Bills', type: 'number' } as ReportColumn,
  count('qty', 'Quantity'),
  ...LINE_AMOUNTS,
];

export const report = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `pos.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});
