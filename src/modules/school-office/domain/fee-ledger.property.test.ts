import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { fromPaise, sumPaise, toPaise } from '../../../lib/money/money';
import { chargeDues, feeDues } from './fee-dues';
import { feeLedger, feeTotals } from './fee-ledger';
import {
  allocateOldestFirst,
  cancelProblem,
  feeReceiptProblems,
  finesToCharge,
  lumpSumProblem,
  owedOn,
} from './fee-receipt-rules';
import type { FeeHead } from './fee-types';
import type { FeeLedger } from './fee-ledger-types';
import type { FeeReceipt, FeeReceiptInput, FeeReceiptLine } from '../../../kits/school/fee-receipt-types';
import type { StudentCharge } from '../../../kits/school/student-charge-types';
import type { DueItem, DueSource } from '../../../kits/school/due-types';
import { termOf } from '../../../kits/school/school-year';

/**
 * The fee ledger reconciles by construction. Over the receipts it counts (OPEN, the pupil's, dated on or before asOn):
 *
 *   Σ due + Σ fine − Σ balance = Σ paid + Σ concession        (each row: balance = due + fine − paid − concession)
 *
 * i.e. the plan's "due − balance = Σ paid + Σ concession − Σ fine", with Σ fine = the counted lines' fines,
 * Σ paid and Σ concession the counted lines' own, and Σ due the pupil's live dues fallen due by asOn.
 */

const dates = Array.from({ length: 420 }, (_, day) => format(addDays(parseISO('2026-03-15'), day), 'yyyy-MM-dd'));
const dateArb = fc.constantFrom(...dates);
const pupils = ['ADM-1', 'ADM-2'];
const pupilArb = fc.constantFrom(...pupils);
const rupeesArb = (max: number) => fc.integer({ min: 0, max }).map(fromPaise);

const feeDueArb = fc
  .record({
    admissionNo: pupilArb,
    head: fc.integer({ min: 0, max: 20 }),
    source: fc.constantFrom<DueSource>('FEE', 'TRANSPORT'),
    dueDate: dateArb,
    amount: fc.integer({ min: 1, max: 2_000_000 }),
  })
  .map(
    ({ admissionNo, head, source, dueDate, amount }): DueItem => ({
      id: `2026|H${head}|${admissionNo}`,
      admissionNo,
      kind: source === 'FEE' ? 'FEE' : 'TRANSPORT',
      source,
      head: `H${head}`,
      label: `Head ${head}`,
      term: termOf(dueDate),
      dueDate,
      amount,
    }),
  );
const chargeArb = fc
  .record({
    n: fc.integer({ min: 0, max: 8 }),
    admissionNo: pupilArb,
    date: dateArb,
    amount: fc.integer({ min: 1, max: 500_000 }),
    withdrawn: fc.boolean(),
  })
  .map(
    ({ n, admissionNo, date, amount, withdrawn }): StudentCharge => ({
      id: `PENALTY|P${n}`,
      admissionNo,
      source: 'PENALTY',
      reference: `P${n}`,
      date,
      amount: fromPaise(amount),
      label: `Penalty ${n}`,
      status: withdrawn ? 'WITHDRAWN' : 'OPEN',
      withdrawReason: withdrawn ? 'cancelled' : '',
      by: 'E1',
    }),
  );
/** A line points at a fee due (maybe another pupil's), a charge (maybe withdrawn) or a due that no longer exists. */
const dueIdArb = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 20 }), pupilArb).map(([head, pupil]) => `2026|H${head}|${pupil}`),
  fc.integer({ min: 0, max: 8 }).map((n) => `CHG|PENALTY|P${n}`),
  fc.constant('2024|GONE|ANNUAL'),
);
const lineArb = fc
  .record({ dueId: dueIdArb, paid: rupeesArb(1_000_000), concession: rupeesArb(200_000), fine: rupeesArb(50_000) })
  .map(
    (line): FeeReceiptLine => ({
      ...line,
      source: line.dueId.startsWith('CHG') ? 'PENALTY' : 'FEE',
      label: `Line ${line.dueId}`,
      term: 'T1',
    }),
  );
const receiptArb = fc
  .record({
    date: dateArb,
    admissionNo: pupilArb,
    lines: fc.array(lineArb, { maxLength: 4 }),
    cancelled: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  })
  .map(
    ({ date, admissionNo, lines, cancelled }): Omit<FeeReceipt, 'receiptNo'> => ({
      date,
      admissionNo,
      name: admissionNo,
      classCode: 'III-A',
      lines,
      amount: 0,
      fine: 0,
      concession: 0,
      concessionReason: '',
      mode: 'CAS',
      account: 'CASH',
      accountName: 'Cash',
      reference: '',
      printCount: 0,
      status: cancelled ? 'CANCELLED' : 'OPEN',
      cancelReason: cancelled ? 'wrong' : '',
      cancelledBy: '',
      by: 'E1',
    }),
  );
