// The HR bench's salary figures: the salary statement's run for the salary company through the backend's own handler
// (first, unchanged, and after one employee's attendance changed), then the pure engine, the run's reads and its
// writes timed alone over the same inputs.
import { writeRecords } from '../../src/mocks/core/record-store';
import { allowancesOf, employeesOf, leaveTypesOf, rangesOf } from '../../src/mocks/core/people/hrd-masters';
import { monthAttendance } from '../../src/mocks/hrd/attendance/month-attendance';
import { advanceSkipsOf, advancesOf, salaryLineId } from '../../src/mocks/hrd/hrd-store';
import { companyState } from '../../src/mocks/hrd/salary/salary-inputs';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { computeStatement } from '../../src/modules/hrd/domain/salary-statement';
import { frmDateOf } from '../../src/modules/hrd/domain/salary-month';
import type { SalaryRunAnswer } from '../../src/modules/hrd/domain/salary-wire';
import { median } from '../pos-backend-bench';
import { call, SALARY_COMPANY } from './call';
import { changeOneEmployee } from './seed';

/**
 * The salary figures: the run (first and after one change, plus an unchanged re-run), then the engine alone over the
 * same inputs.
 */
export async function salaryFigures(month: string) {
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
