import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { PRODUCTION } from '../../../menus/catalogue/production';
import { BATCH_ROUTES } from '../domain/batch-routes';

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
const qty = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
const money = (name: string, label: string, total = true): ReportColumn => ({
  name,
  label,
  type: 'money',
  ...(total ? { total } : {}),
});

type Parameter = ReportDeclaration['parameters'][number];
const PERIOD: readonly Parameter[] = [
  { name: 'frmDate', label: 'Batches running from', type: 'date', required: true, defaultValue: '@year-start' },
  { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
];

/**
 * The production reports computed from the batches, their queue and the material issued to them (money in paise),
 * each of the batches running in a period (the contract's frmDate, toDate): the steps still to do, the material cost
 * of each batch (issued rows × rate, outsourcing charges, per unit) and the wastage (issued − the set-up's standard for
 * the quantity made).
 */
export const BATCH_REPORTS: readonly ReportDeclaration[] = [
  {
    name: 'production.report.pending-processes',
    title: PRODUCTION.ppcreppendingprocesses.title,
    screen: PRODUCTION.ppcreppendingprocesses,
    endpoint: BATCH_ROUTES.runningBatches,
    parameters: PERIOD,
    columns: [
      text('batchno', 'Batch'),
      text('product', 'Product'),
      text('step', 'Step'),
      text('process', 'Process'),
      text('incharge', 'In-charge'),
      text('status', 'Status'),
      qty('qty', 'Quantity'),
      text('um', 'Unit'),
      date('since', 'Since'),
      { name: 'days', label: 'Days', type: 'number' },
    ],
    groupBy: 'batchno',
  },
  {
    name: 'production.report.material-costing',
    title: PRODUCTION.ppcrepmaterialcosting.title,
    screen: PRODUCTION.ppcrepmaterialcosting,
    endpoint: BATCH_ROUTES.materialCosting,
    parameters: PERIOD,
    columns: [
      text('batchno', 'Batch'),
      text('product', 'Product'),
      qty('batchqty', 'Batch quantity'),
      text('material', 'Material or charge'),
      qty('issued', 'Issued'),
      text('um', 'Unit'),
      money('rate', 'Rate', false),
      money('amount', 'Cost'),
      money('perunit', 'Cost per unit'),
    ],
    groupBy: 'batchno',
  },
  {
    name: 'production.report.material-wastage',
    title: PRODUCTION.ppcrepmaterialwastage.title,
    screen: PRODUCTION.ppcrepmaterialwastage,
    endpoint: BATCH_ROUTES.wastage,
    parameters: PERIOD,
    columns: [
      text('batchno', 'Batch'),
      text('product', 'Product'),
      qty('made', 'Quantity made'),
      text('material', 'Material'),
      qty('issued', 'Issued'),
      qty('standard', 'Standard'),
      qty('wastage', 'Wastage'),
      text('um', 'Unit'),
      { name: 'percent', label: 'Wastage %', type: 'percent' },
      money('value', 'Wastage value'),
    ],
    groupBy: 'batchno',
  },
];
