/**
 * Our HR report endpoints (the real server's are not public), in the family's convention: POST
 * `api/HRDReports/<Name>` with GeneralInformation (frmDate, toDate, detail) and the report's own parameters beside it;
 * the answer is the engine's ReportResult (rows, group subtotals, totals). The HR dashboard answers on its own route.
 */
export const HRD_REPORT_ENDPOINTS = {
  resumeFilter: 'api/HRDReports/GetResumeFilter',
  interviews: 'api/HRDReports/GetInterviews',
  pendingInterviews: 'api/HRDReports/GetPendingInterviews',
  appointments: 'api/HRDReports/GetAppointments',
  pendingAppointments: 'api/HRDReports/GetPendingAppointments',
  serviceClosings: 'api/HRDReports/GetServiceClosings',
  pendingJoinings: 'api/HRDReports/GetPendingJoinings',
  joiningsLeavings: 'api/HRDReports/GetJoiningsLeavings',
  trainings: 'api/HRDReports/GetTrainings',
  meetings: 'api/HRDReports/GetMeetings',
  weeklyAttendance: 'api/HRDReports/GetWeeklyAttendance',
  monthlyAttendance: 'api/HRDReports/GetMonthlyAttendance',
  employeeLeaves: 'api/HRDReports/GetEmployeeLeaves',
  advancesDayBook: 'api/HRDReports/GetAdvancesDayBook',
  pendingAdvances: 'api/HRDReports/GetPendingAdvances',
  consolidatedAdvances: 'api/HRDReports/GetConsolidatedAdvances',
} as const;

export type HrdReportEndpoint = (typeof HRD_REPORT_ENDPOINTS)[keyof typeof HRD_REPORT_ENDPOINTS];

/** The HR dashboard's figures (both its routes). */
export const HRD_DASHBOARD_ENDPOINT = 'api/HRDDashboard/GetHRDDashboard';

/** The weekly attendance answer: the report's rows and the 7 days its columns d1...d7 stand for. */
export const WEEK_DAYS = 7;
