import type { HrdMeeting, HrdTraining } from '../../modules/hrd/domain/training-types';
import type { HrdInterview, HrdResume } from '../../modules/hrd/domain/recruitment-records';
import type {
  AdvanceSkip,
  HrdAdvance,
  SalaryLine,
  SalaryMonth,
  SalaryPayment,
} from '../../modules/hrd/domain/payroll-types';
import type { HrdInOut, HrdLeaveApplication, ShiftAssignment } from '../../modules/hrd/domain/attendance-types';
import { listRecords, listRecordsByIdPrefix, readRecord, writeRecord } from '../core/record-store';

/**
 * The HR transactions' stored records, one kind each; the masters are the generic resources (hrd-masters.ts).
 * Ids are chosen so a day or a month reads as one key range (listRecordsByIdPrefix). Every write that reads and then
 * changes them runs in the company's one write queue (hrdWrite in hrd-session.ts). Each area seeds its own kinds.
 */
export const HRD_STORE = {
  punches: 'hrd.inout', // id: `${dat}|${lineid padded to 9}`
  attendance: 'hrd.attendance', // id: `${dat}`; data: AttendanceDay (the day's replace-all list)
  leaves: 'hrd.leave-applications', // id: recordId padded to 9
  advances: 'hrd.advances', // id: recordId padded to 9
  advanceSkips: 'hrd.advance-skips', // id: `${month}|${empno}`
  salaryLines: 'hrd.salary-lines', // id: `${month}|${empno padded to 9}`
  salaryMonths: 'hrd.salary-months', // id: month
  payments: 'hrd.salary-payments', // id: recordId padded to 9
  resumes: 'hrd.resumes', // id: recordId padded to 9
  interviews: 'hrd.interviews', // id: recordId padded to 9
  trainings: 'hrd.trainings', // id: recordId padded to 9
  meetings: 'hrd.meetings', // id: recordId padded to 9
  shiftAssignments: 'hrd.shift-assignments', // id: recordId padded to 9
  counters: 'hrd.counters', // id: a series name; data: { last: number }
} as const;

/** A record id as stored: numbers padded so ids sort as numbers. */
export const idOf = (recordId: number) => String(recordId).padStart(9, '0');

/** One day's saved attendance: the replace-all list of SetHRDAppointment. */
export interface AttendanceDay {
  dat: string;
  rows: Array<{ lineId: number; empno: number; dat: string; attendance: string; ot: string; late: string }>;
  savedBy: string;
  savedAt: string;
}

/** The next number of a series (record ids, document numbers): call inside hrdWrite. */
export async function nextNumber(companyCode: number, series: string): Promise<number> {
  const current = await readRecord<{ last: number }>(HRD_STORE.counters, companyCode, series);
  const next = (current?.last ?? 0) + 1;
  await writeRecord(HRD_STORE.counters, companyCode, series, { last: next });
  return next;
}

/**
 * The readers of punches, leaves and advances put the starting rows in place first (their seeds read only the
 * masters), so the attendance grid, the salary run and the reports see them whichever screen opens first. The seeds
 * import this file, so they register here (hrd-seeders.ts, loaded with the handlers) instead of being imported.
 */
type SeededKind = 'punches' | 'leaves' | 'advances';
const seeders: Partial<Record<SeededKind, (companyCode: number) => Promise<void>>> = {};
export function registerHrdSeeder(kind: SeededKind, ensure: (companyCode: number) => Promise<void>): void {
  seeders[kind] = ensure;
}
const seeded = async (kind: SeededKind, companyCode: number) => seeders[kind]?.(companyCode);

export const punchesOfDay = (companyCode: number, dat: string) => punchesFrom(companyCode, `${dat}|`);
/** The punches of a month (`yyyy-MM`) or a day (`yyyy-MM-dd`): ids start with the date. */
export async function punchesFrom(companyCode: number, prefix: string): Promise<HrdInOut[]> {
  await seeded('punches', companyCode);
  return listRecordsByIdPrefix<HrdInOut>(HRD_STORE.punches, companyCode, prefix);
}
export const attendanceDaysOf = (companyCode: number, month: string) =>
  listRecordsByIdPrefix<AttendanceDay>(HRD_STORE.attendance, companyCode, month);
export async function leavesOf(companyCode: number): Promise<HrdLeaveApplication[]> {
  await seeded('leaves', companyCode);
  return listRecords<HrdLeaveApplication>(HRD_STORE.leaves, companyCode);
}
export async function advancesOf(companyCode: number): Promise<HrdAdvance[]> {
  await seeded('advances', companyCode);
  return listRecords<HrdAdvance>(HRD_STORE.advances, companyCode);
}
export const advanceSkipsOf = (companyCode: number, month: string) =>
  listRecordsByIdPrefix<AdvanceSkip>(HRD_STORE.advanceSkips, companyCode, `${month}|`);
export const salaryLinesOf = (companyCode: number, month: string) =>
  listRecordsByIdPrefix<SalaryLine>(HRD_STORE.salaryLines, companyCode, `${month}|`);
export const salaryMonthOf = (companyCode: number, month: string) =>
  readRecord<SalaryMonth>(HRD_STORE.salaryMonths, companyCode, month);
export const salaryMonthsOf = (companyCode: number) => listRecords<SalaryMonth>(HRD_STORE.salaryMonths, companyCode);
export const paymentsOf = (companyCode: number) => listRecords<SalaryPayment>(HRD_STORE.payments, companyCode);
export const resumesOf = (companyCode: number) => listRecords<HrdResume>(HRD_STORE.resumes, companyCode);
export const interviewsOf = (companyCode: number) => listRecords<HrdInterview>(HRD_STORE.interviews, companyCode);
export const trainingsOf = (companyCode: number) => listRecords<HrdTraining>(HRD_STORE.trainings, companyCode);
export const meetingsOf = (companyCode: number) => listRecords<HrdMeeting>(HRD_STORE.meetings, companyCode);
export const shiftAssignmentsOf = (companyCode: number) =>
  listRecords<ShiftAssignment>(HRD_STORE.shiftAssignments, companyCode);

export const salaryLineId = (month: string, empno: number) => `${month}|${idOf(empno)}`;
