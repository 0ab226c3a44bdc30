import type { ReportRow } from '../../../engine/report/report';
import { ATTENDANCE_REPORTS, WEEK_COLUMNS } from '../../../modules/students/attendance/attendance-report-declarations';
import {
  attendancePercent,
  daysOfMonth,
  monthGrid,
  topAttendance,
} from '../../../modules/students/domain/attendance-month';
import { daySummary } from '../../../modules/students/domain/attendance-rules';
import type { AttendanceRegister, RollPupil } from '../../../modules/students/domain/student-records';
import { STU_REPORT_ENDPOINTS as E } from '../../../modules/students/reports/domain/report-endpoints';
import type { SchoolReportAsk } from '../../core/school/report-ask';
import type { SchoolReportMap, SchoolReportRows } from '../../core/school/school-report-handler';
import { rollOf, schoolHolidaysOf } from '../../core/school/school-masters';
import { bySchoolOrder } from '../attendance/attendance-reads';
import { registersFrom } from '../../core/school/students-store';

/** The attendance reports' rows: day, week, month and top attendance, from the stored registers. */

const DAY_MS = 86_400_000;
const shift = (dat: string, days: number) =>
  new Date(Date.parse(`${dat}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const declaration = (endpoint: string) => ATTENDANCE_REPORTS.find((report) => report.endpoint === endpoint)!;

/** The roll asked: one class's, or every class's. */
async function rollAsked(companyCode: number, ask: SchoolReportAsk): Promise<RollPupil[]> {
  const classCode = ask.values.classCode ?? '';
  return rollOf(companyCode, classCode || undefined);
}

/** The class codes of a roll in school order. */
const classesIn = (roll: readonly RollPupil[]) =>
  [...new Set(roll.map((pupil) => pupil.classCode))].sort(bySchoolOrder);

/**
 * The registers of the months from `from` to `to` (each month one key range), latest saved per class and day kept by
 * the rules.
 */
async function registersBetween(companyCode: number, from: string, to: string): Promise<AttendanceRegister[]> {
  const months: string[] = [];
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = shift(`${month}-28`, 7).slice(0, 7))
    months.push(month);
  const found = await Promise.all(months.map((month) => registersFrom(companyCode, month)));
  return found.flat().filter((register) => register.dat >= from && register.dat <= to);
}

/** What a shut day's register column says: the school was shut, so no register was kept (not a failure to report). */
const shutText = (shut: string) => (shut === 'Sunday' ? 'School shut: Sunday' : `School shut: ${shut}`);

const dayRows: SchoolReportRows = async (companyCode, ask) => {
  const dat = ask.period.from;
  const [roll, registers, shutDays] = await Promise.all([
    rollAsked(companyCode, ask),
    registersFrom(companyCode, `${dat}|`),
    schoolHolidaysOf(companyCode, dat, dat),
  ]);
  const shut = shutDays.get(dat);
  const byClass = new Map(registers.map((register) => [register.classCode, register]));
  const names = new Map(roll.map((pupil) => [pupil.admissionNo, pupil.name]));
  return classesIn(roll).map((classCode): ReportRow => {
    const register = byClass.get(classCode);
    const summary = daySummary(classCode, roll, register?.absentees ?? []);
    if (shut !== undefined)
      return {
        classCode,
        register: shutText(shut),
        roll: summary.total,
        present: null,
        absent: null,
        percent: null,
        absentees: '',
      };
    if (!register)
      return {
        classCode,
        register: 'Not kept',
        roll: summary.total,
        present: null,
        absent: null,
        percent: null,
        absentees: '',
      };
    const absentees = register.absentees
      .filter((row) => names.has(row.admissionNo))
      .map((row) => `${names.get(row.admissionNo)}${row.reason ? ` (${row.reason})` : ''}`);
    return {
      classCode,
      register: `Taken by ${register.savedBy}`,
      roll: summary.total,
      present: summary.present,
      absent: summary.absent,
      percent: attendancePercent(summary.present, summary.total),
      absentees: absentees.join(', '),
    };
  });
};

const weekRows: SchoolReportRows = async (companyCode, ask, today) => {
  const weekday = new Date(`${ask.period.from}T00:00:00Z`).getUTCDay();
  const monday = shift(ask.period.from, weekday === 0 ? -6 : 1 - weekday);
  const days = WEEK_COLUMNS.map((_, index) => shift(monday, index));
  const [roll, registers, shut] = await Promise.all([
    rollAsked(companyCode, ask),
    registersBetween(companyCode, days[0]!, days[5]!),
    schoolHolidaysOf(companyCode, days[0]!, days[5]!),
  ]);
  const kept = new Map(registers.map((register) => [`${register.classCode}|${register.dat}`, register]));
  const rows = classesIn(roll).map((classCode): ReportRow => {
    let present = 0;
    let absent = 0;
    const cells = days.map((dat) => {
      if (shut.has(dat)) return 'Holiday';
      const register = kept.get(`${classCode}|${dat}`);
      if (!register) return dat > today ? '' : 'Not kept';
      const summary = daySummary(classCode, roll, register.absentees);
      present += summary.present;
      absent += summary.absent;
      return `${summary.present} of ${summary.total}`;
    });
    const total = roll.filter((pupil) => pupil.classCode === classCode).length;
    return {
      classCode,
      roll: total,
      ...Object.fromEntries(WEEK_COLUMNS.map((name, index) => [name, cells[index]!])),
      present,
      absent,
      percent: attendancePercent(present, present + absent),
    };
  });
  return { rows, week: { from: days[0], to: days[5] } };
};

const monthRows: SchoolReportRows = async (companyCode, ask) => {
  const month = ask.detail;
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return 'Choose the month of the report.';
  const days = daysOfMonth(month);
  const [roll, registers, shut] = await Promise.all([
    rollAsked(companyCode, ask),
    registersFrom(companyCode, month),
    schoolHolidaysOf(companyCode, days[0]!, days[days.length - 1]!),
  ]);
  return classesIn(roll).flatMap((classCode) =>
    monthGrid(classCode, month, roll, registers, shut).rows.map(
      (row): ReportRow => ({
        classCode,
        admissionNo: row.admissionNo,
        name: row.name,
        marked: row.marked,
        present: row.present,
        absent: row.absent,
        percent: row.percent,
      }),
    ),
  );
};

const topRows: SchoolReportRows = async (companyCode, ask) => {
  const limit = Number(ask.values.limit || 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) return 'Ask for 1 to 100 pupils.';
  const { from, to } = ask.period;
  const [roll, registers, shut] = await Promise.all([
    rollAsked(companyCode, ask),
    registersBetween(companyCode, from, to),
    schoolHolidaysOf(companyCode, from, to),
  ]);
  return topAttendance(roll, registers, shut, { from, to }, limit).map(
    (row): ReportRow => ({
      rank: row.rank,
      name: row.name,
      admissionNo: row.admissionNo,
      classCode: row.classCode,
      present: row.present,
      marked: row.marked,
      percent: row.percent,
    }),
  );
};

export const ATTENDANCE_REPORT_ROWS: SchoolReportMap = {
  [E.dayAttendance]: { report: declaration(E.dayAttendance), rows: dayRows },
  [E.weekAttendance]: { report: declaration(E.weekAttendance), rows: weekRows },
  [E.monthAttendance]: { report: declaration(E.monthAttendance), rows: monthRows },
  [E.topAttendance]: { report: declaration(E.topAttendance), rows: topRows },
};
