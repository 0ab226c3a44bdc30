import type { HrdInterview, HrdResume } from '../../../modules/hrd/domain/recruitment-records';
import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import type { DesignationChoice, EmployeeChoice } from '../../../modules/hrd/domain/recruit-types';
import { wireDate } from '../../core/server-dates';
import { departmentsOf, designationsOf, employeesOf, inServiceOn, namesById } from '../../core/people/hrd-masters';
import { interviewsOf, resumesOf } from '../hrd-store';
import { seedRecruitment } from './recruit-seeds';

/** Body readers: a value as trimmed text, a finite number (else NaN), an object, a list. */
export const text = (value: unknown) =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
export const num = (value: unknown) =>
  value === null || value === undefined || value === '' ? Number.NaN : Number(value);
export const obj = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
export const list = (value: unknown): Array<Record<string, unknown>> => (Array.isArray(value) ? value.map(obj) : []);
/** A date of the wire (`dd-MMM-yyyy` or `yyyy-MM-dd`) as `yyyy-MM-dd`, else the text as sent (the rules name it). */
export const day = (value: unknown) => wireDate(value) ?? text(value);

/** The company's resumes and interviews, seeded on first use. */
export async function recruitment(companyCode: number): Promise<{ resumes: HrdResume[]; interviews: HrdInterview[] }> {
  await seedRecruitment(companyCode);
  const [resumes, interviews] = await Promise.all([resumesOf(companyCode), interviewsOf(companyCode)]);
  return { resumes, interviews };
}

/** Active designations with their department's name. */
export async function designationChoices(companyCode: number): Promise<DesignationChoice[]> {
  const departments = namesById(await departmentsOf(companyCode), (row) => row.department);
  return (await designationsOf(companyCode))
    .filter((row) => row.active)
    .sort((a, b) => a.recordId - b.recordId)
    .map((row) => ({
      recordId: row.recordId,
      designation: row.designation,
      department: departments.get(row.department ?? 0) ?? '',
    }));
}

/** Every employee as a choice (contract's lower-case names), in service on `dat` or not. */
export async function employeeChoices(
  companyCode: number,
  dat: string,
  employees?: readonly HrdEmployee[],
): Promise<EmployeeChoice[]> {
  const designations = namesById(await designationsOf(companyCode), (row) => row.designation);
  return (employees ?? (await employeesOf(companyCode))).map((one) => ({
    recordid: one.recordId,
    empno: one.empno,
    empname: [one.empname, one.surname].filter(Boolean).join(' '),
    designation: designations.get(one.designation) ?? '',
    doj: one.doj,
    inService: inServiceOn(one, dat),
  }));
}
