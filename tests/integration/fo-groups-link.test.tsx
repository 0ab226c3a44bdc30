import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format, parseISO } from 'date-fns';
import { GROUPS_ENDPOINTS as API } from '../../src/modules/frontoffice/groups/domain/groups-types';
import { roomRows, setRoomStatus, stayOf } from '../../src/mocks/frontoffice/fo-store';
import { backendSession, detailOf, freeRooms, groupInHouse, HOTEL, walkIn } from './fo-groups-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, warmUpScreens } from './support/render-app';

const { requests } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const PREFIX = '/applayout-sidebar-large/frontoffice';
const calls = (endpoint: string) => requests.filter((request) => request.url.endsWith(`/${endpoint}`));

describe('link / unlink, modify and add rooms', () => {
  it('links a walk-in to the group and unlinks it, refusing to unlink the leader while others remain', async () => {
    const session = await backendSession();
    const [a, b, c] = await freeRooms(3);
    const groupId = await groupInHouse([a!, b!]);
    const stranger = await walkIn(session, c!, 'Rohan Gupta');
    const { user } = renderApp(`${PREFIX}/fo-group-link?group=${encodeURIComponent(groupId)}`);
    await screen.findByRole('heading', { name: 'Link / unlink rooms — Sharma wedding' }, { timeout: 8000 });

    await user.click(screen.getByRole('button', { name: `Unlink room ${a}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Room ${a} is the leader's (Anil Sharma): make another room the leader first (Modify group), then unlink it.`,
    );

    const picker = await screen.findByLabelText('Room in no group');
    await user.selectOptions(picker, stranger.stayNo);
    await user.dblClick(screen.getByRole('button', { name: 'Link to the group' }));
    expect(await screen.findByText(`Room ${c} is linked to the group.`)).toBeInTheDocument();
    expect(calls(API.link).length).toBe(2); // the refused unlink, then one link
    expect((await stayOf(HOTEL, stranger.stayNo))?.groupId).toBe(groupId);
    const table = await screen.findByRole('table', { name: "The group's rooms" });
    expect(await within(table).findByRole('rowheader', { name: c })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Unlink room ${c}` }));
    expect(await screen.findByText(`Room ${c} is unlinked from the group.`)).toBeInTheDocument();
    expect((await stayOf(HOTEL, stranger.stayNo))?.groupId).toBe('');
    expect((await detailOf(groupId)).members.map((member) => member.room)).toEqual([a, b]);
  });

  it('modifies the leader and departure for every member, and adds a room checked in at once (a dirty room not offered)', async () => {
    await backendSession();
    const [a, b, c, d] = await freeRooms(4);
    const groupId = await groupInHouse([a!, b!]);
    const group = await detailOf(groupId);
    const later = format(addDays(parseISO(group.group.departure), 1), 'yyyy-MM-dd');
    const modify = renderApp(`${PREFIX}/fo-group-modify?group=${encodeURIComponent(groupId)}`);
    await screen.findByRole('heading', { name: 'Modify group — Sharma wedding' }, { timeout: 8000 });
    await modify.user.selectOptions(await screen.findByLabelText('Leader'), group.members[1]!.stayNo);
    await modify.user.clear(screen.getByLabelText('Departure'));
    await modify.user.type(screen.getByLabelText('Departure'), '2020-01-01');
    await modify.user.click(screen.getByRole('button', { name: 'Save the group' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Departure')).toHaveAccessibleDescription(
        expect.stringMatching(/^The departure must be after the arrival/),
      ),
    );
    expect(calls(API.modify)).toHaveLength(0);
    await modify.user.clear(screen.getByLabelText('Departure'));
    await modify.user.type(screen.getByLabelText('Departure'), later);
    await modify.user.click(screen.getByRole('button', { name: 'Save the group' }));
    expect(await screen.findByText('Group Sharma wedding is saved.')).toBeInTheDocument();
    const changed = await detailOf(groupId);
    expect(changed.group.leaderStayNo).toBe(group.members[1]!.stayNo);
    expect((await stayOf(HOTEL, group.members[0]!.stayNo))?.departure).toBe(later);
    modify.unmount();

    await setRoomStatus(HOTEL, d!, 'DIRTY');
    const add = renderApp(`${PREFIX}/fo-group-add-rooms?group=${encodeURIComponent(groupId)}`);
    await screen.findByRole('heading', { name: 'Add rooms — Sharma wedding' }, { timeout: 8000 });
    expect(await screen.findByLabelText('Check in now')).toBeChecked();
    const room = screen.getByRole('group', { name: 'Room 1' });
    const offered = within(room)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(offered.some((text) => text.startsWith(`${c} `))).toBe(true);
    expect(offered.some((text) => text.startsWith(`${d} `))).toBe(false);
    await add.user.selectOptions(within(room).getByLabelText('Room'), c!);
    await add.user.type(within(room).getByLabelText('Guest name'), 'Meena Iyer');
    await add.user.dblClick(screen.getByRole('button', { name: 'Check the rooms in' }));
    expect(
      await screen.findByText(`Room ${c} is checked in with the group.`, {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(calls(API.addRooms)).toHaveLength(1);
    const member = (await detailOf(groupId)).members.find((row) => row.room === c)!;
    expect(member).toMatchObject({ status: 'IN_HOUSE', guestName: 'Meena Iyer', departure: later });
    expect((await roomRows(HOTEL)).find((row) => row.roomNo === c)?.status).toBe('OCCUPIED');
  });
});
