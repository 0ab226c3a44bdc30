import { HttpResponse } from 'msw';
import type { StayGroup } from '../../../modules/frontoffice/domain/stay-types';
import { bookingClashes, firstError, modifyErrors } from '../../../modules/frontoffice/groups/domain/group-input';
import {
  groupStateOf,
  isInRoom,
  linkRefusal,
  unlinkRefusal,
} from '../../../modules/frontoffice/groups/domain/group-rules';
import type { LinkGroupHeader, ModifyGroupHeader } from '../../../modules/frontoffice/groups/domain/groups-types';
import type { DemoSession } from '../../core/sessions/auth';
import { refusal } from '../fo-session';
import {
  foSettingsOf,
  hotelDate,
  openStays,
  reservationsOf,
  stayOf,
  writeGroup,
  writeReservation,
  writeStay,
} from '../fo-store';
import { groupBillToOf } from './group-masters';
import { groupFacts, groupOf, membersOf } from './group-read';

const ok = (groupId: string) => HttpResponse.json({ result: 'OK', seq: groupId });

/**
 * Modify group (inside foWrite): name, leader (one of its rooms in house), bill-to, departure and remarks. The
 * departure and bill-to apply to the members in house and the rooms still booked; a later departure is refused
 * where another booking or guest holds a room over the added nights.
 */
export async function modifyGroup(session: DemoSession, header: ModifyGroupHeader): Promise<Response> {
  const { companyCode } = session;
  const facts = await groupFacts(companyCode, header.groupId);
  if (!facts) return refusal(`There is no group ${header.groupId}.`);
  const { group } = facts;
  if (group.status === 'CLOSED') return refusal(`Group ${group.name} is closed.`);
  const [today, settings, billTo] = await Promise.all([
    hotelDate(companyCode),
    foSettingsOf(companyCode),
    groupBillToOf(companyCode),
  ]);
  const members = membersOf(facts, new Map(), today, settings);
  const staying = facts.stays.filter((stay) => stay.status === 'IN_HOUSE');
  const booked = facts.reservations.filter((row) => row.status === 'BOOKED');
  const errors = modifyErrors(
    header,
    {
      arrival: group.arrival,
      booked: groupStateOf(group, members) === 'BOOKED',
      inHouse: new Set(members.filter(isInRoom).map((member) => member.stayNo)),
    },
    today,
  );
  if (header.billTo && !billTo.some((row) => row.code === header.billTo))
    errors.billTo = `${header.billTo} is not a company or agent the hotel bills.`;
  const problem = firstError(errors);
  if (problem) return refusal(problem);
  if (header.departure > group.departure) {
    const own = new Set([...staying.map((stay) => stay.stayNo), ...booked.map((row) => row.reservationId)]);
    const [reservations, open] = await Promise.all([reservationsOf(companyCode), openStays(companyCode)]);
    const clash = bookingClashes(
      [...staying.map((stay) => stay.room), ...booked.map((row) => row.room)],
      group.departure,
      header.departure,
      reservations.filter((row) => !own.has(row.reservationId)),
      open.filter((stay) => !own.has(stay.stayNo)),
    );
    if (clash) return refusal(`${clash}: the group cannot stay on to ${header.departure}.`);
  }
  for (const stay of staying)
    await writeStay(companyCode, { ...stay, departure: header.departure, billTo: header.billTo });
  for (const row of booked)
    await writeReservation(companyCode, { ...row, departure: header.departure, billTo: header.billTo });
  const leaderStayNo = staying.length > 0 || facts.stays.some(isInRoom) ? header.leaderStayNo : group.leaderStayNo;
  await writeGroup(companyCode, {
    ...group,
    name: header.name,
    leaderStayNo,
    billTo: header.billTo,
    departure: header.departure,
    remarks: header.remarks,
  });
  return ok(group.groupId);
}

/** Link an in-house stay in no group to the group, or unlink a member (inside foWrite). */
export async function linkGroup(session: DemoSession, header: LinkGroupHeader): Promise<Response> {
  const { companyCode } = session;
  const facts = await groupFacts(companyCode, header.groupId);
  if (!facts) return refusal(`There is no group ${header.groupId}.`);
  const { group } = facts;
  const [today, settings] = await Promise.all([hotelDate(companyCode), foSettingsOf(companyCode)]);
  const members = membersOf(facts, new Map(), today, settings);
  const stay = header.stayNo ? await stayOf(companyCode, header.stayNo) : undefined;
  if (header.action === 'LINK') {
    const other =
      stay?.groupId && stay.groupId !== group.groupId ? await groupOf(companyCode, stay.groupId) : undefined;
    const refused = linkRefusal(group, stay, other?.name ?? '');
    if (refused || !stay) return refusal(refused ?? '');
    const leaderless = !group.leaderStayNo && !members.some((member) => member.leader);
    await writeStay(companyCode, { ...stay, groupId: group.groupId });
    await writeGroup(companyCode, {
      ...group,
      stayNos: [...group.stayNos, stay.stayNo],
      leaderStayNo: leaderless ? stay.stayNo : group.leaderStayNo,
    });
    return ok(group.groupId);
  }
  const refused = unlinkRefusal(group, members, header.stayNo);
  if (refused || !stay) return refusal(refused ?? '');
  await writeStay(companyCode, { ...stay, groupId: '' });
  const remaining = members.filter(
    (member) => member.stayNo !== stay.stayNo && (isInRoom(member) || member.status === 'BOOKED'),
  );
  const updated: StayGroup = {
    ...group,
    stayNos: group.stayNos.filter((stayNo) => stayNo !== stay.stayNo),
    leaderStayNo: group.leaderStayNo === stay.stayNo ? '' : group.leaderStayNo,
    status: remaining.length === 0 ? 'CLOSED' : group.status,
  };
  await writeGroup(companyCode, updated);
  return ok(group.groupId);
}
