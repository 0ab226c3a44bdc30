import { configure, screen, waitFor, within } from '@testing-library/react';
import { employeesOf, holidaysOf, shiftsOf } from '../../src/mocks/core/people/hrd-masters';
import { displayDate, weekdayOf } from '../../src/modules/hrd/domain/attendance-dates';
import { isWeeklyOff, proposeDay } from '../../src/modules/hrd/domain/attendance-proposal';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import type { HrdShift } from '../../src/modules/hrd/domain/attendance-types';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { lastMonth, monthGrid, punchDay, screenPath, storePunch, today } from './hrd-attendance-support';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1003;

describe('shift assignment and the grid’s own checks (1003, the HR clerk)', () => {
  it('assigns a shift from a date on hrdshiftassign, and the proposal reads the punches against it', async () => {
    await signInAs(COMPANY, 'staff');
    const before = await monthGrid(lastMonth);
    const col = punchDay(before);
    const employee = before.employees[0]!;
    const dat = before.days[col]!;
    const own = (await employeesOf(COMPANY)).find((one) => one.recordId === employee.recordid)!;
    const shifts = await shiftsOf(COMPANY);
    const ownShift = shifts.find((one) => one.code === own.shift)!;
    const holidays = new Set((await holidaysOf(COMPANY)).map((one) => one.dat));
    await storePunch(COMPANY, 1, employee.recordid, dat, ownShift.startTime, ownShift.endTime);
    const proposal = (shift: HrdShift) =>
      proposeDay({
        dat,
        today,
        holiday: holidays.has(dat),
        weeklyOff: isWeeklyOff(shift.weeklyOff, weekdayOf(dat), employee.recordid),
        leaveCode: '',
        punches: [{ fromTime: ownShift.startTime, toTime: ownShift.endTime }],
        shift,
      });
    const other = shifts.find(
      (one) => one.active && JSON.stringify(proposal(one)) !== JSON.stringify(proposal(ownShift)),
    )!;
    expect((await monthGrid(lastMonth)).employees[0]!.cells[col]).toEqual(proposal(ownShift));

    const { user } = renderApp(screenPath('hrd/hrdshiftassign'));
    await user.selectOptions(await screen.findByLabelText('Shift', {}, { timeout: 8000 }), other.code);
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, `${lastMonth}-01`);
    await user.click(screen.getByRole('checkbox', { name: `Assign ${employee.empno} ${employee.empname}` }));
    await user.click(screen.getByRole('button', { name: 'Assign to 1 employee' }));
    expect(
      await screen.findByText(`Shift ${other.code} assigned to 1 employee from ${displayDate(`${lastMonth}-01`)}.`),
    ).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Assignments table' });
    expect(within(list).getByRole('rowheader', { name: `${employee.empno} ${employee.empname}` })).toBeInTheDocument();

    expect((await monthGrid(lastMonth)).employees[0]!.cells[col]).toEqual(proposal(other));
  });

  it('marks a code typed on a day after today with its message and saves nothing until it is corrected', async () => {
    // Tomorrow's month (next month on the month's last day) and tomorrow's column (0-based).
    const tomorrow = new Date(`${today}T00:00:00Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const ahead = tomorrow.toISOString().slice(0, 10);
    const month = ahead.slice(0, 7);
    await signInAs(COMPANY, 'staff');
    const answer = await monthGrid(month);
    const employee = answer.employees[0]!;
    const col = Number(ahead.slice(8)) - 1;
    expect(answer.days[col]).toBe(ahead);
    const { user } = renderApp(screenPath('hrd/hrd-attendances', month));
    const grid = await screen.findByRole('grid', { name: /^Attendance of / }, { timeout: 8000 });
    const cell = grid.querySelector<HTMLElement>(`[data-cell="0:${col}"]`)!;
    expect(cell).toHaveTextContent('');
    await user.click(cell);
    await user.keyboard('p{Enter}');
    const message = `${employee.empno} ${employee.empname}, ${displayDate(answer.days[col]!)}: the date is after today (${displayDate(today)}); attendance cannot be marked ahead.`;
    await waitFor(() => expect(grid.querySelector(`[data-cell="0:${col}"]`)).toHaveAttribute('aria-invalid', 'true'));
    expect(grid.querySelector(`[data-cell="0:${col}"]`)).toHaveAttribute('title', message);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Correct the 1 marked cell before saving:');
    expect(within(alert).getByText(message)).toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith(`/${HRD_ROUTES.saveAttendanceDay}`))).toHaveLength(0);
  });
});
