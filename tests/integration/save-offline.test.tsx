import { configure, screen } from '@testing-library/react';
import { format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import type { FieldDeclaration } from '../../src/engine/resource';
import { ACCOUNTS_ENDPOINTS } from '../../src/modules/accounts/accounts-endpoints';
import { setupDemoServer } from './support/demo-server';
import { control, fillField } from './support/fill-record';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { server, requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);
beforeAll(() => configure({ defaultHidden: true }));
afterAll(() => configure({ defaultHidden: false }));

const compact = format(new Date(), 'yyyyMMdd');
const reference = (label: string): FieldDeclaration => ({ name: label, label, type: 'reference' });
const money = (label: string): FieldDeclaration => ({ name: label, label, type: 'money' });
const saves = () => requests.filter((request) => request.url.endsWith(`/${ACCOUNTS_ENDPOINTS.saveVoucher}`)).length;

/** What the browser does when its network goes: navigator.onLine turns false and window hears "offline". */
function browserOnline(online: boolean): void {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
afterEach(() => browserOnline(true));

async function typeReceipt() {
  const { user } = renderApp('/applayout-sidebar-large/accounts/accreceipts?record=new');
  await screen.findByRole('heading', { name: 'New receipt' }, { timeout: 8000 });
  await fillField(user, reference('Received into'), 'AC001');
  await fillField(user, reference('Account, line 1'), 'AC201');
  await fillField(user, money('Amount, line 1'), 250);
  await user.type(control('Narration'), 'Counter sales');
  return user;
}

// A browser that says it is offline must not hold a save back: the demo backend lives in the page, and a real
// backend's absence is the call's own answer (no answer within the time limit), which the user is told.
describe('saving with the browser offline', () => {
  it('saves at once when the backend still answers (the demo backend is in the page)', async () => {
    await signInAs(1010, 'admin');
    const user = await typeReceipt();
    browserOnline(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { name: `Receipt voucher REC-${compact}-E001-1` }, { timeout: 8000 });
    expect(saves()).toBe(1);
  });

  it('shows the network message when nothing answers, keeps the input, and saves once the network is back', async () => {
    await signInAs(1010, 'admin');
    const user = await typeReceipt();
    browserOnline(false);
    server.use(http.post(`*/${ACCOUNTS_ENDPOINTS.saveVoucher}`, () => HttpResponse.error(), { once: true }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Network Error please check your connection')).toBeVisible();
    expect(control('Narration')).toHaveValue('Counter sales');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeEnabled();

    browserOnline(true);
    await user.click(save);
    await screen.findByRole('heading', { name: `Receipt voucher REC-${compact}-E001-1` }, { timeout: 8000 });
    expect(saves()).toBe(2);
  });
});
