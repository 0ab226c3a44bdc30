import type { ReportRow } from '../../../../engine/report/report';
import { displayDate, monthTitle } from '../../domain/attendance-dates';
import type { HrdMeeting, HrdTraining } from '../../domain/training-types';
import { yearsBetween } from '../../domain/recruit-dates';
import { monthsOf, monthWithin } from './report-dates';
import type { Period, ReportPeople } from './report-people';
import { byEmployeeNumber, employeeColumns, within } from './report-people';

/** Day-wise service closings: employees whose last working day falls in the period, grouped by that day. */
export function serviceClosingRows(people: ReportPeople, period: Period): ReportRow[] {
  return people.employees
    .filter((employee) => employee.serviceClosing && within(employee.serviceClosing.lastWorkingDay, period))
    .map((employee) => ({ employee, closing: employee.serviceClosing! }))
    .sort(
      (a, b) =>
        a.closing.lastWorkingDay.localeCompare(b.closing.lastWorkingDay) || byEmployeeNumber(a.employee, b.employee),
    )
    .map(({ employee, closing }) => ({
      day: displayDate(closing.lastWorkingDay),
      ...employeeColumns(people, employee.recordId),
      doj: employee.doj,
      years: Math.max(0, yearsBetween(employee.doj, closing.lastWorkingDay)),
      reason: closing.reason,
      closedOn: closing.dat.slice(0, 10),
      closedBy: closing.closedBy,
    }));
}

/** How many of the sorted days come before `dat` (strictly, or up to and including it). */
function countOf(sorted: readonly string[], dat: string, including: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const day = sorted[middle]!;
    if (day < dat || (including && day === dat)) low = middle + 1;
    else high = middle;
  }
  return low;
}
const below = (sorted: readonly string[], dat: string) => countOf(sorted, dat, false);
const atMost = (sorted: readonly string[], dat: string) => countOf(sorted, dat, true);

/**
 * Joinings vs leavings: per month of the period, joined (date of joining) and left (last working day), the net and the
 * headcount at its end.
 */
export function joiningsLeavingsRows(people: ReportPeople, period: Period): ReportRow[] {
  const joins = [...people.byId.values()].map((info) => info.doj).sort();
  const leaves = [...people.byId.values()].flatMap((info) => (info.lastWorkingDay ? [info.lastWorkingDay] : [])).sort();
  return monthsOf(period).map((month) => {
    const part = monthWithin(month, period);
    const joined = atMost(joins, part.to) - below(joins, part.from);
    const left = atMost(leaves, part.to) - below(leaves, part.from);
    // In service at the end: joined by then, and not gone before it (a last working day on that day still counts).
    const headcount = atMost(joins, part.to) - below(leaves, part.to);
    return { month: monthTitle(month), joined, left, net: joined - left, headcount };
  });
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * Training info: trainings running in the period, a row per attendee (invited and attended counted in each training's
 * subtotal).
 */
export function trainingRows(people: ReportPeople, trainings: readonly HrdTraining[], period: Period): ReportRow[] {
  return trainings
    .filter((training) => training.fromDate <= period.to && training.toDate >= period.from)
    .sort((a, b) => a.fromDate.localeCompare(b.fromDate) || a.recordId - b.recordId)
    .flatMap((training) => {
      const head = {
        training: `${training.seq} · ${training.title}`,
        fromDate: training.fromDate,
        toDate: training.toDate,
        trainer: training.trainer,
        venue: training.venue,
      };
      if (training.attendees.length === 0)
        return [
          {
            ...head,
            empno: '',
            empname: '(no attendees)',
            department: '',
            attended: '',
            remarks: '',
            invited: 0,
            present: 0,
          },
        ];
      return training.attendees.map((attendee) => {
        const { empno, empname, department } = employeeColumns(people, attendee.empno);
        return {
          ...head,
          empno,
          empname,
          department,
          attended: yesNo(attendee.attended),
          remarks: attendee.remarks,
          invited: 1,
          present: attendee.attended ? 1 : 0,
        };
      });
    });
}

/** Meeting details: meetings held in the period, a row per attendee. */
export function meetingRows(people: ReportPeople, meetings: readonly HrdMeeting[], period: Period): ReportRow[] {
  return meetings
    .filter((meeting) => within(meeting.meetingDate, period))
    .sort(
      (a, b) =>
        a.meetingDate.localeCompare(b.meetingDate) || a.fromTime.localeCompare(b.fromTime) || a.recordId - b.recordId,
    )
    .flatMap((meeting) => {
      const head = {
        meeting: `${meeting.seq} · ${meeting.subject}`,
        meetingDate: meeting.meetingDate,
        time: [meeting.fromTime, meeting.toTime].filter(Boolean).join(' to '),
        venue: meeting.venue,
        chairedBy: meeting.chairedBy === null ? '' : (people.byId.get(meeting.chairedBy)?.name ?? ''),
      };
      if (meeting.attendees.length === 0)
        return [
          { ...head, empno: '', empname: '(no attendees)', department: '', attended: '', invited: 0, present: 0 },
        ];
      return meeting.attendees.map((attendee) => {
        const { empno, empname, department } = employeeColumns(people, attendee.empno);
        return {
          ...head,
          empno,
          empname,
          department,
          attended: yesNo(attendee.attended),
          invited: 1,
          present: attendee.attended ? 1 : 0,
        };
      });
    });
}
