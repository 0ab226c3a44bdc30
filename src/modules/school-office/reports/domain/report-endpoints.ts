/**
 * The front desk's report endpoints (the real server's are not public), in the family's convention: POST
 * `api/FDReports/<Name>` with `{ frmDate?, toDate?, detail?, <the report's own parameters>, usr }` (dates dd-MMM-yyyy);
 * the answer is the engine's ReportResult (rows, group subtotals, totals; money in rupees). The shared demo routes
 * rep1-3 (enquiries) and the student views fd-students1, 3 and 4 are reports too.
 */
export const FD_REPORT_ENDPOINTS = {
  calls: 'api/FDReports/GetCalls',
  pendingCalls: 'api/FDReports/GetPendingCalls',
  presentations: 'api/FDReports/GetPresentations',
  pendingPresentations: 'api/FDReports/GetPendingPresentations',
  userwiseCalls: 'api/FDReports/GetUserwiseCalls',
  studentNoc: 'api/FDReports/GetStudentNoc',
  termwisePendings: 'api/FDReports/GetTermwisePendings',
  totalPendings: 'api/FDReports/GetTotalPendings',
  trainingInfo: 'api/FDReports/GetTrainingInfo',
  meetingDetails: 'api/FDReports/GetMeetingDetails',
  /** rep1, rep2, rep3 (the shared enquiry reports). */
  enquiries: 'api/FDReports/GetEnquiries',
  pendingEnquiries: 'api/FDReports/GetPendingEnquiries',
  convertedEnquiries: 'api/FDReports/GetConvertedEnquiries',
  /** fd-students1 (class lists), fd-students3 (pupils on transport), fd-students4 (student strength). */
  classLists: 'api/FDReports/GetClassLists',
  transportStudents: 'api/FDReports/GetTransportStudents',
  studentStrength: 'api/FDReports/GetStudentStrength',
} as const;

export type FdReportEndpoint = (typeof FD_REPORT_ENDPOINTS)[keyof typeof FD_REPORT_ENDPOINTS];
