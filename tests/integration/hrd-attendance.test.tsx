import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { shiftsOf, employeesOf } from '../../src/mocks/core/people/hrd-masters';
import { attendanceDaysOf } from '../../src/mocks/hrd/hrd-store';
import { displayDate } from '../../src/modules/hrd/domain/attendance-dates';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { lastMonth, monthGrid, punchDay, screenPath, storePunch, today } from './hrd-attendance-support';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;
const saves = () => requests.filter((request) => request.url.endsWith(`/${HRD_ROUTES.saveAttendanceDay}`));
const cellAt = (grid: HTMLElement, row: number, col: number) =>
  grid.querySelector<HTMLElement>(`[data-cell="${row}:${col}"]`)!;
const codeOf = (cell: HTMLElement) => cell.textContent ?? '';

describe('the attendance grid (1002, the HR clerk)', () => {
  it('proposes from the punches; keyboard, range and paste edits; Save sends each changed day replace-all and the grid reads them back saved', async () => {
    await signInAs(COMPANY, 'staff');
    const before = await monthGrid(lastMonth);
    const col = punchDay(before);
    const employee = before.employees[0]!;
    const own = (await employeesOf(COMPANY)).find((one) => one.recordId === employee.recordid)!;
    const shift = (await shiftsOf(COMPANY)).find((one) => one.code === own.shift)!;
    // In at the shift's start, out an hour after its end: present, one hour's overtime.
    const endPlusHour = `${String((Number(shift.endTime.slice(0, 2)) + 1) % 24).padStart(2, '0')}${shift.endTime.slice(2)}`;
    await storePunch(COMPANY, 1, employee.recordid, before.days[col]!, shift.startTime, endPlusHour);

    const { user } = renderApp(screenPath('hrd/hrd-attendances'));
    const grid = await screen.findByRole('grid', { name: /^Attendance of / }, { timeout: 8000 });
    const punched = cellAt(grid, 0, col);
    expect(codeOf(punched)).toBe('P');
    expect(punched).toHaveClass('ag-proposed');
    expect(punched).toHaveAccessibleName('P, proposed, overtime 1 h');

    // Type a code into a cell, Enter sets it.
    await user.click(cellAt(grid, 0, col));
    await user.keyboard('a');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(codeOf(cellAt(grid, 0, col))).toBe('A'));
    expect(cellAt(grid, 0, col)).toHaveClass('ag-edited');
    // The cursor went down a row: select two rows by two days and set CL on all four.
    await waitFor(() => expect(cellAt(grid, 1, col)).toHaveFocus());
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    expect(within(grid).getAllByRole('gridcell', { selected: true })).toHaveLength(4);
    await user.keyboard('cl{Enter}');
    await waitFor(() =>
      expect(
        [cellAt(grid, 1, col), cellAt(grid, 1, col + 1), cellAt(grid, 2, col), cellAt(grid, 2, col + 1)].map(codeOf),
      ).toEqual(['CL', 'CL', 'CL', 'CL']),
    );
    // Paste a block copied from a spreadsheet at row 4.
    await user.click(cellAt(grid, 4, col));
    await user.paste('P\tHD\nWO\tA\n');
    await waitFor(() =>
      expect(
        [cellAt(grid, 4, col), cellAt(grid, 4, col + 1), cellAt(grid, 5, col), cellAt(grid, 5, col + 1)].map(codeOf),
      ).toEqual(['P', 'HD', 'WO', 'A']),
    );
    // Delete clears the selection.
    await user.click(cellAt(grid, 6, col));
    await user.keyboard('{Delete}');
    await waitFor(() => expect(codeOf(cellAt(grid, 6, col))).toBe(''));
    expect(screen.getByText('2 days changed, not saved yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Attendance of 2 days saved.')).toBeInTheDocument();
    expect(saves()).toHaveLength(2);
    const bodies = await Promise.all(
      saves().map(
        (request) =>
          request.json() as Promise<{ dat: string; attendances: Array<{ empno: number; attendance: string }> }>,
      ),
    );
    // Each day's full list: every employee with a code that day (the cleared one left out).
    const first = bodies.find((body) => body.dat === before.days[col])!;
    expect(first.attendances).toHaveLength(before.employees.filter((one) => one.cells[col]).length - 1);
    expect(first.attendances.slice(0, 3).map((row) => row.attendance)).toEqual(['A', 'CL', 'CL']);
    const stored = (await attendanceDaysOf(COMPANY, lastMonth)).find((day) => day.dat === before.days[col])!;
    expect(stored.rows.find((row) => row.empno === employee.recordid)?.attendance).toBe('A');

    // Read back: saved cells are plain, the proposals of other days still proposed.
    const again = await screen.findByRole('grid', { name: /^Attendance of / });
    await waitFor(() => expect(cellAt(again, 0, col)).not.toHaveClass('ag-edited'));
    expect(cellAt(again, 0, col)).not.toHaveClass('ag-proposed');
    expect(codeOf(cellAt(again, 0, col))).toBe('A');
    // The cleared cell is left out of the day: its proposal shows again.
    await waitFor(() =>
      expect(codeOf(cellAt(screen.getByRole('grid', { name: /^Attendance of / }), 6, col))).not.toBe(''),
    );
    expect(screen.getByText('No changes.')).toBeInTheDocument();
  });

  it('refuses a date after today, an unknown code and an employee not yet joined, naming employee and date', async () => {
    await signInAs(COMPANY, 'staff');
    const grid = await monthGrid(lastMonth);
    const employee = grid.employees[0]!;
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const ahead = tomorrow.toISOString().slice(0, 10);
    const refusal = (body: Record<string, unknown>, route: string = HRD_ROUTES.saveAttendanceDay) =>
      dataProvider.write(route, body).then(
        () => 'saved',
        (error: Error) => error.message,
      );
    expect(
      await refusal({
        dat: ahead,
        attendances: [{ lineId: 1, empno: employee.recordid, dat: ahead, attendance: 'P', ot: '', late: '' }],
      }),
    ).toBe(`The attendance of ${displayDate(ahead)} cannot be saved: the date is after today (${displayDate(today)}).`);
    const day = grid.days[3]!;
    expect(
      await refusal({
        dat: day,
        attendances: [{ lineId: 1, empno: employee.recordid, dat: day, attendance: 'XY', ot: '', late: '' }],
      }),
    ).toBe(`${employee.empno} ${employee.empname}, ${displayDate(day)}: XY is not an attendance code.`);
    const joinerDay = '1990-01-02';
    expect(
      await refusal({
        dat: joinerDay,
        attendances: [{ lineId: 1, empno: employee.recordid, dat: joinerDay, attendance: 'P', ot: '', late: '' }],
      }),
    ).toBe(
      `${employee.empno} ${employee.empname}, ${displayDate(joinerDay)}: before the employee joined on ${displayDate(employee.doj)}.`,
    );
    // The contract's other save, by employee number.
    expect(
      await refusal(
        { dat: day, attendances: [{ empno: 'NOBODY-1', attend: 'P', ot: '', late: '' }] },
        HRD_ROUTES.saveTotalAttendances,
      ),
    ).toBe('Employee NOBODY-1: there is no such employee.');
    const saved = await dataProvider.write(HRD_ROUTES.saveTotalAttendances, {
      dat: day,
      attendances: [{ empno: employee.empno, attend: 'P', ot: '1.5', late: '' }],
    });
    expect(saved.result).toBe('OK');
    const stored = (await attendanceDaysOf(COMPANY, lastMonth)).find((one) => one.dat === day)!;
    expect(stored.rows).toEqual([
      { lineId: 1, empno: employee.recordid, dat: day, attendance: 'P', ot: '1.5', late: '' },
    ]);
  });
});
