import type { SchoolClass, Subject } from './student-records';

/** A teaching day: 1 Monday … 6 Saturday (Sunday, 0, is never one). */
export type SchoolDay = 1 | 2 | 3 | 4 | 5 | 6;

export const SCHOOL_DAYS: readonly SchoolDay[] = [1, 2, 3, 4, 5, 6];

export const DAY_NAMES: Readonly<Record<SchoolDay, string>> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
};

/** Periods a day, numbered 1 … 8. */
export const SCHOOL_PERIODS = 8;

/** The day of the week of a yyyy-MM-dd date: 0 Sunday … 6 Saturday (the calendar's, not the clock's time zone). */
export function weekdayOf(dat: string): number {
  const day = new Date(`${dat}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dat) || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== dat)
    throw new RangeError(`Expected a date as yyyy-MM-dd, got '${dat}'`);
  return day.getUTCDay();
}

/** The teaching day of a date, or null on a Sunday. */
export function schoolDayOf(dat: string): SchoolDay | null {
  const weekday = weekdayOf(dat);
  return weekday === 0 ? null : (weekday as SchoolDay);
}

/** A teacher the timetable may book: an HR employee designated PRT, TGT, PGT, PET, PRN or VPR, in service. */
export interface TeacherChoice {
  /** 'E:<empno>'. */
  key: string;
  name: string;
  /** The designation's short code (TGT...). */
  designation: string;
}

/** One cell of a class's week: a subject, its teacher and the room (the class's own unless said). */
export interface TimetableSlot {
  day: SchoolDay;
  /** 1 … SCHOOL_PERIODS. */
  period: number;
  /** The subject's code. */
  subject: string;
  /** The teacher's key 'E:<empno>'. */
  teacher: string;
  room: string;
}

/** A class's week as saved (replace-all per class); no teacher or room is in two places in one period. */
export interface ClassTimetable {
  classCode: string;
  slots: TimetableSlot[];
  savedBy: string;
  savedAt: string;
}

/** What the timetable screen chooses from (GetStuTimetableRequirements): the active classes, subjects and teachers. */
export interface TimetableRequirements {
  classes: Array<Pick<SchoolClass, 'code' | 'name' | 'room'>>;
  subjects: Array<Pick<Subject, 'code' | 'name'>>;
  teachers: TeacherChoice[];
  /** Every class's own room, then the rooms the saved weeks use. */
  rooms: string[];
  periods: number;
  days: readonly SchoolDay[];
}

/**
 * A class's week as GetStuTimetable answers it, with every other class's saved week (the draft's load and clashes are
 * read against them).
 */
export interface TimetableAnswer {
  classCode: string;
  timetable: ClassTimetable | null;
  others: Array<Pick<ClassTimetable, 'classCode' | 'slots'>>;
}
