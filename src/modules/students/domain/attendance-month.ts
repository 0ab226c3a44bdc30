import { schoolDayOf } from './timetable-types';
import type { AttendanceRegister, RollPupil } from './student-records';
import type { SchoolDay } from './timetable-types';

/**
 * A class's month of registers, and the best attenders of a period (stuattendance's month grid, the month and top
 * reports), pure. A school day is a Monday to Saturday that is not a holiday (the holidays map as schoolHolidaysOf
 * gives it); a register saved on any other day is not counted. A pupil is present on a day whose register was kept
 * and does not list them, absent when it does, and not marked when no register was kept that day.
 */

/** P present, A absent, '-' not marked (no register that day). */
export type DayMark = 'P' | 'A' | '-';

/** A pupil's count: days present and absent, the days marked (their sum) and the percentage present. */
export interface AttendanceTally {
  present: number;
  absent: number;
  marked: number;
  /** present / marked × 100 to one decimal, half up (2 of 3 is 66.7, 1 of 16 is 6.3); null when nothing is marked. */
  percent: number | null;
}

export interface MonthRow extends AttendanceTally {
  admissionNo: string;
  name: string;
  /** One mark per school day, in the order of MonthGrid.days. */
  marks: DayMark[];
}

export interface MonthGrid {
  classCode: string;
  /** yyyy-MM. */
  month: string;
  days: Array<{ dat: string; weekday: SchoolDay }>;
  /** The class roll by name (then admission number). */
  rows: MonthRow[];
}

export interface TopRow extends AttendanceTally {
  rank: number;
  admissionNo: string;
  name: string;
  classCode: string;
}

const DAY_MS = 86_400_000;
const byName = (a: RollPupil, b: RollPupil): number =>
  a.name.localeCompare(b.name) || a.admissionNo.localeCompare(b.admissionNo);

/**
 * The percentage present to one decimal, half up, in whole numbers so no float rounding enters:
 * floor((2000 × present + marked) / (2 × marked)) tenths. Null when no day is marked.
 */
export function attendancePercent(present: number, marked: number): number | null {
  if (marked <= 0) return null;
  return Math.floor((2000 * present + marked) / (2 * marked)) / 10;
}

/** The school days from `from` to `to`, both included: Monday to Saturday, less the holidays. */
export function schoolDaysBetween(
  from: string,
  to: string,
  holidays: ReadonlyMap<string, string>,
): Array<{ dat: string; weekday: SchoolDay }> {
  const days: Array<{ dat: string; weekday: SchoolDay }> = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) {
    const dat = new Date(at).toISOString().slice(0, 10);
    const weekday = schoolDayOf(dat);
    if (weekday !== null && !holidays.has(dat)) days.push({ dat, weekday });
  }
  return days;
}

/** Each class's absentees by day; of two registers for the same class and day the one saved last counts. */
function absenteesByDay(registers: readonly AttendanceRegister[]): ReadonlyMap<string, ReadonlySet<string>> {
  const latest = new Map<string, AttendanceRegister>();
  for (const register of registers) {
    const key = `${register.classCode}|${register.dat}`;
    const kept = latest.get(key);
    if (!kept || register.savedAt >= kept.savedAt) latest.set(key, register);
  }
  return new Map(
    [...latest].map(([key, register]) => [key, new Set(register.absentees.map((row) => row.admissionNo))]),
  );
}

function marksOf(
  pupil: RollPupil,
  days: ReadonlyArray<{ dat: string }>,
  absent: ReadonlyMap<string, ReadonlySet<string>>,
): DayMark[] {
  return days.map(({ dat }) => {
    const register = absent.get(`${pupil.classCode}|${dat}`);
    if (!register) return '-';
    return register.has(pupil.admissionNo) ? 'A' : 'P';
  });
}

function tallyOf(marks: readonly DayMark[]): AttendanceTally {
  const present = marks.filter((mark) => mark === 'P').length;
  const absent = marks.filter((mark) => mark === 'A').length;
  return { present, absent, marked: present + absent, percent: attendancePercent(present, present + absent) };
}

/**
 * A class's month grid (month yyyy-MM): its school days as columns, its roll as rows (by name), each cell present,
 * absent or not marked, and each pupil's tally over the days marked (a day with no register counts for nobody).
 */
export function monthGrid(
  classCode: string,
  month: string,
  roll: readonly RollPupil[],
  registers: readonly AttendanceRegister[],
  holidays: ReadonlyMap<string, string>,
): MonthGrid {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
  if (!match) throw new RangeError(`Expected a month as yyyy-MM, got '${month}'`);
  const last = new Date(Date.UTC(Number(match[1]), Number(match[2]), 0)).toISOString().slice(0, 10);
  const days = schoolDaysBetween(`${month}-01`, last, holidays);
  const absent = absenteesByDay(registers.filter((register) => register.classCode === classCode));
  const rows = roll
    .filter((pupil) => pupil.classCode === classCode)
    .sort(byName)
    .map((pupil) => {
      const marks = marksOf(pupil, days, absent);
      return { admissionNo: pupil.admissionNo, name: pupil.name, marks, ...tallyOf(marks) };
    });
  return { classCode, month, days, rows };
}

/**
 * The best attenders from `from` to `to` (yyyy-MM-dd, both included) among the pupils given (one class or the
 * school), each over the school days their class's register was kept. Ordered by the exact share of days present
 * (compared as fractions, not rounded percentages), ties by name then admission number; the rank is the standard
 * competition rank of that share (1, 2, 2, 4). A pupil with no day marked is left out. The first `limit` rows.
 */
export function topAttendance(
  roll: readonly RollPupil[],
  registers: readonly AttendanceRegister[],
  holidays: ReadonlyMap<string, string>,
  span: { from: string; to: string },
  limit: number,
): TopRow[] {
  const days = schoolDaysBetween(span.from, span.to, holidays);
  const absent = absenteesByDay(registers.filter((register) => register.dat >= span.from && register.dat <= span.to));
  const tallied = roll
    .map((pupil) => ({ pupil, tally: tallyOf(marksOf(pupil, days, absent)) }))
    .filter(({ tally }) => tally.marked > 0);
  const share = (a: AttendanceTally, b: AttendanceTally): number => b.present * a.marked - a.present * b.marked;
  tallied.sort((a, b) => share(a.tally, b.tally) || byName(a.pupil, b.pupil));
  const rows: TopRow[] = [];
  tallied.slice(0, Math.max(0, limit)).forEach(({ pupil, tally }, index) => {
    const previous = rows[index - 1];
    const tied = previous !== undefined && share(previous, tally) === 0;
    rows.push({
      rank: tied ? previous.rank : index + 1,
      admissionNo: pupil.admissionNo,
      name: pupil.name,
      classCode: pupil.classCode,
      ...tally,
    });
  });
  return rows;
}

/**
 * GetStuAttendanceMonth's answer (`{ detail: classCode, frmDate: any day of the month }`): the school's today, the
 * classes, the class's month grid (null before a class is chosen) and the month's shut days with what they are
 * (holidays by name, Sundays as 'Sunday'), shown as H.
 */
export interface MonthAnswer {
  today: string;
  classes: Array<{ code: string; name: string }>;
  grid: MonthGrid | null;
  shut: Array<{ dat: string; name: string }>;
}

/** Every day of a month (yyyy-MM) as yyyy-MM-dd, first to last. */
export function daysOfMonth(month: string): string[] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return Array.from({ length: last }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}
