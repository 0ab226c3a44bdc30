import { dataProvider } from '../../src/lib/api/data-provider';
import { fromPaise, toPaise } from '../../src/lib/money/money';
import { CHECKOUT_ENDPOINTS as CHECKOUT } from '../../src/modules/frontoffice/checkout/domain/checkout-types';
import { folioBalancePaise } from '../../src/modules/frontoffice/domain/folio';
import { GROUPS_ENDPOINTS as API, type GroupBill } from '../../src/modules/frontoffice/groups/domain/groups-types';
import {
  folioLinesOf,
  hotelDate,
  reservationsOf,
  roomRows,
  setRoomStatus,
  stayOf,
} from '../../src/mocks/frontoffice/fo-store';
import { groupOf } from '../../src/mocks/frontoffice/groups/group-read';
import {
  detailOf,
  freeRooms,
  groupInHouse,
  HOTEL,
  newGroup,
  refusalOf,
  roomLine,
  trialBalanceAgrees,
} from './fo-groups-support';
import { setupDemoServer } from './support/demo-server';
import { plusDays } from './support/fo-groups-dates';
import { signInAs } from './support/render-app';

const { requests } = setupDemoServer();

const balanceOf = async (stayNo: string) => folioBalancePaise(await folioLinesOf(HOTEL, stayNo));
const statusOf = async (room: string) => (await roomRows(HOTEL)).find((row) => row.roomNo === room)?.status;

