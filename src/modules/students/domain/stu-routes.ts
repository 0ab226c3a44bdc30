/**
 * The students desks' transaction routes: timetable, attendance, marks and penalties given. Not public on the real
 * server (contract 06-school.md), so ours in the family's convention: POST `api/Stu<Area>/<Verb><Thing>`, `usr` in
 * every body; reads take GeneralInformation (`recordId`, `detail`, `frmDate`, `toDate`, dates dd-MMM-yyyy) or their own
 * named fields beside it; saves take `{ header, lines, traCheck, usr }` (1 create, 2 modify, 3 delete) and
 * answer `{ result: 'OK' | <refusal>, seq? }`. The masters keep theirs (api/StuClasses/*, api/StuPenalties/*...), the
 * reports theirs (reports/domain/report-endpoints.ts). Shapes: student-records.ts, timetable-types.ts, marks-types.ts.
 */
export const STU_ROUTES = {
  // timetable (stutimetable)
  /** `{}` → { classes, subjects, teachers: TeacherChoice[], rooms, periods: SCHOOL_PERIODS, days }. */
  timetableRequirements: 'api/StuTimetable/GetStuTimetableRequirements',
  /** `{ detail: classCode }` → TimetableAnswer: the class's saved week (or null) and every other class's. */
  timetable: 'api/StuTimetable/GetStuTimetable',
  /**
   * `{ header: { classCode }, lines: TimetableSlot[], traCheck: 1 | 2 }` → `{ result }`; a teacher or room clash is
   * refused by name.
   */
  saveTimetable: 'api/StuTimetable/SetStuTimetable',
  /** `{ detail?: teacher key }` → each teacher's periods a week (one teacher's when given). */
  teacherLoad: 'api/StuTimetable/GetStuTeacherLoad',

  // attendance (stuattendance)
  /** `{ detail: classCode, frmDate: day }` → the class roll (RollPupil[]) and the saved AttendanceRegister | null. */
  attendanceRegister: 'api/StuAttendance/GetStuAttendanceRegister',
  /**
   * `{ header: { classCode, dat }, lines: absentees, traCheck: 1 new day | 2 saved day }` → `{ result }` (replace-all).
   */
  saveAttendanceRegister: 'api/StuAttendance/SetStuAttendanceRegister',
  /** `{ detail: classCode, frmDate: any day of the month }` → the class's month grid. */
  attendanceMonth: 'api/StuAttendance/GetStuAttendanceMonth',

  // marks and report cards (stumarks)
  /** `{}` → MarksRequirements (marks-rules.ts): the active exams (with maxMarks, passMarks), classes and subjects. */
  marksRequirements: 'api/StuMarks/GetStuMarksRequirements',
  /**
   * `{ exam, classCode, subject }` → MarksSheetAnswer (marks-rules.ts): the class roll, the exam's maxMarks and
   * passMarks, the saved MarksSheet | null.
   */
  marksSheet: 'api/StuMarks/GetStuMarksSheet',
  /**
   * `{ header: { exam, classCode, subject }, lines: MarksRow[], traCheck: 1 | 2 }` → `{ result }`; marks above the
   * maximum refused by name.
   */
  saveMarksSheet: 'api/StuMarks/SetStuMarksSheet',
  /** `{ exam, classCode }` → ReportCard[] in roll order. */
  reportCards: 'api/StuMarks/GetStuReportCards',

  // penalties given (stuptrapenalities); the penalties master is api/StuPenalties/*
  /**
   * `{}` → { today, pupils: RollPupil[], penalties: PenaltyHead[], accounts }: the pupils without the front desk's
   * students right.
   */
  penaltyRequirements: 'api/StuPenaltyTransactions/GetStuPenaltyRequirements',
  /** `{ frmDate, toDate, detail?: admissionNo }` → PenaltyGiven[] with each one's paid state from the fee ledger. */
  penaltiesGiven: 'api/StuPenaltyTransactions/GetStuPenaltiesGiven',
  /**
   * `{ header: { admissionNo, penalty, days, remarks }, traCheck: 1 }` → `{ result, seq: penaltyNo }`: posts a PENALTY
   * charge.
   */
  givePenalty: 'api/StuPenaltyTransactions/SetStuPenaltyGiven',
  /**
   * `{ recordId: penaltyNo, header: { mode, account, reference } }` → `{ result, seq: receiptNo }`: a REC fee receipt
   * for it.
   */
  collectPenalty: 'api/StuPenaltyTransactions/CollectStuPenalty',
  /**
   * `{ recordId: penaltyNo, detail: reason }` → `{ result }`: kept, marked, its charge withdrawn (refused once paid).
   */
  cancelPenalty: 'api/StuPenaltyTransactions/CancelStuPenaltyGiven',
} as const;

/** The react-query key every students transaction read starts with; every students write invalidates it. */
export const STU_KEY = 'students';

/** The series prefix of penalties given (nextYearNumber): PEN<yyyy>-NNNNN. */
export const PENALTY_PREFIX = 'PEN';
