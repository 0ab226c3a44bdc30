import { DEFAULT_FO_SETTINGS } from '../../../domain/fo-settings';
import { testCForm, testLine, testReservation, testStay } from '../test-stays';
import { frontOfficeFigures } from './dashboard-figures';
import { arrivalRows, departureRows, inHouseRows } from './movement-rows';
import { occupancyDayRows, occupancyMonthRows } from './occupancy-rows';
import { cformRows, hoursLate, nightAuditRows } from './register-rows';
import type { FoReportSources } from './report-sources';
import { advanceRows, chargeRows, roomRevenueRows } from './revenue-rows';

// A small hotel: 101-103 in service, 104 out. Stay A left on the 23rd, B is in, C a house guest, D was cancelled, E a
// day use on the 24th.
const A = testStay('CHK26-11/0001', '101', '2026-11-20', '2026-11-23', 4000, {
  status: 'CHECKED_OUT',
  checkedOutAt: '2026-11-23T10:00',
  finalBill: 'FBL26-11/0001',
});
const B = testStay('CHK26-11/0002', '102', '2026-11-22', '2026-11-26', 8000, { reservationId: 'RSV26-11/0002' });
const C = testStay('CHK26-11/0003', '103', '2026-11-23', '2026-11-24', 0, {
  kind: 'HOUSE',
  complimentary: 'Staff use',
});
const D = testStay('CHK26-11/0004', '101', '2026-11-23', '2026-11-24', 4000, { status: 'CANCELLED' });
const E = testStay('CHK26-11/0005', '101', '2026-11-24', '2026-11-24', 3000, {
  status: 'CHECKED_OUT',
  checkedOutAt: '2026-11-24T18:00',
});
const room = (stay: typeof A, night: string, amount: number, tax: number) =>
  testLine(stay, `N${night}`, 'ROOM', night, amount, { cgst: tax, sgst: tax });
const LINES = [
  room(A, '2026-11-20', 4000, 100),
  room(A, '2026-11-21', 4000, 100),
  room(A, '2026-11-22', 4000, 100),
  testLine(A, '0001', 'ADVANCE', '2026-11-20', 5000, { head: 'CASH' }),
  testLine(A, '0002', 'CHARGE', '2026-11-21', 500, {
    head: 'LAU',
    cgst: 45,
    sgst: 45,
    description: 'Laundry, 3 shirts',
  }),
  testLine(A, '0003', 'CHARGE', '2026-11-21', 200, { head: 'MIN', cgst: 18, sgst: 18, cancelled: true }),
  testLine(A, 'PDN26-000007', 'POS', '2026-11-22', 1180, { head: 'DIN' }),
  testLine(A, '0004', 'PAYMENT', '2026-11-23', 12_200, { head: 'CARD' }),
  room(B, '2026-11-22', 8000, 720),
  room(B, '2026-11-23', 8000, 720),
  testLine(B, '0001', 'ADVANCE', '2026-11-22', 10_000, { head: 'UPI' }),
  testLine(B, '0002', 'REFUND', '2026-11-23', 2000, { head: 'CASH' }),
  testLine(B, '0003', 'CHARGE', '2026-11-23', 1000, { head: 'LAU', cgst: 90, sgst: 90 }),
  room(E, '2026-11-24', 3000, 75),
];
const SOURCES: FoReportSources = {
  stays: [A, B, C, D, E],
  lines: LINES,
  reservations: [
    testReservation('RSV26-11/0001', '2026-11-24', { guestName: 'Meera Shah', category: 'DLX' }),
    testReservation('RSV26-11/0002', '2026-11-22', { status: 'ARRIVED', stayNo: B.stayNo, room: '102' }),
    testReservation('RSV26-11/0003', '2026-11-24', { status: 'CANCELLED' }),
  ],
  cforms: [
    testCForm('CFM26-11/0001', B, '2026-11-23T12:00', {
      status: 'SUBMITTED',
      submittedAt: '2026-11-23T15:30',
      submissionRef: 'FRRO-1',
    }),
    testCForm('CFM26-11/0002', C, '2026-11-24T12:00'),
    testCForm('CFM26-11/0003', D, '2026-11-23T09:00', { status: 'CANCELLED' }),
  ],
  audits: [
    {
      dat: '2026-11-23',
      at: '2026-11-23T23:40:00',
      user: 'admin',
      roomsPosted: 1,
      roomRevenue: 8000,
      taxes: 1440,
      noShows: ['RSV26-11/0009'],
      dueOutsNotLeft: [],
    },
  ],
  rooms: [
    { roomNo: '101', category: 'STD', active: true },
    { roomNo: '102', category: 'DLX', active: true },
    { roomNo: '103', category: 'DLX', active: true },
    { roomNo: '104', category: 'SUI', active: false },
  ],
  heads: new Map([
    ['LAU', 'Laundry'],
    ['MIN', 'Minibar'],
  ]),
  hotelDate: '2026-11-24',
  now: '2026-11-24T20:00',
};
const PERIOD = { from: '2026-11-20', to: '2026-11-24' };
const pick = <T extends Record<string, unknown>>(rows: readonly T[], ...names: (keyof T)[]) =>
  rows.map((row) => names.map((name) => row[name]));

