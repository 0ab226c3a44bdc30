import type { HrdAdvance } from './payroll-types';
import { computeLine } from './salary-line';
import { cellsOf, contextFor, employee, fullMonth, ID } from './salary-test-fixtures';

const APRIL = '2026-04';
const AT = '2026-05-01T10:00:00';
const line = (emp: ReturnType<typeof employee>, cells = fullMonth(APRIL), advances: HrdAdvance[] = [], month = APRIL) =>
  computeLine({ employee: emp, cells, advances, skips: [] }, contextFor(month), AT);
const amounts = (rows: Array<{ allowanceId: number; amount: number }>) =>
  Object.fromEntries(rows.map((row) => [row.allowanceId, row.amount]));

const advance = (
  recordId: number,
  dat: string,
  debit: number,
  credit: number,
  cutOff: number,
  month = '',
): HrdAdvance => ({
  recordId,
  seq: '',
  empno: 7,
  dat,
  advanceDebit: debit,
  advanceCredit: credit,
  advanceCutOff: cutOff,
  month,
  narration: '',
  account: '',
  cancelled: false,
});

describe('a salary line', () => {
  it('a full month: earnings by fixed amount and percent of basic, PF on basic + DA, ESI, PT, a fixed deduction', () => {
    // Basic 10,000; HRA 40 % = 4,000; DA 12 % = 1,200; conveyance 1,600; special 2,000: gross 18,800.
    // PF wages 10,000 + 1,200 = 11,200: PF 1,344, EPS 932.96 → 933, EPF 411.
    // ESI (18,800 ≤ 21,000): 0.75 % = 141, employer 3.25 % = 611. PT (above 10,000) 200. Canteen 400.
    // Deductions 1,344 + 141 + 200 + 400 = 2,085; net 18,800 − 2,085 = 16,715.
    const { line: got, problems } = line(
      employee(7, 10_000, {
        [ID.HRA]: 40,
        [ID.DA]: 12,
        [ID.CONV]: 1_600,
        [ID.SPL]: 2_000,
        [ID.PF]: 0,
        [ID.ESI]: 0,
        [ID.PT]: 0,
        [ID.CANT]: 400,
      }),
    );
    expect(problems).toEqual([]);
    expect([got.daysInMonth, got.paidDays, got.lopDays, got.basic, got.gross]).toEqual([30, 30, 0, 10_000, 18_800]);
    expect(amounts(got.earnings)).toEqual({ [ID.HRA]: 4_000, [ID.DA]: 1_200, [ID.CONV]: 1_600, [ID.SPL]: 2_000 });
    expect([got.pfWages, got.pfEmployee, got.epsEmployer, got.epfEmployer]).toEqual([11_200, 1_344, 933, 411]);
    expect([got.esiEmployee, got.esiEmployer, got.pt, got.advanceRecovery]).toEqual([141, 611, 200, 0]);
    expect(amounts(got.deductions)).toEqual({ [ID.PF]: 1_344, [ID.ESI]: 141, [ID.PT]: 200, [ID.CANT]: 400 });
    expect([got.totalDeductions, got.net]).toEqual([2_085, 16_715]);
  });

  it('LOP days prorate basic and effectAs-1 heads; effectAs-2 heads are paid in full', () => {
    // April, 29.5 paid (day 30 half day): basic 25,000 × 29.5/30 = 24,583.33 → 24,583; HRA rate 10,000 → 9,833.33 →
    // 9,833; conveyance (effectAs 2) 1,600 in full; special 2,000 × 29.5/30 = 1,966.67 → 1,967. Gross 24,583 + 9,833 +
    // 1,600 + 1,967 = 37,983. PF wages = basic earned 24,583 (DA not held) → capped 15,000: 1,800. ESI: rate 38,600
    // above 21,000: none. PT 200.
    const cells = cellsOf(APRIL, (day) => (day === 30 ? 'HD' : 'P'));
    const { line: got } = line(
      employee(7, 25_000, { [ID.HRA]: 40, [ID.CONV]: 1_600, [ID.SPL]: 2_000, [ID.PF]: 0, [ID.ESI]: 0, [ID.PT]: 0 }),
      cells,
    );
    expect([got.paidDays, got.lopDays, got.basic, got.gross]).toEqual([29.5, 0.5, 24_583, 37_983]);
    expect(amounts(got.earnings)).toEqual({ [ID.HRA]: 9_833, [ID.CONV]: 1_600, [ID.SPL]: 1_967 });
    expect([got.pfWages, got.pfEmployee, got.epsEmployer, got.epfEmployer, got.esiEmployee, got.pt]).toEqual([
      24_583, 1_800, 1_250, 550, 0, 200,
    ]);
    expect(got.net).toBe(37_983 - 2_000);
  });

  it('percent of gross: on basic and the fixed heads', () => {
    // Bonus 8.33 % of (basic 10,000 + conveyance 1,600 + special 2,000 = 13,600) = 1,132.88 → 1,133 (effectAs 2: in
    // full).
    const { line: got } = line(employee(7, 10_000, { [ID.CONV]: 1_600, [ID.SPL]: 2_000, [ID.BONUS]: 8.33 }));
    expect(amounts(got.earnings)[ID.BONUS]).toBe(1_133);
    expect(got.gross).toBe(10_000 + 1_600 + 2_000 + 1_133);
  });

  it('joining mid-month: half of April paid', () => {
    // Joined 16 April: 15 of 30 days. Basic 30,000 → 15,000; HRA 12,000 → 6,000; gross 21,000; PF 1,800; PT 200; net
    // 19,000.
    const { line: got } = line(employee(7, 30_000, { [ID.HRA]: 40, [ID.PF]: 0, [ID.PT]: 0 }, { doj: '2026-04-16' }));
    expect([got.paidDays, got.lopDays, got.basic, got.gross, got.pfEmployee, got.pt, got.net]).toEqual([
      15, 15, 15_000, 21_000, 1_800, 200, 19_000,
    ]);
  });

  it('February: the PT February slab (300)', () => {
    const { line: got } = line(employee(7, 12_000, { [ID.PT]: 0 }), fullMonth('2026-02'), [], '2026-02');
    expect([got.daysInMonth, got.gross, got.pt, got.net]).toEqual([28, 12_000, 300, 11_700]);
  });

  it('the advance recovery: the cut-off, capped by the balance', () => {
    // Given 5,000 on 10 Jan with a cut-off of 2,000; February and March recovered 2,000 each: 1,000 owed going into
    // April.
    const rows = [
      advance(1, '2026-01-10', 5_000, 0, 2_000),
      advance(2, '2026-02-28', 0, 2_000, 0, '2026-02'),
      advance(3, '2026-03-31', 0, 2_000, 0, '2026-03'),
    ];
    const { line: got } = line(employee(7, 20_000, {}), fullMonth(APRIL), rows);
    expect([got.advanceRecovery, got.totalDeductions, got.net]).toEqual([1_000, 1_000, 19_000]);
    expect(amounts(got.deductions)).toEqual({ [ID.ADV]: 1_000 });
    // Skipped for April: nothing recovered.
    const skipped = computeLine(
      {
        employee: employee(7, 20_000, {}),
        cells: fullMonth(APRIL),
        advances: rows,
        skips: [{ empno: 7, month: APRIL, reason: 'Festival', by: 'ADMIN', dat: '2026-04-02' }],
      },
      contextFor(APRIL),
      AT,
    );
    expect([skipped.line.advanceRecovery, skipped.line.net]).toEqual([0, 20_000]);
  });

  it('net never below zero: the recovery is cut first and the line says so', () => {
    // Basic 3,000: PF 360, ESI 0.75 % = 22.50 → 23, PT 0 (below 7,500), canteen 400, advance 5,000: 5,783 > 3,000 by
    // 2,783, so the advance is cut from 5,000 to 2,217: deductions 3,000, net 0.
    const rows = [advance(1, '2026-03-01', 5_000, 0, 5_000)];
    const { line: got, problems } = line(
      employee(7, 3_000, { [ID.PF]: 0, [ID.ESI]: 0, [ID.PT]: 0, [ID.CANT]: 400 }),
      fullMonth(APRIL),
      rows,
    );
    expect([got.pfEmployee, got.esiEmployee, got.pt, got.advanceRecovery, got.totalDeductions, got.net]).toEqual([
      360, 23, 0, 2_217, 3_000, 0,
    ]);
    expect(problems).toEqual([
      'The deductions 5,783.00 exceed the gross 3,000.00: cut the advance recovery from 5,000.00 to 2,217.00.',
    ]);
  });

  it('reports problems and still computes: no structure, bank details missing, no attendance', () => {
    const { line: got, problems } = line(employee(7, 0, { [ID.CONV]: 1_600 }, { sbAc: '', bankifscno: '' }), new Map());
    expect(problems).toEqual([
      'No salary structure: the basic pay is not set.',
      'Paid by bank without the bank account number and IFSC.',
      'No attendance in April 2026.',
    ]);
    // Conveyance is paid in full (effectAs 2) even without attendance: the rules say so.
    expect([got.basic, got.gross, got.net]).toEqual([0, 1_600, 1_600]);
  });

  it('a cash employee needs no bank details', () => {
    expect(line(employee(7, 9_000, {}, { modeofPay: 3, sbAc: '', bankifscno: '' })).problems).toEqual([]);
  });
});
