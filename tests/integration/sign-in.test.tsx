import { screen, waitFor, within } from '@testing-library/react';
import { BAD_CREDENTIALS } from '../../src/modules/sessions/screens/login-screen';
import { bellName } from '../../src/shell/header/notifications-menu';
import { renderApp } from './support/render-app';
import { setupDemoServer } from './support/demo-server';

const { requests } = setupDemoServer();
const loginCalls = () => requests.filter((r) => r.url.endsWith('/api/LoginControl/LoginVerification'));

async function fillIn(user: ReturnType<typeof renderApp>['user'], company: string, name: string, password: string) {
  await user.type(await screen.findByLabelText('Company code'), company);
  await user.type(screen.getByLabelText('User name'), name);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('sign-in', () => {
  it('marks every empty field and sends nothing', async () => {
    const { user } = renderApp('/sessions/login');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your company code.')).toBeVisible();
    expect(screen.getByText('Enter your user name.')).toBeVisible();
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.getByLabelText('Company code')).toHaveAttribute('aria-invalid', 'true');
    expect(loginCalls()).toHaveLength(0);
  });

  it('rejects a company code that is not a number, next to the field', async () => {
    const { user } = renderApp('/sessions/login');
    await fillIn(user, 'abc', 'admin', 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The company code is a number, e.g. 1001.')).toBeVisible();
    expect(loginCalls()).toHaveLength(0);
  });

  it('refuses bad credentials with a clear message and keeps what was typed', async () => {
    const { user, pathname } = renderApp('/sessions/login');
    await fillIn(user, '1001', 'admin', 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(BAD_CREDENTIALS);
    expect(screen.getByLabelText('Company code')).toHaveValue('1001');
    expect(screen.getByLabelText('User name')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(pathname()).toBe('/sessions/login');
    expect(localStorage.getItem('userdetails')).toBeNull();
  });

  it('sends the customer convention, stores the record and opens the edition home (D-USI)', async () => {
    const { user, pathname } = renderApp('/sessions/login');
    await fillIn(user, '1003', 'admin', 'admin123');
    await user.dblClick(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Manufacturing dashboard' })).toBeVisible();
    expect(pathname()).toBe('/applayout-sidebar-large/dashboard/dashboardUsine');
    expect(loginCalls()).toHaveLength(1);
    expect(await loginCalls()[0]!.json()).toEqual({ customerCode: 1003, userName: 'admin', password: 'admin123' });
    const stored = JSON.parse(localStorage.getItem('userdetails') ?? 'null') as {
      usr: { pCode: string; kCode: string };
    };
    expect(stored.usr.pCode).toBe('D-USI');
    expect(stored.usr.kCode).not.toBe('');
    expect(localStorage.getItem('modulename')).toBe('dashboard');
  });

  it('shows the company name, expiry message and user code in the header after sign-in', async () => {
    const { user } = renderApp('/sessions/login');
    await fillIn(user, '1004', 'staff', 'staff123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'School dashboard' })).toBeVisible();
    const header = screen.getByRole('banner');
    expect(header).toHaveTextContent('Vidya Niketan Public School');
    expect(header).toHaveTextContent(/Licence valid till/);
    expect(screen.getByRole('button', { name: /User menu for STAFF/ })).toBeVisible();
    // The bell counts the unread notices the backend lists for the user, not the template's five samples.
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await within(header).findByRole('heading', { name: 'Notifications' });
    await waitFor(() => expect(within(header).queryByText('Reading your notifications…')).toBeNull(), {
      timeout: 8000,
    });
    const unread = within(header).queryAllByRole('link', { name: /^Unread:/ }).length;
    expect(screen.getByRole('button', { name: bellName(unread) })).toBeVisible();
    expect(screen.queryByRole('button', { name: '5 notifications' })).toBeNull();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Vidya Niketan Public School. All rights reserved.`,
    );
  });

  it('sends a visitor to the welcome page and back to the page first asked for', async () => {
    const { user, pathname } = renderApp('/applayout-sidebar-compact/dashboard/v2?tab=2');
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    await fillIn(user, '1010', 'admin', 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard version 2' })).toBeVisible();
    expect(pathname()).toBe('/applayout-sidebar-compact/dashboard/v2');
  });

  it('lists the demo companies and fills the form from them', async () => {
    const { user } = renderApp('/sessions/login');
    await user.click(await screen.findByRole('button', { name: 'Use staff of 1007' }));
    expect(screen.getByLabelText('Company code')).toHaveValue('1007');
    expect(screen.getByLabelText('User name')).toHaveValue('staff');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Real estate dashboard' })).toBeVisible());
  });
});
