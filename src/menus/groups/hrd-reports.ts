import { HRD as H } from '../catalogue/hrd';
import { group, link } from '../menu-builders';

// The spec lists these older HR and account reports by name only ("report entries reuse other screens'
// routes"): each opens its own report (its route and code, menu 8 from screen 51).

/** HR reports: recruitment, service and training. */
export const HRD_HR_REPORTS = group('HR reports', [
  link(H.repResumeFilter),
  link(H.repInterviews),
  link(H.repPendingInterviews),
  link(H.repAppointments),
  link(H.repPendingAppointments),
  link(H.repServiceClosings),
  link(H.repPendingJoinings),
  link(H.repJoiningsLeavings),
  link(H.repTrainings),
  link(H.repMeetings),
]);

/** Account reports: attendance, leaves, advances and salaries. */
export const HRD_ACCOUNT_REPORTS = group('Account reports', [
  link(H.repWeeklyAttendance),
  link(H.repMonthlyAttendance),
  link(H.repEmployeeLeaves),
  link(H.repAdvancesDayBook),
  link(H.repPendingAdvances),
  link(H.repConsolidatedAdvances),
  link(H.repMonthlySalaries),
  link(H.repPendingSalaries),
  link(H.repBankStatement),
  link(H.repEsiStatement),
  link(H.repPfStatement),
]);
