import { act, screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { postApi } from '../../src/lib/api/api-client';
import { dataProvider } from '../../src/lib/api/data-provider';
import { NOTICE_ENDPOINTS, type NoticeList } from '../../src/lib/notices/notice-types';
import { currentSession } from '../../src/lib/session/session-store';
import { namedMasters } from '../../src/mocks/core/stock/stock-masters';
import { bellName } from '../../src/shell/header/notifications-menu';
import { setupDemoServer } from './support/demo-server';
import { putBill, settle } from './support/pos-settlement';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { onADayWithLateFines } from './support/school-clock';
import { noticeReading } from '../../src/lib/notices/notice-reading';

setupDemoServer();
// The bell reads by itself a moment after the header appears, as in the app (the test setup switches it off).
beforeEach(() => {
  noticeReading.firstReadDelayMs = 3_000;
});
beforeAll(warmUpScreens, 30_000);

const ROOT = '/applayout-sidebar-large';
const listed = async () => (await postApi<NoticeList>(NOTICE_ENDPOINTS.list, currentSession()!.usr)).notifications;
const titles = async () => (await listed()).map((notice) => notice.title);

async function openBell(path: string, count: number) {
  const rendered = renderApp(`${ROOT}/${path}`);
  // Opening the bell reads the list at once (before its first read is due).
  await rendered.user.click(await screen.findByRole('button', { name: /unread notifications?$/ }, { timeout: 8000 }));
  await screen.findByRole('button', { name: bellName(count) }, { timeout: 8000 });
  await screen.findByRole('heading', { name: 'Notifications' });
  return rendered;
}

describe('the school clerk’s notifications', () => {
  onADayWithLateFines();

  it('gives a school clerk the overdue fees, opening fee collections, and no C-Forms', async () => {
    await signInAs(1004, 'staff');
    expect(await titles()).toEqual(['Fees overdue']);
    const { user, pathname } = await openBell('front-desk/fd-dash', 1);
    expect(within(screen.getByRole('banner')).queryByText(/C-Form/)).toBeNull();
    await user.click(screen.getByRole('link', { name: /^Unread: Fees overdue \d+ pupils? owes? ₹/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fee collections' }, { timeout: 8000 })).toBeVisible();
    expect(pathname()).toBe(`${ROOT}/front-desk/fd-feestra`);
    await screen.findByRole('button', { name: bellName(0) });
  });
});

describe('notifications by edition and rights', () => {
  it("gives the hotel's clerk the foreign guest's C-Form due within hours, opening the C-Form queue", async () => {
    await signInAs(1001, 'staff');
    expect(await titles()).toEqual(['C-Form due']);
    const { user, pathname } = await openBell('dashboard/dashboardmain', 1);
    await user.click(screen.getByRole('link', { name: /^Unread: C-Form due .+, room \w+: due by / }));
    expect(pathname()).toBe(`${ROOT}/frontoffice/fo-cform-queue`);
    await screen.findByRole('button', { name: bellName(0) });
  });

  it("raises yesterday's restaurant bill not settled on a day not closed, and drops it once settled", async () => {
    await signInAs(1010);
    const yesterday = format(addDays(new Date(), -1), 'yyyy-MM-dd');
    const bill = await putBill(1010, { billNo: 901, lines: [['Tandoori roti', 4]], dat: yesterday });
    const raised = (await listed()).find((notice) => notice.key === `pos.unsettled-bills:${yesterday}`);
    expect(raised).toMatchObject({ title: 'Restaurant bills not settled', link: '/pos/res-billing-classy' });
    const before = (await listed()).filter((notice) => !notice.read).length;
    const { user, pathname } = await openBell('dashboard/dashboardmain', before);
    await user.click(screen.getByRole('link', { name: /^Unread: Restaurant bills not settled/ }));
    expect(pathname()).toBe(`${ROOT}/pos/res-billing-classy`);
    await screen.findByRole('button', { name: bellName(before - 1) });

    // Settled as the terminal settles it (the terminal stays open and keeps reading meanwhile).
    const after = await act(async () => {
      await settle({ billno: bill.billNo, settlemode: 'CASH', settleId: 'settle-901', billId: bill.billId });
      return listed();
    });
    expect(after.map((notice) => notice.key)).not.toContain(`pos.unsettled-bills:${yesterday}`);
    // Opened again, the bell reads the list again: the read notice is gone, the unread count unchanged.
    await user.click(screen.getByRole('button', { name: bellName(before - 1) }));
    const banner = screen.getByRole('banner');
    await waitFor(() => expect(banner).not.toHaveTextContent('Restaurant bills not settled'), { timeout: 8000 });
    expect(within(banner).getAllByRole('link')).toHaveLength(before - 1);
  });

  it('drops an item under its reorder level once its stock is raised', async () => {
    await signInAs(1002);
    const notices = await listed();
    const low = notices.find((notice) => notice.key.startsWith('inventory.reorder:'))!;
    const itemId = low.key.slice('inventory.reorder:'.length);
    const [store] = await namedMasters('inventory.stores', 1002);
    const { user } = await openBell('dashboard/dashboardmain', notices.length);
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent(low.text);
    const raised = {
      entryNo: 'OS-9901',
      item: itemId,
      asOn: format(new Date(), 'yyyy-MM-dd'),
      narration: 'Stock raised',
      stores: [{ store: store!.code, quantity: 100, rate: 10, batch: '', expiry: '' }],
    };
    // Saved as the opening stock form saves it (the dashboard keeps loading meanwhile).
    await act(() => dataProvider.save('api/invOpening/SetInvOpening', 'opening', raised, 1));
    // Closed and opened again, the bell reads the list again.
    await user.click(screen.getByRole('button', { name: bellName(notices.length) }));
    await user.click(screen.getByRole('button', { name: bellName(notices.length) }));
    await screen.findByRole('button', { name: bellName(notices.length - 1) }, { timeout: 8000 });
    expect(banner).not.toHaveTextContent(low.text);
  });
});