describe('arrivals and departures', () => {
  it('lists the reservations due and the check-ins made, leaving out cancelled ones', () => {
    expect(
      pick(arrivalRows(SOURCES, { from: '2026-11-22', to: '2026-11-24' }), 'kind', 'dat', 'number', 'room', 'status'),
    ).toEqual([
      ['Expected', '2026-11-22', 'RSV26-11/0002', '102', 'Arrived (CHK26-11/0002)'],
      ['Expected', '2026-11-24', 'RSV26-11/0001', '(DLX)', 'Booked'],
      ['Arrived', '2026-11-22', B.stayNo, '102', 'In house'],
      ['Arrived', '2026-11-23', C.stayNo, '103', 'In house'],
      ['Arrived', '2026-11-24', E.stayNo, '101', 'Checked out'],
    ]);
  });

  it('lists the stays due to leave and the check-outs made, with what each was billed', () => {
    expect(
      pick(
        departureRows(SOURCES, { from: '2026-11-23', to: '2026-11-24' }),
        'kind',
        'dat',
        'number',
        'nights',
        'billed',
      ),
    ).toEqual([
      // 3 nights at 4,200, laundry 590, the restaurant's 1,180 (the cancelled minibar not)
      ['Expected', '2026-11-23', A.stayNo, 3, 14_370],
      ['Expected', '2026-11-24', E.stayNo, 1, 3150],
      ['Expected', '2026-11-24', C.stayNo, 1, 0],
      ['Left', '2026-11-23', A.stayNo, 3, 14_370],
      ['Left', '2026-11-24', E.stayNo, 1, 3150],
    ]);
  });

  it("lists the guests in the house with tonight's tariff and what they owe", () => {
    const rows = inHouseRows({ ...SOURCES, slabs: DEFAULT_FO_SETTINGS.roomTaxSlabs });
    // B: 2 nights at 9,440 and laundry 1,180, less 10,000 advance, plus 2,000 refunded.
    expect(pick(rows, 'room', 'kind', 'tariff', 'balance')).toEqual([
      ['102', 'Guest', 8000, 12_060],
      ['103', 'House guest', 0, 0],
    ]);
  });
});

describe('occupancy and ARR', () => {
  it('counts each night the rooms held and the rooms sold, from the stays and the folios', () => {
    expect(
      pick(
        occupancyDayRows(SOURCES, PERIOD),
        'dat',
        'available',
        'occupied',
        'house',
        'sold',
        'occupancy',
        'revenue',
        'arr',
      ),
    ).toEqual([
      ['2026-11-20', 3, 1, 0, 1, 33.33, 4000, 4000],
      ['2026-11-21', 3, 1, 0, 1, 33.33, 4000, 4000],
      ['2026-11-22', 3, 2, 0, 2, 66.67, 12_000, 6000],
      ['2026-11-23', 3, 2, 1, 1, 66.67, 8000, 8000],
      ['2026-11-24', 3, 3, 1, 1, 100, 3000, 3000],
    ]);
  });

  it('holds a room out of order out of service on the nights of its window', () => {
    const rooms = [
      ...SOURCES.rooms,
      { roomNo: '105', category: 'STD', active: true, outOfOrder: { from: '2026-11-21', to: '2026-11-22' } },
      { roomNo: '106', category: 'STD', active: true, outOfOrder: { from: '2026-11-24', to: '' } },
    ];
    expect(pick(occupancyDayRows({ ...SOURCES, rooms }, PERIOD), 'dat', 'available', 'occupancy')).toEqual([
      ['2026-11-20', 5, 20],
      ['2026-11-21', 4, 25],
      ['2026-11-22', 4, 50],
      ['2026-11-23', 5, 40],
      ['2026-11-24', 4, 75],
    ]);
  });

  it('looks ahead to the nights an in-house stay is still due', () => {
    expect(
      pick(occupancyDayRows(SOURCES, { from: '2026-11-25', to: '2026-11-26' }), 'dat', 'occupied', 'sold'),
    ).toEqual([
      ['2026-11-25', 1, 0],
      ['2026-11-26', 0, 0],
    ]);
  });

  it('adds the nights up by month over the financial year', () => {
    const rows = occupancyMonthRows(SOURCES, 2026);
    expect(rows).toHaveLength(12);
    expect(rows[0]).toMatchObject({ month: 'Apr 2026', available: 90, sold: 0, revenue: 0, arr: 0 });
    // November: 30 nights of 3 rooms; 10 room nights held (B's 25th ahead among them), 6 sold for 31,000: ARR 5,166.67.
    expect(rows[7]).toMatchObject({
      month: 'Nov 2026',
      available: 90,
      occupied: 10,
      house: 2,
      sold: 6,
      occupancy: 11.11,
      revenue: 31_000,
      arr: 5166.67,
    });
    expect(rows[11]).toMatchObject({ month: 'Mar 2027' });
  });
});

