import type { Stay, StayGroup } from '../../../modules/frontoffice/domain/stay-types';
import {
  groupCheckInRefusal,
  kindFor,
  type RoomToCheckIn,
} from '../../../modules/frontoffice/groups/domain/group-checkin-plan';
import type { DemoSession } from '../../core/sessions/auth';
import { categoriesOf, checkinRoomsOf } from '../checkin/checkin-masters';
import { checkInStay } from '../checkin/checkin-save';
import { hotelDate, writeGroup } from '../fo-store';

/**
 * Checks a group's rooms in now (inside foWrite): every check-in's checks over all the rooms first, so a refusal
 * leaves nothing half done; then one stay per room through check-in's own `checkInStay`, each in the group. The
 * group records its stays (the leader's room as its leader when it has none). Answers the stays, or the refusal.
 */
export async function checkInGroupRooms(
  session: DemoSession,
  group: StayGroup,
  wanted: readonly RoomToCheckIn[],
): Promise<{ group: StayGroup; stays: Stay[] } | string> {
  const { companyCode } = session;
  const [today, rooms, categories] = await Promise.all([
    hotelDate(companyCode),
    checkinRoomsOf(companyCode),
    categoriesOf(companyCode),
  ]);
  const refusal = groupCheckInRefusal(wanted, { today, departure: group.departure, rooms, categories });
  if (refusal) return refusal;
  const stays: Stay[] = [];
  for (const row of wanted) {
    const stay = await checkInStay(session, {
      kind: kindFor(row),
      guest: row.guest,
      room: row.room,
      departure: group.departure,
      adults: row.adults,
      children: row.children,
      extraBeds: 0,
      mealPlan: row.mealPlan,
      roomRate: row.roomRate,
      billTo: group.billTo,
      reservationId: row.reservationId,
      groupId: group.groupId,
      complimentary: '',
      advance: null,
    });
    // Checked above with check-in's own rules in the same queue turn: reaching this means the data changed under us.
    if (typeof stay === 'string')
      return `Room ${row.room}: ${stay}${stays.length > 0 ? ` (checked in before the refusal: ${stays.map((done) => done.room).join(', ')})` : ''}`;
    stays.push(stay);
  }
  const leader = stays.find((_, index) => wanted[index]!.leader);
  const updated: StayGroup = {
    ...group,
    stayNos: [...group.stayNos, ...stays.map((stay) => stay.stayNo)],
    leaderStayNo: group.leaderStayNo || leader?.stayNo || '',
  };
  await writeGroup(companyCode, updated);
  return { group: updated, stays };
}
