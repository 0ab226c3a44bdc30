import { code, dashboardCode, MODULE } from '../../lib/permissions/permission-code';
import { screen } from '../../lib/screens/screen-declaration';

const M = MODULE.hr;
// Menus (spec section 6): 1 masters, 2 recruitment, 3 transactions, 8 reports,
// 9 key reports (older menus); dashboard menu 0 screen 0 transaction 1.
export const HRD_MASTERS = 1;
export const HRD_RECRUITMENT = 2;
export const HRD_TRANSACTIONS = 3;
export const HRD_REPORTS = 8;
export const HRD_KEY_REPORTS = 9;

/**
 * Every HRD route (spec section 2, "HRD") with its title and permission code. The older routes that are the
 * same screen as a current one (hrddepts = hrd-departments ...) reuse that screen's code and title.
 */
export const HRD = {
  hrdDashboard: screen('hrd/hrd-dashboard', 'HR dashboard', dashboardCode(M)),
  hrdDepartments: screen('hrd/hrd-departments', 'Departments', code(M, HRD_MASTERS, 1)),
  hrdAllowancesDeductions: screen(
    'hrd/hrd-allowances-deductions',
    'Allowances and deductions',
    code(M, HRD_MASTERS, 2),
  ),
  hrdLeaves: screen('hrd/hrd-leaves', 'Leave types', code(M, HRD_MASTERS, 3)),
  hrdDesignations: screen('hrd/hrd-designations', 'Designations', code(M, HRD_MASTERS, 4)),
  hrdDeductionsRangewise: screen('hrd/hrd-deductions-rangewise', 'Range-wise deductions', code(M, HRD_MASTERS, 5)),
  hrdEmployees: screen('hrd/hrd-employees', 'Employees', code(M, HRD_MASTERS, 6)),
  hrdShifts: screen('hrd/hrd-shifts', 'Shifts', code(M, HRD_MASTERS, 7)),
  /** Ours: the holidays the attendance grid, leave requests and paid days read. */
  hrdHolidays: screen('hrd/hrd-holidays', 'Holidays', code(M, HRD_MASTERS, 9)),
  hrdInout: screen('hrd/hrd-inout', 'In and out register', code(M, HRD_TRANSACTIONS, 1)),
  hrdAttendances: screen('hrd/hrd-attendances', 'Attendance', code(M, HRD_TRANSACTIONS, 2)),
  hrdLeaveRequest: screen('hrd/hrd-leave-request', 'Leave requests', code(M, HRD_TRANSACTIONS, 3)),
  hrdLeaveApproval: screen('hrd/hrd-leave-approval', 'Leave approvals', code(M, HRD_TRANSACTIONS, 4)),
  hrdAdvances: screen('hrd/hrd-advances', 'Salary advances', code(M, HRD_TRANSACTIONS, 5)),
  hrdSalaryStatement: screen('hrd/hrd-salary-statement', 'Salary statement', code(M, HRD_TRANSACTIONS, 6)),
  hrdSalaryPayments: screen('hrd/hrd-salary-payments', 'Salary payments', code(M, HRD_TRANSACTIONS, 7)),
  // Older routes: hrddashboard to hrdshifts are the current dashboard and masters (same codes).
  hrddashboard: screen('hrd/hrddashboard', 'HR dashboard', dashboardCode(M)),
  hrddepts: screen('hrd/hrddepts', 'Departments', code(M, HRD_MASTERS, 1)),
  hrdallowances: screen('hrd/hrdallowances', 'Allowances and deductions', code(M, HRD_MASTERS, 2)),
  hrdleaves: screen('hrd/hrdleaves', 'Leave types', code(M, HRD_MASTERS, 3)),
  hrddesigs: screen('hrd/hrddesigs', 'Designations', code(M, HRD_MASTERS, 4)),
  hrdrangewise: screen('hrd/hrdrangewise', 'Range-wise deductions', code(M, HRD_MASTERS, 5)),
  hrdemployees: screen('hrd/hrdemployees', 'Employees', code(M, HRD_MASTERS, 6)),
  hrdshifts: screen('hrd/hrdshifts', 'Shifts', code(M, HRD_MASTERS, 7)),
  hrdresume: screen('hrd/hrdresume', 'Resumes', code(M, HRD_RECRUITMENT, 1)),
  hrdinterviews: screen('hrd/hrdinterviews', 'Interviews', code(M, HRD_RECRUITMENT, 2)),
  appointments: screen('hrd/appointments', 'Appointments', code(M, HRD_RECRUITMENT, 3)),
  joinings: screen('hrd/joinings', 'Joinings', code(M, HRD_RECRUITMENT, 4)),
  serviceclosings: screen('hrd/serviceclosings', 'Service closings', code(M, HRD_RECRUITMENT, 5)),
  trainings: screen('hrd/trainings', 'Trainings', code(M, HRD_RECRUITMENT, 6)),
  meetings: screen('hrd/meetings', 'Meetings', code(M, HRD_RECRUITMENT, 7)),
  /** Older only: assigning shifts to employees, a transaction after the current ones. */
  hrdshiftassign: screen('hrd/hrdshiftassign', 'Shift assignment', code(M, HRD_TRANSACTIONS, 8)),
  // Older routes hrdinout to hrdpayments are the current transactions (same codes).
  hrdinout: screen('hrd/hrdinout', 'In and out register', code(M, HRD_TRANSACTIONS, 1)),
  hrdattendances: screen('hrd/hrdattendances', 'Attendance', code(M, HRD_TRANSACTIONS, 2)),
  hrdleaverequests: screen('hrd/hrdleaverequests', 'Leave requests', code(M, HRD_TRANSACTIONS, 3)),
  hrdleaveapprovals: screen('hrd/hrdleaveapprovals', 'Leave approvals', code(M, HRD_TRANSACTIONS, 4)),
  hrdadvances: screen('hrd/hrdadvances', 'Salary advances', code(M, HRD_TRANSACTIONS, 5)),
  hrdsalarystatement: screen('hrd/hrdsalarystatement', 'Salary statement', code(M, HRD_TRANSACTIONS, 6)),
  hrdpayments: screen('hrd/hrdpayments', 'Salary payments', code(M, HRD_TRANSACTIONS, 7)),
  hrdkeyrepdepts: screen('hrd/hrdkeyrepdepts', 'List of departments', code(M, HRD_KEY_REPORTS, 1)),
  hrdkeyrepdesigs: screen('hrd/hrdkeyrepdesigs', 'List of designations', code(M, HRD_KEY_REPORTS, 2)),
  hrdkeyrepemployees: screen('hrd/hrdkeyrepemployees', 'List of employees', code(M, HRD_KEY_REPORTS, 3)),
  /** Older only: linking employees to their ledger accounts, a master after the current ones. */
  hrdaccountsassign: screen('hrd/hrdaccountsassign', 'Employee accounts', code(M, HRD_MASTERS, 8)),
  // The older menu's HR reports and account reports (spec: named only, "reuse other screens' routes"): each its own
  // route and report code (menu 8, from screen 51), so every label opens the report it names.
  repResumeFilter: screen('hrd/hrd-rep-resume-filter', 'Resume filter', code(M, HRD_REPORTS, 51)),
  repInterviews: screen('hrd/hrd-rep-interviews', 'Interviews', code(M, HRD_REPORTS, 52)),
  repPendingInterviews: screen('hrd/hrd-rep-pending-interviews', 'Pending interviews', code(M, HRD_REPORTS, 53)),
  repAppointments: screen('hrd/hrd-rep-appointments', 'Appointments', code(M, HRD_REPORTS, 54)),
  repPendingAppointments: screen('hrd/hrd-rep-pending-appointments', 'Pending appointments', code(M, HRD_REPORTS, 55)),
  repServiceClosings: screen('hrd/hrd-rep-service-closings', 'Day-wise service closings', code(M, HRD_REPORTS, 56)),
  repPendingJoinings: screen('hrd/hrd-rep-pending-joinings', 'Pending joinings', code(M, HRD_REPORTS, 57)),
  repJoiningsLeavings: screen('hrd/hrd-rep-joinings-leavings', 'Joinings vs leavings', code(M, HRD_REPORTS, 58)),
  repTrainings: screen('hrd/hrd-rep-trainings', 'Training info', code(M, HRD_REPORTS, 59)),
  repMeetings: screen('hrd/hrd-rep-meetings', 'Meeting details', code(M, HRD_REPORTS, 60)),
  repWeeklyAttendance: screen('hrd/hrd-rep-weekly-attendance', 'Weekly attendance', code(M, HRD_REPORTS, 61)),
  repMonthlyAttendance: screen('hrd/hrd-rep-monthly-attendance', 'Monthly attendance', code(M, HRD_REPORTS, 62)),
  repEmployeeLeaves: screen('hrd/hrd-rep-employee-leaves', 'Employee-wise leaves', code(M, HRD_REPORTS, 63)),
  repAdvancesDayBook: screen('hrd/hrd-rep-advances-day-book', 'Advances day book', code(M, HRD_REPORTS, 64)),
  repPendingAdvances: screen('hrd/hrd-rep-pending-advances', 'Pending advances', code(M, HRD_REPORTS, 65)),
  repConsolidatedAdvances: screen(
    'hrd/hrd-rep-consolidated-advances',
    'Consolidated advances',
    code(M, HRD_REPORTS, 66),
  ),
  repMonthlySalaries: screen('hrd/hrd-rep-monthly-salaries', 'Monthly salaries', code(M, HRD_REPORTS, 67)),
  repPendingSalaries: screen('hrd/hrd-rep-pending-salaries', 'Pending salaries', code(M, HRD_REPORTS, 68)),
  repBankStatement: screen('hrd/hrd-rep-bank-statement', 'Bank statement', code(M, HRD_REPORTS, 69)),
  repEsiStatement: screen('hrd/hrd-rep-esi-statement', 'ESI statement', code(M, HRD_REPORTS, 70)),
  repPfStatement: screen('hrd/hrd-rep-pf-statement', 'PF statement', code(M, HRD_REPORTS, 71)),
} as const;
