import { toPaise } from '../../../../lib/money/money';
import type { FolioLine, TariffSlot } from '../../domain/stay-types';
import {
  chargedNights,
  chargeFigures,
  closedFolioText,
  folioTotals,
  tariffChangeProblem,
  transferProblem,
  unusedCreditPaise,
} from './folio-rules';
import { folioLineMaker } from '../../domain/folio-line.fixture';

const line = folioLineMaker();
const night = (date: string, extra: Partial<FolioLine> = {}) =>
  line('ROOM', { reference: date, amount: 4000, cgst: 100, sgst: 100, debit: 4200, ...extra });
const slot = (from: string, roomRate: number): TariffSlot => ({
  from,
  roomRate,
  mealPlan: '',
  mealRate: 0,
  extraBeds: 0,
  extraBedRate: 0,
  reason: '',
  user: 'admin',
  at: '',
});

describe('folioTotals', () => {
  it('splits the live debits into charges and taxes, adds the credits and gives the balance', () => {
    const lines = [
      night('2026-11-20'),
      line('CHARGE', { amount: 100.01, cgst: 9, sgst: 9, debit: 118.01 }),
      line('POS', { amount: 525, debit: 525 }),
      line('ADVANCE', { credit: 1000 }),
      line('CHARGE', { debit: 59, cgst: 4.5, sgst: 4.5, cancelled: true }),
    ];
    expect(folioTotals(lines)).toEqual({
      charges: toPaise(4625.01),
      taxes: toPaise(218),
      credits: toPaise(1000),
      balance: toPaise(3843.01),
    });
  });
});

describe('chargeFigures', () => {
  it('prices quantity x rate and halves the GST into CGST and SGST, each rounded to the paisa', () => {
    expect(chargeFigures(toPaise(85), 3, 18)).toEqual({ amount: 25500, cgst: 2295, sgst: 2295, total: 30090 });
    expect(chargeFigures(toPaise(0.33), 1, 5)).toEqual({ amount: 33, cgst: 1, sgst: 1, total: 35 });
    expect(chargeFigures(toPaise(99.99), 1.5, 12)).toEqual({ amount: 14999, cgst: 900, sgst: 900, total: 16799 });
  });
});

describe('unusedCreditPaise', () => {
  it('is what the hotel holds beyond the charges, never below nothing', () => {
    expect(unusedCreditPaise([line('ADVANCE', { credit: 5000 }), night('2026-11-20')])).toBe(toPaise(800));
    expect(unusedCreditPaise([line('ADVANCE', { credit: 1000 }), night('2026-11-20')])).toBe(0);
    expect(unusedCreditPaise([line('ADVANCE', { credit: 1000 }), line('REFUND', { debit: 1000 })])).toBe(0);
  });
});

describe('tariffChangeProblem', () => {
  const lines = [night('2026-11-20'), night('2026-11-21'), night('2026-11-22', { cancelled: true })];

  it('allows a change from the hotel date or later when those nights are not charged', () => {
    expect(tariffChangeProblem('2026-11-22', '2026-11-22', lines)).toBeNull();
    expect(tariffChangeProblem('2026-11-25', '2026-11-22', lines)).toBeNull();
  });

  it('refuses a date before the hotel date, on a charged night, or not a date', () => {
    expect(tariffChangeProblem('2026-11-21', '2026-11-22', lines)).toBe(
      'The new tariff cannot start before the hotel date 22-Nov-2026.',
    );
    expect(tariffChangeProblem('2026-11-21', '2026-11-21', lines)).toBe(
      'The night of 21-Nov-2026 is already charged: start the new tariff after it.',
    );
    expect(tariffChangeProblem('', '2026-11-21', lines)).toBe('Enter the date the new tariff starts from.');
  });
});

describe('chargedNights', () => {
  it('pairs each live night with the slot that priced it, in night order', () => {
    const slots = [slot('2026-11-20', 4000), slot('2026-11-22', 5000)];
    const rows = chargedNights({ slots }, [
      night('2026-11-22'),
      night('2026-11-20'),
      night('2026-11-21', { cancelled: true }),
      line('CHARGE'),
    ]);
    expect(rows.map((row) => [row.line.reference, row.slot?.roomRate])).toEqual([
      ['2026-11-20', 4000],
      ['2026-11-22', 5000],
    ]);
  });
});

describe('transferProblem', () => {
  const room = (status: string, active = true) => ({ roomNo: '105', status, active });

  it('accepts an active vacant clean room with nobody in it and no arrival today', () => {
    expect(transferProblem(room('VACANT'), '', '')).toBe('');
  });

  it('names what stops every other room', () => {
    expect(transferProblem(room('DIRTY'), '', '')).toBe(
      'Room 105 is dirty (not yet cleaned): choose a vacant clean room.',
    );
    expect(transferProblem(room('OUT_OF_ORDER'), '', '')).toBe('Room 105 is out of order: choose a vacant clean room.');
    expect(transferProblem(room('OCCUPIED'), '', '')).toBe('Room 105 is occupied: choose a vacant clean room.');
    expect(transferProblem(room('VACANT'), 'Asha Rao', '')).toBe('Room 105 is occupied by Asha Rao.');
    expect(transferProblem(room('VACANT'), '', 'Vikram Shah')).toBe(
      'Room 105 is reserved for Vikram Shah arriving today.',
    );
    expect(transferProblem(room('VACANT', false), '', '')).toBe('Room 105 is not in use.');
  });
});

describe('closedFolioText', () => {
  it('names why a folio takes nothing more, and lets an in-house one through', () => {
    const stay = { room: '203', stayNo: 'CHK26-11/0007' };
    expect(closedFolioText({ ...stay, status: 'IN_HOUSE' })).toBeNull();
    expect(closedFolioText({ ...stay, status: 'CHECKOUT_PENDING' })).toBe(
      "Room 203's final bill is prepared (CHK26-11/0007): reopen the folio first.",
    );
    expect(closedFolioText({ ...stay, status: 'CHECKED_OUT' })).toBe(
      'Room 203 has checked out (CHK26-11/0007): reopen the folio first.',
    );
    expect(closedFolioText({ ...stay, status: 'CANCELLED' })).toBe('Check-in CHK26-11/0007 of room 203 was cancelled.');
  });
});
