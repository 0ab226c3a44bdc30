import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { HRD } from '../../../menus/catalogue/hrd';
import { previousMonth, salaryMonthName } from './salary-month';
import { PAYMENT_REPORT_ROUTES as R } from './payment-types';

type Parameter = ReportDeclaration['parameters'][number];

/** The salary month (frmDate `yyyy-MM`): the last 24 months, last month chosen first. */
export function monthParameter(today = new Date()): Parameter {
  let month = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`;
  const months: string[] = [];
  for (let back = 0; back < 24; back += 1, month = previousMonth(month)) months.push(month);
  return {
    name: 'frmDate',
    label: 'Month',
    type: 'select',
    required: true,
    defaultValue: months[1],
    options: months.map((value) => ({ value, label: salaryMonthName(value) })),
  };
}

const text = (name: string, label: string): ReportColumn => ({ name, label, type: 'text' });
const count = (name: string, label: string): ReportColumn => ({ name, label, type: 'number' });
const money = (name: string, label: string): ReportColumn => ({ name, label, type: 'money', total: true });

const report = (
  screen: ReportDeclaration['screen'],
  name: string,
  endpoint: string,
  parameters: readonly Parameter[],
  columns: readonly ReportColumn[],
  groupBy?: string,
): ReportDeclaration => ({
  name: `hrd.report.${name}`,
  title: screen.title,
  screen,
  endpoint,
  parameters,
  columns,
  ...(groupBy ? { groupBy } : {}),
});

/**
 * The five salary account reports (menu 8, 67-71), computed by the backend from the stored salary lines and payments.
 */
export const PAYMENT_REPORTS: readonly ReportDeclaration[] = [
  report(
    HRD.repMonthlySalaries,
    'monthly-salaries',
    R.monthlySalaries,
    [monthParameter()],
    [
      text('department', 'Department'),
      text('empCode', 'Employee code'),
      text('empname', 'Employee'),
      text('designation', 'Designation'),
      count('paidDays', 'Paid days'),
      money('gross', 'Gross'),
      money('pf', 'PF'),
      money('esi', 'ESI'),
      money('pt', 'Professional tax'),
      money('advance', 'Advance recovery'),
      money('other', 'Other deductions'),
      money('deductions', 'Total deductions'),
      money('net', 'Net pay'),
      text('paid', 'Paid by'),
    ],
    'department',
  ),
  report(
    HRD.repPendingSalaries,
    'pending-salaries',
    R.pendingSalaries,
    [],
    [
      text('month', 'Month'),
      text('empCode', 'Employee code'),
      text('empname', 'Employee'),
      text('department', 'Department'),
      money('gross', 'Gross'),
      money('net', 'Net pay due'),
    ],
    'month',
  ),
  report(
    HRD.repBankStatement,
    'bank-statement',
    R.bankStatement,
    [monthParameter()],
    [
      text('bankName', 'Bank'),
      text('empCode', 'Employee code'),
      text('empname', 'Employee'),
      text('account', 'Account number'),
      text('ifsc', 'IFSC'),
      money('amount', 'Amount'),
      text('paymentSeq', 'Payment'),
    ],
    'bankName',
  ),
  report(
    HRD.repEsiStatement,
    'esi-statement',
    R.esiStatement,
    [monthParameter()],
    [
      text('ipNumber', 'IP number'),
      text('name', 'Employee'),
      text('empCode', 'Employee code'),
      count('daysPaid', 'Days paid'),
      money('wages', 'Wages'),
      money('employeeContribution', 'Employee contribution'),
      money('employerContribution', 'Employer contribution'),
    ],
  ),
  report(
    HRD.repPfStatement,
    'pf-statement',
    R.pfStatement,
    [monthParameter()],
    [
      text('uan', 'UAN'),
      text('name', 'Member name'),
      money('grossWages', 'Gross wages'),
      money('epfWages', 'EPF wages'),
      money('epsWages', 'EPS wages'),
      money('edliWages', 'EDLI wages'),
      money('epfContribution', 'EPF contribution'),
      money('epsContribution', 'EPS contribution'),
      money('epfEpsDifference', 'EPF-EPS difference'),
      count('ncpDays', 'NCP days'),
    ],
  ),
];
