import { dataProvider } from '../../src/lib/api/data-provider';
import { GROUPS_ENDPOINTS as API, type GroupBill } from '../../src/modules/frontoffice/groups/domain/groups-types';
import { folioLinesOf, hotelDate, reservationsOf, setRoomStatus, stayOf } from '../../src/mocks/frontoffice/fo-store';
import { checkInStay } from '../../src/mocks/frontoffice/checkin/checkin-save';
import { groupOf } from '../../src/mocks/frontoffice/groups/group-read';
import {
  backendSession,
  detailOf,
  freeRooms,
  HOTEL,
  leaderGuest,
  newGroup,
  queued,
  refusalOf,
  roomLine,
  trialBalanceAgrees,
} from './fo-groups-support';
import { setupDemoServer } from './support/demo-server';
import { plusDays } from './support/fo-groups-dates';
import { signInAs } from './support/render-app';

setupDemoServer();

describe('group operations in the demo backend', () => {
  it('checks a group in now, links and unlinks rooms, refuses what the rules forbid, and settles one per room', async () => {
    await signInAs(HOTEL);
    const today = await hotelDate(HOTEL);
    const [a, b, c, d] = await freeRooms(4);
    expect(
      await refusalOf(
        newGroup({ mode: 'CHECK_IN', arrival: today, departure: plusDays(today, 1) }, [
          roomLine(a!, ''),
          roomLine(a!, 'Twice'),
        ]),
      ),
    ).toBe(`Room ${a} is chosen twice`);
    const created = await newGroup(
      { name: 'Infosys offsite', mode: 'CHECK_IN', arrival: today, departure: plusDays(today, 1), billTo: 'FOC-0017' },
      [roomLine(a!, ''), roomLine(b!, 'Kiran Rao')],
    );
    const groupId = String(created.seq);
    const group = await detailOf(groupId);
    expect(group.members.map((member) => [member.room, member.status])).toEqual([
      [a, 'IN_HOUSE'],
      [b, 'IN_HOUSE'],
    ]);
    expect(group.billToName).toBe('Infosys Ltd');

    // Add a room checked in at once, then unlink it, and link it back.
    await dataProvider.write(API.addRooms, {
      header: { groupId, mode: 'CHECK_IN' },
      lines: [roomLine(c!, 'Meena Iyer')],
      traCheck: 1,
    });
    const added = (await detailOf(groupId)).members.find((member) => member.room === c)!;
    expect(added.status).toBe('IN_HOUSE');
    const link = (stayNo: string, action: 'LINK' | 'UNLINK') =>
      dataProvider.write(API.link, { header: { groupId, stayNo, action }, traCheck: 2 });
    expect(await refusalOf(link(group.group.leaderStayNo, 'UNLINK'))).toBe(
      `Room ${a} is the leader's (Anil Sharma): make another room the leader first (Modify group), then unlink it.`,
    );
    await link(added.stayNo, 'UNLINK');
    expect((await stayOf(HOTEL, added.stayNo))?.groupId).toBe('');
    expect((await detailOf(groupId)).members.map((member) => member.room)).toEqual([a, b]);
    await link(added.stayNo, 'LINK');
    expect(await refusalOf(link(added.stayNo, 'LINK'))).toBe(`Room ${c} is already in group Infosys offsite.`);
    expect((await stayOf(HOTEL, added.stayNo))?.groupId).toBe(groupId);

    // Modify: the departure applies to the members; a dirty room booked for the group is refused by name.
    await dataProvider.write(API.modify, {
      header: {
        groupId,
        name: 'Infosys offsite 2026',
        leaderStayNo: group.group.leaderStayNo,
        billTo: 'FOC-0017',
        departure: plusDays(today, 2),
        remarks: 'Late checkout',
      },
      traCheck: 2,
    });
    expect((await stayOf(HOTEL, added.stayNo))?.departure).toBe(plusDays(today, 2));
    await setRoomStatus(HOTEL, d!, 'DIRTY');
    expect(
      await refusalOf(
        dataProvider.write(API.addRooms, {
          header: { groupId, mode: 'CHECK_IN' },
          lines: [roomLine(d!, 'Late guest')],
          traCheck: 1,
        }),
      ),
    ).toBe(`Room ${d} (dirty) is not vacant clean: nothing was checked in.`);

    // Final checkout one per room, billed to the group's company.
    const final = await dataProvider.write(API.finalCheckout, {
      header: { groupId, billing: 'PER_ROOM', mode: 'COMPANY' },
      traCheck: 1,
    });
    expect((final.bills as GroupBill[]).map((bill) => [bill.room, bill.mode])).toEqual([
      [a, 'COMPANY'],
      [b, 'COMPANY'],
      [c, 'COMPANY'],
    ]);
    for (const member of (await detailOf(groupId)).members) {
      expect((await folioLinesOf(HOTEL, member.stayNo)).filter((line) => line.kind === 'COMPANY')).toHaveLength(1);
    }
    expect(
      await refusalOf(
        dataProvider.write(API.finalCheckout, { header: { groupId, billing: 'ONE', mode: 'CASH' }, traCheck: 1 }),
      ),
    ).toBe('Group Infosys offsite 2026 is closed.');
    expect(await trialBalanceAgrees()).toBe(true);
  });

  it('counts a booked room checked in at Check-in as a member (the leader booking as the leader), and checks the rest in with the group', async () => {
    const session = await backendSession();
    const today = await hotelDate(HOTEL);
    const [a, b] = await freeRooms(2);
    const groupId = String(
      (await newGroup({ arrival: today, departure: plusDays(today, 1) }, [roomLine(a!, ''), roomLine(b!, 'Guest two')]))
        .seq,
    );
    const leaderBooking = (await reservationsOf(HOTEL)).find((row) => row.groupId === groupId && row.room === a)!;
    const stay = await queued(session, () =>
      checkInStay(session, {
        kind: 'QUICK',
        guest: leaderGuest(),
        room: a!,
        departure: leaderBooking.departure,
        adults: 1,
        children: 0,
        extraBeds: 0,
        mealPlan: 'EP',
        roomRate: leaderBooking.roomRate,
        billTo: '',
        reservationId: leaderBooking.reservationId,
        groupId,
        complimentary: '',
        advance: null,
      }),
    );
    if (typeof stay === 'string') throw new Error(stay);
    const mixed = await detailOf(groupId);
    expect(mixed.state).toBe('IN_HOUSE');
    expect(mixed.members.map((member) => [member.room, member.status, member.leader])).toEqual([
      [a, 'IN_HOUSE', true],
      [b, 'BOOKED', false],
    ]);
    await dataProvider.write(API.checkIn, { recordId: groupId, traCheck: 1 });
    const whole = await detailOf(groupId);
    expect(whole.members.map((member) => [member.room, member.status])).toEqual([
      [a, 'IN_HOUSE'],
      [b, 'IN_HOUSE'],
    ]);
    expect(whole.group.leaderStayNo).toBe(stay.stayNo);
    expect((await groupOf(HOTEL, groupId))?.stayNos).toHaveLength(2);
  });

  it('lets the receptionist run groups', async () => {
    await signInAs(HOTEL, 'staff');
    const today = await hotelDate(HOTEL);
    const [a, b] = await freeRooms(2);
    const created = await newGroup({ arrival: plusDays(today, 1), departure: plusDays(today, 3) }, [
      roomLine(a!, ''),
      roomLine(b!, 'Guest two'),
    ]);
    expect(await refusalOf(dataProvider.write(API.checkIn, { recordId: String(created.seq), traCheck: 1 }))).toBe(
      `Group Sharma wedding arrives on ${plusDays(today, 1)}: it can be checked in from that day (the hotel date is ${today}).`,
    );
  });

  it('refuses the group reads to a user without any group screen (a restaurant cashier)', async () => {
    await signInAs(1010, 'staff');
    expect(await refusalOf(dataProvider.report(API.list, {}))).toMatch(/not permitted/);
    expect(await refusalOf(dataProvider.get(API.one, 'GRP26-11/0001'))).toMatch(/not permitted/);
  });
});
