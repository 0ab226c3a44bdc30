import type { AttendanceRegister, PenaltyGiven } from '../../../modules/students/domain/student-records';
import type { MarksSheet } from '../../../modules/students/domain/marks-types';
import type { ClassTimetable } from '../../../modules/students/domain/timetable-types';
import { seederRegistry } from '../seeds/seeder-registry';
import { listRecords, listRecordsByIdPrefix, readRecord, writeRecord } from '../record-store';

/**
 * The students desks' stored records, one kind each; the masters are the generic resources
 * (frontdesk/school-masters.ts). Ids are chosen so what a screen reads is one key range: a day's or a month's
 * registers, an exam's or a class's marks sheets. Writes that read and then change them run in the company's one
 * write queue (schoolWrite in frontdesk/school-session.ts).
 */
export const STU_STORE = {
  // id: classCode; data: ClassTimetable (replace-all per class)
  timetables: 'students.timetables',
  // id: `${dat}|${classCode}`; data: AttendanceRegister (a day or a month is one prefix)
  attendance: 'students.attendance',
  // id: `${exam}|${classCode}|${subject}`; data: MarksSheet (an exam, or an exam's class, is one prefix)
  marks: 'students.marks',
  // id: penaltyNo (the penalties master is students.penalties)
  penalties: 'students.penalties-given',
} as const;

export const attendanceId = (dat: string, classCode: string) => `${dat}|${classCode}`;
export const marksId = (exam: string, classCode: string, subject: string) => `${exam}|${classCode}|${subject}`;

export type StuSeededKind = keyof typeof STU_STORE;
const stuSeeders = seederRegistry<StuSeededKind>();
/** Registers a seeder of a students kind (stu-seeders.ts): the kind's readers run it first (see seederRegistry). */
export const registerStuSeeder = stuSeeders.register;

async function seeded<T>(kind: StuSeededKind, companyCode: number, read: () => Promise<T>): Promise<T> {
  await stuSeeders.seeded(kind, companyCode);
  return read();
}

export const timetablesOf = (companyCode: number) =>
  seeded('timetables', companyCode, () => listRecords<ClassTimetable>(STU_STORE.timetables, companyCode));
export const timetableOf = (companyCode: number, classCode: string) =>
  seeded('timetables', companyCode, () => readRecord<ClassTimetable>(STU_STORE.timetables, companyCode, classCode));
/** The registers of a day (yyyy-MM-dd|), a month (yyyy-MM) or a year (yyyy), every class's: filter by classCode. */
export const registersFrom = (companyCode: number, prefix: string) =>
  seeded('attendance', companyCode, () =>
    listRecordsByIdPrefix<AttendanceRegister>(STU_STORE.attendance, companyCode, prefix),
  );
export const registerOf = (companyCode: number, dat: string, classCode: string) =>
  seeded('attendance', companyCode, () =>
    readRecord<AttendanceRegister>(STU_STORE.attendance, companyCode, attendanceId(dat, classCode)),
  );
/** The marks sheets of an exam (`${exam}|`) or of an exam's class (`${exam}|${classCode}|`). */
export const marksSheetsFrom = (companyCode: number, prefix: string) =>
  seeded('marks', companyCode, () => listRecordsByIdPrefix<MarksSheet>(STU_STORE.marks, companyCode, prefix));
export const marksSheetOf = (companyCode: number, exam: string, classCode: string, subject: string) =>
  seeded('marks', companyCode, () =>
    readRecord<MarksSheet>(STU_STORE.marks, companyCode, marksId(exam, classCode, subject)),
  );
/** Every penalty given, open and cancelled. */
export const penaltiesGivenOf = (companyCode: number) =>
  seeded('penalties', companyCode, () => listRecords<PenaltyGiven>(STU_STORE.penalties, companyCode));

export const writeTimetable = (companyCode: number, row: ClassTimetable) =>
  writeRecord(STU_STORE.timetables, companyCode, row.classCode, row);
export const writeRegister = (companyCode: number, row: AttendanceRegister) =>
  writeRecord(STU_STORE.attendance, companyCode, attendanceId(row.dat, row.classCode), row);
export const writeMarksSheet = (companyCode: number, row: MarksSheet) =>
  writeRecord(STU_STORE.marks, companyCode, marksId(row.exam, row.classCode, row.subject), row);
export const writePenaltyGiven = (companyCode: number, row: PenaltyGiven) =>
  writeRecord(STU_STORE.penalties, companyCode, row.penaltyNo, row);
