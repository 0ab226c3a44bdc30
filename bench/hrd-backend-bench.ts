// The HR benchmark's backend figures, in the demo backend's IndexedDB and through its own handlers (msw
// getResponse): the salary statement's run for 5,000 employees with a whole month of saved attendance (reads, compute
// and writes, as the handler does them), a re-run after one employee's attendance changed (recomputing that one only),
// the pure engine alone over the same inputs; and the month grid's answer for 500 employees with a month of punches
// and no saved attendance.
import { getResponse } from 'msw';
import { serverToday } from '../src/mocks/core/server-dates';
import { getDemoDb, recordKey, resetDemoDb, seededKey } from '../src/mocks/core/db/demo-db';
import { readRecord, writeRecord, writeRecords } from '../src/mocks/core/record-store';
import { handlers } from '../src/mocks/handlers';
import { monthAttendance } from '../src/mocks/hrd/attendance/month-attendance';
import {
  allowancesOf,
  departmentsOf,
  designationsOf,
  employeesOf,
  holidaysOf,
  HRD_MASTER,
  leaveTypesOf,
  rangesOf,
  shiftsOf,
} from '../src/mocks/core/people/hrd-masters';
import {
  advanceSkipsOf,
  advancesOf,
  HRD_STORE,
  idOf,
  salaryLineId,
  type AttendanceDay,
} from '../src/mocks/hrd/hrd-store';
import { companyState } from '../src/mocks/hrd/salary/salary-inputs';
import type { MonthGridAnswer } from '../src/modules/hrd/domain/attendance-month';
import type { HrdShift } from '../src/modules/hrd/domain/attendance-types';
import type { HrdEmployee } from '../src/modules/hrd/domain/employee-types';
import { HRD_ROUTES } from '../src/modules/hrd/domain/hrd-routes';
import { computeStatement } from '../src/modules/hrd/domain/salary-statement';
import { frmDateOf } from '../src/modules/hrd/domain/salary-month';
import type { SalaryRunAnswer } from '../src/modules/hrd/domain/salary-wire';
import {
  benchAdvances,
  benchAttendance,
  benchEmployees,
  benchMonth,
  benchPunches,
  GRID_STAFF,
  SALARY_STAFF,
} from './hrd-data';
import { median } from './pos-backend-bench';

/**
 * The salary company (Tamil Nadu: half-yearly professional tax spread over the months) and the grid's (Andhra Pradesh).
 */
export const SALARY_COMPANY = 1003;
export const GRID_COMPANY = 1002;
const TOKEN = { [SALARY_COMPANY]: 'bench-salary', [GRID_COMPANY]: 'bench-grid' } as const;

/**
 * One call through the demo backend's own handler as the company's admin, answered and parsed: milliseconds and the
 * answer.
 */
