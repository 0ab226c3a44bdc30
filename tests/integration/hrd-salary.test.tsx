import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import type { SalaryLine } from '../../src/modules/hrd/domain/payroll-types';
import type { HrdEmployee } from '../../src/modules/hrd/domain/employee-types';
import { frmDateOf, previousMonth, salaryMonthName } from '../../src/modules/hrd/domain/salary-month';
import { inServiceInMonth } from '../../src/modules/hrd/domain/salary-statement';
import type { SalaryRunAnswer, SalaryStatementAnswer } from '../../src/modules/hrd/domain/salary-wire';
import { serverToday } from '../../src/mocks/core/server-dates';
import { readRecord, writeRecord } from '../../src/mocks/core/record-store';
import { monthAttendance } from '../../src/mocks/hrd/attendance/month-attendance';
import { employeesOf, HRD_MASTER } from '../../src/mocks/core/people/hrd-masters';
import { HRD_STORE, salaryLineId, salaryLinesOf, type AttendanceDay } from '../../src/mocks/hrd/hrd-store';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;
const month = previousMonth(serverToday().slice(0, 7));
const name = salaryMonthName(month);
const SCREEN = `/applayout-sidebar-large/hrd/hrd-salary-statement?month=${month}`;
const OLDER = `/applayout-sidebar-large/hrd/hrdsalarystatement?month=${month}`;
const runs = () => requests.filter((request) => request.url.endsWith(`/${HRD_ROUTES.runSalaryStatement}`)).length;
const statement = () =>
  dataProvider.report<SalaryStatementAnswer>(HRD_ROUTES.salaryStatement, { frmDate: frmDateOf(month), detail: '' });

async function staffOfMonth(): Promise<HrdEmployee[]> {
  return (await employeesOf(COMPANY)).filter((employee) => inServiceInMonth(employee, month));
}

/**
 * One employee's 10th turned round (absent to present, anything else to absent), the day saved as the attendance screen
 * saves it: replace-all, so every other employee's cell of the day (saved or proposed) is saved as it stands.
 */
async function changeTheTenth(employee: HrdEmployee): Promise<string> {
  const dat = `${month}-10`;
  const grid = await monthAttendance(COMPANY, month);
  const rows: AttendanceDay['rows'] = [];
  const now = grid.get(employee.recordId)?.get(dat)?.attendance === 'A' ? 'P' : 'A';
  for (const [empno, days] of grid) {
    const cell = days.get(dat);
    if (!cell) continue;
    const attendance = empno === employee.recordId ? now : cell.attendance;
    rows.push({ lineId: rows.length + 1, empno, dat, attendance, ot: cell.ot, late: cell.late });
  }
  const day: AttendanceDay = { dat, rows, savedBy: 'STAFF', savedAt: `${dat}T18:00:00` };
  await writeRecord(HRD_STORE.attendance, COMPANY, dat, day);
  return now;
}

