import type { HrdDepartment, HrdDesignation } from '../../domain/organisation-types';
import type { HrdEmployee } from '../../domain/employee-types';

/** An employee as the reports show one: number, full name, department and designation by name, service dates. */
export interface EmployeeInfo {
  recordId: number;
  empno: string;
  name: string;
  department: string;
  designation: string;
  departmentId: number;
  doj: string;
  /** The last working day of a service closing, '' while in service. */
  lastWorkingDay: string;
}

/** The masters the reports name things from, indexed once per request (no per-row reads). */
export interface ReportPeople {
  employees: readonly HrdEmployee[];
  byId: ReadonlyMap<number, EmployeeInfo>;
  departmentName: ReadonlyMap<number, string>;
  designationName: ReadonlyMap<number, string>;
}

export const fullName = (employee: Pick<HrdEmployee, 'empname' | 'surname'>) =>
  [employee.empname, employee.surname].filter(Boolean).join(' ');

export function reportPeople(
  employees: readonly HrdEmployee[],
  departments: readonly HrdDepartment[],
  designations: readonly HrdDesignation[],
): ReportPeople {
  const departmentName = new Map(departments.map((row) => [row.recordId, row.department]));
  const designationName = new Map(designations.map((row) => [row.recordId, row.designation]));
  const byId = new Map(
    employees.map((employee): [number, EmployeeInfo] => [
      employee.recordId,
      {
        recordId: employee.recordId,
        empno: employee.empno,
        name: fullName(employee),
        department: departmentName.get(employee.department) ?? '',
        designation: designationName.get(employee.designation) ?? '',
        departmentId: employee.department,
        doj: employee.doj,
        lastWorkingDay: employee.serviceClosing?.lastWorkingDay ?? '',
      },
    ]),
  );
  return { employees, byId, departmentName, designationName };
}

/** An employee's columns in a report row (an unknown record id shows as itself). */
export function employeeColumns(people: ReportPeople, recordId: number) {
  const info = people.byId.get(recordId);
  return {
    empno: info?.empno ?? String(recordId),
    empname: info?.name ?? '',
    department: info?.department ?? '',
    designation: info?.designation ?? '',
  };
}

/** Did the employee's service touch [from, to]? (joined by `to`, not gone before `from`). */
export const servedBetween = (info: Pick<EmployeeInfo, 'doj' | 'lastWorkingDay'>, from: string, to: string) =>
  info.doj <= to && (info.lastWorkingDay === '' || info.lastWorkingDay >= from);

export interface Period {
  from: string;
  to: string;
}

export const within = (dat: string, period: Period) => dat >= period.from && dat <= period.to;

/** Report rows ordered by the employee number (numbers inside compared as numbers: E2 before E10). */
const NUMBERS = new Intl.Collator('en', { numeric: true });
export const byEmployeeNumber = (a: { empno: string }, b: { empno: string }) => NUMBERS.compare(a.empno, b.empno);
