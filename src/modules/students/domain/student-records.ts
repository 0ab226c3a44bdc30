/**
 * The students desks' masters as they read them, attendance registers and penalties given (the timetable's shapes are
 * in timetable-types.ts, marks and report cards in marks-types.ts). Dates yyyy-MM-dd, stamps yyyy-MM-ddTHH:mm:ss, money
 * rupees with at most two decimals. Classes are named by their code, `${standard}-${section}` (VIII-A), as the classes
 * master keys them; pupils carry the two apart (classCodeOf joins them). Teachers are HR employees, keyed 'E:<empno>'.
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
