import type { ReportDeclaration } from '../../../engine/report/report';
import { HRD } from '../../../menus/catalogue/hrd';
import { HRD_REPORT_ENDPOINTS as E } from './domain/report-endpoints';
import { amount, count, date, DESIGNATION, EMPLOYEE, figure, money, PERIOD, text, YEAR_PERIOD, type Parameter } from './report-columns';

type Screen = ReportDeclaration['screen'];
export const hrReport = (screen: Screen, name: string, endpoint: string, parameters: readonly Parameter[], columns: ReportDeclaration['columns'], groupBy?: string): ReportDeclaration => ({
  name: `hrd.report.${name}`, title: screen.title, screen, endpoint, parameters, columns, ...(groupBy ? { groupBy } : {}),
});

/** The HR reports (menu 8, 51-60): recruitment and people, computed by the backend from the stored records. */
export const HR_REPORTS: readonly ReportDeclaration[] = [
  hrReport(HRD.repResumeFilter, 'resume-filter', E.resumeFilter, [
    ...YEAR_PERIOD, DESIGNATION, { name: 'city', label: 'City', type: 'text', max: 60, help: 'Part of the name is enough.' },
    { name: 'minSalary', label: 'Expected salary from', type: 'money', min: 0 }, { name: 'maxSalary', label: 'Expected salary up to', type: 'money', min: 0 },
  ], [
    text('seq', 'Resume'), date('appDate', 'Applied on'), text('candidate', 'Candidate'), text('designation', 'Post applied for'), text('city', 'City'), text('mobile', 'Mobile'),
    amount('expectedSalary', 'Expected salary'), text('status', 'Status'),
  ]),
  hrReport(HRD.repInterviews, 'interviews', E.interviews, PERIOD, [
    text('interview', 'Interview'), date('interviewDate', 'Interview date'), text('venue', 'Venue'), text('candidate', 'Candidate'), text('result', 'Result'),
    text('appointment', 'Appointment'), text('comments', 'Interviewer comments'), count('candidates', 'Candidates'), count('passed', 'Passed'), count('failed', 'Failed'), count('awaited', 'Awaited'),
  ], 'interview'),
  hrReport(HRD.repPendingInterviews, 'pending-interviews', E.pendingInterviews, [], [
    text('interview', 'Interview'), date('interviewDate', 'Interview date'), text('venue', 'Venue'), text('candidate', 'Candidate'), text('mobile', 'Mobile'), text('when', 'Interview'),
    count('awaiting', 'Results awaited'),
  ], 'interview'),
  hrReport(HRD.repAppointments, 'appointments', E.appointments, YEAR_PERIOD, [
    date('appointmentDate', 'Appointed on'), text('interview', 'Interview'), text('candidate', 'Candidate'), text('designation', 'Post'), money('offeredPay', 'Pay offered'),
    date('maxDateToJoin', 'Join by'), text('joining', 'Joining'), date('joiningDate', 'Joined on'), text('empno', 'Employee number'),
  ]),
  hrReport(HRD.repPendingAppointments, 'pending-appointments', E.pendingAppointments, [], [
    text('interview', 'Interview'), date('interviewDate', 'Interview date'), text('designation', 'Post'), text('candidate', 'Candidate'), text('mobile', 'Mobile'),
    amount('expectedSalary', 'Expected salary'), figure('daysWaiting', 'Days since the interview'),
  ]),
  hrReport(HRD.repServiceClosings, 'service-closings', E.serviceClosings, PERIOD, [
    text('day', 'Last working day'), ...EMPLOYEE, text('department', 'Department'), text('designation', 'Designation'), date('doj', 'Joined on'), figure('years', 'Years of service'),
    text('reason', 'Reason'), date('closedOn', 'Closed on'), text('closedBy', 'Closed by'),
  ], 'day'),
  hrReport(HRD.repPendingJoinings, 'pending-joinings', E.pendingJoinings, [], [
    text('interview', 'Interview'), text('candidate', 'Candidate'), text('designation', 'Post'), date('appointmentDate', 'Appointed on'), date('maxDateToJoin', 'Join by'),
    figure('daysLeft', 'Days left'), text('overdue', 'Overdue'), money('offeredPay', 'Pay offered'),
  ]),
  hrReport(HRD.repJoiningsLeavings, 'joinings-leavings', E.joiningsLeavings, YEAR_PERIOD, [
    text('month', 'Month'), count('joined', 'Joined'), count('left', 'Left'), count('net', 'Net'), figure('headcount', 'In service at the end'),
  ]),
  hrReport(HRD.repTrainings, 'trainings', E.trainings, YEAR_PERIOD, [
    text('training', 'Training'), date('fromDate', 'From'), date('toDate', 'To'), text('trainer', 'Trainer'), text('venue', 'Venue'), ...EMPLOYEE, text('department', 'Department'),
    text('attended', 'Attended'), text('remarks', 'Remarks'), count('invited', 'Invited'), count('present', 'Present'),
  ], 'training'),
  hrReport(HRD.repMeetings, 'meetings', E.meetings, PERIOD, [
    text('meeting', 'Meeting'), date('meetingDate', 'Date'), text('time', 'Time'), text('venue', 'Venue'), text('chairedBy', 'Chaired by'), ...EMPLOYEE, text('department', 'Department'),
    text('attended', 'Attended'), count('invited', 'Invited'), count('present', 'Present'),
  ], 'meeting'),
];
