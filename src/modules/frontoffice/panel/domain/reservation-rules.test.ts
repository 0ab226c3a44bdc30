import type { Reservation } from '../../domain/stay-types';
import { nightsOverlap, reservationConflict, stayNights, type Booking, type Holdings } from './reservation-rules';
import { reservationProblems } from './reservation-input';
import type { PanelRoom, ReservationInput } from './panel-types';

const TODAY = '2026-11-21';
const room = (roomNo: string, category = 'STD', extra: Partial<PanelRoom> = {}): PanelRoom => ({
  roomNo,
  category,
  floor: 1,
  status: 'VACANT',
  active: true,
  outOfOrderReason: '',
  outOfOrderFrom: '',
  outOfOrderTo: '',
  ...extra,
});
const booked = (
  reservationId: string,
  roomNo: string,
  arrival: string,
  departure: string,
  status: Reservation['status'] = 'BOOKED',
) => ({
  reservationId,
  guestName: `Guest ${reservationId}`,
  room: roomNo,
  category: 'STD',
  arrival,
  departure,
  status,
});
const holdings = (over: Partial<Holdings>): Holdings => ({
  hotelDate: TODAY,
  rooms: [room('101'), room('102')],
  stays: [],
  reservations: [],
  categoryName: (code) => ({ STD: 'Standard', DLX: 'Deluxe' })[code] ?? code,
  ...over,
});
const booking = (roomNo: string, arrival: string, departure: string, reservationId = ''): Booking => ({
  reservationId,
  room: roomNo,
  category: 'STD',
  arrival,
  departure,
});

describe('nights overlap', () => {
  it('shares a night only when each span starts before the other ends (departure day free for the next arrival)', () => {
    expect(
      nightsOverlap(
        { arrival: '2026-11-21', departure: '2026-11-23' },
        { arrival: '2026-11-23', departure: '2026-11-24' },
      ),
    ).toBe(false);
    expect(
      nightsOverlap(
        { arrival: '2026-11-21', departure: '2026-11-23' },
        { arrival: '2026-11-22', departure: '2026-11-24' },
      ),
    ).toBe(true);
    expect(
      nightsOverlap(
        { arrival: '2026-11-21', departure: '2026-11-25' },
        { arrival: '2026-11-22', departure: '2026-11-23' },
      ),
    ).toBe(true);
    expect(
      nightsOverlap(
        { arrival: '2026-11-24', departure: '2026-11-25' },
        { arrival: '2026-11-21', departure: '2026-11-24' },
      ),
    ).toBe(false);
  });

  it('holds an overstaying guest’s room up to the hotel date', () => {
    expect(stayNights({ arrival: '2026-11-18T12:00', departure: '2026-11-20' }, TODAY)).toEqual({
      arrival: '2026-11-18',
      departure: TODAY,
    });
    expect(stayNights({ arrival: '2026-11-18T12:00', departure: '2026-11-23' }, TODAY)).toEqual({
      arrival: '2026-11-18',
      departure: '2026-11-23',
    });
  });
});

