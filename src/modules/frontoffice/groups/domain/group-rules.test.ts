import { finalCheckoutRefusal, groupStateOf, linkRefusal, partCheckoutRefusal, unlinkRefusal } from './group-rules';
import { member } from './group-test-data';

const group = { groupId: 'GRP26-11/0001', name: 'Sharma wedding', leaderStayNo: 'CHK-1', status: 'OPEN' as const };
const members = [
  member('CHK-1', '201', { leader: true, guestName: 'Anil Sharma' }),
  member('CHK-2', '202'),
  member('CHK-3', '203'),
];

describe('group state', () => {
  it('is booked while only reservations wait, in house once a room is in, closed when all left or closed', () => {
    expect(groupStateOf(group, [member('', '201', { status: 'BOOKED' })])).toBe('BOOKED');
    expect(groupStateOf(group, [member('', '201', { status: 'BOOKED' }), member('CHK-2', '202')])).toBe('IN_HOUSE');
    expect(groupStateOf(group, [member('CHK-2', '202', { status: 'CHECKED_OUT' })])).toBe('CLOSED');
    expect(groupStateOf({ status: 'CLOSED' }, members)).toBe('CLOSED');
  });
});

describe('part checkout: who may leave', () => {
  it('lets members leave', () => {
    expect(partCheckoutRefusal(members, ['CHK-2'])).toBeNull();
    expect(partCheckoutRefusal(members, ['CHK-2', 'CHK-3'])).toBeNull();
  });
  it('keeps the leader while others remain, naming them', () => {
    expect(partCheckoutRefusal(members, ['CHK-1', 'CHK-2'])).toBe(
      "Room 201 is the leader's (Anil Sharma): the leader leaves last, while room 203 remains. Make another room the leader (Modify group) or use Final checkout.",
    );
    expect(partCheckoutRefusal(members, ['CHK-1', 'CHK-2', 'CHK-3'])).toBe(
      "Room 201 is the leader's and the last of the group: use Final checkout.",
    );
  });
  it('refuses nothing chosen, strangers and rooms not in house', () => {
    expect(partCheckoutRefusal(members, [])).toBe('Choose the rooms that leave.');
    expect(partCheckoutRefusal(members, ['CHK-9'])).toBe('CHK-9 is not a room of this group.');
    const left = [...members.slice(0, 2), member('CHK-3', '203', { status: 'CHECKED_OUT' })];
    expect(partCheckoutRefusal(left, ['CHK-3'])).toBe('Room 203 is not in house: only rooms in house can check out.');
  });
});

describe('link and unlink', () => {
  it('unlinks a member but not the leader while others remain', () => {
    expect(unlinkRefusal(group, members, 'CHK-2')).toBeNull();
    expect(unlinkRefusal(group, members, 'CHK-1')).toBe(
      "Room 201 is the leader's (Anil Sharma): make another room the leader first (Modify group), then unlink it.",
    );
    expect(unlinkRefusal(group, [members[0]!], 'CHK-1')).toBeNull();
    expect(unlinkRefusal(group, members, 'CHK-9')).toBe('That stay is not a room of group Sharma wedding in house.');
    expect(unlinkRefusal({ ...group, status: 'CLOSED' }, members, 'CHK-2')).toBe('Group Sharma wedding is closed.');
  });
  it('links an in-house stay in no group only', () => {
    const walkIn = { stayNo: 'CHK-7', room: '305', status: 'IN_HOUSE', groupId: '' };
    expect(linkRefusal(group, walkIn, '')).toBeNull();
    expect(linkRefusal(group, { ...walkIn, groupId: 'GRP26-11/0002' }, 'Infosys offsite')).toBe(
      'Room 305 is in group Infosys offsite: unlink it there first.',
    );
    expect(linkRefusal(group, { ...walkIn, groupId: group.groupId }, '')).toBe(
      'Room 305 is already in group Sharma wedding.',
    );
    expect(linkRefusal(group, { ...walkIn, status: 'CHECKOUT_PENDING' }, '')).toBe(
      'Room 305 is not in house: only a stay in house can join a group.',
    );
    expect(linkRefusal(group, undefined, '')).toBe('Choose a room in house to link.');
  });
});

describe('final checkout', () => {
  it('needs rooms in house with the leader among them', () => {
    expect(finalCheckoutRefusal(group, members)).toBeNull();
    expect(finalCheckoutRefusal(group, members.slice(1))).toBe(
      'Group Sharma wedding has no leader in house: choose one (Modify group) first.',
    );
    expect(finalCheckoutRefusal(group, [member('CHK-1', '201', { status: 'CHECKED_OUT' })])).toBe(
      'Group Sharma wedding has no room in house to check out.',
    );
  });
});
