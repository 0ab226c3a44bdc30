import type { StayGroup } from '../../domain/stay-types';
import type { GroupMember, GroupState } from './groups-types';

/** A member still in a room: in house, or with its check-out half done. */
export const isInRoom = (member: Pick<GroupMember, 'status'>) =>
  member.status === 'IN_HOUSE' || member.status === 'CHECKOUT_PENDING';

/**
 * BOOKED while only reservations wait; IN_HOUSE once a room is checked in; CLOSED when the group has left (or was
 * closed).
 */
export function groupStateOf(
  group: Pick<StayGroup, 'status'>,
  members: readonly Pick<GroupMember, 'status'>[],
): GroupState {
  if (group.status === 'CLOSED') return 'CLOSED';
  if (members.some(isInRoom)) return 'IN_HOUSE';
  return members.some((member) => member.status === 'BOOKED') ? 'BOOKED' : 'CLOSED';
}

const roomsOf = (members: readonly Pick<GroupMember, 'room'>[]) => members.map((member) => member.room).join(', ');

/**
 * Which rooms may leave in a part checkout: only rooms of the group still in house; the leader stays while any
 * other room remains (the leader's folio takes the others' balances; the whole group leaves by Final checkout).
 */
export function partCheckoutRefusal(members: readonly GroupMember[], chosen: readonly string[]): string | null {
  if (chosen.length === 0) return 'Choose the rooms that leave.';
  const byStay = new Map(members.map((member) => [member.stayNo, member]));
  const unknown = chosen.filter((stayNo) => !byStay.has(stayNo));
  if (unknown.length > 0)
    return `${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} not a room of this group.`;
  const gone = chosen.map((stayNo) => byStay.get(stayNo)!).filter((member) => member.status !== 'IN_HOUSE');
  if (gone.length > 0)
    return `Room ${roomsOf(gone)} ${gone.length === 1 ? 'is' : 'are'} not in house: only rooms in house can check out.`;
  const leader = members.find((member) => member.leader);
  const staying = members.filter((member) => isInRoom(member) && !chosen.includes(member.stayNo));
  if (leader && chosen.includes(leader.stayNo)) {
    return staying.length > 0
      ? `Room ${leader.room} is the leader's (${leader.guestName}): the leader leaves last, while room ${roomsOf(staying)} ${staying.length === 1 ? 'remains' : 'remain'}. Make another room the leader (Modify group) or use Final checkout.`
      : `Room ${leader.room} is the leader's and the last of the group: use Final checkout.`;
  }
  return null;
}

/** A member may be unlinked from its group, but not the leader while other rooms remain in it. */
export function unlinkRefusal(
  group: Pick<StayGroup, 'name' | 'leaderStayNo' | 'status'>,
  members: readonly GroupMember[],
  stayNo: string,
): string | null {
  if (group.status === 'CLOSED') return `Group ${group.name} is closed.`;
  const member = members.find((row) => row.stayNo === stayNo && stayNo !== '');
  if (!member || !isInRoom(member)) return `That stay is not a room of group ${group.name} in house.`;
  const others = members.filter((row) => isInRoom(row) && row.stayNo !== stayNo);
  if (stayNo === group.leaderStayNo && others.length > 0) {
    return `Room ${member.room} is the leader's (${member.guestName}): make another room the leader first (Modify group), then unlink it.`;
  }
  return null;
}

/** An in-house stay that is in no group may join an open group. */
export function linkRefusal(
  group: Pick<StayGroup, 'groupId' | 'name' | 'status'>,
  stay: { stayNo: string; room: string; status: string; groupId: string } | undefined,
  otherGroupName: string,
): string | null {
  if (group.status === 'CLOSED') return `Group ${group.name} is closed.`;
  if (!stay) return 'Choose a room in house to link.';
  if (stay.status !== 'IN_HOUSE') return `Room ${stay.room} is not in house: only a stay in house can join a group.`;
  if (stay.groupId === group.groupId) return `Room ${stay.room} is already in group ${group.name}.`;
  if (stay.groupId) return `Room ${stay.room} is in group ${otherGroupName || stay.groupId}: unlink it there first.`;
  return null;
}

/** The rooms still to leave before the group may close: the final checkout takes every member in house. */
export function finalCheckoutRefusal(
  group: Pick<StayGroup, 'name' | 'status'>,
  members: readonly GroupMember[],
): string | null {
  if (group.status === 'CLOSED') return `Group ${group.name} is closed.`;
  const inHouse = members.filter(isInRoom);
  if (inHouse.length === 0) return `Group ${group.name} has no room in house to check out.`;
  if (!members.some((member) => member.leader && isInRoom(member)))
    return `Group ${group.name} has no leader in house: choose one (Modify group) first.`;
  return null;
}
