/**
 * The students desks' stored records and wire shapes: timetable, attendance, marks, report cards and
 * penalties given, and the masters as they read them. Dates yyyy-MM-dd, stamps yyyy-MM-ddTHH:mm:ss, money rupees with
 * at most two decimals. Classes are named by their code, `${standard}-${section}` (VIII-A), as the classes master
 * keys them; pupils carry the two apart (classCodeOf joins them). Teachers are HR employees, keyed 'E:<empno>'.
 */

/** A class of the classes master (students.classes) as stored. */
export interface SchoolClass {
  /** VIII-A. */
  code: string;
  name: string;
  /** Free text (not an HR employee). */
  classTeacher: string;
  /** The class's own room: the timetable's default room. */
  room: string;
  capacity: number | null;
  medium: string;
  active: boolean;
}

/** A subject of the subjects master (students.subjects) as stored. */
export interface Subject {
  code: string;
  name: string;
  kind: 'CORE' | 'LANGUAGE' | 'ELECTIVE' | 'COSCHOLASTIC';
  periodsPerWeek: number;
  practical: boolean;
  active: boolean;
}

/** An exam of the exams master (students.exams) as stored. */
export interface Exam {
  code: string;
  name: string;
  term: 'T1' | 'T2';
  /** Every subject's maximum and pass marks in this exam. */
  maxMarks: number;
  passMarks: number;
  weightage: number | null;
  startDate: string;
  active: boolean;
}

/** A penalty head of the penalties master (students.penalties) as stored. */
export interface PenaltyHead {
  code: string;
  reason: string;
  category: 'DISCIPLINE' | 'LIBRARY' | 'FEES' | 'PROPERTY';
  /** Rupees, once or (perDay) for each day. */
  amount: number;
  perDay: boolean;
  active: boolean;
}

/** A pupil as the students desks receive one (mapped by the demo backend from the front desk's students master). */
export interface RollPupil {
  admissionNo: string;
  name: string;
  classCode: string;
  /** M, F or O. */
  gender: string;
}

/** The class code of a pupil: standard and section joined by a dash, { className: 'VIII', section: 'A' } → 'VIII-A'. */
export const classCodeOf = (pupil: { className: string; section: string }): string =>
  `${pupil.className.trim()}-${pupil.section.trim()}`;

/** The standard and section of a class code ('VIII-A' → VIII, A); null when it has no dash between two parts. */
export function classPartsOf(classCode: string): { className: string; section: string } | null {
  const at = classCode.lastIndexOf('-');
  if (at <= 0 || at === classCode.length - 1) return null;
  return { className: classCode.slice(0, at), section: classCode.slice(at + 1) };
}

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

/**
 * A class's register for a day: everyone on the roll is present unless listed absent. Saved replace-all per class and
 * day.
 */
export interface AttendanceRegister {
  classCode: string;
  dat: string;
  absentees: Array<{ admissionNo: string; reason: string }>;
  savedBy: string;
  savedAt: string;
}

/** One pupil's marks in a sheet: marks out of the exam's maximum, or null when absent (absent true) or not entered. */
export interface MarksRow {
  admissionNo: string;
  marks: number | null;
  absent: boolean;
}

/** The marks of one exam, class and subject (saved replace-all). maxMarks is the exam's when saved. */
export interface MarksSheet {
  exam: string;
  classCode: string;
  subject: string;
  maxMarks: number;
  rows: MarksRow[];
  savedBy: string;
  savedAt: string;
}

/** A pupil's report card for an exam, computed from the class's sheets (never stored). */
export interface ReportCard {
  exam: string;
  examName: string;
  classCode: string;
  admissionNo: string;
  name: string;
  subjects: Array<{
    subject: string;
    name: string;
    maxMarks: number;
    marks: number | null;
    absent: boolean;
    grade: string;
  }>;
  /**
   * Σ marks of the subjects with marks or absent (an absent subject counts 0, its maximum counts), and Σ their maxima;
   * subjects not entered are left out.
   */
  total: number;
  maxTotal: number;
  /** total / maxTotal × 100, two decimals. */
  percent: number;
  /** CBSE 8-point scale: A1 (91-100) … E (below 33); AB when absent throughout, '' when nothing is entered. */
  grade: string;
  /** In the class, standard competition ranking (1, 2, 2, 4). */
  rank: number;
  passed: boolean;
}

/** A penalty given to a pupil, PEN<yyyy>-NNNNN: posts one PENALTY charge; paid or not is read from the fee ledger. */
export interface PenaltyGiven {
  penaltyNo: string;
  date: string;
  admissionNo: string;
  name: string;
  classCode: string;
  /** The penalty head's code and reason. */
  penalty: string;
  reason: string;
  /** Rupees a time (the head's amount when given). */
  rate: number;
  /** Days charged (1 unless the head is per day). */
  days: number;
  /** Rupees: rate × days. */
  amount: number;
  remarks: string;
  /** The StudentCharge it posted. */
  chargeId: string;
  status: 'OPEN' | 'CANCELLED';
  cancelReason: string;
  by: string;
}
