import { formatDate } from '../../../lib/format/date-format';
import { schoolDayOf } from './timetable-types';
import type { AttendanceRegister, RollPupil } from './student-records';

/**
 * The rules of a class's register for a day (stuattendance), pure. Everyone on the class roll is present unless
 * listed absent, so a register is a class, a date and its absentees. Dates are yyyy-MM-dd; messages show them as
 * dd-MMM-yyyy and name a pupil as "Riya Shah (1042)".
 */

/** The longest reason an absence may carry (characters, after trimming). */
export const ABSENCE_REASON_MAX = 100;

/** The register as the screen holds it before saving. */
export type RegisterInput = Pick<AttendanceRegister, 'classCode' | 'dat' | 'absentees'>;

/** What the rules read. */
export interface RegisterContext {
  /** The school's today (yyyy-MM-dd). */
  today: string;
  /** Pupils on the roll: the class's, and any others (to say which class a stray pupil is in). */
  roll: readonly RollPupil[];
  /** Days the school is shut, each with what it is (schoolHolidaysOf: HR holidays, and Sundays as 'Sunday'). */
  holidays: ReadonlyMap<string, string>;
  /** May the user keep the register of a past day (the otherDates right)? Today's needs no right. */
  otherDates: boolean;
}

/** A refusal: the date, or an absentee (its index, 0-based, in the register's list). */
export interface RegisterProblem {
  field: 'dat' | 'absentees';
  index?: number;
  message: string;
}

const isIsoDate = (dat: string): boolean =>
  /^\d{4}-\d{2}-\d{2}$/.test(dat) &&
  !Number.isNaN(Date.parse(`${dat}T00:00:00Z`)) &&
  new Date(`${dat}T00:00:00Z`).toISOString().slice(0, 10) === dat;

const pupilName = (pupil: RollPupil): string => `${pupil.name} (${pupil.admissionNo})`;

/**
 * The first day of the academic year `today` falls in (April to March, as the financial year): 2026-03-12 → 2025-04-01.
 * Worked out here, from today alone, because this module may not import the school calendar of another module.
 */
function registerYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  return `${Number(today.slice(5, 7)) >= 4 ? year : year - 1}-04-01`;
}

/**
 * The date's refusal, or null: not a date; after today (the register records what happened); a past day without the
 * otherDates right; before the academic year began (an earlier year's registers are closed, even to that right); a
 * Sunday; a holiday, named ('a holiday (Holi)'); a holiday that falls on a Sunday is named too.
 */
function dateProblem(dat: string, context: RegisterContext): RegisterProblem | null {
  if (!isIsoDate(dat)) return { field: 'dat', message: 'Enter the date of the register.' };
  const shown = formatDate(dat);
  if (dat > context.today)
    return { field: 'dat', message: `${shown} is in the future: attendance is taken on the day or after it.` };
  if (dat < context.today && !context.otherDates)
    return {
      field: 'dat',
      message: `${shown} is a past day: only a user with the right to enter other dates may keep its register.`,
    };
  const yearStart = registerYearStart(context.today);
  if (dat < yearStart)
    return {
      field: 'dat',
      message: `${shown} is before this academic year, which began on ${formatDate(yearStart)}: give a date from then to today.`,
    };
  const holiday = context.holidays.get(dat);
  if (holiday !== undefined && holiday !== 'Sunday')
    return { field: 'dat', message: `${shown} is a holiday (${holiday}): the school is shut, no register is kept.` };
  if (schoolDayOf(dat) === null)
    return { field: 'dat', message: `${shown} is a Sunday: the school is shut, no register is kept.` };
  return null;
}

/**
 * Each absentee's refusal: not on the class roll (saying the pupil's own class when known), twice, a reason too long.
 */
function absenteeProblems(input: RegisterInput, roll: readonly RollPupil[]): RegisterProblem[] {
  const problems: RegisterProblem[] = [];
  const seen = new Set<string>();
  input.absentees.forEach((absentee, index) => {
    const pupil = roll.find((row) => row.admissionNo === absentee.admissionNo);
    const name = pupil ? pupilName(pupil) : `Admission no. ${absentee.admissionNo}`;
    if (!pupil || pupil.classCode !== input.classCode) {
      const message = pupil
        ? `${name} is on the roll of ${pupil.classCode}, not ${input.classCode}.`
        : `${name} is not on the roll of ${input.classCode}.`;
      problems.push({ field: 'absentees', index, message });
      return;
    }
    if (seen.has(absentee.admissionNo)) {
      problems.push({ field: 'absentees', index, message: `${name} is marked absent twice.` });
      return;
    }
    seen.add(absentee.admissionNo);
    const length = absentee.reason.trim().length;
    if (length > ABSENCE_REASON_MAX) {
      problems.push({
        field: 'absentees',
        index,
        message: `The reason for ${name} is ${length} characters: at most ${ABSENCE_REASON_MAX}.`,
      });
    }
  });
  return problems;
}

/**
 * Every reason the register cannot be saved (empty when it can): the date, then each absentee. A class with nobody on
 * its roll has no register to keep.
 */
export function registerProblems(input: RegisterInput, context: RegisterContext): RegisterProblem[] {
  const date = dateProblem(input.dat, context);
  const problems = date ? [date] : [];
  if (!context.roll.some((pupil) => pupil.classCode === input.classCode)) {
    return [...problems, { field: 'absentees', message: `Nobody is on the roll of ${input.classCode}.` }];
  }
  return [...problems, ...absenteeProblems(input, context.roll)];
}

/** A day's count for a class. */
export interface DaySummary {
  present: number;
  absent: number;
  /** The class roll: present + absent. */
  total: number;
}

/**
 * The day's summary of a register: total is the class roll; absent the distinct absentees on it (a stray or
 * repeated entry is not counted); present the rest.
 */
export function daySummary(
  classCode: string,
  roll: readonly RollPupil[],
  absentees: RegisterInput['absentees'],
): DaySummary {
  const onRoll = new Set(roll.filter((pupil) => pupil.classCode === classCode).map((pupil) => pupil.admissionNo));
  const absent = new Set(absentees.map((row) => row.admissionNo).filter((admissionNo) => onRoll.has(admissionNo))).size;
  return { present: onRoll.size - absent, absent, total: onRoll.size };
}

/** A class to choose on the register (the classes master's active ones, by code). */
export interface ClassChoice {
  code: string;
  name: string;
}

/**
 * GetStuAttendanceRegister's answer (`{ detail: classCode, frmDate: day }`): the school's today, the day asked (today
 * when none), the classes, the class roll by name, the day's saved register (null when none was kept) and whether
 * the day is shut (a holiday's name or 'Sunday'; null on a school day).
 */
export interface RegisterAnswer {
  today: string;
  dat: string;
  classes: ClassChoice[];
  classCode: string;
  roll: RollPupil[];
  register: AttendanceRegister | null;
  shut: string | null;
}