async function call<T>(
  company: keyof typeof TOKEN,
  endpoint: string,
  body: Record<string, unknown>,
  key?: string,
): Promise<{ ms: number; answer: T }> {
  const headers: Record<string, string> = {
    Authorization: `Bearer ${TOKEN[company]}`,
    'Content-Type': 'application/json',
    ...(key ? { 'Idempotency-Key': key } : {}),
  };
  const request = new Request(`http://bench.local/${endpoint}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...body, usr: {} }),
  });
  const start = performance.now();
  const response = await getResponse(handlers, request);
  const answer = (await response!.json()) as T & { result?: unknown };
  if (!response!.ok || (typeof answer.result === 'string' && answer.result !== 'OK'))
    throw new Error(`${endpoint}: ${JSON.stringify(answer).slice(0, 400)}`);
  return { ms: performance.now() - start, answer };
}

/**
 * The company's own seeded masters (departments, posts, pay heads, slabs, leave types, shifts, holidays), read once so
 * nothing is seeded while timed.
 */
async function mastersOf(company: number) {
  const [departments, designations, shifts, holidays] = await Promise.all([
    departmentsOf(company),
    designationsOf(company),
    shiftsOf(company),
    holidaysOf(company),
    allowancesOf(company),
    rangesOf(company),
    leaveTypesOf(company),
  ]);
  const shift: HrdShift =
    shifts.find((row) => row.code === 'GEN' && row.weeklyOff === 'SUN') ??
    shifts.find((row) => row.weeklyOff === 'SUN' && !row.nightShift)!;
  return {
    departments: departments.map((row) => row.recordId),
    designations: designations.map((row) => row.recordId),
    shift,
    holidays: new Set(holidays.map((row) => row.dat)),
  };
}

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

async function seedSalaryCompany(month: string) {
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

async function seedGridCompany(month: string) {
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
async function changeOneEmployee(month: string): Promise<number> {
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

/**
 * The salary figures: the run (first and after one change, plus an unchanged re-run), then the engine alone over the
 * same inputs.
 */
async function salaryFigures(month: string) {
  const frmDate = frmDateOf(month);
  const first = await call<SalaryRunAnswer>(
    SALARY_COMPANY,
    HRD_ROUTES.runSalaryStatement,
    { frmDate, detail: '', traCheck: 1 },
    'bench-run-1',
  );
  const same = await call<SalaryRunAnswer>(
    SALARY_COMPANY,
    HRD_ROUTES.runSalaryStatement,
    { frmDate, detail: '', traCheck: 1 },
    'bench-run-2',
  );
  const changedEmployee = await changeOneEmployee(month);
  const rerun = await call<SalaryRunAnswer>(
    SALARY_COMPANY,
    HRD_ROUTES.runSalaryStatement,
    { frmDate, detail: '', traCheck: 1 },
    'bench-run-3',
  );
  if (rerun.answer.computed !== 1)
    throw new Error(`the re-run after one employee's change computed ${rerun.answer.computed} lines, not 1`);

  // The engine alone: the run's inputs read once (timed apart), every line computed (no previous lines).
  const readStart = performance.now();
  const company = SALARY_COMPANY;
  const [employees, heads, ranges, leaveTypes, attendance, advances, skips] = await Promise.all([
    employeesOf(company),
    allowancesOf(company),
    rangesOf(company),
    leaveTypesOf(company),
    monthAttendance(company, month),
    advancesOf(company),
    advanceSkipsOf(company, month),
  ]);
  const readMs = performance.now() - readStart;
  const input = {
    month,
    state: companyState(company),
    department: null,
    employees,
    heads,
    ranges,
    leaveTypes,
    attendance,
    advances,
    skips,
    previous: [],
    computedAt: 'bench',
  };
  const engine: number[] = [];
  let lines = 0;
  for (let n = 0; n < 5; n += 1) {
    const start = performance.now();
    lines = computeStatement(input).changed.length;
    engine.push(performance.now() - start);
  }
  // The run's writes alone: the 5,000 computed lines put in one transaction, as the run does (under a scratch kind).
  const computed = computeStatement(input).changed;
  const writeStart = performance.now();
  await writeRecords(
    'bench.salary-lines',
    company,
    computed.map((line) => ({ id: salaryLineId(month, line.empno), data: line })),
  );
  const writeMs = performance.now() - writeStart;
  const attendanceMs: number[] = [];
  for (let n = 0; n < 3; n += 1) {
    const start = performance.now();
    await monthAttendance(company, month);
    attendanceMs.push(performance.now() - start);
  }
  return {
    month,
    first: {
      ms: first.ms,
      computed: first.answer.computed,
      unchanged: first.answer.unchanged,
      problems: first.answer.problems.length,
    },
    same: { ms: same.ms, computed: same.answer.computed, unchanged: same.answer.unchanged },
    rerun: {
      ms: rerun.ms,
      computed: rerun.answer.computed,
      unchanged: rerun.answer.unchanged,
      employee: changedEmployee,
    },
    engine: { lines, medianMs: median(engine), firstMs: engine[0]! },
    reads: { allMs: readMs, monthAttendanceMedianMs: median(attendanceMs) },
    writes: { lines: computed.length, ms: writeMs },
  };
}

/**
 * The month grid's answer for the grid company: the first call (reading the month from IndexedDB) and the median of 5.
 */
async function gridFigures(month: string) {
  const body = { frmDate: frmDateOf(month), detail: '' };
  const first = await call<MonthGridAnswer>(GRID_COMPANY, HRD_ROUTES.attendanceOfMonth, body);
  const runs: number[] = [];
  let answer = first.answer;
  for (let n = 0; n < 5; n += 1) {
    const next = await call<MonthGridAnswer>(GRID_COMPANY, HRD_ROUTES.attendanceOfMonth, body);
    runs.push(next.ms);
    answer = next.answer;
  }
  const cells = answer.employees.reduce((sum, employee) => sum + employee.cells.filter(Boolean).length, 0);
  return {
    firstMs: first.ms,
    medianMs: median(runs),
    employees: answer.employees.length,
    days: answer.days.length,
    cells,
    answer,
  };
}

export async function hrdBackendFigures() {
  await resetDemoDb();
  const month = benchMonth(serverToday());
  const salaryData = await seedSalaryCompany(month);
  const gridData = await seedGridCompany(month);
  const salary = await salaryFigures(month);
  const grid = await gridFigures(month);
  return { salary: { ...salaryData, ...salary }, grid: { ...gridData, ...grid } };
}
