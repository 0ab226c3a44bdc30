import { screen, waitFor, within } from '@testing-library/react';
import { postApi } from '../../src/lib/api/api-client';
import { NOTICE_ENDPOINTS, type Notice, type NoticeList } from '../../src/lib/notices/notice-types';
import { currentSession } from '../../src/lib/session/session-store';
import { createQueryClient, setQueryClient } from '../../src/app/query-client';
import { bellName } from '../../src/shell/header/notifications-menu';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';
import { noticeReading } from '../../src/lib/notices/notice-reading';

setupDemoServer();
// The bell reads by itself a moment after the header appears, as in the app (the test setup switches it off).
beforeEach(() => {
  noticeReading.firstReadDelayMs = 3_000;
});
beforeAll(warmUpScreens, 30_000);

const ROOT = '/applayout-sidebar-large';
const TRADER = 1002;
const SAMPLES = ['New message', 'Receipt posted', 'Stock below reorder level', 'New user', 'Backup finished'];

/** What the backend lists for the signed-in user now. */
const listed = async () =>
  (await postApi<NoticeList>(NOTICE_ENDPOINTS.list, currentSession()!.usr)).notifications as Notice[];
const unread = (notices: readonly Notice[]) => notices.filter((notice) => !notice.read).length;
const bell = (count: number) => screen.findByRole('button', { name: bellName(count) }, { timeout: 8000 });

/** Opens the bell (which reads the list at once, before its first read is due) and waits for the count. */
async function openBell(user: ReturnType<typeof renderApp>['user'], count: number) {
  await user.click(await screen.findByRole('button', { name: /unread notifications?$/ }, { timeout: 8000 }));
  await bell(count);
  return screen.findByRole('heading', { name: 'Notifications' });
}

describe('the header’s notifications (D-COM administrator)', () => {
  it('counts the unread notices the backend computes, lists them, and shows none of the samples', async () => {
    await signInAs(TRADER);
    const notices = await listed();
    expect(unread(notices)).toBeGreaterThan(3);
    expect(notices.map((notice) => notice.key)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^procurement\.order-approval:/),
        expect.stringMatching(/^inventory\.reorder:/),
      ]),
    );
    const { user } = renderApp(`${ROOT}/dashboard/dashboardmain`);
    await openBell(user, unread(notices));
    const header = screen.getByRole('banner');
    for (const notice of notices) expect(header).toHaveTextContent(notice.text);
    expect(within(header).getAllByRole('link', { name: /^Unread: Purchase order to approve/ }).length).toBeGreaterThan(
      0,
    );
    for (const sample of SAMPLES) expect(header).not.toHaveTextContent(sample);
  });

  it('opens a notice where it is dealt with and marks it read, kept over a reload; Mark all read', async () => {
    await signInAs(TRADER);
    const before = unread(await listed());
    const first = renderApp(`${ROOT}/dashboard/dashboardmain`);
    await openBell(first.user, before);
    const [order] = screen.getAllByRole('link', { name: /^Unread: Purchase order to approve/ });
    await first.user.click(order!);
    expect(await screen.findByRole('table', { name: /waiting for approval/ }, { timeout: 8000 })).toBeVisible();
    expect(first.pathname()).toBe(`${ROOT}/procurement/pur-order-approvals`);
    await bell(before - 1);

    // A reload: the app and its reads start afresh, the read mark is the backend's.
    first.unmount();
    setQueryClient(createQueryClient());
    const again = renderApp(`${ROOT}/dashboard/dashboardmain`);
    await openBell(again.user, before - 1);
    // (Read inside waitFor: the dashboard keeps loading meanwhile.)
    await waitFor(async () => expect(unread(await listed())).toBe(before - 1), { timeout: 8000 });
    await again.user.click(screen.getByRole('button', { name: 'Mark all read' }));
    await bell(0);
    await waitFor(async () => expect(unread(await listed())).toBe(0), { timeout: 8000 });
  });

  it('gives the HR clerk only the leave to approve, and a save refreshes the bell without opening it', async () => {
    await signInAs(TRADER, 'staff');
    const notices = await listed();
    expect(notices.map((notice) => notice.title)).toEqual(['Leave to approve', 'Leave to approve']);
    const { user } = renderApp(`${ROOT}/hrd/hrd-leave-approval`);
    const queue = await screen.findByRole('table', { name: 'Pending leave requests' }, { timeout: 8000 });
    await openBell(user, 2);
    const [first, second] = notices;
    const name = first!.text.slice(0, first!.text.indexOf(':'));
    await user.click(within(queue).getByRole('button', { name: new RegExp(`^Approve ${name}'s leave from`) }));
    // The leave screen refreshes only its own reads: the bell reads again because a save succeeded.
    await bell(1);
    await user.click(screen.getByRole('button', { name: bellName(1) }));
    const header = screen.getByRole('banner');
    await waitFor(() => expect(header).toHaveTextContent(second!.text), { timeout: 8000 });
    expect(header).not.toHaveTextContent(first!.text);
  });
});

describe('the template’s sample notifications', () => {
  it('are shown, labelled as samples, with the UI kit’s widget cards only', async () => {
    await signInAs(1013);
    renderApp(`${ROOT}/uikits/cards-widget`);
    const samples = await screen.findByRole('region', { name: 'Notifications (samples)' }, { timeout: 8000 });
    const items = within(within(samples).getByRole('list', { name: 'Sample notifications' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/./, { selector: 'strong' }).textContent)).toEqual(SAMPLES);
    for (const sample of SAMPLES) expect(screen.getByRole('banner')).not.toHaveTextContent(sample);
  });
});
