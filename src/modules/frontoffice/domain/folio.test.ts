import { toPaise } from '../../../lib/money/money';
import { folioBalancePaise, nightsToCharge, postedNights, totalOf, withRunningBalance } from './folio';
import type { FolioLine } from './stay-types';
import { folioLineMaker } from './folio-line.fixture';

const line = folioLineMaker();
const night = (date: string, debit = 4200, extra: Partial<FolioLine> = {}) =>
  line('ROOM', {
    reference: date,
    dat: date,
    at: `${date}T23:59:00`,
    amount: 4000,
    cgst: 100,
    sgst: 100,
    debit,
    ...extra,
  });

describe('folioBalancePaise', () => {
  it('is the live debits less the credits, exact to the paisa', () => {
    const lines = [
      night('2026-11-20', 4200.1),
      line('CHARGE', { debit: 118.05 }),
      line('ADVANCE', { credit: 2000.07 }),
      line('REFUND', { debit: 500 }),
    ];
    expect(folioBalancePaise(lines)).toBe(toPaise(4200.1) + toPaise(118.05) - toPaise(2000.07) + toPaise(500));
  });

  it('leaves cancelled lines out, and goes negative when the hotel owes the guest', () => {
    const lines = [
      line('CHARGE', { debit: 1000, cancelled: true }),
      line('ADVANCE', { credit: 3000 }),
      line('CHARGE', { debit: 1180 }),
    ];
    expect(folioBalancePaise(lines)).toBe(toPaise(-1820));
    expect(folioBalancePaise([])).toBe(0);
  });
});

describe('withRunningBalance', () => {
  it('orders the lines of a day by time (then id) and carries the balance after each', () => {
    const late = line('ADVANCE', { at: '2026-11-21T09:00:00', credit: 1000 });
    const early = line('CHARGE', { at: '2026-11-20T08:00:00', debit: 590 });
    const middle = night('2026-11-20', 4200);
    const rows = withRunningBalance([late, middle, early]);
    expect(rows.map((row) => row.id)).toEqual([early.id, middle.id, late.id]);
    expect(rows.map((row) => row.balance)).toEqual([590, 4790, 3790]);
  });

  it("orders by the hotel date first: a night charged later (at check-out, or in the same second) stands before the next day's lines", () => {
    const charge = line('CHARGE', {
      dat: '2026-11-20',
      at: '2026-11-20T12:00:00',
      id: 'CHK26-11/0001|0001',
      debit: 300,
    });
    const lateNight = night('2026-11-19', 4200, { at: '2026-11-20T12:00:00', id: 'CHK26-11/0001|N2026-11-19' });
    expect(withRunningBalance([charge, lateNight]).map((row) => [row.kind, row.balance])).toEqual([
      ['ROOM', 4200],
      ['CHARGE', 4500],
    ]);
  });

  it('shows a cancelled line with the balance unchanged, and does not change the lines it is given', () => {
    const first = line('CHARGE', { at: '2026-11-20T08:00:00', debit: 100 });
    const cancelled = line('CHARGE', { at: '2026-11-20T09:00:00', debit: 250.5, cancelled: true });
    const advance = line('ADVANCE', { at: '2026-11-20T10:00:00', credit: 40.25 });
    const given = [advance, cancelled, first];
    const rows = withRunningBalance(given);
    expect(rows.map((row) => [row.cancelled, row.balance])).toEqual([
      [false, 100],
      [true, 100],
      [false, 59.75],
    ]);
    expect(given.map((row) => row.id)).toEqual([advance.id, cancelled.id, first.id]);
    expect('balance' in given[0]!).toBe(false);
  });

  it('breaks a tie of the same time by the line id', () => {
    const b = line('CHARGE', { id: 'S|0002', at: '2026-11-20T08:00:00', debit: 2 });
    const a = line('CHARGE', { id: 'S|0001', at: '2026-11-20T08:00:00', debit: 1 });
    expect(withRunningBalance([b, a]).map((row) => [row.id, row.balance])).toEqual([
      ['S|0001', 1],
      ['S|0002', 3],
    ]);
  });
});

describe('postedNights', () => {
  it('lists the nights of the live ROOM lines only', () => {
    const lines = [
      night('2026-11-20'),
      night('2026-11-21', 4200, { cancelled: true }),
      line('CHARGE', { reference: '2026-11-22' }),
      night('2026-11-23'),
    ];
    expect([...postedNights(lines)].sort()).toEqual(['2026-11-20', '2026-11-23']);
  });
});

describe('nightsToCharge', () => {
  const guest = { arrival: '2026-11-20T14:05', kind: 'GUEST' as const };

  it('charges no night to a house guest', () => {
    expect(nightsToCharge({ ...guest, kind: 'HOUSE' }, [], '2026-11-23')).toEqual([]);
  });

  it('charges one night for a day use (leaving on the arrival day)', () => {
    expect(nightsToCharge(guest, [], '2026-11-20')).toEqual(['2026-11-20']);
    expect(nightsToCharge(guest, [night('2026-11-20')], '2026-11-20')).toEqual([]);
  });

  it('catches up the earlier nights not yet charged, up to the night before the day given', () => {
    expect(nightsToCharge(guest, [night('2026-11-21')], '2026-11-24')).toEqual([
      '2026-11-20',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(nightsToCharge(guest, [night('2026-11-20'), night('2026-11-21')], '2026-11-22')).toEqual([]);
  });

  it('charges again a night whose line was cancelled', () => {
    expect(nightsToCharge(guest, [night('2026-11-20', 4200, { cancelled: true })], '2026-11-21')).toEqual([
      '2026-11-20',
    ]);
  });

  it('charges a quick check-in like a guest', () => {
    expect(nightsToCharge({ ...guest, kind: 'QUICK' }, [], '2026-11-22')).toEqual(['2026-11-20', '2026-11-21']);
  });
});

describe('totalOf', () => {
  it('adds the live debits of a debit kind and the credits of a credit kind, in paise', () => {
    const lines = [
      night('2026-11-20', 4200.55),
      night('2026-11-21', 4200.55),
      night('2026-11-22', 999, { cancelled: true }),
      line('ADVANCE', { credit: 1000.1 }),
      line('ADVANCE', { credit: 0.2 }),
      line('CHARGE', { debit: 50 }),
    ];
    expect(totalOf(lines, 'ROOM')).toBe(toPaise(8401.1));
    expect(totalOf(lines, 'ADVANCE')).toBe(toPaise(1000.3));
    expect(totalOf(lines, 'REFUND')).toBe(0);
  });
});
