/**
 * The students reports' endpoints (not public on the real server), in the family's convention: POST
 * `api/StuReports/<Name>` with `{ frmDate?, toDate?, detail?, <the report's own parameters>, usr }` (dates
 * dd-MMM-yyyy); the answer is the engine's ReportResult (rows, group subtotals, totals; money in rupees). The key
 * reports (api/StuKeyReports/*, students-reports.ts) are the masters' lists and stay apart.
 */
export const STU_REPORT_ENDPOINTS = {
  teacherTimetable: 'api/StuReports/GetTeacherTimetable',
  classTimetable: 'api/StuReports/GetClassTimetable',
  dayAttendance: 'api/StuReports/GetDayAttendance',
  weekAttendance: 'api/StuReports/GetWeekAttendance',
  monthAttendance: 'api/StuReports/GetMonthAttendance',
  topAttendance: 'api/StuReports/GetTopAttendance',
  subjectwiseMarks: 'api/StuReports/GetSubjectwiseMarks',
  classwiseMarks: 'api/StuReports/GetClasswiseMarks',
  studentwiseMarks: 'api/StuReports/GetStudentwiseMarks',
  pendingPenalties: 'api/StuReports/GetPendingPenalties',
  pendingFees: 'api/StuReports/GetPendingFees',
} as const;

export type StuReportEndpoint = (typeof STU_REPORT_ENDPOINTS)[keyof typeof STU_REPORT_ENDPOINTS];
