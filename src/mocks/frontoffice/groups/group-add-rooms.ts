import { HttpResponse } from 'msw';
import type { GuestDetails } from '../../../modules/frontoffice/domain/stay-types';
import { firstError, roomLineErrors } from '../../../modules/frontoffice/groups/domain/group-input';
import type { AddRoomsHeader, GroupRoomLine } from '../../../modules/frontoffice/groups/domain/groups-types';
import type { DemoSession } from '../../core/sessions/auth';
import { refusal } from '../fo-session';
import { bookRooms, guestsOf, roomsToCheckIn } from './group-book';
import { checkInGroupRooms } from './group-checkin';
import { clashesOf, takeable } from './group-create';
import { groupRequirements } from './group-masters';
import { groupFacts, type GroupFacts } from './group-read';

/**
 * The group's leader as a guest: the leader's stay, else the leader's booking; whose mobile and city the new rooms
 * take.
 */
function leaderGuest(facts: GroupFacts): GuestDetails | undefined {
  const stay = facts.stays.find((row) => row.stayNo === facts.group.leaderStayNo);
  return stay?.guest ?? facts.booking?.guests[facts.booking.leaderReservationId];
}

/**
 * More rooms for an open group (inside foWrite): BOOK holds them from the group's arrival (or the hotel date, when
 * the group is already here) to its departure; CHECK_IN checks them in now, all or none, while the group is due.
 */
export async function addGroupRooms(
  session: DemoSession,
  header: AddRoomsHeader,
  lines: readonly GroupRoomLine[],
): Promise<Response> {
  const { companyCode } = session;
  const facts = await groupFacts(companyCode, header.groupId);
  if (!facts) return refusal(`There is no group ${header.groupId}.`);
  const { group } = facts;
  if (group.status === 'CLOSED') return refusal(`Group ${group.name} is closed.`);
  const requirements = await groupRequirements(companyCode);
  const { today } = requirements;
  const catalogue = takeable(requirements.rooms);
  const arrival = group.arrival > today ? group.arrival : today;
  if (group.departure <= today)
    return refusal(
      `Group ${group.name} was due to leave on ${group.departure}: change its departure first (Modify group).`,
    );
  if (header.mode === 'CHECK_IN' && group.arrival > today)
    return refusal(
      `Group ${group.name} arrives on ${group.arrival}: book the rooms now and check them in with the group.`,
    );
  const problem = firstError(
    roomLineErrors(
      lines,
      { today, rooms: catalogue, mealPlans: new Set(requirements.mealPlans.map((plan) => plan.code)) },
      arrival,
    ),
  );
  if (problem) return refusal(problem);
  const leader = leaderGuest(facts);
  if (!leader) return refusal(`Group ${group.name} has no leader: choose one (Modify group) first.`);
  const rooms = guestsOf(lines, leader, '');
  if (header.mode === 'CHECK_IN') {
    const done = await checkInGroupRooms(session, group, roomsToCheckIn(rooms, catalogue));
    return typeof done === 'string' ? refusal(done) : HttpResponse.json({ result: 'OK', seq: group.groupId });
  }
  const clash = await clashesOf(companyCode, lines, arrival, group.departure);
  if (clash) return refusal(`${clash}: choose other rooms.`);
  await bookRooms(session, group, rooms, catalogue, { today, arrival });
  return HttpResponse.json({ result: 'OK', seq: group.groupId });
}
