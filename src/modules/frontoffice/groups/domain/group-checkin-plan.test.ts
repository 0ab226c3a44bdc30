import type { Reservation } from '../../domain/stay-types';
import type { CheckinRoom } from '../../checkin/domain/checkin-types';
import {
  groupCheckInRefusal,
  kindFor,
  planGroupCheckIn,
  roomsNotReady,
  type RoomToCheckIn,
} from './group-checkin-plan';
import { guest } from './group-test-data';

const booking = (room: string, more: Partial<Reservation> = {}): Reservation => ({
  reservationId: `RSV-${room}`,
  guestName: `Guest ${room}`,
  mobile: '9829012345',
  room,
  category: 'DLX',
  arrival: '2026-11-20',
  departure: '2026-11-23',
  adults: 2,
  children: 0,
  mealPlan: 'CP',
  roomRate: 3800,
  billTo: '',
  groupId: 'GRP26-11/0001',
  status: 'BOOKED',
  stayNo: '',
  remarks: '',
  user: 'admin',
  createdAt: '',
  ...more,
});
const now = {
  status: new Map([
    ['201', 'VACANT'],
    ['202', 'VACANT'],
    ['203', 'DIRTY'],
    ['204', 'OCCUPIED'],
    ['205', 'OUT_OF_ORDER'],
    ['206', 'VACANT'],
  ]),
  occupied: new Set(['206']),
};

describe('rooms ready for a check-in', () => {
  it('names every room that is not vacant clean, with why', () => {
    expect(roomsNotReady(['201', '202'], now)).toBeNull();
    expect(roomsNotReady(['201', '203'], now)).toBe('Room 203 (dirty) is not vacant clean');
    expect(roomsNotReady(['203', '204', '205', '206', '999', '201', '201'], now)).toBe(
      'Rooms 203 (dirty), 204 (occupied), 205 (out of order), 206 (occupied), 999 (no such room), 201 (chosen twice) are not vacant clean',
    );
  });
});

describe('checking a booked group in: all or nothing', () => {
  it('takes every booked room on the arrival date', () => {
    const plan = planGroupCheckIn(
      'Sharma wedding',
      [booking('202'), booking('201'), booking('203', { status: 'CANCELLED' })],
      '2026-11-20',
      now,
    );
    expect('rooms' in plan && plan.rooms.map((row) => row.room)).toEqual(['201', '202']);
  });
  it('refuses the whole group when one room is not clean, naming it', () => {
    expect(planGroupCheckIn('Sharma wedding', [booking('201'), booking('203')], '2026-11-20', now)).toEqual({
      refusal:
        'Room 203 (dirty) is not vacant clean: nothing was checked in. Have them cleaned (Housekeeping) or change the rooms, then check the group in.',
    });
  });
  it('refuses before the arrival date, after the departure, and with nothing booked', () => {
    expect(planGroupCheckIn('Sharma wedding', [booking('201')], '2026-11-19', now)).toEqual({
      refusal:
        'Group Sharma wedding arrives on 2026-11-20: it can be checked in from that day (the hotel date is 2026-11-19).',
    });
    expect(planGroupCheckIn('Sharma wedding', [booking('201')], '2026-11-23', now)).toEqual({
      refusal: "The booking of room 201 ended on 2026-11-23: change the group's departure first (Modify group).",
    });
    expect(planGroupCheckIn('Sharma wedding', [booking('201', { status: 'ARRIVED' })], '2026-11-20', now)).toEqual({
      refusal: 'Group Sharma wedding has no booked room to check in.',
    });
  });
});

describe('checking in the rooms of a group: every check before any write', () => {
  const hotelRoom = (roomNo: string, status = 'VACANT', occupiedBy = ''): CheckinRoom => ({
    roomNo,
    category: 'DLX',
    floor: 2,
    status,
    active: true,
    occupiedBy,
  });
  const facts = {
    today: '2026-11-20',
    departure: '2026-11-22',
    categories: [{ code: 'DLX', name: 'Deluxe', baseTariff: 3800, extraBed: 900, occupancy: 2 }],
    rooms: [
      hotelRoom('201'),
      hotelRoom('202'),
      hotelRoom('203', 'DIRTY'),
      hotelRoom('204', 'OCCUPIED', 'Ramesh Agarwal, CHK26-11/0003'),
    ],
  };
  const wanted = (room: string, more: Partial<RoomToCheckIn> = {}): RoomToCheckIn => ({
    room,
    guest: guest(`Guest ${room}`),
    adults: 2,
    children: 0,
    mealPlan: 'CP',
    reservationId: '',
    roomRate: 3800,
    leader: false,
    ...more,
  });

  it('passes rooms that check-in would take', () => {
    expect(groupCheckInRefusal([wanted('201', { leader: true }), wanted('202')], facts)).toBeNull();
  });
  it('names every room not vacant clean, and nothing is checked in', () => {
    expect(groupCheckInRefusal([wanted('201'), wanted('203'), wanted('204')], facts)).toBe(
      'Rooms 203 (dirty), 204 (occupied) are not vacant clean: nothing was checked in.',
    );
  });
  it("refuses with a room's own problem (a foreign guest without papers, too many guests)", () => {
    expect(
      groupCheckInRefusal(
        [wanted('201'), wanted('202', { guest: guest('Jean Dupont', { nationality: 'French' }) })],
        facts,
      ),
    ).toMatch(/^Room 202 \(Jean Dupont\): A foreign national needs the passport number\..* Nothing was checked in\.$/);
    // Check-in's own words follow the room (theirs to phrase).
    expect(groupCheckInRefusal([wanted('201', { adults: 3 })], facts)).toMatch(
      /^Room 201 \(Guest 201\): .*Deluxe.* 3 given.* Nothing was checked in\.$/,
    );
  });
  it('checks the leader in as a full guest only with the ID and address', () => {
    expect(kindFor({ leader: true, guest: guest('Anil Sharma') })).toBe('QUICK');
    expect(
      kindFor({
        leader: true,
        guest: guest('Anil Sharma', { idType: 'PAN', idNumber: 'ABCDE1234F', address: 'Jaipur' }),
      }),
    ).toBe('GUEST');
    expect(
      kindFor({
        leader: false,
        guest: guest('Anil Sharma', { idType: 'PAN', idNumber: 'ABCDE1234F', address: 'Jaipur' }),
      }),
    ).toBe('QUICK');
  });
});
