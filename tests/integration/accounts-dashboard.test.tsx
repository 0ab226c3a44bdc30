import { configure, screen } from '@testing-library/react';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

describe('the accounts dashboard', () => {
  it('reads its figures from the contract’s api/accounts/getIAccountsDashboard, sending the user', async () => {
    const session = await signInAs(1010, 'admin');
    renderApp('/applayout-sidebar-large/accounts/accdashboard');
    expect(await screen.findByText('Cash in hand', undefined, { timeout: 8000 })).toBeVisible();
    expect(ACCOUNTS_ENDPOINTS.dashboard).toBe('api/accounts/getIAccountsDashboard');
    const calls = requests.filter((request) => request.url.endsWith(`/${ACCOUNTS_ENDPOINTS.dashboard}`));
    expect(calls.length).toBeGreaterThan(0);
    expect(await calls[0]!.clone().json()).toEqual({ usr: session.usr });
  });
});
