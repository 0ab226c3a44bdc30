import type { GroupRequirements, GroupRoom } from './domain/groups-types';
import { addRoomsSchema, newGroupSchema, problemsOf, roomsFor } from './group-form-schema';
import { emptyGroup, emptyLine } from './group-form-values';

const room = (roomNo: string, status: string): GroupRoom => ({
  roomNo,
  category: 'DLX',
  categoryName: 'Deluxe',
  floor: 2,
  status,
  rate: 3000,
  occupancy: 2,
});
const requirements: GroupRequirements = {
  today: '2026-11-20',
  rooms: [room('201', 'VACANT'), room('202', 'DIRTY'), room('203', 'OUT_OF_ORDER')],
  mealPlans: [{ code: 'EP', name: 'Room only', adultRate: 0, childRate: 0 }],
  billTo: [],
};
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the group forms as typed', () => {
  it('offers vacant clean rooms to check in now, any not out of order to book', () => {
    expect(roomsFor('CHECK_IN', requirements.rooms).map((one) => one.roomNo)).toEqual(['201']);
    expect(roomsFor('BOOK', requirements.rooms).map((one) => one.roomNo)).toEqual(['201', '202']);
  });

  it('checks a new group by the group rules, each problem on its field', () => {
    const values = {
      ...emptyGroup(requirements.today),
      name: 'Sharma wedding',
      departure: '2026-11-22',
      leader: { ...emptyGroup(requirements.today).leader, name: 'Anil Sharma', mobile: '9829012345' },
      lines: [
        { ...emptyLine(), room: '201' },
        { ...emptyLine(), room: '202', guestName: 'Sunita Sharma' },
      ],
    };
    expect(newGroupSchema(requirements).safeParse(values).success).toBe(true);
    expect(issues(newGroupSchema(requirements).safeParse({ ...values, mode: 'CHECK_IN' }))).toEqual({
      'lines.1.room': 'Room 202 cannot be taken',
    });
    expect(issues(newGroupSchema(requirements).safeParse({ ...values, name: ' ' }))).toEqual({
      name: "Enter the group's name",
    });
  });

  it('checks rooms added by the room line rules', () => {
    const schema = addRoomsSchema(requirements, requirements.today);
    expect(
      schema.safeParse({ mode: 'BOOK', lines: [{ ...emptyLine(), room: '202', guestName: 'Meena' }] }).success,
    ).toBe(true);
    expect(issues(schema.safeParse({ mode: 'BOOK', lines: [{ ...emptyLine(), room: '201' }] }))).toEqual({
      'lines.0.guestName': "Room 201: enter the guest's name",
    });
  });

  it('lists the problems of a form by field in the order found, a list’s own under its name', () => {
    const lines = Object.assign([], { 1: { room: { type: 'custom', message: 'Room 202 is chosen twice' } } });
    const errors = {
      leader: { mobile: { type: 'custom', message: 'The leader: enter the mobile' } },
      lines: { ...lines, root: { type: 'custom', message: 'A group takes at least two rooms' } },
      leaderRoom: { type: 'custom', message: "Choose the leader's room" },
    };
    expect(problemsOf(errors)).toEqual({
      'leader.mobile': 'The leader: enter the mobile',
      'lines.1.room': 'Room 202 is chosen twice',
      lines: 'A group takes at least two rooms',
      leaderRoom: "Choose the leader's room",
    });
  });
});
