import { toPaise } from '../../../../lib/money/money';
import { folioBalancePaise } from '../../domain/folio';
import { groupBillParts, nextTransferId, transferLines } from './group-transfers';
import { stay } from './group-test-data';

const leader = stay('CHK26-11/0001', '201');
const member = stay('CHK26-11/0002', '202');
const context = {
  dat: '2026-11-23',
  at: '2026-11-23T11:00:00',
  user: 'admin',
  memberLineId: 'CHK26-11/0002|T001',
  leaderLineId: 'CHK26-11/0001|T001',
};

describe('moving a member balance to the leader', () => {
  it('credits the member and debits the leader the same amount, without a voucher', () => {
    const [out, into] = transferLines(member, leader, toPaise(4567.89), context);
    expect(out).toMatchObject({
      id: 'CHK26-11/0002|T001',
      stayNo: member.stayNo,
      kind: 'TRANSFER',
      credit: 4567.89,
      debit: 0,
      reference: leader.stayNo,
      voucher: '',
      room: '202',
    });
    expect(into).toMatchObject({
      id: 'CHK26-11/0001|T001',
      stayNo: leader.stayNo,
      kind: 'TRANSFER',
      debit: 4567.89,
      credit: 0,
      reference: member.stayNo,
      voucher: '',
      room: '201',
    });
    expect(folioBalancePaise([out!])).toBe(-toPaise(4567.89));
    expect(into!.description).toBe('Room 202 (Guest 202): balance moved from CHK26-11/0002');
  });
  it('moves a member in credit the other way, and nothing for a settled folio', () => {
    const [out, into] = transferLines(member, leader, -toPaise(500), context);
    expect([out!.debit, out!.credit, into!.debit, into!.credit]).toEqual([500, 0, 0, 500]);
    expect(transferLines(member, leader, 0, context)).toEqual([]);
  });
  it('numbers transfer lines per folio', () => {
    expect(nextTransferId('CHK26-11/0001', [])).toBe('CHK26-11/0001|T001');
    expect(
      nextTransferId('CHK26-11/0001', [
        { id: 'CHK26-11/0001|T001' },
        { id: 'CHK26-11/0001|0003' },
        { id: 'CHK26-11/0001|T002' },
      ]),
    ).toBe('CHK26-11/0001|T003');
  });
});

describe('the one group bill', () => {
  it("shows each room's part: the members' transfers and the leader's own rest", () => {
    const third = stay('CHK26-11/0003', '203');
    const lines = [
      ...transferLines(member, leader, toPaise(1000), context).slice(1),
      ...transferLines(third, leader, toPaise(2500.5), { ...context, leaderLineId: 'CHK26-11/0001|T002' }).slice(1),
    ];
    const rooms = new Map([
      [member.stayNo, { room: '202', guestName: 'Guest 202' }],
      [third.stayNo, { room: '203', guestName: 'Guest 203' }],
    ]);
    expect(groupBillParts(leader, lines, rooms, toPaise(9000)).map((part) => [part.room, part.amount])).toEqual([
      ['201', toPaise(5499.5)],
      ['202', toPaise(1000)],
      ['203', toPaise(2500.5)],
    ]);
  });
});
