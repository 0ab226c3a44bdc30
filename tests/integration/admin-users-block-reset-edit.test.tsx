import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { dataProvider } from '../../src/lib/api/data-provider';
import { useSessionStore } from '../../src/lib/session/session-store';
import { requireSession } from '../../src/mocks/core/sessions/auth';
import { BLOCKED_MESSAGE } from '../../src/mocks/core/sessions/login';
import { ADMIN_ENDPOINTS } from '../../src/modules/admin/admin-endpoints';
import { userBody } from '../../src/modules/admin/users/user-api';
import { CHANGE_PASSWORD_ENDPOINT } from '../../src/modules/workspace/profile/password-endpoint';
import { bodiesIn, CASHIER, details, login, refusal, rowOf, USERS } from './support/admin-users';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
const bodiesTo = bodiesIn(requests);
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const HDFC = { code: 'AC002', detail: 'HDFC Bank current account', typ: 'BAN' };

/**
 * cashier1 created by the administrator (password: the user name, as the server sets it) and changed by cashier1 to
 * Counter42 on the profile; the administrator signed in again.
 */
async function createCashier() {
  await signInAs(1010, 'admin');
  await dataProvider.write(ADMIN_ENDPOINTS.addUser, userBody(CASHIER));
  await signInAs(1010, 'cashier1', 'cashier1');
  await dataProvider.write(CHANGE_PASSWORD_ENDPOINT, { oldpassword: 'cashier1', newpassword: 'Counter42' });
  return signInAs(1010, 'admin');
}

describe('users', () => {
  it('blocks cashier1 (sign-in refused, open session ended) and unblocks (sign-in works again)', async () => {
    await createCashier();
    const open = await login('cashier1', 'Counter42');
    const { user } = renderApp(USERS);
    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: 'Block cashier1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block cashier1' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Block' }));
    await waitFor(async () => expect(within(await rowOf('cashier1')).getByText('Blocked')).toBeVisible());
    // The screen's own ending (its toast) before the calls below, which React does not see.
    await screen.findByText('cashier1 is blocked.');
    expect(await bodiesTo(ADMIN_ENDPOINTS.blockUser)).toEqual([
      { detail: 'cashier1', usr: expect.objectContaining({ uCode: 'ADMIN' }) as unknown },
    ]);

    const refused = await refusal(login('cashier1', 'Counter42'));
    expect([refused.status, refused.message]).toEqual([403, BLOCKED_MESSAGE]);
    const ended = await requireSession(
      new Request('http://localhost/x', { headers: { Authorization: `Bearer ${open?.usr.kCode ?? ''}` } }),
    );
    expect(ended instanceof Response ? ended.status : 'still open').toBe(401);

    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: 'Unblock cashier1' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Unblock cashier1' })).getByRole('button', { name: 'Unblock' }),
    );
    await waitFor(async () => expect(within(await rowOf('cashier1')).getByText('Active')).toBeVisible());
    await screen.findByText('cashier1 is unblocked.');
    expect((await login('cashier1', 'Counter42'))?.usr.uCode).toBe('CASHIER1');
    expect((await details(1010, 'cashier1')).filter((row) => row.startsWith('admin:'))).toEqual([
      'admin: Created: Created user cashier1 with role EMPLOYEE',
      'admin: Blocked: Blocked',
      'admin: Unblocked: Unblocked',
    ]);
  });

  it('shows the blocked message on the sign-in page', async () => {
    await createCashier();
    await dataProvider.write(ADMIN_ENDPOINTS.blockUser, { detail: 'cashier1' });
    useSessionStore.getState().signOut();
    const { user, pathname } = renderApp('/sessions/login');
    await user.type(await screen.findByLabelText('Company code'), '1010');
    await user.type(screen.getByLabelText('User name'), 'cashier1');
    await user.type(screen.getByLabelText('Password'), 'Counter42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED_MESSAGE);
    expect(pathname()).toBe('/sessions/login');
    expect(localStorage.getItem('userdetails')).toBeNull();
    cleanup();
  });

  it('resets the password to the user name, as the server does: the old one fails, the user name works', async () => {
    await createCashier();
    const { user } = renderApp(USERS);
    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: 'Reset password of cashier1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of cashier1' });
    expect(dialog).toHaveTextContent('The password of cashier1 becomes the user name, cashier1.');
    expect(within(dialog).queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodiesTo(ADMIN_ENDPOINTS.resetPassword)).toHaveLength(0);

    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: 'Reset password of cashier1' }));
    await user.dblClick(
      within(await screen.findByRole('dialog', { name: 'Reset the password of cashier1' })).getByRole('button', {
        name: 'Reset password',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Password of cashier1 reset to the user name.')).toBeInTheDocument();
    expect(await bodiesTo(ADMIN_ENDPOINTS.resetPassword)).toEqual([
      { detail: 'cashier1', usr: expect.objectContaining({ uCode: 'ADMIN' }) as unknown },
    ]);

    expect(await login('cashier1', 'Counter42')).toBeNull();
    expect((await login('cashier1', 'cashier1'))?.usr.uCode).toBe('CASHIER1');
    expect(await details(1010, 'cashier1')).toContain('admin: Password reset: Password reset to the user name');
  });

  it('edits cashier1 with admChangeRoleName: role, access and assignments change, the password stays', async () => {
    await createCashier();
    const { user } = renderApp(USERS);
    await user.click(within(await rowOf('cashier1')).getByRole('button', { name: 'Edit cashier1' }));
    await screen.findByRole('heading', { name: 'Edit user cashier1' }, { timeout: 8000 });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Free web use')).toBeChecked();
    expect(screen.getByLabelText('Cash in hand (AC001)')).toBeChecked();
    await user.click(screen.getByLabelText('Free mobile use'));
    await user.click(screen.getByLabelText('HDFC Bank current account (AC002)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const row = await rowOf('cashier1');
    expect(row).toHaveTextContent('cashier1U003EMPLOYEEE001YesYesActive');
    expect(await bodiesTo(ADMIN_ENDPOINTS.addUser)).toHaveLength(1);
    expect(await bodiesTo(ADMIN_ENDPOINTS.changeRole)).toEqual([
      {
        ...userBody({ ...CASHIER, mobileCheck: '1', assg: [...CASHIER.assg, HDFC] }),
        usr: expect.objectContaining({ uCode: 'ADMIN' }) as unknown,
      },
    ]);
    const session = await login('cashier1', 'Counter42');
    expect(session?.usr.mobileCheck).toBe('1');
    expect(session?.assg.map((a) => a.code)).toEqual(['AC001', 'AC002']);
    expect(await details(1010, 'cashier1')).toContain(
      'admin: Modified: Changed mobile access on; assignments AC001, AC002',
    );
  });
});
