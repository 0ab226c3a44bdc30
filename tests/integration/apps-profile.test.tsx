import { configure, screen, waitFor, within } from '@testing-library/react';
import { verifyLogin } from '../../src/lib/api/login-api';
import { activities } from '../../src/mocks/core/activity-log';
import { CHANGE_PASSWORD_ENDPOINT } from '../../src/modules/workspace/profile/password-endpoint';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const PROFILE = '/applayout-sidebar-large/pages/profile';
const bodiesTo = (endpoint: string) =>
  Promise.all(
    requests
      .filter((r) => r.url.endsWith(`/${endpoint}`))
      .map((r) => r.clone().json() as Promise<Record<string, unknown>>),
  );
const login = (password: string) => verifyLogin({ customerCode: 1013, userName: 'admin', password });
const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

describe('profile', () => {
  it("shows the signed-in user's details and assignments from the session", async () => {
    await signInAs(1013, 'staff');
    renderApp('/applayout-sidebar-large/dashboard/misprofile');
    await screen.findByRole('heading', { name: 'Your details' }, { timeout: 8000 });
    expect(detail('User code')).toBe('STAFF');
    expect(detail('Role')).toBe('EMPLOYEE');
    expect(detail('Company')).toBe('Sanjeevani Multispeciality Hospital (1013)');
    expect(detail('Branch')).toMatch(/, E001$/);
    const assignments = screen.getByRole('table', { name: 'Accounts, outlets and branches assigned to you' });
    expect(within(assignments).getByRole('rowheader', { name: 'AC001' }).closest('tr')).toHaveTextContent(
      'AC001Cash in handCash account',
    );
    expect(within(assignments).getAllByRole('row')).toHaveLength(6);
  });

  it('shows the server refusing a wrong current password, then changes it with the right one: the new one signs in, the old one no longer', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(PROFILE);
    const current = await screen.findByLabelText('Current password', {}, { timeout: 8000 });
    await user.type(current, 'wrong123');
    await user.type(screen.getByLabelText('New password'), 'Better123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Better123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right.');
    expect(current).toHaveValue('wrong123');
    expect(screen.getByLabelText('New password')).toHaveValue('Better123');

    await user.clear(current);
    await user.type(current, 'admin123');
    await user.dblClick(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveValue(''));
    expect(
      await screen.findByText('Your password is changed. Use the new one next time you sign in.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Confirm new password')).toHaveValue('');
    expect(screen.queryByText('The current password is not right.')).not.toBeInTheDocument();
    const calls = await bodiesTo(CHANGE_PASSWORD_ENDPOINT);
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({
      oldpassword: 'admin123',
      newpassword: 'Better123',
      usr: { uCode: 'ADMIN', cCode: 1013 },
    });
    expect(Object.keys(calls[1] ?? {}).sort()).toEqual(['newpassword', 'oldpassword', 'usr']);

    expect(await login('Better123')).toMatchObject({ usr: { uCode: 'ADMIN' } });
    expect(await login('admin123')).toBeNull();
    const log = (await activities(1013))
      .filter((row) => row.action === 'Changed password')
      .map((row) => `${row.user}: ${row.detail}`);
    expect(log).toEqual(['admin: admin changed their own password']);
  });

  it('marks a weak, unchanged or unconfirmed new password beside the fields and sends nothing', async () => {
    await signInAs(1013, 'admin');
    const { user } = renderApp(PROFILE);
    await user.type(await screen.findByLabelText('Current password', {}, { timeout: 8000 }), 'admin123');
    await user.type(screen.getByLabelText('New password'), 'short1');
    await user.type(screen.getByLabelText('Confirm new password'), 'short2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('The password needs at least 8 characters with a letter and a digit.'),
    ).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'The password needs at least 8 characters with a letter and a digit.',
    );
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'The two new passwords are not the same.',
    );

    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'admin123');
    expect(await screen.findByText('The new password must differ from the current one.')).toBeVisible();
    expect(await bodiesTo(CHANGE_PASSWORD_ENDPOINT)).toEqual([]);
    expect(await login('admin123')).not.toBeNull();
  });
});
