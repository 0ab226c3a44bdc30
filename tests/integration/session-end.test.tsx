import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SESSION_OVER_MESSAGE } from '../../src/lib/api/api-error';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs } from './support/render-app';

const { server } = setupDemoServer();

describe('sign-out', () => {
  it('clears the session and goes to the login page', async () => {
    await signInAs(1001);
    localStorage.setItem('modulename', 'dashboard');
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await user.click(await screen.findByRole('button', { name: /User menu for ADMIN/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByLabelText('Company code')).toBeVisible();
    expect(pathname()).toBe('/sessions/login');
    expect(localStorage.getItem('userdetails')).toBeNull();
    expect(localStorage.getItem('modulename')).toBeNull();
  });

  it('sends company 13010 to general/welcome', async () => {
    await signInAs(13010);
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await user.click(await screen.findByRole('button', { name: /User menu for ADMIN/ }));
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByRole('heading', { name: 'Run your business from one place' })).toBeVisible();
    expect(pathname()).toBe('/applayout-sidebar-large/general/welcome');
    expect(localStorage.getItem('userdetails')).toBeNull();
  });
});

describe('an answer of 401', () => {
  it('ends the session, opens the login page and says why', async () => {
    await signInAs(1013);
    server.use(http.get('*/api/products', () => HttpResponse.json({ message: 'expired' }, { status: 401 })));
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await user.click(await screen.findByRole('button', { name: 'Search products and screens' }));
    expect(await screen.findByText(SESSION_OVER_MESSAGE)).toBeVisible();
    await waitFor(() => expect(pathname()).toBe('/sessions/login'));
    expect(await screen.findByLabelText('Company code')).toBeVisible();
    expect(localStorage.getItem('userdetails')).toBeNull();
  });

  it('comes from the demo backend itself when the token is unknown', async () => {
    const record = await signInAs(1013);
    localStorage.setItem('userdetails', JSON.stringify({ ...record, usr: { ...record.usr, kCode: 'forged-token' } }));
    const { useSessionStore } = await import('../../src/lib/session/session-store');
    useSessionStore.getState().reload();
    const { user, pathname } = renderApp('/applayout-sidebar-large/dashboard/dashboardmain');
    await user.click(await screen.findByRole('button', { name: 'Search products and screens' }));
    await waitFor(() => expect(pathname()).toBe('/sessions/login'));
    expect(await screen.findByText(SESSION_OVER_MESSAGE)).toBeVisible();
  });
});

describe('a request that gets no answer', () => {
  it('says so and keeps what the user typed', async () => {
    server.use(http.post('*/api/LoginControl/LoginVerification', () => HttpResponse.error()));
    const { user, pathname } = renderApp('/sessions/login');
    await user.type(await screen.findByLabelText('Company code'), '1002');
    await user.type(screen.getByLabelText('User name'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'admin123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    // Once next to the form, once as the warning toast.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert'))
      expect(alert).toHaveTextContent('Network Error please check your connection');
    expect(screen.getByLabelText('Company code')).toHaveValue('1002');
    expect(screen.getByLabelText('User name')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('admin123');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(pathname()).toBe('/sessions/login');
  });
});
