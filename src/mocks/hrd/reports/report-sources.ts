import { attendanceCodes } from '../../../modules/hrd/domain/attendance-codes';
import type { MonthAttendance } from '../../../modules/hrd/domain/attendance-types';
import { reportPeople, type ReportPeople } from '../../../modules/hrd/reports/domain/report-people';
import { ensureAdvances } from '../advances/advance-seed';
import { monthAttendance } from '../attendance/month-attendance';
import { departmentsOf, designationsOf, employeesOf, leaveTypesOf } from '../../core/people/hrd-masters';
import { advancesOf, interviewsOf, leavesOf, meetingsOf, resumesOf, trainingsOf } from '../hrd-store';
import { ensurePunches } from '../inout/punch-seed';
import { ensureLeaves } from '../leave/leave-seed';
import { seedPeople } from '../people/people-seeds';
import { seedRecruitment } from '../recruitment/recruit-seeds';

/**
 * The stored records the HR reports and dashboard compute from, each kind read once per request (after its area's
 * starting rows are in place), never per row.
 */
export async function peopleOf(companyCode: number): Promise<ReportPeople> {
  const [employees, departments, designations] = await Promise.all([
    employeesOf(companyCode),
    departmentsOf(companyCode),
    designationsOf(companyCode),
  ]);
  return reportPeople(employees, departments, designations);
}

export async function recruitmentOf(companyCode: number) {
  await seedRecruitment(companyCode);
  const [resumes, interviews] = await Promise.all([resumesOf(companyCode), interviewsOf(companyCode)]);
  return { resumes, interviews };
}

export async function trainingsAndMeetingsOf(companyCode: number) {
  await seedPeople(companyCode);
  const [trainings, meetings] = await Promise.all([trainingsOf(companyCode), meetingsOf(companyCode)]);
  return { trainings, meetings };
}

export async function storedLeaves(companyCode: number) {
  await ensureLeaves(companyCode);
  return leavesOf(companyCode);
}

export async function storedAdvances(companyCode: number) {
  await ensureAdvances(companyCode);
  return advancesOf(companyCode);
}

/** The codes the grid accepts (base codes and each active leave type's). */
export const codesOf = async (companyCode: number) => attendanceCodes(await leaveTypesOf(companyCode));

/** The attendance of the months (`yyyy-MM`) given, merged: employee → day → cell (saved, else proposed). */
export async function attendanceOfMonths(companyCode: number, months: readonly string[]): Promise<MonthAttendance> {
  await Promise.all([ensurePunches(companyCode), ensureLeaves(companyCode)]);
  const merged: MonthAttendance = new Map();
  for (const month of months) {
    for (const [recordId, days] of await monthAttendance(companyCode, month)) {
      const into = merged.get(recordId) ?? new Map();
      for (const [dat, cell] of days) into.set(dat, cell);
      merged.set(recordId, into);
    }
  }
  return merged;
}
