import type { PanelData, PanelRoom, PanelStay } from './panel-types';
import { panelSummary, roomTiles } from './room-states';

const TODAY = '2026-11-21';
const room = (roomNo: string, status: PanelRoom['status'], extra: Partial<PanelRoom> = {}): PanelRoom => ({
  roomNo,
  category: 'STD',
  floor: Number(roomNo[0]),
  status,
  active: true,
  outOfOrderReason: '',
  outOfOrderFrom: '',
  outOfOrderTo: '',
  ...extra,
});
const stay = (
  stayNo: string,
  roomNo: string,
  arrival: string,
  departure: string,
  extra: Partial<PanelStay> = {},
): PanelStay => ({
  stayNo,
  room: roomNo,
  guestName: `Guest ${roomNo}`,
  kind: 'GUEST',
  status: 'IN_HOUSE',
  arrival,
  departure,
  checkedOutAt: '',
  ...extra,
});
const data = (over: Partial<PanelData>): PanelData => ({
  hotelDate: TODAY,
  rooms: [],
  categories: [{ code: 'STD', name: 'Standard' }],
  stays: [],
  reservations: [],
  ...over,
});
const stateOf = (input: PanelData) => Object.fromEntries(roomTiles(input).map((tile) => [tile.roomNo, tile.state]));

describe('room states on the hotel date', () => {
  it('derives each state: occupied, due out (departure today or past), out of order, arriving, vacant dirty and clean', () => {
    const input = data({
      rooms: [
        room('101', 'OCCUPIED'),
        room('102', 'OCCUPIED'),
        room('103', 'OCCUPIED'),
        room('104', 'OUT_OF_ORDER', { outOfOrderReason: 'AC repair', outOfOrderTo: '2026-11-25' }),
        room('105', 'DIRTY'),
        room('106', 'VACANT'),
        room('107', 'VACANT'),
      ],
      stays: [
        stay('S1', '101', '2026-11-20T14:00', '2026-11-23'),
        stay('S2', '102', '2026-11-19T12:00', TODAY),
        stay('S3', '103', '2026-11-18T12:00', '2026-11-20'),
      ],
      reservations: [
        {
          reservationId: 'R1',
          guestName: 'Meera Joshi',
          room: '105',
          category: 'STD',
          arrival: TODAY,
          departure: '2026-11-22',
          status: 'BOOKED',
        },
        {
          reservationId: 'R2',
          guestName: 'Tomorrow',
          room: '106',
          category: 'STD',
          arrival: '2026-11-22',
          departure: '2026-11-23',
          status: 'BOOKED',
        },
        {
          reservationId: 'R3',
          guestName: 'Cancelled',
          room: '107',
          category: 'STD',
          arrival: TODAY,
          departure: '2026-11-22',
          status: 'CANCELLED',
        },
      ],
    });
    expect(stateOf(input)).toEqual({
      101: 'OCCUPIED',
      102: 'DUE_OUT',
      103: 'DUE_OUT',
      104: 'OUT_OF_ORDER',
      105: 'ARRIVING',
      106: 'VACANT_CLEAN',
      107: 'VACANT_CLEAN',
    });
    const tiles = roomTiles(input);
    expect(tiles[0]!.label).toBe('Room 101, occupied, Guest 101, 3 nights, Standard');
    expect(tiles[1]!.label).toBe('Room 102, due out today, Guest 102, 2 nights, Standard');
    expect(tiles[3]!.label).toBe('Room 104, out of order, AC repair, until 25-Nov-2026, Standard');
    expect(tiles[4]).toMatchObject({
      guestName: 'Meera Joshi',
      reservationId: 'R1',
      dirty: true,
      label: 'Room 105, arriving today, Meera Joshi, room dirty, Standard',
    });
    expect(tiles[5]!.label).toBe('Room 106, vacant clean, Standard');
  });

  it('counts a stay of one night as 1 night, shows a room the master calls occupied without a stay as dirty, and leaves inactive rooms out', () => {
    const input = data({
      rooms: [room('201', 'VACANT'), room('202', 'OCCUPIED'), room('203', 'VACANT', { active: false })],
      stays: [
        stay('S1', '201', '2026-11-21T10:00', '2026-11-22'),
        stay('S9', '202', '2026-11-19T10:00', TODAY, { status: 'CHECKED_OUT', checkedOutAt: '2026-11-21T09:00:00' }),
      ],
    });
    const tiles = roomTiles(input);
    expect(tiles.map((tile) => tile.roomNo)).toEqual(['201', '202']);
    expect(tiles[0]!.label).toBe('Room 201, occupied, Guest 201, 1 night, Standard');
    expect(tiles[1]!.state).toBe('VACANT_DIRTY');
  });

  it('a stay in a room the master calls out of order still shows the stay (the guest is there)', () => {
    expect(
      stateOf(
        data({ rooms: [room('301', 'OUT_OF_ORDER')], stays: [stay('S1', '301', '2026-11-20T10:00', '2026-11-24')] }),
      ),
    ).toEqual({ 301: 'OCCUPIED' });
  });

  it('orders tiles by floor then room number', () => {
    const input = data({
      rooms: [
        room('1010', 'VACANT', { floor: 10 }),
        room('210', 'VACANT'),
        room('29', 'VACANT', { floor: 2 }),
        room('101', 'VACANT'),
      ],
    });
    expect(roomTiles(input).map((tile) => tile.roomNo)).toEqual(['101', '29', '210', '1010']);
  });
});

describe('the panel summary', () => {
  it('counts arrivals (expected and checked in), departures (due out and left today) and occupancy over rooms in service', () => {
    const input = data({
      rooms: [
        room('101', 'OCCUPIED'),
        room('102', 'OCCUPIED'),
        room('103', 'VACANT'),
        room('104', 'OUT_OF_ORDER'),
        room('105', 'DIRTY'),
        room('106', 'VACANT'),
      ],
      stays: [
        stay('S1', '101', `${TODAY}T09:00`, '2026-11-23'),
        stay('S2', '102', '2026-11-19T12:00', TODAY),
        stay('S3', '105', '2026-11-18T12:00', TODAY, { status: 'CHECKED_OUT', checkedOutAt: `${TODAY}T10:30:00` }),
        stay('S4', '106', `${TODAY}T08:00`, '2026-11-22', { status: 'CANCELLED' }),
      ],
      reservations: [
        {
          reservationId: 'R1',
          guestName: 'A',
          room: '103',
          category: 'STD',
          arrival: TODAY,
          departure: '2026-11-22',
          status: 'BOOKED',
        },
        {
          reservationId: 'R2',
          guestName: 'B',
          room: '',
          category: 'STD',
          arrival: TODAY,
          departure: '2026-11-22',
          status: 'BOOKED',
        },
        {
          reservationId: 'R3',
          guestName: 'C',
          room: '',
          category: 'STD',
          arrival: TODAY,
          departure: '2026-11-22',
          status: 'ARRIVED',
        },
      ],
    });
    expect(panelSummary(input, roomTiles(input))).toEqual({
      hotelDate: TODAY,
      arrivalsExpected: 2,
      checkedInToday: 1,
      dueOut: 1,
      checkedOutToday: 1,
      occupied: 2,
      inService: 5,
      occupancyPercent: 40,
    });
  });

  it('is zero percent with no room in service', () => {
    const input = data({ rooms: [room('101', 'OUT_OF_ORDER')] });
    expect(panelSummary(input, roomTiles(input)).occupancyPercent).toBe(0);
  });
});