describe('revenue, charges and advances', () => {
  it("sums each room's live folio lines; the totals are the folios' charges", () => {
    const rows = roomRevenueRows(SOURCES, PERIOD);
    expect(pick(rows, 'room', 'category', 'nights', 'tariff', 'charges', 'pos', 'taxes', 'total')).toEqual([
      ['101', 'STD', 4, 15_000, 500, 1180, 840, 17_520],
      ['102', 'DLX', 2, 16_000, 1000, 0, 3060, 20_060],
      ['103', 'DLX', 0, 0, 0, 0, 0, 0],
    ]);
  });

  it('lists the posted charges by head with their CGST and SGST, leaving out the cancelled', () => {
    expect(pick(chargeRows(SOURCES, PERIOD), 'head', 'dat', 'room', 'amount', 'cgst', 'sgst', 'total')).toEqual([
      ['Laundry (LAU)', '2026-11-21', '101', 500, 45, 45, 590],
      ['Laundry (LAU)', '2026-11-23', '102', 1000, 90, 90, 1180],
    ]);
  });

  it('lists the advances received and refunded per stay', () => {
    expect(pick(advanceRows(SOURCES, PERIOD), 'stay', 'kind', 'mode', 'received', 'refunded', 'net')).toEqual([
      [`${A.stayNo}, room 101, Guest of 101`, 'Received', 'CASH', 5000, 0, 5000],
      [`${B.stayNo}, room 102, Guest of 102`, 'Received', 'UPI', 10_000, 0, 10_000],
      [`${B.stayNo}, room 102, Guest of 102`, 'Refunded', 'CASH', 0, 2000, -2000],
    ]);
  });
});

describe('registers', () => {
  it('shows each C-Form due or submitted and the hours late', () => {
    expect(pick(cformRows(SOURCES, PERIOD), 'number', 'status', 'hoursLate')).toEqual([
      ['CFM26-11/0001', 'Submitted late', 3.5],
      ['CFM26-11/0002', 'Overdue', 8],
      ['CFM26-11/0003', 'Cancelled (check-in cancelled)', 0],
    ]);
    expect(hoursLate('2026-11-24T12:00', '2026-11-24T11:00')).toBe(0);
  });

  it('lists the night audits of the period', () => {
    expect(nightAuditRows(SOURCES, PERIOD)).toEqual([
      {
        dat: '2026-11-23',
        at: '2026-11-23T23:40:00',
        user: 'admin',
        roomsPosted: 1,
        roomRevenue: 8000,
        taxes: 1440,
        noShows: 1,
        dueOuts: 0,
      },
    ]);
    expect(nightAuditRows(SOURCES, { from: '2026-11-24', to: '2026-11-24' })).toEqual([]);
  });
});

describe('the dashboard', () => {
  it("shows the hotel date's figures and the last 14 hotel days", () => {
    const { cards, charts } = frontOfficeFigures(SOURCES);
    expect(cards).toEqual({
      occupancy: 100,
      occupied: 2,
      arrivals: 2,
      departures: 2,
      inHouse: 4,
      roomRevenue: 3000,
      chargeRevenue: 0,
      posRevenue: 0,
      cformsDue: 1,
    });
    expect(charts.occupancy).toHaveLength(14);
    expect(charts.occupancy!.slice(-3)).toEqual([
      { label: '22 Nov', value: 66.67 },
      { label: '23 Nov', value: 66.67 },
      { label: '24 Nov', value: 100 },
    ]);
    expect(charts.revenueByKind).toEqual([
      { label: 'Room tariff', value: 31_000 },
      { label: 'Posted charges', value: 1500 },
      { label: 'Restaurant', value: 1180 },
    ]);
  });
});
