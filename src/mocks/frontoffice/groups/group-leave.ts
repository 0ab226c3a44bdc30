import { HttpResponse } from 'msw';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import type { StayGroup } from '../../../modules/frontoffice/domain/stay-types';
import {
  finalCheckoutRefusal,
  isInRoom,
  partCheckoutRefusal,
} from '../../../modules/frontoffice/groups/domain/group-rules';
import { groupBillParts } from '../../../modules/frontoffice/groups/domain/group-transfers';
import type {
  FinalCheckoutHeader,
  GroupBill,
  GroupMember,
  PartCheckoutLine,
} from '../../../modules/frontoffice/groups/domain/groups-types';
import type { DemoSession } from '../../core/sessions/auth';
import { refusal } from '../fo-session';
import { folioLinesOf, foSettingsOf, hotelDate, stayOf, writeGroup, writeReservation } from '../fo-store';
import { checkOutMember, settlementsCheck } from './group-checkout';
import { closeGroupIfLeft } from './group-close';
import { groupFacts, membersOf, type GroupFacts } from './group-read';

/** The group with each member's folio read: what each room owes if it leaves today. */
async function groupNow(
  companyCode: number,
  groupId: string,
): Promise<{ facts: GroupFacts; members: GroupMember[] } | string> {
  const facts = await groupFacts(companyCode, groupId);
  if (!facts) return `There is no group ${groupId}.`;
  const [today, settings, folios] = await Promise.all([
    hotelDate(companyCode),
    foSettingsOf(companyCode),
    Promise.all(facts.stays.map(async (stay) => [stay.stayNo, await folioLinesOf(companyCode, stay.stayNo)] as const)),
  ]);
  return { facts, members: membersOf(facts, new Map(folios), today, settings) };
}

const leaderOf = (members: readonly GroupMember[]) => members.find((member) => member.leader && isInRoom(member));
const openLeader = async (companyCode: number, member: GroupMember | undefined) =>
  member?.status === 'IN_HOUSE' ? stayOf(companyCode, member.stayNo) : undefined;
const leaderClosed = (member: GroupMember | undefined) =>
  `The leader's folio (room ${member?.room ?? '?'}) is closed for its final bill: reopen it (Check-out) before moving balances to it.`;

/**
 * Part checkout (inside foWrite): the chosen rooms leave, each settling its own folio or moving its balance to the
 * leader's.
 */
export async function partCheckout(
  session: DemoSession,
  groupId: string,
  lines: readonly PartCheckoutLine[],
): Promise<Response> {
  const { companyCode } = session;
  const now = await groupNow(companyCode, groupId);
  if (typeof now === 'string') return refusal(now);
  const { facts, members } = now;
  if (facts.group.status === 'CLOSED') return refusal(`Group ${facts.group.name} is closed.`);
  const refused = partCheckoutRefusal(
    members,
    lines.map((line) => line.stayNo),
  );
  if (refused) return refusal(refused);
  const chosen = lines.map((line) => ({ line, member: members.find((member) => member.stayNo === line.stayNo)! }));
  const leaderMember = leaderOf(members);
  const leader = await openLeader(companyCode, leaderMember);
  if (lines.some((line) => line.how === 'LEADER') && !leader)
    return refusal(
      leaderMember
        ? leaderClosed(leaderMember)
        : `Group ${facts.group.name} has no leader in house to take the balances.`,
    );
  const own = chosen
    .filter(({ line }) => line.how === 'OWN')
    .map(({ line, member }) => ({ room: member.room, due: toPaise(member.due), mode: line.mode }));
  const unpayable = await settlementsCheck(session, own, facts.group.name, facts.group.billTo);
  if (unpayable) return refusal(unpayable);
  const bills: GroupBill[] = [];
  for (const { line, member } of chosen) {
    const bill = await checkOutMember(
      session,
      member,
      line.mode,
      facts.group.billTo,
      line.how === 'LEADER' ? leader! : null,
    );
    if (typeof bill === 'string') return refusal(bill);
    bills.push(bill);
  }
  await closeGroupIfLeft(companyCode, groupId); // a group without a leader may leave room by room
  return HttpResponse.json({ result: 'OK', seq: groupId, bills });
}

/**
 * Final checkout (inside foWrite): every room in house leaves. ONE: each member's balance moved to the leader's
 * folio, then the leader's bill settled once (its parts by room); PER_ROOM: each folio settled in turn. Then rooms
 * still booked for the group are cancelled and the group CLOSED; each room became DIRTY at its check-out.
 */
export async function finalCheckout(session: DemoSession, header: FinalCheckoutHeader): Promise<Response> {
  const { companyCode } = session;
  const now = await groupNow(companyCode, header.groupId);
  if (typeof now === 'string') return refusal(now);
  const { facts, members } = now;
  const { group } = facts;
  const refused = finalCheckoutRefusal(group, members);
  if (refused) return refusal(refused);
  const leaderMember = leaderOf(members)!;
  const staying = members.filter(isInRoom);
  const others = staying.filter((member) => member !== leaderMember);
  const one = header.billing === 'ONE';
  const leader = one && others.length > 0 ? await openLeader(companyCode, leaderMember) : undefined;
  if (one && others.length > 0 && !leader) return refusal(leaderClosed(leaderMember));
  const dues = one
    ? [{ room: leaderMember.room, due: sumPaise(staying.map((member) => toPaise(member.due))), mode: header.mode }]
    : staying.map((member) => ({ room: member.room, due: toPaise(member.due), mode: header.mode }));
  const unpayable = await settlementsCheck(session, dues, group.name, group.billTo);
  if (unpayable) return refusal(unpayable);
  const bills: GroupBill[] = [];
  for (const member of one ? others : staying) {
    const bill = await checkOutMember(session, member, header.mode, group.billTo, one ? leader! : null);
    if (typeof bill === 'string') return refusal(bill);
    bills.push(bill);
  }
  if (one) {
    const leaderLines = await folioLinesOf(companyCode, leaderMember.stayNo);
    const bill = await checkOutMember(session, leaderMember, header.mode, group.billTo, null);
    if (typeof bill === 'string') return refusal(bill);
    const rooms = new Map(members.map((member) => [member.stayNo, { room: member.room, guestName: member.guestName }]));
    const parts = groupBillParts(
      leader ?? (await stayOf(companyCode, leaderMember.stayNo))!,
      leaderLines,
      rooms,
      toPaise(bill.amount),
    );
    bills.push({ ...bill, parts: parts.map((part) => ({ ...part, amount: fromPaise(part.amount) })) });
  }
  for (const row of facts.reservations.filter((reservation) => reservation.status === 'BOOKED')) {
    await writeReservation(companyCode, {
      ...row,
      status: 'CANCELLED',
      remarks: `${row.remarks} — cancelled at the group's final checkout`.trim(),
    });
  }
  const closed: StayGroup = { ...group, status: 'CLOSED' };
  await writeGroup(companyCode, closed);
  return HttpResponse.json({ result: 'OK', seq: group.groupId, bills });
}
