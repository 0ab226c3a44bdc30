import type { ReportColumn, ReportDeclaration } from '../../../engine/report/report';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_REPORT_ENDPOINTS as E, WEEK_DAYS } from './domain/report-endpoints';
import { hrReport } from './hr-reports';
import {
  amount,
  count,
  DEPARTMENT,
  EMPLOYEE,
  figure,
  FROM,
  money,
  monthChoice,
  PERIOD,
  text,
  TO,
  yearChoice,
} from './report-columns';

const ATTENDANCE_TOTALS: ReportColumn[] = [
  count('present', 'Present'),
  count('absent', 'Absent'),
  count('halfDays', 'Half days'),
  count('leave', 'Leave'),
  count('weeklyOff', 'Weekly offs'),
  count('holidays', 'Holidays'),
  count('late', 'Days late'),
  count('ot', 'Overtime hours'),
  count('paidDays', 'Paid days'),
];

/**
 * Weekly attendance's day columns: named d1...d7, labelled by the answer's days on screen (weekly-attendance-screen).
 */
export const WEEK_COLUMNS: ReportColumn[] = Array.from({ length: WEEK_DAYS }, (_, index) =>
  text(`d${index + 1}`, `Day ${index + 1}`),
);

/**
 * The account reports (menu 8, 61-66): attendance, leaves and advances, computed by the backend from the stored
 * records.
 */
export const ACCOUNT_REPORTS: readonly ReportDeclaration[] = [
  hrReport(
    HRD.repWeeklyAttendance,
    'weekly-attendance',
    E.weeklyAttendance,
    [{ ...FROM, label: 'Week from', defaultValue: '@month-start' }, DEPARTMENT],
    [...EMPLOYEE, text('department', 'Department'), ...WEEK_COLUMNS, ...ATTENDANCE_TOTALS],
  ),
  hrReport(
    HRD.repMonthlyAttendance,
    'monthly-attendance',
    E.monthlyAttendance,
    [monthChoice(), DEPARTMENT],
    [text('department', 'Department'), ...EMPLOYEE, ...ATTENDANCE_TOTALS, count('proposed', 'Days not saved yet')],
    'department',
  ),
  hrReport(
    HRD.repEmployeeLeaves,
    'employee-leaves',
    E.employeeLeaves,
    [yearChoice(), DEPARTMENT],
    [
      text('employee', 'Employee'),
      text('department', 'Department'),
      text('leave', 'Leave type'),
      count('entitlement', 'Entitlement'),
      count('taken', 'Taken'),
      count('pending', 'Pending approval'),
      count('balance', 'Balance'),
    ],
    'employee',
  ),
  hrReport(
    HRD.repAdvancesDayBook,
    'advances-day-book',
    E.advancesDayBook,
    PERIOD,
    [
      text('day', 'Day'),
      text('seq', 'Number'),
      ...EMPLOYEE,
      text('kind', 'Entry'),
      money('given', 'Given'),
      money('recovered', 'Recovered'),
      amount('cutOff', 'Monthly cut-off'),
      text('narration', 'Narration'),
    ],
    'day',
  ),
  hrReport(
    HRD.repPendingAdvances,
    'pending-advances',
    E.pendingAdvances,
    [{ ...TO, label: 'As on' }],
    [
      ...EMPLOYEE,
      text('department', 'Department'),
      text('designation', 'Designation'),
      { name: 'lastAdvance', label: 'Last advance', type: 'date' },
      money('given', 'Given'),
      money('recovered', 'Recovered'),
      money('balance', 'Balance'),
      amount('cutOff', 'Monthly cut-off'),
      figure('months', 'Months to clear'),
    ],
  ),
  hrReport(HRD.repConsolidatedAdvances, 'consolidated-advances', E.consolidatedAdvances, PERIOD, [
    ...EMPLOYEE,
    text('department', 'Department'),
    money('opening', 'Opening balance'),
    money('given', 'Given'),
    money('recovered', 'Recovered'),
    money('closing', 'Closing balance'),
  ]),
];
