import { screen, within } from '@testing-library/react';
import { toPaise } from '../../src/lib/money/money';
import { formatMoney } from '../../src/lib/money/money-format';
import { folioBalancePaise } from '../../src/modules/frontoffice/domain/folio';
import { GROUPS_ENDPOINTS as API } from '../../src/modules/frontoffice/groups/domain/groups-types';
import { folioLinesOf, roomRows, stayOf } from '../../src/mocks/frontoffice/fo-store';
import {
  backendSession,
  detailOf,
  freeRooms,
  groupInHouse,
  HOTEL,
  postLaundry,
  trialBalanceAgrees,
} from './fo-groups-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const PREFIX = '/applayout-sidebar-large/frontoffice';
const calls = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));
const statusOf = async (room: string) => (await roomRows(HOTEL)).find((row) => row.roomNo === room)?.status;
const cells = (row: HTMLElement) => [
  within(row).getByRole('rowheader').textContent,
  ...within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent),
];

describe('group checkouts', () => {
  it('part-checks out one room moving its balance to the leader, then checks the group out on one bill showing each room’s part', async () => {
    const session = await backendSession();
    const [a, b, c] = await freeRooms(3);
    const groupId = await groupInHouse([a!, b!, c!]);
    const group = await detailOf(groupId);
    const [leader, sunita, vikram] = group.members;
    await postLaundry(session, sunita!.stayNo, 500); // 590 with GST
    const sunitaDue = (await detailOf(groupId)).members[1]!.due;

    const { user, unmount } = renderApp(`${PREFIX}/fo-group-part-checkout?group=${encodeURIComponent(groupId)}`);
    await screen.findByRole('heading', { name: 'Part checkout — Sharma wedding' }, { timeout: 8000 });
    const table = screen.getByRole('table', { name: 'Choose the rooms that leave and how each settles' });
    const leaderRow = within(table)
      .getByRole('rowheader', { name: `${a} (leader)` })
      .closest('tr')!;
    expect(within(leaderRow).getByText('The leader leaves last')).toBeInTheDocument();
    expect(within(leaderRow).queryByRole('checkbox')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: `Room ${b} leaves` }));
    expect(screen.getByRole('combobox', { name: `How room ${b} settles` })).toHaveValue('LEADER');
    await user.dblClick(screen.getByRole('button', { name: 'Check out the room' }));
    const done = await screen.findByRole('table', { name: 'Rooms checked out' }, { timeout: 8000 });
    expect(within(done).getAllByRole('row').slice(1).map(cells)).toEqual([
      [
        b,
        'Sunita Sharma',
        expect.stringMatching(/^FBL/),
        "Moved to the leader's folio",
        formatMoney(toPaise(sunitaDue)),
      ],
    ]);
    expect(calls(API.partCheckout)).toHaveLength(1);
    expect((await stayOf(HOTEL, sunita!.stayNo))?.status).toBe('CHECKED_OUT');
    expect(await statusOf(b!)).toBe('DIRTY');
    const moved = (await folioLinesOf(HOTEL, leader!.stayNo)).filter((line) => line.kind === 'TRANSFER');
    expect(moved.map((line) => [line.reference, toPaise(line.debit)])).toEqual([[sunita!.stayNo, toPaise(sunitaDue)]]);
    expect(await trialBalanceAgrees()).toBe(true);
    unmount();

    const before = await detailOf(groupId);
    const owed = before.members.filter((member) => member.status === 'IN_HOUSE').map((member) => toPaise(member.due));
    const second = renderApp(`${PREFIX}/fo-group-final-checkout?group=${encodeURIComponent(groupId)}`);
    await screen.findByRole('heading', { name: 'Final checkout — Sharma wedding' }, { timeout: 8000 });
    expect(screen.getByLabelText("One bill for the group (on the leader's folio)")).toBeChecked();
    await second.user.selectOptions(screen.getByLabelText('Settled by'), 'CARD');
    await second.user.dblClick(screen.getByRole('button', { name: 'Check out the group' }));
    expect(
      await screen.findByText('The group has checked out and is closed.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(calls(API.finalCheckout)).toHaveLength(1);
    const parts = screen.getByRole('table', { name: /^One bill for the group: FBL.+, each room's part$/ });
    expect(
      within(parts)
        .getAllByRole('row')
        .slice(1, -1)
        .map((row) => within(row).getByRole('rowheader').textContent),
    ).toEqual([a, b, c]);
    const leaderLines = await folioLinesOf(HOTEL, leader!.stayNo);
    expect(leaderLines.filter((line) => line.kind === 'TRANSFER').map((line) => line.reference)).toEqual([
      sunita!.stayNo,
      vikram!.stayNo,
    ]);
    const paid = leaderLines.filter((line) => line.kind === 'PAYMENT');
    // The leader's balance already holds room b's; room c's is moved at the final checkout.
    expect(paid.map((line) => [line.head, toPaise(line.credit)])).toEqual([['CARD', owed[0]! + owed[1]!]]);
    expect(folioBalancePaise(leaderLines)).toBe(0);
    const closed = await detailOf(groupId);
    expect(closed.state).toBe('CLOSED');
    for (const room of [a!, b!, c!]) expect(await statusOf(room)).toBe('DIRTY');
    expect(await trialBalanceAgrees()).toBe(true);

    // The leader's final bill (Check-out's print) shows each room's balance moved in.
    const leaderBill = within(screen.getByRole('table', { name: 'Rooms checked out' }))
      .getByRole('rowheader', { name: a })
      .closest('tr')!;
    await second.user.click(within(leaderBill).getByRole('link'));
    expect(
      await screen.findByText(`Room ${b} (Sunita Sharma): balance moved from ${sunita!.stayNo}`, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Room ${c} (Vikram Sharma): balance moved from ${vikram!.stayNo}`)).toBeInTheDocument();
  });
});