describe('group operations in the demo backend', () => {
  it('books three rooms, checks the group in on its arrival, part-checks out one room to the leader, and checks the rest out on one bill', async () => {
    await signInAs(HOTEL);
    const today = await hotelDate(HOTEL);
    const [a, b, c] = await freeRooms(3);
    const lines = [
      roomLine(a!, ''),
      roomLine(b!, 'Sunita Sharma', { adults: 2, mealPlan: 'CP' }),
      roomLine(c!, 'Vikram Sharma'),
    ];
    const booked = await newGroup({ arrival: today, departure: plusDays(today, 2) }, lines, 'book-once');
    expect(booked.seq).toBe(`GRP${today.slice(2, 4)}-${today.slice(5, 7)}/0001`);
    const groupId = String(booked.seq);
    // The same key again (a double click) books nothing more.
    await newGroup({ arrival: today, departure: plusDays(today, 2) }, lines, 'book-once');
    const reservations = (await reservationsOf(HOTEL)).filter((row) => row.groupId === groupId);
    expect(reservations.map((row) => [row.room, row.guestName, row.status])).toEqual([
      [a, 'Anil Sharma', 'BOOKED'],
      [b, 'Sunita Sharma', 'BOOKED'],
      [c, 'Vikram Sharma', 'BOOKED'],
    ]);
    expect((await detailOf(groupId)).state).toBe('BOOKED');

    // A dirty room refuses the whole check-in, named; nothing is checked in.
    await setRoomStatus(HOTEL, c!, 'DIRTY');
    expect(await refusalOf(dataProvider.write(API.checkIn, { recordId: groupId, traCheck: 1 }))).toBe(
      `Room ${c} (dirty) is not vacant clean: nothing was checked in. Have them cleaned (Housekeeping) or change the rooms, then check the group in.`,
    );
    expect((await detailOf(groupId)).members.every((member) => member.status === 'BOOKED')).toBe(true);
    await setRoomStatus(HOTEL, c!, 'VACANT');
    await dataProvider.write(API.checkIn, { recordId: groupId, traCheck: 1 });
    const group = await detailOf(groupId);
    expect(group.state).toBe('IN_HOUSE');
    expect(group.members.map((member) => [member.room, member.status, member.leader])).toEqual([
      [a, 'IN_HOUSE', true],
      [b, 'IN_HOUSE', false],
      [c, 'IN_HOUSE', false],
    ]);
    expect(await statusOf(a!)).toBe('OCCUPIED');
    const [leader, sunita, vikram] = group.members;
    expect(group.group.leaderStayNo).toBe(leader!.stayNo);
    expect((await stayOf(HOTEL, sunita!.stayNo))?.groupId).toBe(groupId);

    // Part checkout: the leader cannot leave while others remain; room b moves its balance to the leader.
    const part = (stayNo: string, how: 'OWN' | 'LEADER', mode = 'CASH') =>
      dataProvider.write(API.partCheckout, { header: { groupId }, lines: [{ stayNo, how, mode }], traCheck: 1 });
    expect(await refusalOf(part(leader!.stayNo, 'OWN'))).toMatch(
      new RegExp(`^Room ${a} is the leader's \\(Anil Sharma\\): the leader leaves last`),
    );
    const moved = await part(sunita!.stayNo, 'LEADER');
    expect((moved.bills as GroupBill[])[0]).toMatchObject({ room: b, movedToLeader: true, amount: sunita!.due });
    expect(await balanceOf(sunita!.stayNo)).toBe(0);
    expect((await stayOf(HOTEL, sunita!.stayNo))?.status).toBe('CHECKED_OUT');
    expect(await statusOf(b!)).toBe('DIRTY');
    const transfers = (await folioLinesOf(HOTEL, leader!.stayNo)).filter((line) => line.kind === 'TRANSFER');
    expect(transfers.map((line) => [line.debit, line.reference, line.voucher])).toEqual([
      [sunita!.due, sunita!.stayNo, ''],
    ]);
    expect(await trialBalanceAgrees()).toBe(true);

    // Final checkout on one bill, in card: vikram's balance moved, the leader's bill settled once, showing each room's
    // part.
    const final = await dataProvider.write(API.finalCheckout, {
      header: { groupId, billing: 'ONE', mode: 'CARD' },
      traCheck: 1,
    });
    const bills = final.bills as GroupBill[];
    const leaderBill = bills.find((bill) => bill.stayNo === leader!.stayNo)!;
    expect(leaderBill.parts.map((row) => [row.room, row.amount])).toEqual([
      [a, leader!.due],
      [b, sunita!.due],
      [c, vikram!.due],
    ]);
    expect(toPaise(leaderBill.amount)).toBe(toPaise(leader!.due) + toPaise(sunita!.due) + toPaise(vikram!.due));
    expect(leaderBill.mode).toBe('CARD');
    const closed = await detailOf(groupId);
    expect(closed.state).toBe('CLOSED');
    expect(closed.members.every((member) => member.status === 'CHECKED_OUT' && member.balance === 0)).toBe(true);
    for (const room of [a!, b!, c!]) expect(await statusOf(room)).toBe('DIRTY');
    const leaderLines = await folioLinesOf(HOTEL, leader!.stayNo);
    expect(leaderLines.filter((line) => line.kind === 'TRANSFER').map((line) => line.reference)).toEqual([
      sunita!.stayNo,
      vikram!.stayNo,
    ]);
    expect(leaderLines.filter((line) => line.kind === 'PAYMENT').map((line) => [line.head, line.credit])).toEqual([
      ['CARD', leaderBill.amount],
    ]);
    expect(await trialBalanceAgrees()).toBe(true);
    expect(requests.filter((request) => request.url.endsWith(API.create))).toHaveLength(2);
  });

  it('closes the group when its rooms check out one by one at Check-out, once the last has left (not while one remains)', async () => {
    await signInAs(HOTEL);
    const [a, b] = await freeRooms(2);
    const groupId = await groupInHouse([a!, b!]);
    const checkOut = async (stayNo: string) => {
      await dataProvider.write(CHECKOUT.prepare, { recordId: stayNo, traCheck: 1 });
      const due = await balanceOf(stayNo);
      await dataProvider.write(CHECKOUT.settle, {
        header: { stayNo, company: '', companyAmount: 0 },
        lines: due > 0 ? [{ mode: 'CASH', amount: fromPaise(due), reference: '' }] : [],
        traCheck: 1,
      });
      expect((await stayOf(HOTEL, stayNo))?.status).toBe('CHECKED_OUT');
    };
    const [first, second] = (await detailOf(groupId)).members;
    await checkOut(second!.stayNo);
    expect((await groupOf(HOTEL, groupId))?.status).toBe('OPEN');
    await checkOut(first!.stayNo);
    expect((await groupOf(HOTEL, groupId))?.status).toBe('CLOSED');
    expect((await detailOf(groupId)).state).toBe('CLOSED');
    expect((await dataProvider.report<{ groupId: string }[]>(API.list, {})).map((row) => row.groupId)).not.toContain(
      groupId,
    );
  });
});
