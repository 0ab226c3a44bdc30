import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { FRONT_DESK } from '../../../menus/catalogue/front-desk';
import { FD_REPORT_ENDPOINTS as E } from '../reports/domain/report-endpoints';

/**
 * The front desk's pending fees reports (menu 8/7-8), computed by the demo backend from the fee ledger as
 * on a day (mocks/school-office/reports/report-rows-fees.ts). Declarations only (pure): the screens come from
 * reportScreens (reports/fee-reports.ts). Money in rupees; a pending row is a pupil (and term) with a balance above 0.
 */
type Parameter = ReportDeclaration['parameters'][number];

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

export const AS_ON: Parameter = {
  name: 'toDate',
  label: 'As on',
  type: 'date',
  required: true,
  defaultValue: '@today',
};
export const CLASS_CODE: Parameter = {
  name: 'classCode',
  label: 'Class (e.g. VIII-A)',
  type: 'text',
  max: 10,
  help: 'Leave empty for every class.',
};
const TERM: Parameter = {
  name: 'detail',
  label: 'Term',
  type: 'select',
  defaultValue: '',
  options: [
    { value: '', label: 'Both terms' },
    { value: 'T1', label: 'Term 1 (April to September)' },
    { value: 'T2', label: 'Term 2 (October to March)' },
  ],
};
const PUPIL = [text('admissionNo', 'Admission number'), text('name', 'Pupil'), text('classCode', 'Class')];
const FIGURES = [
  money('due', 'Due'),
  money('fine', 'Late fine'),
  money('paid', 'Paid'),
  money('concession', 'Concession'),
  money('balance', 'Balance'),
];

const feeReport = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy: string,
): ReportDeclaration => ({
  name: `frontdesk.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  groupBy,
});

/** Each pupil's pending fees of a term, grouped by term. */
export const TERMWISE_PENDINGS_REPORT = feeReport(
  FRONT_DESK.fdRepTermwisependings,
  'termwise-pendings',
  E.termwisePendings,
  [AS_ON, TERM, CLASS_CODE],
  [text('term', 'Term'), ...PUPIL, ...FIGURES],
  'term',
);

/** Each pupil's whole pending balance, with its split by term, grouped by class. */
export const TOTAL_PENDINGS_REPORT = feeReport(
  FRONT_DESK.fdRepTotalpendings,
  'total-pendings',
  E.totalPendings,
  [AS_ON, CLASS_CODE],
  [...PUPIL, ...FIGURES, money('term1', 'Term 1 balance'), money('term2', 'Term 2 balance')],
  'classCode',
);

export const FEE_REPORTS: readonly ReportDeclaration[] = [TERMWISE_PENDINGS_REPORT, TOTAL_PENDINGS_REPORT];
