import type { ReportRow } from '../../../engine/report/report';
import { leaveTypesOf } from '../../core/people/hrd-masters';
import {
  consolidatedAdvanceRows,
  advanceDayBookRows,
  pendingAdvanceRows,
} from '../../../modules/hrd/reports/domain/advance-report-rows';
import {
  monthlyAttendanceRows,
  weeklyAttendanceRows,
} from '../../../modules/hrd/reports/domain/attendance-report-rows';
import { employeeLeaveRows } from '../../../modules/hrd/reports/domain/leave-report-rows';
import {
  joiningsLeavingsRows,
  meetingRows,
  serviceClosingRows,
  trainingRows,
} from '../../../modules/hrd/reports/domain/people-report-rows';
import {
  appointmentRows,
  interviewRows,
  pendingAppointmentRows,
  pendingInterviewRows,
  pendingJoiningRows,
  resumeFilterRows,
  type RecruitSources,
} from '../../../modules/hrd/reports/domain/recruit-report-rows';
import { daysFrom, monthsOf } from '../../../modules/hrd/reports/domain/report-dates';
import { HRD_REPORT_ENDPOINTS as E, WEEK_DAYS } from '../../../modules/hrd/reports/domain/report-endpoints';
import type { ReportAsk } from './report-ask';
import {
  attendanceOfMonths,
  codesOf,
  peopleOf,
  recruitmentOf,
  storedAdvances,
  storedLeaves,
  trainingsAndMeetingsOf,
} from './report-sources';

/** Rows, or rows with more for the view (the weekly sheet's days), or a refusal. */
type Answer = ReportRow[] | { rows: ReportRow[]; days: string[] } | string;
type Rows = (companyCode: number, ask: ReportAsk, today: string) => Promise<Answer>;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** At most this many months of joinings vs leavings (one row a month). */
const MAX_MONTHS = 120;

async function recruitment(companyCode: number, today: string): Promise<RecruitSources> {
  const [people, stored] = await Promise.all([peopleOf(companyCode), recruitmentOf(companyCode)]);
  return { ...stored, people, today };
}

/** Each HR report's rows by endpoint. */
export const REPORT_ROWS: Readonly<Record<string, Rows>> = {
  [E.resumeFilter]: async (company, ask, today) =>
    resumeFilterRows(await recruitment(company, today), { ...ask.period, ...ask }),
  [E.interviews]: async (company, ask, today) => interviewRows(await recruitment(company, today), ask.period),
  [E.pendingInterviews]: async (company, _ask, today) => pendingInterviewRows(await recruitment(company, today)),
  [E.appointments]: async (company, ask, today) => appointmentRows(await recruitment(company, today), ask.period),
  [E.pendingAppointments]: async (company, _ask, today) => pendingAppointmentRows(await recruitment(company, today)),
  [E.pendingJoinings]: async (company, _ask, today) => pendingJoiningRows(await recruitment(company, today)),
  [E.serviceClosings]: async (company, ask) => serviceClosingRows(await peopleOf(company), ask.period),
  [E.joiningsLeavings]: async (company, ask) => {
    if (monthsOf(ask.period).length > MAX_MONTHS)
      return `Give at most ${MAX_MONTHS / 12} years (${MAX_MONTHS} months).`;
    return joiningsLeavingsRows(await peopleOf(company), ask.period);
  },
  [E.trainings]: async (company, ask) =>
    trainingRows(await peopleOf(company), (await trainingsAndMeetingsOf(company)).trainings, ask.period),
  [E.meetings]: async (company, ask) =>
    meetingRows(await peopleOf(company), (await trainingsAndMeetingsOf(company)).meetings, ask.period),
  [E.weeklyAttendance]: async (company, ask, today) => {
    if (ask.period.from > today) return 'The week cannot start after today.';
    const days = daysFrom(ask.period.from, WEEK_DAYS);
    const months = [...new Set(days.map((dat) => dat.slice(0, 7)))];
    const [people, attendance, codes] = await Promise.all([
      peopleOf(company),
      attendanceOfMonths(company, months),
      codesOf(company),
    ]);
    return { rows: weeklyAttendanceRows(people, attendance, { days, department: ask.department, codes }), days };
  },
  [E.monthlyAttendance]: async (company, ask, today) => {
    if (!MONTH.test(ask.detail)) return 'Choose the month (detail: yyyy-MM).';
    if (ask.detail > today.slice(0, 7)) return 'The month cannot be after this month.';
    const [people, attendance, codes] = await Promise.all([
      peopleOf(company),
      attendanceOfMonths(company, [ask.detail]),
      codesOf(company),
    ]);
    const days = daysFrom(`${ask.detail}-01`, 31).filter((dat) => dat.startsWith(ask.detail));
    return monthlyAttendanceRows(people, attendance, { days, department: ask.department, codes });
  },
  [E.employeeLeaves]: async (company, ask) => {
    const year = Number(ask.detail);
    if (!Number.isInteger(year) || year < 2000 || year > 2100) return 'Choose the year (detail, e.g. 2026).';
    const [people, types, leaves] = await Promise.all([
      peopleOf(company),
      leaveTypesOf(company),
      storedLeaves(company),
    ]);
    return employeeLeaveRows(people, types, leaves, year, ask.department);
  },
  [E.advancesDayBook]: async (company, ask) =>
    advanceDayBookRows(await peopleOf(company), await storedAdvances(company), ask.period),
  [E.pendingAdvances]: async (company, ask) =>
    pendingAdvanceRows(await peopleOf(company), await storedAdvances(company), ask.period.to),
  [E.consolidatedAdvances]: async (company, ask) =>
    consolidatedAdvanceRows(await peopleOf(company), await storedAdvances(company), ask.period),
};