describe('the salary statement (1002, the HR clerk)', () => {
  it('runs a month (problems listed, the rest computed), re-runs only what changed, locks and unlocks', async () => {
    await signInAs(COMPANY, 'staff');
    const staff = await staffOfMonth();
    const [noStructure, changed] = [staff[0]!, staff[1]!];
    await writeRecord(HRD_MASTER.employees, COMPANY, String(noStructure.recordId), { ...noStructure, basicPay: 0 });
    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'Salary statement' }, { timeout: 8000 });
    expect(await screen.findByLabelText('Month')).toHaveDisplayValue(name);
    expect(screen.getByText('Not run yet.')).toBeInTheDocument();
    await user.dblClick(screen.getByRole('button', { name: `Run ${name}` }));
    await screen.findByText(
      new RegExp(`^${name}: ${staff.length} computed, 0 unchanged, \\d+ employees? with problems\\.$`),
    );
    expect(runs()).toBe(1);
    const problems = await screen.findByRole('table', { name: 'Problems of the last run' });
    const row = within(problems).getByRole('rowheader', { name: noStructure.empname }).closest('tr')!;
    expect(within(row).getByText(/No salary structure: the basic pay is not set\./)).toBeInTheDocument();
    // Everyone has a line, the one without a structure too (basic 0, fixed heads still paid).
    const lines = await salaryLinesOf(COMPANY, month);
    expect(lines.map((line) => line.empno).sort((a, b) => a - b)).toEqual(
      staff.map((employee) => employee.recordId).sort((a, b) => a - b),
    );
    expect(lines.find((line) => line.empno === noStructure.recordId)!.basic).toBe(0);
    expect(lines.filter((line) => line.net > 0).length).toBeGreaterThan(staff.length / 2);
    const table = screen.getByRole('table', { name: 'Salary statement' });
    for (const header of [
      'Code',
      'Employee',
      'Paid days',
      'Basic',
      'Gross',
      'PF',
      'ESI',
      'PT',
      'Advance',
      'Other deductions',
      'Total deductions',
      'Net pay',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(within(table).getByText('Total')).toBeInTheDocument();

    // One employee's attendance changes: the re-run recomputes that line only; the others keep their computedAt.
    const before = new Map(lines.map((line) => [line.empno, line]));
    const code = await changeTheTenth(changed);
    const cell = (await monthAttendance(COMPANY, month)).get(changed.recordId)?.get(`${month}-10`);
    expect(cell?.attendance).toBe(code);
    await user.click(screen.getByRole('button', { name: `Run ${name}` }));
    await screen.findByText(new RegExp(`^${name}: 1 computed, ${staff.length - 1} unchanged`));
    const after = await salaryLinesOf(COMPANY, month);
    const moved = after.filter(
      (line) =>
        line.computedAt !== before.get(line.empno)!.computedAt ||
        line.inputsHash !== before.get(line.empno)!.inputsHash,
    );
    expect(moved.map((line) => line.empno)).toEqual([changed.recordId]);

    // Locked: no Run button, and the backend refuses a run.
    await user.click(screen.getByRole('button', { name: `Lock ${name}` }));
    await screen.findByText(`The salary statement of ${name} is locked.`);
    expect(await screen.findByText(/^Locked by STAFF on /i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Run ${name}` })).not.toBeInTheDocument();
    await expect(
      dataProvider.write(HRD_ROUTES.runSalaryStatement, { frmDate: frmDateOf(month), detail: '' }),
    ).rejects.toThrow(`The salary statement of ${name} is locked: unlock it to run again`);
    await user.click(screen.getByRole('button', { name: `Unlock ${name}` }));
    await screen.findByText(`The salary statement of ${name} is unlocked.`);
    expect(await screen.findByRole('button', { name: `Run ${name}` })).toBeInTheDocument();
  });

  it('refuses a month ahead, and unlocking once a line is paid; the older route opens the same screen', async () => {
    await signInAs(COMPANY, 'staff');
    const ahead = serverToday().slice(0, 7) === '2099-12' ? '2100-01' : `${Number(serverToday().slice(0, 4)) + 1}-01`;
    await expect(
      dataProvider.write(HRD_ROUTES.runSalaryStatement, { frmDate: frmDateOf(ahead), detail: '' }),
    ).rejects.toThrow(`The salary statement of ${salaryMonthName(ahead)} cannot be run before the month begins.`);
    const answer = (await dataProvider.write(HRD_ROUTES.runSalaryStatement, {
      frmDate: frmDateOf(month),
      detail: '',
    })) as unknown as SalaryRunAnswer;
    expect(answer.computed).toBeGreaterThan(0);
    const [first] = (await statement()).lines;
    const stored = (await readRecord<SalaryLine>(HRD_STORE.salaryLines, COMPANY, salaryLineId(month, first!.empno)))!;
    await writeRecord(HRD_STORE.salaryLines, COMPANY, salaryLineId(month, first!.empno), {
      ...stored,
      paymentSeq: 'SPY2627-00001',
    });
    await dataProvider.write(HRD_ROUTES.lockSalaryMonth, { frmDate: frmDateOf(month), traCheck: 1 });
    await expect(
      dataProvider.write(HRD_ROUTES.lockSalaryMonth, { frmDate: frmDateOf(month), traCheck: 2 }),
    ).rejects.toThrow(`The salary statement of ${name} cannot be unlocked: 1 salary is paid.`);
    renderApp(OLDER);
    await screen.findByRole('heading', { name: 'Salary statement' }, { timeout: 8000 });
    expect(await screen.findByText(/^Locked by STAFF on /i)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Unlock ${name}` })).toBeInTheDocument();
  });

  it('an employee without HR rights cannot run the statement', async () => {
    await signInAs(1001, 'staff');
    await expect(
      dataProvider.write(HRD_ROUTES.runSalaryStatement, { frmDate: frmDateOf(month), detail: '' }),
    ).rejects.toThrow('You are not authorised for this transaction');
  });
});
