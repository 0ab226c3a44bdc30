// The HR bench's data in the demo backend's IndexedDB: a company written in one transaction (the bench staff in place
// of its own, its records, its admin's token), the salary company seeded with a month of saved attendance and
// advances, the grid company with a month of punches, and one employee's saved attendance changed.
import { getDemoDb, recordKey, seededKey } from '../../src/mocks/core/db/demo-db';
import { HRD_MASTER } from '../../src/mocks/core/people/hrd-masters';
import { readRecord, writeRecord } from '../../src/mocks/core/record-store';
import { HRD_STORE, idOf, type AttendanceDay } from '../../src/mocks/hrd/hrd-store';
import type { HrdEmployee } from '../../src/modules/hrd/domain/employee-types';
import { benchAdvances, benchAttendance, benchEmployees, benchPunches, GRID_STAFF, SALARY_STAFF } from '../hrd-data';
import { GRID_COMPANY, mastersOf, SALARY_COMPANY, TOKEN } from './call';

/**
 * Writes the bench staff (in place of the company's own, marked seeded) and its records, the token of its admin, in one
 * transaction.
 */
async function writeCompany(
  company: keyof typeof TOKEN,
  employees: readonly HrdEmployee[],
  rows: Array<{ resource: string; id: string; data: object }>,
) {
  const db = await getDemoDb();
  const tx = db.transaction(['records', 'seeded', 'tokens'], 'readwrite');
  const records = tx.objectStore('records');
  const put = (resource: string, id: string, data: object) =>
    void records.put({ resource, companyCode: company, id, data: { ...data } }, recordKey(resource, company, id));
  for (const employee of employees) put(HRD_MASTER.employees, String(employee.recordId), employee);
  for (const row of rows) put(row.resource, row.id, row.data);
  // No demo seed over the bench's staff, its saved attendance (none for the grid's company) or its punches.
  for (const resource of [
    HRD_MASTER.employees,
    HRD_STORE.attendance,
    HRD_STORE.punches,
    HRD_STORE.leaves,
    HRD_STORE.advances,
  ])
    void tx.objectStore('seeded').put(true, seededKey(resource, company));
  void tx
    .objectStore('tokens')
    .put({ token: TOKEN[company], companyCode: company, userName: 'admin', expiresAt: Date.now() + 3_600_000 });
  await tx.done;
}

export async function seedSalaryCompany(month: string) {
  const masters = await mastersOf(SALARY_COMPANY);
  const employees = benchEmployees(SALARY_STAFF, month, masters.departments, masters.designations, masters.shift.code);
  const days = benchAttendance(employees, month, masters.holidays);
  const advances = benchAdvances(employees, month);
  await writeCompany(SALARY_COMPANY, employees, [
    ...days.map((day) => ({ resource: HRD_STORE.attendance, id: day.dat, data: day })),
    ...advances.map((advance) => ({ resource: HRD_STORE.advances, id: idOf(advance.recordId), data: advance })),
  ]);
  return {
    employees: employees.length,
    attendanceRows: days.reduce((sum, day) => sum + day.rows.length, 0),
    advances: advances.length,
  };
}

export async function seedGridCompany(month: string) {
  const masters = await mastersOf(GRID_COMPANY);
  const employees = benchEmployees(GRID_STAFF, month, masters.departments, masters.designations, masters.shift.code);
  const punches = benchPunches(employees, month, masters.shift, masters.holidays);
  await writeCompany(
    GRID_COMPANY,
    employees,
    punches.map((punch) => ({ resource: HRD_STORE.punches, id: `${punch.dat}|${idOf(punch.lineid)}`, data: punch })),
  );
  return { employees: employees.length, punches: punches.length };
}

/**
 * One employee's attendance on one saved day changed (P to A), as a SetHRDAppointment replace-all of that day would
 * store it.
 */
export async function changeOneEmployee(month: string): Promise<number> {
  const dat = `${month}-14`;
  const day = (await readRecord<AttendanceDay>(HRD_STORE.attendance, SALARY_COMPANY, dat))!;
  const row = day.rows.find((candidate) => candidate.attendance === 'P')!;
  await writeRecord(HRD_STORE.attendance, SALARY_COMPANY, dat, {
    ...day,
    rows: day.rows.map((candidate) =>
      candidate === row ? { ...candidate, attendance: 'A', ot: '', late: '' } : candidate,
    ),
  });
  return row.empno;
}
