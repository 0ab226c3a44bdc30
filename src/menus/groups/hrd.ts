import { HRD as H } from '../catalogue/hrd';
import { group, link, moduleGroup } from '../menu-builders';
import { HRD_ACCOUNT_REPORTS, HRD_HR_REPORTS } from './hrd-reports';

/**
 * The HR sidebar group (spec section 2, "HRD"): the current menu, plus the older menu's recruitment, shift and
 * account assignment, key reports and reports. Older routes that duplicate a current screen are not listed.
 */
export const HRD_MENU = moduleGroup('HR', 'hr', 'Employees, attendance, leaves and salaries', [
  link(H.hrdDashboard, 'Dashboard'),
  group('Masters', [
    link(H.hrdDepartments),
    link(H.hrdAllowancesDeductions),
    link(H.hrdLeaves),
    link(H.hrdDesignations),
    link(H.hrdDeductionsRangewise),
    link(H.hrdEmployees),
    link(H.hrdShifts),
    link(H.hrdHolidays),
    link(H.hrdaccountsassign),
  ]),
  group('Recruitment', [
    link(H.hrdresume),
    link(H.hrdinterviews),
    link(H.appointments),
    link(H.joinings),
    link(H.serviceclosings),
    link(H.trainings),
    link(H.meetings),
  ]),
  group('Transactions', [
    link(H.hrdInout),
    link(H.hrdAttendances),
    link(H.hrdshiftassign),
    link(H.hrdLeaveRequest),
    link(H.hrdLeaveApproval),
    link(H.hrdAdvances),
    link(H.hrdSalaryStatement),
    link(H.hrdSalaryPayments),
  ]),
  group('Key reports', [
    link(H.hrdkeyrepdepts, 'Departments'),
    link(H.hrdkeyrepdesigs, 'Designations'),
    link(H.hrdkeyrepemployees, 'Employees'),
  ]),
  HRD_HR_REPORTS,
  HRD_ACCOUNT_REPORTS,
]);
