import { addDays, format, parseISO } from 'date-fns';
import { DEFAULT_FO_SETTINGS } from '../../domain/fo-settings';
import { auditRefusals, pendingCheckoutRefusal, planNightAudit, type NightAuditInput } from './night-audit';
import { testLine, testReservation, testSlot, testStay } from './test-stays';

const DATE = '2026-11-24';
const plan = (input: Partial<NightAuditInput>) =>
  planNightAudit({ stays: [], lines: [], reservations: [], date: DATE, settings: DEFAULT_FO_SETTINGS, ...input });
const nightsOf = (result: ReturnType<typeof plan>) =>
  result.nights.map((night) => [night.stay.room, night.night, night.amount, night.cgst, night.debit]);

describe('planNightAudit', () => {
  it('posts the audited night of every in-house stay at its tariff and GST slab', () => {
    const stays = [
      testStay('CHK26-11/0002', '203', DATE, '2026-11-26', 8000),
      testStay('CHK26-11/0001', '101', DATE, '2026-11-25', 4000),
    ];
    const result = plan({ stays });
    // Rooms in order; Rs 4,000 pays 5 %, Rs 8,000 18 %.
    expect(nightsOf(result)).toEqual([
      ['101', DATE, 400_000, 10_000, 420_000],
      ['203', DATE, 800_000, 72_000, 944_000],
    ]);
    expect(result.totals).toEqual({
      rooms: 2,
      nights: 2,
      amount: 1_200_000,
      cgst: 82_000,
      sgst: 82_000,
      debit: 1_364_000,
    });
  });

  it('catches up the earlier nights a missed audit left uncharged, and skips nights already on the folio', () => {
    const stay = testStay('CHK26-11/0003', '305', '2026-11-21', '2026-11-28', 3000);
    const lines = [
      testLine(stay, 'N2026-11-21', 'ROOM', '2026-11-21', 3000, { cgst: 75, sgst: 75 }),
      testLine(stay, '0001', 'ADVANCE', '2026-11-21', 5000),
    ];
    expect(plan({ stays: [stay], lines }).nights.map((night) => night.night)).toEqual([
      '2026-11-22',
      '2026-11-23',
      DATE,
    ]);
  });

  it('charges again a night whose line was cancelled', () => {
    const stay = testStay('CHK26-11/0004', '306', '2026-11-23', '2026-11-28', 3000);
    const lines = [testLine(stay, 'N2026-11-23', 'ROOM', '2026-11-23', 3000, { cancelled: true })];
    expect(plan({ stays: [stay], lines }).nights.map((night) => night.night)).toEqual(['2026-11-23', DATE]);
  });

  it('prices each night by its own slot after a tariff change', () => {
    const stay = testStay('CHK26-11/0005', '402', '2026-11-22', '2026-11-28', 5000, {
      slots: [
        testSlot('2026-11-22', 5000),
        testSlot('2026-11-24', 7000, { mealPlan: 'MAP', mealRate: 1200, extraBeds: 1, extraBedRate: 800 }),
      ],
    });
    const result = plan({ stays: [stay] });
    // 7,000 + 1,200 + 800 = 9,000 on the 24th: over Rs 7,500, so 18 %.
    expect(result.nights.map((night) => [night.night, night.amount, night.percent])).toEqual([
      ['2026-11-22', 500_000, 5],
      ['2026-11-23', 500_000, 5],
      [DATE, 900_000, 18],
    ]);
  });

  it('posts nothing for a house guest, and lists them apart', () => {
    const house = testStay('CHK26-11/0006', '501', '2026-11-20', '2026-11-30', 0, {
      kind: 'HOUSE',
      complimentary: 'Staff use',
    });
    const result = plan({ stays: [house] });
    expect(result.nights).toEqual([]);
    expect(result.houseGuests.map((stay) => stay.room)).toEqual(['501']);
    expect(result.totals.debit).toBe(0);
  });

  it('posts nothing for stays that left, were cancelled or arrive after the date', () => {
    const stays = [
      testStay('CHK26-11/0007', '101', '2026-11-22', DATE, 3000, {
        status: 'CHECKED_OUT',
        checkedOutAt: `${DATE}T11:00`,
      }),
      testStay('CHK26-11/0008', '102', DATE, '2026-11-25', 3000, { status: 'CANCELLED' }),
      testStay('CHK26-11/0009', '103', '2026-11-25', '2026-11-26', 3000),
    ];
    expect(plan({ stays }).nights).toEqual([]);
  });

  it('lists the stays it cannot price for want of a tariff', () => {
    const stay = testStay('CHK26-11/0010', '104', DATE, '2026-11-25', 3000, { slots: [] });
    const result = plan({ stays: [stay] });
    expect(result.nights).toEqual([]);
    expect(result.untariffed.map((row) => row.stayNo)).toEqual(['CHK26-11/0010']);
  });

  it('finds the no-shows: reservations still booked that were due on or before the date', () => {
    const reservations = [
      testReservation('RSV26-11/0001', '2026-11-23'),
      testReservation('RSV26-11/0002', DATE),
      testReservation('RSV26-11/0003', '2026-11-25'),
      testReservation('RSV26-11/0004', DATE, { status: 'ARRIVED', stayNo: 'CHK26-11/0001' }),
      testReservation('RSV26-11/0005', '2026-11-22', { status: 'CANCELLED' }),
    ];
    expect(plan({ reservations }).noShows.map((row) => row.reservationId)).toEqual(['RSV26-11/0001', 'RSV26-11/0002']);
  });

  it('finds the rooms due out that have not left', () => {
    const stays = [
      testStay('CHK26-11/0011', '201', '2026-11-22', '2026-11-23', 3000),
      testStay('CHK26-11/0012', '202', '2026-11-22', DATE, 3000),
      testStay('CHK26-11/0013', '204', '2026-11-22', '2026-11-25', 3000),
    ];
    expect(plan({ stays }).dueOuts.map((stay) => stay.room)).toEqual(['201', '202']);
  });

  it('is blocked by a check-out half done, which it neither charges nor lets through', () => {
    const pending = testStay('CHK26-11/0014', '203', '2026-11-22', DATE, 3000, {
      status: 'CHECKOUT_PENDING',
      finalBill: 'FBL26-11/0007',
    });
    const result = plan({ stays: [pending, testStay('CHK26-11/0015', '205', DATE, '2026-11-26', 3000)] });
    expect(result.blocking.map((stay) => stay.stayNo)).toEqual(['CHK26-11/0014']);
    expect(result.nights.map((night) => night.stay.room)).toEqual(['205']);
    expect(auditRefusals(result, DATE)).toEqual([
      "Room 203's check-out is half done (final bill FBL26-11/0007): settle it or reopen the folio first.",
    ]);
  });

  it('refuses a hotel date the calendar has not reached, and lets a past or present one run', () => {
    expect(auditRefusals({ date: '2026-11-25', blocking: [] }, DATE)).toEqual([
      'The hotel date 25-Nov-2026 has not begun yet: its night audit runs on that day or later.',
    ]);
    expect(auditRefusals({ date: DATE, blocking: [] }, DATE)).toEqual([]);
    expect(auditRefusals({ date: '2026-11-20', blocking: [] }, DATE)).toEqual([]);
    expect(pendingCheckoutRefusal({ room: '110', finalBill: '' })).toBe(
      "Room 110's check-out is half done: settle it or reopen the folio first.",
    );
  });

  it('plans 300 occupied rooms with a month of folio lines each (the bench times the audit)', () => {
    const stays = Array.from({ length: 300 }, (_, index) =>
      testStay(
        `CHK26-11/${String(index + 1).padStart(4, '0')}`,
        String(100 + index),
        '2026-10-25',
        '2026-12-01',
        2500 + index * 25,
      ),
    );
    const month = Array.from({ length: 30 }, (_, day) => format(addDays(parseISO('2026-10-25'), day), 'yyyy-MM-dd'));
    const lines = stays.flatMap((stay) => month.map((night) => testLine(stay, `N${night}`, 'ROOM', night, 2500)));
    const result = plan({ stays, lines });
    // the 24th only: the 25 Oct to 23 Nov are on the folios
    expect(result.totals).toMatchObject({ rooms: 300, nights: 300 });
  });
});