describe('a reservation’s room over its nights', () => {
  const stay = {
    stayNo: 'CHK26-11/0001',
    room: '101',
    guestName: 'Ramesh Agarwal',
    arrival: '2026-11-20T14:00',
    departure: '2026-11-23',
    status: 'IN_HOUSE' as const,
  };

  it('is refused over an open stay’s nights, and allowed from its departure day', () => {
    expect(reservationConflict(booking('101', '2026-11-22', '2026-11-24'), holdings({ stays: [stay] }))).toBe(
      'Room 101 has Ramesh Agarwal in it (CHK26-11/0001) until 23-Nov-2026.',
    );
    expect(reservationConflict(booking('101', '2026-11-23', '2026-11-24'), holdings({ stays: [stay] }))).toBeNull();
    expect(
      reservationConflict(
        booking('101', '2026-11-22', '2026-11-24'),
        holdings({ stays: [{ ...stay, status: 'CHECKED_OUT' as const }] }),
      ),
    ).toBeNull();
  });

  it('is refused over another booked reservation’s nights, not over a cancelled one or itself', () => {
    const other = booked('RSV26-11/0001', '101', '2026-11-22', '2026-11-25');
    expect(reservationConflict(booking('101', '2026-11-21', '2026-11-23'), holdings({ reservations: [other] }))).toBe(
      'Room 101 is reserved for Guest RSV26-11/0001 (RSV26-11/0001) from 22-Nov-2026 to 25-Nov-2026.',
    );
    expect(
      reservationConflict(booking('101', '2026-11-21', '2026-11-22'), holdings({ reservations: [other] })),
    ).toBeNull();
    expect(
      reservationConflict(
        booking('101', '2026-11-21', '2026-11-23'),
        holdings({ reservations: [{ ...other, status: 'CANCELLED' }] }),
      ),
    ).toBeNull();
    expect(
      reservationConflict(
        booking('101', '2026-11-22', '2026-11-26', 'RSV26-11/0001'),
        holdings({ reservations: [other] }),
      ),
    ).toBeNull();
  });

  it('is refused while the room is out of order over its nights (the end date inclusive)', () => {
    const broken = room('102', 'STD', {
      status: 'OUT_OF_ORDER',
      outOfOrderReason: 'Plumbing',
      outOfOrderFrom: '2026-11-20',
      outOfOrderTo: '2026-11-22',
    });
    const held = holdings({ rooms: [room('101'), broken] });
    expect(reservationConflict(booking('102', '2026-11-22', '2026-11-23'), held)).toBe(
      'Room 102 is out of order until 22-Nov-2026 (Plumbing).',
    );
    expect(reservationConflict(booking('102', '2026-11-23', '2026-11-24'), held)).toBeNull();
  });

  it('is refused for a room of another category or not in service', () => {
    expect(reservationConflict({ ...booking('101', TODAY, '2026-11-22'), category: 'DLX' }, holdings({}))).toBe(
      'Room 101 is a Standard room, not Deluxe.',
    );
    expect(reservationConflict(booking('109', TODAY, '2026-11-22'), holdings({}))).toBe('Room 109 is not in service.');
  });
});

describe('a category-only reservation', () => {
  it('needs a room of the category free every night, counting other category-only bookings', () => {
    const held = holdings({ reservations: [booked('R1', '101', '2026-11-22', '2026-11-23')] });
    expect(reservationConflict(booking('', TODAY, '2026-11-23'), held)).toBeNull();
    const full = holdings({
      reservations: [
        booked('R1', '101', '2026-11-22', '2026-11-23'),
        { ...booked('R2', '', '2026-11-22', '2026-11-24') },
      ],
    });
    expect(reservationConflict(booking('', TODAY, '2026-11-23'), full)).toBe(
      'No Standard room is free on the night of 22-Nov-2026.',
    );
    expect(reservationConflict(booking('', TODAY, '2026-11-22'), full)).toBeNull();
  });
});

describe('a reservation as typed', () => {
  const input: ReservationInput = {
    reservationId: '',
    guestName: 'Meera Joshi',
    mobile: '9829012345',
    room: '101',
    category: 'STD',
    arrival: TODAY,
    departure: '2026-11-23',
    adults: 2,
    children: 0,
    mealPlan: 'CP',
    roomRate: 2800,
    billTo: '',
    remarks: '',
  };
  it('passes when complete', () => expect(reservationProblems(input, TODAY, null)).toEqual({}));
  it('names each problem by field', () => {
    expect(
      reservationProblems(
        { ...input, guestName: ' ', mobile: '12345', departure: TODAY, adults: 0, roomRate: 10.005 },
        TODAY,
        null,
      ),
    ).toEqual({
      guestName: 'Guest name is required',
      mobile: 'Mobile must be 10 digits',
      departure: 'Departure must be after arrival',
      adults: 'Adults must be a whole number from 1 to 12',
      roomRate: 'Enter an amount with at most two decimals',
    });
  });
  it('refuses an arrival before the hotel date unless it is the reservation’s own unchanged arrival', () => {
    expect(reservationProblems({ ...input, arrival: '2026-11-20' }, TODAY, null).arrival).toBe(
      'Arrival cannot be before the hotel date',
    );
    expect(reservationProblems({ ...input, arrival: '2026-11-20' }, TODAY, '2026-11-20').arrival).toBeUndefined();
  });
});
