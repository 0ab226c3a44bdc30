/**
 * The HR transactions' routes the client calls and the demo backend answers: the real server's (contract 04-hrd.md,
 * POST unless said) and, where it is not public, ours in its convention (`api/HRD<Area>/<Verb><Thing>`, a body of
 * GeneralInformation or `{ <entity>, traCheck, usr }`, a TransactionResult answer `{ result: 'OK' | message }`).
 * Routes used by one area only live beside it: the masters' in resources/master-routes.ts, the reports' in
 * reports/domain/report-endpoints.ts and payment-types.ts (PAYMENT_REPORT_ROUTES), the advance history in
 * advance-wire.ts.
 */
export const HRD_ROUTES = {
  // in / out (contract)
  inoutOfDay: 'api/HRDEmployeeInOut/GetTodayInoutDetails',
  setInout: 'api/HRDEmployeeInOut/SetTodayInoutDetails',
  // ours: a device's CSV of punches, `{ csv, usr }` →
  // `{ result, imported, duplicates, unknown: [...], malformed: [...] }`
  importInout: 'api/HRDEmployeeInOut/ImportInoutDetails',
  // attendance (contract): the day's requirements; SetHRDAppointment saves a day's attendance (replace-all)
  attendanceOfDay: 'api/HRDAttendances/GetHRDAttendanceRequirements',
  saveAttendanceDay: 'api/HRDAppointments/SetHRDAppointment',
  saveTotalAttendances: 'api/HRDAttendances/SetHRDTotalAttendances',
  serverDate: 'api/HRDAttendances/GetServerDate',
  // ours: the month grid (saved rows, else what shifts, punches, holidays and approved leave propose)
  attendanceOfMonth: 'api/HRDAttendances/GetHRDMonthAttendance',
  // leave (contract)
  leaveRequirements: 'api/HRDLeavesTra/GetHRDLeaveRequestRequirements',
  setLeaveRequest: 'api/HRDLeavesTra/setLeaveRequest',
  setLeaveApproval: 'api/HRDLeavesTra/setLeaveRequestApproval',
  // ours: an employee's balance per leave type for a year
  leaveBalances: 'api/HRDLeavesTra/GetHRDLeaveBalances',
  // advances (contract)
  advanceRequirements: 'api/HRDAdvances/GetHRDAdvanceRequirements',
  advancesOfDay: 'api/HRDAdvances/GetHRDAdvances',
  setAdvance: 'api/HRDAdvances/setAdvance',
  // ours: skip a month's recovery with a reason
  skipAdvanceRecovery: 'api/HRDAdvances/SkipAdvanceRecovery',
  // salary (ours)
  salaryStatement: 'api/HRDSalaries/GetHRDSalaryStatement',
  runSalaryStatement: 'api/HRDSalaries/RunHRDSalaryStatement',
  lockSalaryMonth: 'api/HRDSalaries/SetHRDSalaryLock',
  // payments and statements (ours)
  salaryPayments: 'api/HRDSalaryPayments/GetHRDSalaryPayments',
  setSalaryPayment: 'api/HRDSalaryPayments/SetHRDSalaryPayment',
  payslip: 'api/HRDSalaryPayments/GetHRDPayslip',
  bankStatement: 'api/HRDSalaryPayments/GetHRDBankStatement',
  pfStatement: 'api/HRDSalaryPayments/GetHRDPFStatement',
  esiStatement: 'api/HRDSalaryPayments/GetHRDESIStatement',
  // recruitment (contract)
  resumeList: 'api/HRDResume/GetHRDResumeList',
  resume: 'api/HRDResume/GetHRDResume',
  setResume: 'api/HRDResume/SetHRDResume',
  interviewsList: 'api/HRDInterViews/GetHRDInterviewsList',
  pendingResumes: 'api/HRDInterViews/GetHRDPendingResume',
  interview: 'api/HRDInterViews/GetHRDInterviewInformation',
  setInterview: 'api/HRDInterViews/setHRInterView',
  appointmentList: 'api/HRDAppointments/GetHRDAppintmentList',
  setAppointment: 'api/HRDAppointments/SetHrdAppintment',
  serviceClosing: 'api/HRDEmployees/EmployeeServiceClosing',
  // ours: joinings, trainings, meetings, shift assignment
  joiningList: 'api/HRDJoinings/GetHRDJoiningList',
  setJoining: 'api/HRDJoinings/SetHRDJoining',
  serviceClosings: 'api/HRDEmployees/GetHRDServiceClosings',
  trainings: 'api/HRDTrainings/GetHRDTrainings',
  setTraining: 'api/HRDTrainings/SetHRDTraining',
  meetings: 'api/HRDMeetings/GetHRDMeetings',
  setMeeting: 'api/HRDMeetings/SetHRDMeeting',
  shiftAssignments: 'api/HRDShiftAssign/GetHRDShiftAssignments',
  setShiftAssignments: 'api/HRDShiftAssign/SetHRDShiftAssignments',
} as const;
