import { configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { AdvanceEmployee } from '../../src/modules/hrd/domain/advance-wire';
import type { ShiftAssignmentsAnswer } from '../../src/modules/hrd/domain/attendance-shift-wire';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { requirements, screenPath } from './hrd-leave-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;

/**
 * Choosing another employee with a half-typed form asks first (the employee is in the URL); staying keeps what was
 * typed.
 */
describe('HR screens: another employee chosen over a half-typed form (1002, the HR clerk)', () => {
  it('leave request: asks before dropping the typed reason, and keeps it when the clerk stays', async () => {
    await signInAs(COMPANY, 'staff');
    const { employees } = await requirements();
    const [first, second] = employees;
    const { user } = renderApp(screenPath('hrd/hrd-leave-request'));
    const picker = await screen.findByLabelText('Employee', {}, { timeout: 8000 });
    await user.selectOptions(picker, String(first!.recordid));
    await screen.findByRole('table', { name: /^Leave balance for / });
    await user.type(screen.getByLabelText('Reason'), 'Family function');
    await user.selectOptions(picker, String(second!.recordid));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Employee')).toHaveValue(String(first!.recordid));
    expect(screen.getByLabelText('Reason')).toHaveValue('Family function');
  });

  it('advances: a typed skip reason asks before another employee is shown; leaving drops it', async () => {
    await signInAs(COMPANY, 'staff');
    const employees = await dataProvider.list<AdvanceEmployee>(HRD_ROUTES.advanceRequirements);
    const owing = employees.find((row) => row.prevadvance > 0)!;
    const other = employees.find((row) => row.recordid !== owing.recordid)!;
    const { user } = renderApp(screenPath('hrd/hrd-advances'));
    const picker = await screen.findByLabelText('Employee', {}, { timeout: 8000 });
    await user.selectOptions(picker, String(owing.recordid));
    const skip = await screen.findByRole('form', { name: "Skip a month's recovery" });
    await user.type(within(skip).getByLabelText('Reason for skipping'), 'Festival month');
    await user.selectOptions(picker, String(other.recordid));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByLabelText('Employee')).toHaveValue(String(other.recordid));
    expect(screen.queryByDisplayValue('Festival month')).not.toBeInTheDocument();
  });
});

describe('HR shift assignment: a delete is asked first (1002, the administrator)', () => {
  it('keeps the assignment when the dialog is cancelled, deletes it when confirmed', async () => {
    await signInAs(COMPANY, 'admin');
    const before = await dataProvider.report<ShiftAssignmentsAnswer>(HRD_ROUTES.shiftAssignments, {});
    const employee = before.employees[0]!;
    await dataProvider.write(
      HRD_ROUTES.setShiftAssignments,
      {
        assignment: { shift: before.shifts[0]!.code, fromDate: before.today, empnos: [employee.recordid] },
        traCheck: 1,
      },
      'guards-assign-1',
    );
    const { user } = renderApp(screenPath('hrd/hrdshiftassign'));
    const table = await screen.findByRole('region', { name: 'Assignments table' }, { timeout: 8000 });
    const row = within(table)
      .getByRole('rowheader', { name: `${employee.empno} ${employee.empname}` })
      .closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /^Delete / }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the shift assignment?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(within(table).getByRole('rowheader', { name: `${employee.empno} ${employee.empname}` })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^Delete / }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete the shift assignment?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const assigned = () =>
      screen.queryByRole('region', { name: 'Assignments table' })?.querySelectorAll('tbody th').length ?? 0;
    await waitFor(() => expect(assigned()).toBe(before.assignments.length));
  });
});
