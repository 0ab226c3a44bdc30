import { fromPaise } from '../../../lib/money/money';
import type { FoSettings } from '../../../modules/frontoffice/domain/fo-settings';
import type { FolioLine, Reservation, Stay, StayGroup } from '../../../modules/frontoffice/domain/stay-types';
import { stayDue } from '../../../modules/frontoffice/groups/domain/group-dues';
import { groupStateOf } from '../../../modules/frontoffice/groups/domain/group-rules';
import type { GroupDetail, GroupMember, GroupSummary } from '../../../modules/frontoffice/groups/domain/groups-types';
import { readRecord } from '../../core/record-store';
import { FO_STORE, folioLinesOf, foSettingsOf, groupsOf, hotelDate, reservationsOf, stayOf } from '../fo-store';
import { groupBookingOf, type GroupBooking } from './group-store';
import { groupBillToOf } from './group-masters';

/**
 * Everything known of one group: its stays (linked now, in the room or gone), its reservations not yet arrived, its
 * booking.
 */
export interface GroupFacts {
  group: StayGroup;
  stays: Stay[];
  reservations: Reservation[]; // the group's reservations that have no stay (booked, no-show, cancelled)
  booking: GroupBooking | undefined;
}

export const groupOf = (companyCode: number, groupId: string) =>
  readRecord<StayGroup>(FO_STORE.groups, companyCode, groupId);

/**
 * `known`: the company's reservations when already read (a list of groups reads them once). A booked room checked in
 * by the Check-in screen (its stay carrying the group) joins the group here: its stay is a member, and the leader's
 * booking's stay is the leader when the group has none yet.
 */
export async function groupFacts(
  companyCode: number,
  groupId: string,
  known?: readonly Reservation[],
): Promise<GroupFacts | undefined> {
  const stored = await groupOf(companyCode, groupId);
  if (!stored) return undefined;
  const [reservations, booking] = await Promise.all([
    known ?? reservationsOf(companyCode),
    groupBookingOf(companyCode, groupId),
  ]);
  const own = reservations.filter((row) => row.groupId === groupId);
  const arrived = own
    .filter((row) => row.status === 'ARRIVED' && row.stayNo && !stored.stayNos.includes(row.stayNo))
    .map((row) => row.stayNo);
  const stays = (
    await Promise.all([...stored.stayNos, ...arrived].map((stayNo) => stayOf(companyCode, stayNo)))
  ).filter(
    (stay): stay is Stay => stay !== undefined && (stored.stayNos.includes(stay.stayNo) || stay.groupId === groupId),
  );
  const leader =
    stored.leaderStayNo ||
    stays.find((stay) => booking?.leaderReservationId && stay.reservationId === booking.leaderReservationId)?.stayNo ||
    '';
  const group: StayGroup = { ...stored, stayNos: stays.map((stay) => stay.stayNo), leaderStayNo: leader };
  return { group, stays, booking, reservations: own.filter((row) => row.status !== 'ARRIVED') };
}

const byRoom = (a: GroupMember, b: GroupMember) =>
  Number(b.leader) - Number(a.leader) || a.room.localeCompare(b.room, undefined, { numeric: true });

/** The group's rooms, the leader first: a stay with what it owes if it leaves today, a reservation as booked. */
export function membersOf(
  facts: GroupFacts,
  lines: ReadonlyMap<string, readonly FolioLine[]>,
  today: string,
  settings: FoSettings,
): GroupMember[] {
  const { group, booking } = facts;
  const stays = facts.stays.map((stay): GroupMember => {
    const due = stayDue(stay, lines.get(stay.stayNo) ?? [], today, settings.roomTaxSlabs);
    const open = stay.status === 'IN_HOUSE';
    return {
      reservationId: stay.reservationId,
      stayNo: stay.stayNo,
      room: stay.room,
      category: stay.category,
      guestName: stay.guest.name,
      leader: stay.stayNo === group.leaderStayNo,
      status: stay.status,
      arrival: stay.arrival.slice(0, 10),
      departure: stay.departure,
      adults: stay.adults,
      children: stay.children,
      mealPlan: stay.slots.at(-1)?.mealPlan ?? '',
      balance: fromPaise(due.balance),
      nightsDue: open ? due.nights : 0,
      due: fromPaise(open ? due.due : due.balance),
    };
  });
  const booked = facts.reservations.map(
    (row): GroupMember => ({
      reservationId: row.reservationId,
      stayNo: '',
      room: row.room,
      category: row.category,
      guestName: row.guestName,
      leader: !group.leaderStayNo && row.reservationId === booking?.leaderReservationId,
      status: row.status === 'BOOKED' ? 'BOOKED' : row.status === 'NO_SHOW' ? 'NO_SHOW' : 'CANCELLED',
      arrival: row.arrival,
      departure: row.departure,
      adults: row.adults,
      children: row.children,
      mealPlan: row.mealPlan,
      balance: 0,
      nightsDue: 0,
      due: 0,
    }),
  );
  return [...stays, ...booked].sort(byRoom);
}

export async function groupDetail(companyCode: number, groupId: string): Promise<GroupDetail | null> {
  const facts = await groupFacts(companyCode, groupId);
  if (!facts) return null;
  const [today, settings, billTo, folios] = await Promise.all([
    hotelDate(companyCode),
    foSettingsOf(companyCode),
    groupBillToOf(companyCode),
    Promise.all(facts.stays.map(async (stay) => [stay.stayNo, await folioLinesOf(companyCode, stay.stayNo)] as const)),
  ]);
  const members = membersOf(facts, new Map(folios), today, settings);
  const leader = members.find((member) => member.leader);
  return {
    group: facts.group,
    state: groupStateOf(facts.group, members),
    today,
    leaderName: leader?.guestName ?? '',
    members,
    billToName: billTo.find((row) => row.code === facts.group.billTo)?.name ?? '',
  };
}

/** The groups, newest first: the open ones (ALL: the closed too). */
export async function groupSummaries(companyCode: number, all: boolean): Promise<GroupSummary[]> {
  const groups = (await groupsOf(companyCode)).filter((group) => all || group.status === 'OPEN');
  const [today, settings, reservations] = await Promise.all([
    hotelDate(companyCode),
    foSettingsOf(companyCode),
    reservationsOf(companyCode),
  ]);
  const rows = await Promise.all(
    groups.map(async (group): Promise<GroupSummary> => {
      const facts = (await groupFacts(companyCode, group.groupId, reservations))!;
      const members = membersOf(facts, new Map(), today, settings);
      const state = groupStateOf(group, members);
      const counted = members.filter((member) => member.status !== 'CANCELLED' && member.status !== 'NO_SHOW');
      return {
        groupId: group.groupId,
        name: group.name,
        state,
        leaderName: members.find((member) => member.leader)?.guestName ?? '',
        arrival: group.arrival,
        departure: group.departure,
        rooms: counted.length,
        billTo: group.billTo,
      };
    }),
  );
  return rows.sort((a, b) => b.groupId.localeCompare(a.groupId, undefined, { numeric: true }));
}
