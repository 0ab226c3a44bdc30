import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { formatDate } from '../../src/lib/format/date-format';
import { serverToday } from '../../src/mocks/core/server-dates';
import { deleteRecord, writeRecord } from '../../src/mocks/core/record-store';
import { ADMIN_STORE } from '../../src/mocks/core/company/admin-store-names';
import { roleOf } from '../../src/mocks/core/company/roles-store';
import { TRANSACTION } from '../../src/lib/permissions/permission-code';
import { STUDENTS } from '../../src/menus/catalogue/students';
import { rollOf, schoolHolidaysOf } from '../../src/mocks/core/school/school-masters';
import { attendanceId, registerOf, registersFrom, STU_STORE } from '../../src/mocks/core/school/students-store';
import { daysOfMonth, type MonthAnswer } from '../../src/modules/students/domain/attendance-month';
import { STU_ROUTES } from '../../src/modules/students/domain/stu-routes';
import { monthTitle } from '../../src/modules/students/attendance/month-view';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));

const COMPANY = 1004;
const CLASS = 'VI-A';
const today = serverToday();
const shift = (dat: string, days: number) =>
  new Date(Date.parse(`${dat}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const screenPath = (query: string) => `/applayout-sidebar-large/students/stuattendance?${query}`;
const saves = () => requests.filter((request) => request.url.endsWith(`/${STU_ROUTES.saveAttendanceRegister}`));

/**
 * The latest school day up to today (today itself when the school is open: the test may run on a Sunday or a holiday).
 */
async function lastSchoolDay(): Promise<string> {
  const shut = await schoolHolidaysOf(COMPANY, shift(today, -20), today);
  let dat = today;
  while (shut.has(dat)) dat = shift(dat, -1);
  return dat;
}

describe('the class register and month grid (1004)', () => {
  it('lets the clerk mark two absentees by keyboard and save once; reloading shows them; the month grid shows the marks and percentages', async () => {
    await signInAs(COMPANY, 'staff');
    const day = await lastSchoolDay();
    // The seeded registers are in place; the day starts not kept (every pupil present).
    await registersFrom(COMPANY, '');
    await deleteRecord(STU_STORE.attendance, COMPANY, attendanceId(day, CLASS));
    const roll = await rollOf(COMPANY, CLASS);
    expect(roll.length).toBeGreaterThanOrEqual(2);
    const [first, second] = roll.map((pupil) => `${pupil.name} (${pupil.admissionNo})`) as [string, string];

    const { user, unmount } = renderApp(screenPath(`class=${CLASS}&date=${day}`));
    const table = await screen.findByRole(
      'table',
      { name: `Register of ${CLASS} for ${formatDate(day)}` },
      { timeout: 8000 },
    );
    expect(within(table).getAllByText('Present')).toHaveLength(roll.length);
    // Tab from the date reaches the roll's first row; A marks it, the arrow moves down, A marks the second.
    await user.click(screen.getByLabelText('Date'));
    await user.tab();
    expect(screen.getByRole('checkbox', { name: `Absent: ${first}` })).toHaveFocus();
    await user.keyboard('a{ArrowDown}a');
    expect(screen.getByRole('checkbox', { name: `Absent: ${first}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Absent: ${second}` })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Absent: ${second}` })).toHaveFocus();
    await user.type(screen.getByLabelText(`Reason for ${first}`), 'Fever');
    expect(screen.getByText(/2 absent of \d+\. Not saved yet\./)).toBeInTheDocument();
    // Leaving with the marks unsaved asks first; staying keeps them.
    await user.click(screen.getByRole('button', { name: 'Month grid' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: `Absent: ${second}` })).toBeChecked();
    await user.dblClick(screen.getByRole('button', { name: 'Save register' }));
    expect(await screen.findByText(`Register of ${CLASS} for ${formatDate(day)} saved: 2 absent.`)).toBeInTheDocument();
    expect(saves()).toHaveLength(1);
    const kept = await registerOf(COMPANY, day, CLASS);
    expect(kept?.absentees).toEqual([
      { admissionNo: roll[0]!.admissionNo, reason: 'Fever' },
      { admissionNo: roll[1]!.admissionNo, reason: '' },
    ]);
    expect(kept?.savedBy).toBe('staff');
    unmount();

    // Reloading the day shows the saved absentees and the reason.
    const again = renderApp(screenPath(`class=${CLASS}&date=${day}`));
    expect(await screen.findByRole('checkbox', { name: `Absent: ${first}` }, { timeout: 8000 })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: `Absent: ${second}` })).toBeChecked();
    expect(screen.getByLabelText(`Reason for ${first}`)).toHaveValue('Fever');

    // The month grid: A on that day for both, and each pupil's percentage as the server computes it.
    await again.user.click(screen.getByRole('button', { name: 'Month grid' }));
    await screen.findByRole('option', { name: monthTitle(day.slice(0, 7)) });
    await again.user.selectOptions(screen.getByLabelText('Month'), day.slice(0, 7));
    const grid = await screen.findByRole('table', { name: new RegExp(`^Attendance of ${CLASS}, `) });
    const answer = await dataProvider.report<MonthAnswer>(STU_ROUTES.attendanceMonth, {
      detail: CLASS,
      frmDate: formatDate(day),
    });
    for (const name of [first, second]) {
      const row = within(grid).getByRole('rowheader', { name }).closest('tr')!;
      const cells = within(row).getAllByRole('cell');
      expect(cells[Number(day.slice(8)) - 1]).toHaveTextContent(/^A$/);
      const mine = answer.grid!.rows.find((one) => `${one.name} (${one.admissionNo})` === name)!;
      expect(mine.absent).toBeGreaterThanOrEqual(1);
      expect(mine.percent).toBeLessThan(100);
      expect(cells[cells.length - 1]).toHaveTextContent(`${mine.percent!.toFixed(1)} %`);
      expect(cells[cells.length - 2]).toHaveTextContent(String(mine.absent));
      // Every Sunday of the month is H.
      const sunday = daysOfMonth(day.slice(0, 7)).find((dat) => new Date(`${dat}T00:00:00Z`).getUTCDay() === 0)!;
      expect(cells[Number(sunday.slice(8)) - 1]).toHaveTextContent(/^H$/);
    }
  });

  it('refuses a future day, a holiday (named) and a Sunday beside the date, and the server refuses them and a pupil of another class', async () => {
    await signInAs(COMPANY, 'admin');
    const tomorrow = shift(today, 1);
    const shut = await schoolHolidaysOf(COMPANY, shift(today, -400), shift(today, -1));
    const holiday = [...shut].reverse().find(([, name]) => name !== 'Sunday')!;
    const sunday = [...shut].reverse().find(([, name]) => name === 'Sunday')!;

    const { user } = renderApp(screenPath(`class=${CLASS}&date=${holiday[0]}`));
    expect(
      await screen.findByText(
        `${formatDate(holiday[0])} is a holiday (${holiday[1]}): the school is shut, no register is kept.`,
        {},
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    // A date field is set whole (as a browser's date picker does).
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: tomorrow } });
    const future = `${formatDate(tomorrow)} is in the future: attendance is taken on the day or after it.`;
    expect(await screen.findByText(future)).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveAccessibleDescription(future);
    // Save says why too, and sends nothing.
    await user.click(await screen.findByRole('button', { name: 'Save register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is in the future');
    expect(saves()).toHaveLength(0);

    const save = (dat: string, admissionNo?: string) =>
      dataProvider.write(STU_ROUTES.saveAttendanceRegister, {
        header: { classCode: CLASS, dat },
        lines: admissionNo ? [{ admissionNo, reason: '' }] : [],
        traCheck: 2,
      });
    await expect(save(sunday[0])).rejects.toThrow(`${formatDate(sunday[0])} is a Sunday`);
    await expect(save(holiday[0])).rejects.toThrow(`is a holiday (${holiday[1]})`);
    await expect(save(tomorrow)).rejects.toThrow('is in the future');
    const stray = (await rollOf(COMPANY)).find((pupil) => pupil.classCode !== CLASS)!;
    await expect(save(await lastSchoolDay(), stray.admissionNo)).rejects.toThrow(
      `${stray.name} (${stray.admissionNo}) is on the roll of ${stray.classCode}, not ${CLASS}.`,
    );
    await waitFor(() => expect(saves().length).toBeGreaterThanOrEqual(4));
  });

  it('refuses a past day to a user without the other-dates right, on screen and by the server', async () => {
    const role = (await roleOf(COMPANY, 'EMPLOYEE'))!;
    const screenCode = STUDENTS.stuattendance.code!;
    const withoutOtherDates = role.permissions.filter(
      (one) =>
        !(
          one.moduleCode === screenCode.moduleCode &&
          one.menuCode === screenCode.menuCode &&
          one.screenCode === screenCode.screenCode &&
          one.transCode === TRANSACTION.otherDates
        ),
    );
    expect(withoutOtherDates.length).toBe(role.permissions.length - 1);
    await writeRecord(ADMIN_STORE.roles, COMPANY, 'EMPLOYEE', { ...role, permissions: withoutOtherDates });
    await signInAs(COMPANY, 'staff');
    const shut = await schoolHolidaysOf(COMPANY, shift(today, -20), today);
    let past = shift(today, -1);
    while (shut.has(past)) past = shift(past, -1);
    const message = `${formatDate(past)} is a past day: only a user with the right to enter other dates may keep its register.`;
    renderApp(screenPath(`class=${CLASS}&date=${past}`));
    expect(await screen.findByText(message, {}, { timeout: 8000 })).toBeInTheDocument();
    await expect(
      dataProvider.write(STU_ROUTES.saveAttendanceRegister, {
        header: { classCode: CLASS, dat: past },
        lines: [],
        traCheck: 2,
      }),
    ).rejects.toThrow(message);
  });
});
