import { fromPaise, toPaise } from '../../../../lib/money/money';
import { applyPercent } from '../../../../lib/money/money-arithmetic';
import { DEFAULT_FO_SETTINGS } from '../../domain/fo-settings';
import { folioBalancePaise } from '../../domain/folio';
import type { FolioKind, FolioLine } from '../../domain/stay-types';
import { nightCharge } from '../../domain/tariff';
import { finalBillSections, gstPercentOf, ROOM_SAC } from './final-bill';
import { folioLineMaker } from '../../domain/folio-line.fixture';

const line = folioLineMaker();
/** A night priced by the real tariff rule at the default slabs. */
const night = (date: string, roomRate: number) => {
  const charge = nightCharge(
    { roomRate, mealRate: 0, extraBeds: 0, extraBedRate: 0 },
    DEFAULT_FO_SETTINGS.roomTaxSlabs,
  );
  return line('ROOM', {
    dat: date,
    at: `${date}T23:59:00`,
    head: 'ROOM',
    reference: date,
    amount: fromPaise(charge.amount),
    cgst: fromPaise(charge.cgst),
    sgst: fromPaise(charge.sgst),
    debit: fromPaise(charge.debit),
  });
};
const charge = (head: string, amount: number, percent: number, extra: Partial<FolioLine> = {}) => {
  const half = applyPercent(toPaise(amount), percent / 2);
  return line('CHARGE', {
    head,
    amount,
    cgst: fromPaise(half),
    sgst: fromPaise(half),
    debit: fromPaise(toPaise(amount) + 2 * half),
    ...extra,
  });
};
const money = (kind: FolioKind, amount: number, head = 'CASH') =>
  line(kind, { head, reference: 'X', credit: kind === 'REFUND' ? 0 : amount, debit: kind === 'REFUND' ? amount : 0 });
const HEADS = {
  LAU: { name: 'Laundry', sac: '999712' },
  MBR: { name: 'Minibar', sac: '996331' },
  RSV: { name: 'Room service', sac: '996331' },
};

describe('gstPercentOf', () => {
  it('reads the rate back from the taxable value and the CGST', () => {
    expect(gstPercentOf(toPaise(4000), toPaise(100))).toBe(5);
    expect(gstPercentOf(toPaise(8000), toPaise(720))).toBe(18);
    expect(gstPercentOf(toPaise(333.33), applyPercent(toPaise(333.33), 6))).toBe(12);
    expect(gstPercentOf(toPaise(1000), 0)).toBe(0);
    expect(gstPercentOf(0, 0)).toBe(0);
    // A rate no longer listed: the nearest hundredth.
    expect(gstPercentOf(toPaise(1000), toPaise(11))).toBe(2.2);
  });
});

describe('finalBillSections', () => {
  const lines = [
    night('2026-11-18', 4000), // 5 %: 200 tax
    night('2026-11-19', 8000), // 18 %: 1,440 tax
    charge('LAU', 500, 18),
    charge('MBR', 300, 18),
    charge('MBR', 200, 18),
    charge('RSV', 1000, 5),
    charge('LAU', 999, 18, { cancelled: true }),
    line('POS', { head: 'DIN', reference: 'DN26-000123', amount: 1250, debit: 1250 }),
    money('ADVANCE', 5000),
    money('PAYMENT', 3000),
    money('PAYMENT', 2000, 'CARD'),
    money('COMPANY', 5560, 'COMPANY'),
  ];
  const bill = finalBillSections(lines, HEADS);

  it('lists the nights with SAC 996311 and the rate of their slab', () => {
    expect(
      bill.nights.map((row) => [row.night, row.sac, row.percent, row.amount, row.cgst, row.sgst, row.total]),
    ).toEqual([
      ['2026-11-18', ROOM_SAC, 5, toPaise(4000), toPaise(100), toPaise(100), toPaise(4200)],
      ['2026-11-19', ROOM_SAC, 18, toPaise(8000), toPaise(720), toPaise(720), toPaise(9440)],
    ]);
  });

  it('sums the posted charges by head and rate with the head’s SAC, leaving cancelled lines out', () => {
    expect(bill.charges.map((row) => [row.name, row.sac, row.percent, row.count, row.amount, row.total])).toEqual([
      ['Laundry', '999712', 18, 1, toPaise(500), toPaise(590)],
      ['Minibar', '996331', 18, 2, toPaise(500), toPaise(590)],
      ['Room service', '996331', 5, 1, toPaise(1000), toPaise(1050)],
    ]);
    expect(bill.restaurant).toEqual([
      { billNo: 'DN26-000123', outlet: 'DIN', dat: '2026-11-20', total: toPaise(1250) },
    ]);
  });

  it('gives CGST and SGST per rate at both room slabs, the restaurant bill outside the summary', () => {
    expect(bill.taxes).toEqual([
      { percent: 5, taxable: toPaise(5000), cgst: toPaise(125), sgst: toPaise(125) },
      { percent: 18, taxable: toPaise(9000), cgst: toPaise(810), sgst: toPaise(810) },
    ]);
    expect([bill.taxable, bill.cgst, bill.sgst]).toEqual([toPaise(14000), toPaise(935), toPaise(935)]);
    // 14,000 taxable + 1,870 tax + 1,250 restaurant
    expect(bill.total).toBe(toPaise(17120));
  });

  it('sets the advances, payments and the company’s part against the total, to a nil balance that agrees with the folio', () => {
    expect(bill.advances.map((row) => row.amount)).toEqual([toPaise(5000)]);
    expect(bill.payments.map((row) => [row.mode, row.amount])).toEqual([
      ['CASH', toPaise(3000)],
      ['CARD', toPaise(2000)],
    ]);
    expect(bill.company.map((row) => row.amount)).toEqual([toPaise(5560)]);
    expect(bill.settled).toBe(toPaise(15560));
    expect(bill.balance).toBe(toPaise(1560));
    const settledBill = finalBillSections([...lines, money('PAYMENT', 1560, 'UPI')], HEADS);
    expect(settledBill.balance).toBe(0);
    expect(settledBill.balance).toBe(folioBalancePaise([...lines, money('PAYMENT', 1560, 'UPI')]));
  });

  it('counts a refund of an advance above the charges, and transfers between folios, as the folio balance does', () => {
    const refunded = [night('2026-11-18', 4000), money('ADVANCE', 5000), money('REFUND', 800)];
    const sections = finalBillSections(refunded, HEADS);
    expect(sections.refunds.map((row) => row.amount)).toEqual([toPaise(800)]);
    expect(sections.settled).toBe(toPaise(4200));
    expect(sections.balance).toBe(0);
    const transfers = [
      night('2026-11-18', 4000),
      line('TRANSFER', { debit: 2100, reference: 'CHK26-11/0002' }),
      line('TRANSFER', { credit: 300, reference: 'CHK26-11/0003' }),
    ];
    const moved = finalBillSections(transfers, HEADS);
    expect(moved.transfersIn.map((row) => row.amount)).toEqual([toPaise(2100)]);
    expect(moved.transfersOut.map((row) => row.amount)).toEqual([toPaise(300)]);
    expect(moved.balance).toBe(folioBalancePaise(transfers));
    expect(finalBillSections([], HEADS).balance).toBe(0);
  });
});