const numbered = (receipts: Array<Omit<FeeReceipt, 'receiptNo'>>): FeeReceipt[] =>
  receipts.map((receipt, at) => ({ ...receipt, receiptNo: `REC2026-${String(at + 1).padStart(5, '0')}` }));

describe('the fee ledger (property)', () => {
  it('reconciles by construction for random dues, charges and receipts, cancellations included', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(feeDueArb, { selector: (due) => due.id, maxLength: 12 }),
        fc.uniqueArray(chargeArb, { selector: (charge) => charge.id, maxLength: 6 }),
        fc.array(receiptArb, { maxLength: 10 }).map(numbered),
        dateArb,
        fc.boolean(),
        (dues, charges, receipts, asOn, chargesAmongDues) => {
          // Charge dues passed among the dues as well (withdrawn ones too) must change nothing.
          const asDues = chargesAmongDues
            ? [...dues, ...chargeDues(charges.map((charge) => ({ ...charge, status: 'OPEN' as const })))]
            : dues;
          for (const pupil of pupils) {
            const ledger = feeLedger(asDues, charges, receipts, asOn, pupil);
            const counted = receipts
              .filter((receipt) => receipt.status === 'OPEN' && receipt.admissionNo === pupil && receipt.date <= asOn)
              .flatMap((receipt) => receipt.lines);
            const total = (pick: (line: FeeReceiptLine) => number) =>
              sumPaise(counted.map((line) => toPaise(pick(line))));
            const { totals, rows } = ledger;
            expect(totals.due + totals.fine - totals.balance).toBe(
              total((line) => line.paid) + total((line) => line.concession),
            );
            expect(totals.due - totals.balance).toBe(
              total((line) => line.paid) + total((line) => line.concession) - total((line) => line.fine),
            );
            expect([totals.paid, totals.concession, totals.fine]).toEqual([
              total((line) => line.paid),
              total((line) => line.concession),
              total((line) => line.fine),
            ]);
            const liveDues = [...dues.filter((due) => due.admissionNo === pupil), ...chargeDues(charges, pupil)].filter(
              (due) => due.dueDate <= asOn,
            );
            expect(totals.due).toBe(sumPaise(liveDues.map((due) => due.amount)));
            expect(totals).toEqual(feeTotals(rows));
            for (const row of rows) expect(row.balance).toBe(row.due + row.fine - row.paid - row.concession);
            expect(new Set(rows.map((row) => row.dueId)).size).toBe(rows.length);
            expect(rows.map((row) => row.dueDate)).toEqual(rows.map((row) => row.dueDate).sort());
            expect(
              feeLedger(
                asDues,
                charges,
                receipts.filter((receipt) => receipt.status === 'OPEN'),
                asOn,
                pupil,
              ),
            ).toEqual(ledger);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  const headArb = fc
    .record({
      code: fc.constantFrom('A', 'B', 'C', 'D'),
      amount: rupeesArb(1_000_000),
      frequency: fc.constantFrom<FeeHead['frequency']>('ONCE', 'MONTHLY', 'QUARTERLY', 'TERM', 'ANNUAL'),
      appliesTo: fc.constantFrom('ALL', 'PRI', 'MID'),
      dueDay: fc.option(fc.integer({ min: 1, max: 28 })),
      finePerDay: rupeesArb(5_000),
      maxFine: fc.option(rupeesArb(50_000)),
    })
    .map((head): FeeHead => ({ ...head, name: `Head ${head.code}`, refundable: false, active: true }));
  /**
   * Days on from the last action; a cancellation (1 in 5) or a lump sum (small ones often: below a late fine) for a
   * term or all.
   */
  const actionArb = fc.record({
    step: fc.integer({ min: 0, max: 30 }),
    cancel: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
    amount: fc.oneof(fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 1, max: 3_000_000 })),
    term: fc.constantFrom(undefined, 'T1' as const, 'T2' as const),
    concede: fc.boolean(),
    pick: fc.nat(),
  });
  const inputOf = (lines: FeeReceiptInput['lines'], concessionReason = ''): FeeReceiptInput => ({
    admissionNo: 'ADM-1',
    mode: 'CAS',
    account: 'CASH',
    reference: '',
    concessionReason,
    lines,
  });
  /** The receipt issueFeeReceipt would store: each line charged the whole late fine due on it that day. */
  const receiptOf = (
    receiptNo: string,
    date: string,
    input: FeeReceiptInput,
    ledger: FeeLedger,
    fines: ReadonlyMap<string, number>,
  ): FeeReceipt => {
    const rows = new Map(ledger.rows.map((row) => [row.dueId, row]));
    const lines = input.lines.map((line): FeeReceiptLine => {
      const { source, label, term } = rows.get(line.dueId)!;
      return { ...line, source, label, term, fine: fromPaise(fines.get(line.dueId) ?? 0) };
    });
    return {
      receiptNo,
      date,
      admissionNo: 'ADM-1',
      name: 'Aditi Rao',
      classCode: 'III-A',
      lines,
      amount: 0,
      fine: 0,
      concession: 0,
      concessionReason: input.concessionReason,
      mode: 'CAS',
      account: 'CASH',
      accountName: 'Cash',
      reference: '',
      printCount: 0,
      status: 'OPEN',
      cancelReason: '',
      cancelledBy: '',
      by: 'E1',
    };
  };
  const admissionArb = fc.constantFrom('2025-06-02', '2026-04-01', '2026-08-20');
  const headsArb = fc.uniqueArray(headArb, { selector: (head) => head.code, minLength: 1, maxLength: 4 });

  it('never takes a due below zero through receipts the rules accept, cancellations included', () => {
    fc.assert(
      fc.property(
        headsArb,
        admissionArb,
        fc.array(chargeArb, { maxLength: 3 }),
        fc.array(actionArb, { maxLength: 25 }),
        (heads, admissionDate, rawCharges, actions) => {
          const charges = rawCharges.map((charge) => ({ ...charge, admissionNo: 'ADM-1' }));
          const dues = feeDues({ admissionNo: 'ADM-1', className: 'III', admissionDate }, heads, 2026, [], charges);
          const receipts: FeeReceipt[] = [];
          let date = '2026-04-01';
          for (const action of actions) {
            date = format(addDays(parseISO(date), action.step), 'yyyy-MM-dd');
            if (action.cancel && receipts.length > 0) {
              const receipt = receipts[action.pick % receipts.length]!;
              if (!cancelProblem(receipt, receipts))
                receipts[receipts.indexOf(receipt)] = { ...receipt, status: 'CANCELLED' };
              continue;
            }
            const ledger = feeLedger(dues, charges, receipts, date, 'ADM-1');
            const fines = finesToCharge(ledger, heads, date);
            const options = { canConcede: true, fines };
            // One paisa more than a due takes is always refused.
            const row = ledger.rows[action.pick % Math.max(1, ledger.rows.length)];
            if (row)
              expect(
                feeReceiptProblems(
                  inputOf([{ dueId: row.dueId, paid: fromPaise(owedOn(row, fines) + 1), concession: 0 }]),
                  ledger,
                  options,
                ),
              ).not.toEqual([]);
            const owed = sumPaise(
              ledger.rows
                .filter((entry) => !action.term || entry.term === action.term)
                .map((entry) => owedOn(entry, fines)),
            );
            if (owed === 0) continue;
            expect(lumpSumProblem(owed + 1, ledger, { term: action.term, fines })).not.toBeNull();
            // A lump sum the check accepts, spread oldest first, is a receipt the rules accept (a concession on the
            // first line).
            const amount = 1 + (action.amount % owed);
            expect(lumpSumProblem(amount, ledger, { term: action.term, fines })).toBeNull();
            const shares = allocateOldestFirst(amount, ledger, { term: action.term, fines });
            expect(sumPaise(shares.map((share) => share.paid))).toBe(amount);
            const input = inputOf(
              shares.map((share, at) => {
                const concession = action.concede && at === 0 ? Math.min(share.paid, 10_000) : 0;
                return {
                  dueId: share.dueId,
                  paid: fromPaise(share.paid - concession),
                  concession: fromPaise(concession),
                };
              }),
              action.concede ? 'Hardship' : '',
            );
            expect(feeReceiptProblems(input, ledger, options)).toEqual([]);
            receipts.push(
              receiptOf(`REC2026-${String(receipts.length + 1).padStart(5, '0')}`, date, input, ledger, fines),
            );
          }
          for (const entry of feeLedger(dues, charges, receipts, date, 'ADM-1').rows)
            expect(entry.balance).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 150 },
    );
  });
});
