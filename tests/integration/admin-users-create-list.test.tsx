import { configure, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from '../../src/lib/api/api-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { userBody } from '../../src/modules/admin/users/user-api';
import type { UserDraft } from '../../src/modules/admin/users/user-types';
import { bodiesIn, CASHIER, details, login, refusal, rowOf, USERS } from './support/admin-users';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
const bodiesTo = bodiesIn(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

describe('users', () => {
  it('creates cashier1 with role EMPLOYEE and cash account AC001; cashier1 signs in with those assignments', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(USERS);
    await user.click(await screen.findByRole('button', { name: 'New user' }, { timeout: 8000 }));
    await screen.findByRole('heading', { name: 'New user' });
    expect(screen.getByLabelText('Free web use')).not.toBeChecked();
    expect(screen.getByLabelText('Free web use')).toHaveAccessibleDescription(
      'Kept for the licence; every user who is not blocked can sign in, with or without these.',
    );
    expect(screen.getByLabelText('Free mobile use')).not.toBeChecked();
    await user.type(screen.getByLabelText('User name'), 'cashier1');
    await user.selectOptions(screen.getByLabelText('Role'), 'EMPLOYEE');
    expect(screen.getByLabelText('Branch')).toHaveValue('E001');
    await user.click(screen.getByLabelText('Free web use'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'The new user’s password is their user name: they sign in with it and change it on their profile.',
      ),
    ).toBeVisible();
    await user.click(await screen.findByLabelText('Cash in hand (AC001)'));
    await user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User cashier1 created.', undefined, { timeout: 8000 })).toBeInTheDocument();

    const row = await rowOf('cashier1');
    expect([...row.querySelectorAll('th, td')].slice(0, 7).map((cell) => cell.textContent)).toEqual([
      'cashier1',
      'U003',
      'EMPLOYEE',
      'E001',
      'Yes',
      'No',
      'Active',
    ]);
    const saves = await bodiesTo(ADMIN_ENDPOINTS.addUser);
    expect(saves).toHaveLength(1);
    // The contract's AdmUsersTotal (no password, no traCheck), our branch and assignments beside it.
    expect(saves[0]).toEqual({
      user: { usrName: 'cashier1', roleName: 'EMPLOYEE', webFreeEnable: 1, mobileFreeEnable: 0 },
      branch: 'E001',
      assg: CASHIER.assg,
      usr: expect.objectContaining({ uCode: 'ADMIN' }) as unknown,
    });
    expect(await details(1010, 'cashier1')).toEqual(['admin: Created: Created user cashier1 with role EMPLOYEE']);

    const session = await login('cashier1', 'cashier1');
    expect(session?.usr).toMatchObject({
      uCode: 'CASHIER1',
      rCode: 'EMPLOYEE',
      bCode: 'E001',
      webCheck: '1',
      mobileCheck: '0',
    });
    expect(session?.assg).toEqual([{ code: 'AC001', detail: 'Cash in hand', typ: 'CAS' }]);
  });

  it('marks a short name and a missing role beside the fields and sends nothing', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(`${USERS}?user=new`);
    await screen.findByRole('heading', { name: 'New user' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('User name'), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use 3 to 20 letters, digits, dots or underscores, e.g. cashier1.')).toBeVisible();
    expect(screen.getByLabelText('User name')).toHaveAccessibleDescription(
      'Use 3 to 20 letters, digits, dots or underscores, e.g. cashier1.',
    );
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription('Choose a role.');
    expect(await bodiesTo(ADMIN_ENDPOINTS.addUser)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Back to the list' }));
    const leave = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('User name')).toHaveValue('ab');
  });

  it('shows the server refusing a duplicate name beside the field and keeps what was typed', async () => {
    await signInAs(1010, 'admin');
    const { user } = renderApp(`${USERS}?user=new`);
    await screen.findByRole('heading', { name: 'New user' }, { timeout: 8000 });
    await user.type(screen.getByLabelText('User name'), 'Staff');
    await user.selectOptions(await screen.findByLabelText('Role'), 'EMPLOYEE');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('User name')).toHaveAccessibleDescription('There is already a user staff.'),
    );
    expect(screen.getByLabelText('User name')).toHaveValue('Staff');
    expect(screen.getByRole('heading', { name: 'New user' })).toBeVisible();
  });

  it('refuses what the rules forbid, with the reason', async () => {
    const admin = await signInAs(1010, 'admin');
    const save = (user: Partial<UserDraft>) =>
      refusal(dataProvider.write(ADMIN_ENDPOINTS.addUser, userBody({ ...CASHIER, ...user })));
    expect((await save({ rCode: 'CHEF' })).fieldErrors).toEqual({ 'user.roleName': 'There is no role CHEF.' });
    expect((await save({ branch: 'E009' })).fieldErrors).toEqual({
      branch: "Branch E009 is neither the company's branch nor one assigned to the user.",
    });
    expect(
      (
        await save({
          assg: [
            { code: 'AC301', detail: 'Sales', typ: 'CAS' },
            { code: 'DIN', detail: '', typ: 'RES' },
          ],
        })
      ).fieldErrors,
    ).toEqual({ assg: 'These cannot be assigned: AC301 (CAS).' });
    expect((await save({ userName: 'ADMIN' })).fieldErrors).toEqual({
      'user.usrName': 'There is already a user admin.',
    });
    const demoted = await apiClient.post<unknown>(ADMIN_ENDPOINTS.changeRole, {
      ...userBody({ ...CASHIER, userName: 'admin' }),
      usr: admin.usr,
    });
    expect(demoted.data).toBe('You cannot take the ADMINISTRATOR role away from yourself.');
    expect((await refusal(dataProvider.write(ADMIN_ENDPOINTS.blockUser, { detail: 'Admin' }))).message).toBe(
      'You cannot block yourself.',
    );
    expect((await refusal(dataProvider.write(ADMIN_ENDPOINTS.resetPassword, { detail: 'nobody' }))).message).toBe(
      'There is no user nobody.',
    );
    expect(await details(1010, 'admin')).toEqual([]);

    await signInAs(1010, 'staff');
    expect((await refusal(dataProvider.write(ADMIN_ENDPOINTS.addUser, userBody(CASHIER)))).message).toBe(
      'You are not authorised for this transaction',
    );
  });

  it('lists users without any password or hash in the raw answer', async () => {
    const admin = await signInAs(1010, 'admin');
    await dataProvider.write(ADMIN_ENDPOINTS.addUser, userBody(CASHIER));
    const answer = await apiClient.post<string>(ADMIN_ENDPOINTS.users, admin.usr, {
      responseType: 'text',
      transformResponse: [(data: string) => data],
    });
    expect(typeof answer.data).toBe('string');
    expect(answer.data).not.toMatch(/password/i);
    expect(answer.data).not.toMatch(/hash/i);
    const users = JSON.parse(answer.data) as Array<Record<string, unknown>>;
    expect(users.map((u) => [u.userName, u.uCode, u.rCode, u.blocked])).toEqual([
      ['admin', 'U001', 'ADMINISTRATOR', false],
      ['staff', 'U002', 'EMPLOYEE', false],
      ['cashier1', 'U003', 'EMPLOYEE', false],
    ]);
    expect(Object.keys(users[2] ?? {}).sort()).toEqual([
      'assg',
      'blocked',
      'branch',
      'mobileCheck',
      'rCode',
      'uCode',
      'userName',
      'webCheck',
    ]);
  });
});
