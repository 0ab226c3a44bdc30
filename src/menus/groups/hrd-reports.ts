import { code, MODULE } from '../../lib/permissions/permission-code';
import { HRD as H, HRD_REPORTS } from '../catalogue/hrd';
import { group, placeholder } from '../menu-builders';

const M = MODULE.hr;
const report = (screenCode: number) => code(M, HRD_REPORTS, screenCode);

// The spec lists these older HR and account reports by name only ("report entries reuse other screens'
// routes"): each is a placeholder with its own report code (menu 8, from screen 51) opening the screen
// whose data it reports on.

/** HR reports: recruitment, service and training. */
export const HRD_HR_REPORTS = group('HR reports', [
  placeholder('Resume filter', report(51), H.hrdresume),
  placeholder('Interviews', report(52), H.hrdinterviews),
  placeholder('Pending interviews', report(53), H.hrdinterviews),
  placeholder('Appointments', report(54), H.appointments),
  placeholder('Pending appointments', report(55), H.appointments),
  placeholder('Day-wise service closings', report(56), H.serviceclosings),
  placeholder('Pending joinings', report(57), H.joinings),
  placeholder('Joinings vs leavings', report(58), H.joinings),
  placeholder('Training info', report(59), H.trainings),
  placeholder('Meeting details', report(60), H.meetings),
]);

/** Account reports: attendance, leaves, advances and salaries. */
export const HRD_ACCOUNT_REPORTS = group('Account reports', [
  placeholder('Weekly attendance', report(61), H.hrdAttendances),
  placeholder('Monthly attendance', report(62), H.hrdAttendances),
  placeholder('Employee-wise leaves', report(63), H.hrdLeaveRequest),
  placeholder('Advances day book', report(64), H.hrdAdvances),
  placeholder('Pending advances', report(65), H.hrdAdvances),
  placeholder('Consolidated advances', report(66), H.hrdAdvances),
  placeholder('Monthly salaries', report(67), H.hrdSalaryStatement),
  placeholder('Pending salaries', report(68), H.hrdSalaryPayments),
  placeholder('Bank statement', report(69), H.hrdSalaryPayments),
  placeholder('ESI statement', report(70), H.hrdSalaryStatement),
  placeholder('PF statement', report(71), H.hrdSalaryStatement),
]);
