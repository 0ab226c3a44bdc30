import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { QUALITY } from '../../../menus/catalogue/quality';
import { MIR_ROUTES } from '../domain/mir-types';

type Parameter = ReportDeclaration['parameters'][number];
const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const date = (name: string, label: string): ReportColumn => ({ name, label, type: 'date' });
const qty = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });
const PERIOD: Parameter[] = [
  { name: 'frmDate', label: 'From', type: 'date', required: true, defaultValue: '@fy-start' },
  { name: 'toDate', label: 'To', type: 'date', required: true, defaultValue: '@today' },
];

/** The goods-receipt QC reports (menu 9, 1-3), computed by the demo backend from the receipts and their tests. */
export const MIR_REPORTS: readonly ReportDeclaration[] = [
  {
    name: 'qc.report.mir-pending',
    title: QUALITY.qcmirpending.title,
    screen: QUALITY.qcmirpending,
    endpoint: MIR_ROUTES.pending,
    parameters: [],
    groupBy: 'mir',
    columns: [
      text('mir', 'Goods receipt'),
      date('dat', 'Received on'),
      text('supplier', 'Supplier'),
      text('lot', 'Lot'),
      text('item', 'Item'),
      qty('qty', 'Quantity'),
      text('um', 'Unit'),
      money('value', 'Value'),
      text('status', 'QC status'),
      { name: 'daysWaiting', label: 'Days waiting', type: 'number' },
    ],
  },
  {
    name: 'qc.report.mir-results',
    title: QUALITY.qcmirresults.title,
    screen: QUALITY.qcmirresults,
    endpoint: MIR_ROUTES.results,
    parameters: PERIOD,
    groupBy: 'mir',
    columns: [
      text('mir', 'Goods receipt'),
      date('approvedOn', 'Approved on'),
      text('supplier', 'Supplier'),
      text('lot', 'Lot'),
      text('item', 'Item'),
      text('test', 'Test'),
      qty('qty', 'Received'),
      qty('checked', 'Checked'),
      qty('rectified', 'Rectified'),
      qty('rejected', 'Rejected'),
      qty('accepted', 'Into stock'),
      money('rectificationCost', 'Rectification cost'),
      money('rejectedValue', 'Rejected value'),
      text('documents', 'Return and credit note'),
      text('comments', 'Comments'),
    ],
  },
  {
    name: 'qc.report.mir-supplier-rating',
    title: QUALITY.qcmirsupplierrating.title,
    screen: QUALITY.qcmirsupplierrating,
    endpoint: MIR_ROUTES.ratings,
    parameters: PERIOD,
    columns: [
      { name: 'rank', label: 'Rank', type: 'number' },
      text('supplier', 'Supplier'),
      { name: 'lots', label: 'Lots tested', type: 'number', total: true },
      money('tested', 'Tested value'),
      money('accepted', 'Accepted value'),
      money('rectified', 'Rectified value'),
      money('rejected', 'Rejected value'),
      { name: 'score', label: 'Score', type: 'number' },
      text('grade', 'Grade'),
    ],
  },
];
