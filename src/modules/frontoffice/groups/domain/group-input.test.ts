import { NO_FOREIGN_DETAILS, type GroupRoomLine } from './groups-types';
import {
  bookingClashes,
  dateErrors,
  firstError,
  modifyErrors,
  newGroupErrors,
  type NewGroupInput,
} from './group-input';
import { guest } from './group-test-data';

const context = {
  today: '2026-11-20',
  rooms: new Map([
    ['201', { occupancy: 2 }],
    ['202', { occupancy: 3 }],
  ]),
  mealPlans: new Set(['EP', 'CP']),
  billTo: new Set(['FOC-0001']),
};
const line = (room: string, more: Partial<GroupRoomLine> = {}): GroupRoomLine => ({
  room,
  guestName: `Guest ${room}`,
  nationality: 'Indian',
  foreign: NO_FOREIGN_DETAILS,
  adults: 2,
  children: 0,
  mealPlan: 'CP',
  ...more,
});
const input = (more: Partial<NewGroupInput> = {}): NewGroupInput => ({
  name: 'Sharma wedding',
  mode: 'BOOK',
  leader: guest('Anil Sharma'),
  leaderRoom: '201',
  billTo: '',
  arrival: '2026-11-22',
  departure: '2026-11-24',
  lines: [line('201'), line('202')],
  ...more,
});

describe('a new group', () => {
  it('takes a good booking', () => {
    expect(newGroupErrors(input(), context)).toEqual({});
    expect(newGroupErrors(input({ billTo: 'FOC-0001', mode: 'CHECK_IN', arrival: '2026-11-20' }), context)).toEqual({});
  });
  it('marks each problem beside its field, the name first', () => {
    const errors = newGroupErrors(
      input({
        name: ' ',
        leader: guest('', { mobile: '12345' }),
        leaderRoom: '209',
        billTo: 'FOC-9',
        lines: [line('201', { adults: 3 }), line('202', { guestName: '', mealPlan: 'MAP' }), line('201')],
      }),
      context,
    );
    // The leader's particulars are check-in's own rules, in check-in's words after "The leader:".
    expect(errors).toEqual({
      name: "Enter the group's name",
      'leader.name': expect.stringMatching(/^The leader: .*name/),
      'leader.mobile': expect.stringMatching(/^The leader: .*mobile/),
      'lines.0.adults': 'Room 201 takes 2 guests at most',
      'lines.1.guestName': "Room 202: enter the guest's name",
      'lines.1.mealPlan': 'Room 202: choose a meal plan',
      'lines.2.room': 'Room 201 is chosen twice',
      leaderRoom: "Choose the leader's room among the group's rooms",
      billTo: 'Bill to a company or agent of the customers list, or let the leader pay',
    });
    expect(firstError(errors)).toBe("Enter the group's name");
  });
  it("needs a foreign national's passport, visa and arrival in India (the leader's and a member's)", () => {
    const errors = newGroupErrors(
      input({
        leader: guest('John Smith', { nationality: 'British', passportNo: 'P1', passportExpiry: '2026-11-01' }),
        lines: [line('201'), line('202', { nationality: 'French' })],
      }),
      context,
    );
    expect(errors['leader.passportExpiry']).toMatch(/^The leader: .*passport.*01-Nov-2026/);
    expect(errors['leader.visaNo']).toMatch(/^The leader: .*visa number/);
    expect(errors['lines.1.foreign.passportNo']).toMatch(/^Room 202: .*passport number/);
    expect(errors['leader.passportNo']).toBeUndefined();
  });
  it('takes at least two rooms', () => {
    expect(newGroupErrors(input({ lines: [line('201')] }), context).lines).toBe(
      'A group takes at least two rooms: check one room in at Check-in',
    );
  });
});

describe('dates', () => {
  it('books from the hotel date on, checks in on it, departs after arriving', () => {
    expect(dateErrors('BOOK', '2026-11-19', '2026-11-21', '2026-11-20')).toEqual({
      arrival: 'The arrival cannot be before the hotel date, 2026-11-20',
    });
    expect(dateErrors('CHECK_IN', '2026-11-21', '2026-11-22', '2026-11-20')).toEqual({
      arrival: 'A group checked in now arrives on the hotel date, 2026-11-20',
    });
    expect(dateErrors('BOOK', '2026-11-21', '2026-11-21', '2026-11-20')).toEqual({
      departure: 'The departure must be after the arrival',
    });
  });
});

describe('rooms free for a booking', () => {
  it('names a room booked or occupied over the dates', () => {
    const reservations = [
      {
        reservationId: 'RSV26-11/0004',
        room: '201',
        arrival: '2026-11-23',
        departure: '2026-11-25',
        status: 'BOOKED' as const,
      },
    ];
    expect(bookingClashes(['201', '202'], '2026-11-21', '2026-11-23', reservations, [])).toBeNull();
    expect(
      bookingClashes(['201', '202'], '2026-11-22', '2026-11-24', reservations, [
        { room: '202', departure: '2026-11-23' },
      ]),
    ).toBe(
      'Rooms 201 (booked 2026-11-23 to 2026-11-25, RSV26-11/0004), 202 (occupied until 2026-11-23) are not free for 2026-11-22 to 2026-11-24',
    );
  });
});

describe('modify group', () => {
  it('needs a leader in house and a departure after the arrival, not before the hotel date', () => {
    const group = { arrival: '2026-11-18', booked: false, inHouse: new Set(['CHK-1']) };
    expect(modifyErrors({ name: 'X', leaderStayNo: 'CHK-1', departure: '2026-11-20' }, group, '2026-11-20')).toEqual(
      {},
    );
    expect(modifyErrors({ name: '', leaderStayNo: 'CHK-9', departure: '2026-11-19' }, group, '2026-11-20')).toEqual({
      name: "Enter the group's name",
      leaderStayNo: "Choose the leader among the group's rooms in house",
      departure: 'The departure cannot be before the hotel date, 2026-11-20',
    });
  });
});
