import { configure, screen, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import type { AdvanceEmployee } from '../../src/modules/hrd/domain/advance-wire';
import { HRD_ROUTES } from '../../src/modules/hrd/domain/hrd-routes';
import { requirements, screenPath } from './hrd-leave-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
afterAll(() => configure({ asyncUtilTimeout: 4000 }));
const COMPANY = 1002;

/** Choosing another employee with a half-typed form asks first (the employee is in the URL); staying keeps what was typed. */
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
    const employees = await dataProvider.report<AdvanceEmployee[]>(HRD_ROUTES.advanceRequirements, {});
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
