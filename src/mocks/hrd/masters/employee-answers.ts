import type { HrdEmployee } from '../../../modules/hrd/domain/employee-types';
import { hrdToday } from '../hrd-session';
import { allowancesOf, departmentsOf, designationsOf, leaveTypesOf, namesById } from '../../core/people/hrd-masters';
import type { Answer } from '../../core/generic/record-master';

type Row = Record<string, unknown> & { recordId: number };
const lines = (value: unknown): Array<Record<string, unknown>> =>
  Array.isArray(value) ? (value as Array<Record<string, unknown>>) : [];
const CHILDREN = ['allowances', 'leaves', 'identifications', 'curriculum', 'experience', 'family'] as const;

/**
 * In service today: not closed, or closed with a last working day still ahead (the server dropped closed employees from
 * its lists).
 */
const inServiceToday = (row: Row) => {
  const closing = row.serviceClosing as HrdEmployee['serviceClosing'] | undefined;
  return !closing || closing.lastWorkingDay >= hrdToday();
};

/**
 * GetHRDEmployees (and ...ByDepartment): the contract's `{ recordId, empno, empname, mobile, email, department,
 * designation, pic }` with the department's and designation's names, and ours beside them (surname, doj, grandPay,
 * gender, modeofPay, and the department's and designation's record ids).
 */
export async function employeeList(
  rows: readonly Row[],
  companyCode: number,
  onlyDepartments?: (name: string) => boolean,
): Promise<Answer[]> {
  const [departments, designations] = await Promise.all([departmentsOf(companyCode), designationsOf(companyCode)]);
  const departmentNames = namesById(departments, (row) => row.department);
  const designationNames = namesById(designations, (row) => row.designation);
  return rows
    .filter(inServiceToday)
    .map((row) => ({ row, department: departmentNames.get(Number(row.department)) ?? '' }))
    .filter(({ department }) => !onlyDepartments || onlyDepartments(department))
    .map(({ row, department }) => ({
      recordId: row.recordId,
      empno: row.empno,
      empname: row.empname,
      mobile: row.mobile,
      email: row.email,
      department,
      designation: designationNames.get(Number(row.designation)) ?? '',
      pic: row.pic,
      surname: row.surname,
      doj: row.doj,
      grandPay: row.grandPay,
      gender: row.gender,
      modeofPay: row.modeofPay,
      departmentId: row.department,
      designationId: row.designation,
    }));
}

/**
 * GetHRDEmployee: `{ employee, allowances[{lineid, allowanceId, allowance, valu}],`
 * `leaves[{lineid, leaveId, leave, valu}], identifications, curriculum, experience, family }`.
 */
export async function employeeAnswer(row: Row, companyCode: number): Promise<Answer> {
  const [heads, leaveTypes] = await Promise.all([allowancesOf(companyCode), leaveTypesOf(companyCode)]);
  const headNames = namesById(heads, (head) => head.allowance);
  const leaveNames = namesById(leaveTypes, (leave) => leave.leaveDescription);
  const employee: Answer = { ...row };
  for (const child of CHILDREN) delete employee[child];
  return {
    employee,
    allowances: lines(row.allowances).map((line) => ({
      lineid: line.lineid,
      allowanceId: line.allowanceId,
      allowance: headNames.get(Number(line.allowanceId)) ?? '',
      valu: line.valu,
    })),
    leaves: lines(row.leaves).map((line) => ({
      lineid: line.lineid,
      leaveId: line.leaveId,
      leave: leaveNames.get(Number(line.leaveId)) ?? '',
      valu: line.valu,
    })),
    identifications: lines(row.identifications),
    curriculum: lines(row.curriculum),
    experience: lines(row.experience),
    family: lines(row.family),
  };
}

/** The departments as a tree: each with its sub-departments under `children`, tops first, by name. */
export function departmentTree<T extends { recordId: number; parentId: number | null; department: string }>(
  departments: readonly T[],
): Array<T & { children: unknown[] }> {
  const known = new Set(departments.map((row) => row.recordId));
  const build = (parent: number | null): Array<T & { children: unknown[] }> =>
    departments
      .filter((row) => (parent === null ? row.parentId === null || !known.has(row.parentId) : row.parentId === parent))
      .sort((a, b) => a.department.localeCompare(b.department))
      .map((row) => ({ ...row, children: build(row.recordId) }));
  return build(null);
}

/**
 * GetHRDEmployeeRequirements:
 * `{ departmentTree, designations, desigallowances, desigleaves, allowancesDeductions, leaves }`. A designation's usual
 * structure (desigallowances, desigleaves) is read from the first employee holding it (ours: the designation master
 * keeps none).
 */
export async function employeeRequirements(employees: readonly HrdEmployee[], companyCode: number): Promise<Answer> {
  const [departments, designations, heads, leaveTypes] = await Promise.all([
    departmentsOf(companyCode),
    designationsOf(companyCode),
    allowancesOf(companyCode),
    leaveTypesOf(companyCode),
  ]);
  const headNames = namesById(heads, (head) => head.allowance);
  const leaveNames = namesById(leaveTypes, (leave) => leave.leaveDescription);
  const firstOf = new Map<number, HrdEmployee>();
  for (const employee of employees) if (!firstOf.has(employee.designation)) firstOf.set(employee.designation, employee);
  return {
    departmentTree: departmentTree(departments),
    designations,
    desigallowances: [...firstOf].flatMap(([designation, employee]) =>
      employee.allowances.map((line) => ({
        designation,
        allowanceId: line.allowanceId,
        allowance: headNames.get(line.allowanceId) ?? '',
        valu: line.valu,
      })),
    ),
    desigleaves: [...firstOf].flatMap(([designation, employee]) =>
      employee.leaves.map((line) => ({
        designation,
        leaveId: line.leaveId,
        leave: leaveNames.get(line.leaveId) ?? '',
        valu: line.valu,
      })),
    ),
    allowancesDeductions: heads.filter((head) => head.statu === 1),
    leaves: leaveTypes.filter((leave) => leave.active),
  };
}
