import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { addDays, format, parseISO } from 'date-fns';
import { GROUPS_ENDPOINTS as API } from '../../src/modules/frontoffice/groups/domain/groups-types';
import { groupsOf, hotelDate, reservationsOf, roomRows, setRoomStatus } from '../../src/mocks/frontoffice/fo-store';
import { detailOf, freeRooms, HOTEL } from './fo-groups-support';
import { setupDemoServer } from './support/demo-server';
import { renderApp, signInAs, warmUpScreens } from './support/render-app';

const { requests, server } = setupDemoServer();
beforeAll(warmUpScreens, 30_000);

const SCREEN = '/applayout-sidebar-large/frontoffice/fo-group-new';
const creates = () => requests.filter((request) => request.url.endsWith(`/${API.create}`));
const checkIns = () => requests.filter((request) => request.url.endsWith(`/${API.checkIn}`));
const line = (n: number) => screen.getByRole('group', { name: n === 1 ? "Room 1 (the leader's)" : `Room ${n}` });
const statusOf = async (room: string) => (await roomRows(HOTEL)).find((row) => row.roomNo === room)?.status;

describe('new group (/frontoffice/fo-group-new)', () => {
  it('books three rooms with a leader, marks problems beside their fields first, saves once on a double click, then checks the group in whole', async () => {
    await signInAs(HOTEL);
    const today = await hotelDate(HOTEL);
    const [a, b, c] = await freeRooms(3);
    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'New group' }, { timeout: 8000 });
    await user.type(await screen.findByLabelText('Group name'), 'Sharma wedding');
    await user.type(screen.getByLabelText('Departure'), format(addDays(parseISO(today), 2), 'yyyy-MM-dd'));
    await user.type(screen.getByLabelText("Leader's name"), 'Anil Sharma');
    await user.type(screen.getByLabelText("Leader's mobile"), '98290');
    await user.selectOptions(within(line(1)).getByLabelText('Room'), a!);
    await user.selectOptions(within(line(2)).getByLabelText('Room'), b!);
    await user.click(screen.getByRole('button', { name: 'Book the group' }));
    const alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^The leader: .*mobile/), `Room ${b}: enter the guest's name`]);
    expect(screen.getByLabelText("Leader's mobile")).toHaveAccessibleDescription(
      expect.stringMatching(/^The leader: .*mobile/),
    );
    expect(within(line(2)).getByLabelText('Guest name')).toHaveAttribute('aria-invalid', 'true');
    expect(creates()).toHaveLength(0);

    await user.type(screen.getByLabelText("Leader's mobile"), '12345');
    await user.type(within(line(2)).getByLabelText('Guest name'), 'Sunita Sharma');
    await user.clear(within(line(2)).getByLabelText('Adults'));
    await user.type(within(line(2)).getByLabelText('Adults'), '2');
    await user.selectOptions(within(line(2)).getByLabelText('Meal plan'), 'CP');
    await user.click(screen.getByRole('button', { name: 'Add a room' }));
    await user.selectOptions(within(line(3)).getByLabelText('Room'), c!);
    await user.type(within(line(3)).getByLabelText('Guest name'), 'Vikram Sharma');
    await user.selectOptions(screen.getByLabelText('Bill to'), 'FOC-0001');
    await user.dblClick(screen.getByRole('button', { name: 'Book the group' }));
    const groupId = `GRP${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;
    expect(await screen.findByText(`Group ${groupId} is booked.`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(creates()).toHaveLength(1);
    expect((await groupsOf(HOTEL)).map((group) => [group.name, group.billTo])).toEqual([
      ['Sharma wedding', 'FOC-0001'],
    ]);
    const booked = (await reservationsOf(HOTEL)).filter((row) => row.groupId === groupId);
    expect(booked.map((row) => [row.room, row.guestName, row.adults, row.mealPlan])).toEqual([
      [a, 'Anil Sharma', 1, 'EP'],
      [b, 'Sunita Sharma', 2, 'CP'],
      [c, 'Vikram Sharma', 2, 'CP'],
    ]);

    // A new line takes the last line's party and meal plan.
    // Checked in whole: refused while a room is dirty (named, nothing checked in), then all three.
    const row = (await screen.findByRole('rowheader', { name: `Sharma wedding (${groupId})` })).closest('tr')!;
    await setRoomStatus(HOTEL, c!, 'DIRTY');
    await user.click(within(row).getByRole('button', { name: 'Check in Sharma wedding' }));
    expect(
      await screen.findByText(
        `Room ${c} (dirty) is not vacant clean: nothing was checked in. Have them cleaned (Housekeeping) or change the rooms, then check the group in.`,
      ),
    ).toBeInTheDocument();
    expect((await detailOf(groupId)).state).toBe('BOOKED');
    await setRoomStatus(HOTEL, c!, 'VACANT');
    await user.dblClick(within(row).getByRole('button', { name: 'Check in Sharma wedding' }));
    expect(await screen.findByText(`Group ${groupId} is checked in.`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(checkIns()).toHaveLength(2);
    const group = await detailOf(groupId);
    expect(group.members.map((member) => [member.room, member.status, member.leader])).toEqual([
      [a, 'IN_HOUSE', true],
      [b, 'IN_HOUSE', false],
      [c, 'IN_HOUSE', false],
    ]);
    for (const room of [a!, b!, c!]) expect(await statusOf(room)).toBe('OCCUPIED');
    expect(await screen.findByText('No group is booked and waiting to arrive.')).toBeInTheDocument();
  });

  it('checks a group in now as the receptionist: a room turned dirty meanwhile is refused with the server’s words, a lost answer keeps the input, and the retry saves once', async () => {
    await signInAs(HOTEL, 'staff');
    const today = await hotelDate(HOTEL);
    const [a, b] = await freeRooms(2);
    const { user } = renderApp(SCREEN);
    await screen.findByRole('heading', { name: 'New group' }, { timeout: 8000 });
    await user.click(await screen.findByLabelText('Check the group in now'));
    expect(screen.getByLabelText('Arrival')).toHaveValue(today);
    expect(screen.getByLabelText('Arrival')).toBeDisabled();
    await user.type(screen.getByLabelText('Group name'), 'Infosys offsite');
    await user.type(screen.getByLabelText('Departure'), format(addDays(parseISO(today), 1), 'yyyy-MM-dd'));
    await user.type(screen.getByLabelText("Leader's name"), 'Kiran Rao');
    await user.type(screen.getByLabelText("Leader's mobile"), '9829012345');
    await user.selectOptions(within(line(1)).getByLabelText('Room'), a!);
    await user.selectOptions(within(line(2)).getByLabelText('Room'), b!);
    await user.type(within(line(2)).getByLabelText('Guest name'), 'Meena Iyer');
    // The room turns dirty after the form was opened: the server refuses, naming it; nothing is checked in.
    await setRoomStatus(HOTEL, b!, 'DIRTY');
    await user.click(screen.getByRole('button', { name: 'Check the group in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Room ${b} (dirty) is not vacant clean: nothing was checked in.`,
    );
    expect(await groupsOf(HOTEL)).toEqual([]);
    expect(within(line(2)).getByLabelText('Guest name')).toHaveValue('Meena Iyer');
    await setRoomStatus(HOTEL, b!, 'VACANT');

    // The check-in goes through but its answer is lost: the input stays; the retry (same key) answers without a second
    // group.
    server.use(
      http.post(
        `*/${API.create}`,
        async ({ request }) => {
          await fetch(request.clone()).catch(() => undefined);
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Check the group in' }));
    expect(await screen.findByText('Network Error please check your connection')).toBeInTheDocument();
    expect(screen.getByLabelText('Group name')).toHaveValue('Infosys offsite');
    // The message shows as the failed save ends; a person presses again once the button is back.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Check the group in' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Check the group in' }));
    const groupId = `GRP${today.slice(2, 4)}-${today.slice(5, 7)}/0001`;
    expect(await screen.findByText(`Group ${groupId} is checked in.`, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(
      new Set(
        creates()
          .slice(1)
          .map((request) => request.headers.get('Idempotency-Key')),
      ),
    ).toHaveLength(1);
    expect(await groupsOf(HOTEL)).toHaveLength(1);
    expect((await detailOf(groupId)).members.map((member) => [member.room, member.status])).toEqual([
      [a, 'IN_HOUSE'],
      [b, 'IN_HOUSE'],
    ]);
  });
});
