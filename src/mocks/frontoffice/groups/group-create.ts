import { HttpResponse } from 'msw';
import { nextFoNumber } from '../../../modules/frontoffice/domain/fo-numbers';
import type { StayGroup } from '../../../modules/frontoffice/domain/stay-types';
import { bookingClashes, firstError, newGroupErrors } from '../../../modules/frontoffice/groups/domain/group-input';
import type { GroupRoom, GroupRoomLine, NewGroupHeader } from '../../../modules/frontoffice/groups/domain/groups-types';
import type { DemoSession } from '../../core/sessions/auth';
import { nowStamp, refusal } from '../fo-session';
import { groupsOf, hotelDate, openStays, reservationsOf, writeGroup } from '../fo-store';
import { bookRooms, guestsOf, roomsToCheckIn } from './group-book';
import { checkInGroupRooms } from './group-checkin';
import { groupRequirements } from './group-masters';

/**
 * The rooms a group may ask for: every room in use that is not out of order (a check-in then needs it vacant clean).
 */
export const takeable = (rooms: readonly GroupRoom[]) =>
  new Map(rooms.filter((room) => room.status !== 'OUT_OF_ORDER').map((room) => [room.roomNo, room]));

/** The rooms of `lines` that another booking or a guest still in it holds over the dates, named; or null. */
export async function clashesOf(
  companyCode: number,
  lines: readonly GroupRoomLine[],
  arrival: string,
  departure: string,
): Promise<string | null> {
  const [reservations, open] = await Promise.all([reservationsOf(companyCode), openStays(companyCode)]);
  return bookingClashes(
    lines.map((line) => line.room),
    arrival,
    departure,
    reservations,
    open,
  );
}

/**
 * A new group (inside foWrite): checked as the form checks it; BOOK writes the StayGroup (GRP) and one BOOKED
 * reservation per room; CHECK_IN writes the StayGroup and checks every room in now, all or none.
 */
export async function createGroup(
  session: DemoSession,
  header: NewGroupHeader,
  lines: readonly GroupRoomLine[],
): Promise<Response> {
  const { companyCode } = session;
  const requirements = await groupRequirements(companyCode);
  const catalogue = takeable(requirements.rooms);
  const errors = newGroupErrors(
    { ...header, lines },
    {
      today: requirements.today,
      rooms: catalogue,
      mealPlans: new Set(requirements.mealPlans.map((plan) => plan.code)),
      billTo: new Set(requirements.billTo.map((row) => row.code)),
    },
  );
  const problem = firstError(errors);
  if (problem) return refusal(problem);
  const clash = header.mode === 'BOOK' ? await clashesOf(companyCode, lines, header.arrival, header.departure) : null;
  if (clash) return refusal(`${clash}: choose other rooms or dates.`);
  const today = await hotelDate(companyCode);
  const group: StayGroup = {
    groupId: nextFoNumber(
      'group',
      today,
      (await groupsOf(companyCode)).map((row) => row.groupId),
    ),
    name: header.name,
    leaderStayNo: '',
    billTo: header.billTo,
    arrival: header.arrival,
    departure: header.departure,
    stayNos: [],
    status: 'OPEN',
    remarks: header.remarks,
    user: session.userName,
    createdAt: nowStamp(),
  };
  const rooms = guestsOf(lines, header.leader, header.leaderRoom);
  if (header.mode === 'CHECK_IN') {
    const done = await checkInGroupRooms(session, group, roomsToCheckIn(rooms, catalogue, header.leaderRoom));
    if (typeof done === 'string') return refusal(done);
    return HttpResponse.json({ result: 'OK', seq: group.groupId });
  }
  await writeGroup(companyCode, group);
  await bookRooms(session, group, rooms, catalogue, { today, arrival: group.arrival }, header.leaderRoom);
  return HttpResponse.json({ result: 'OK', seq: group.groupId });
}
