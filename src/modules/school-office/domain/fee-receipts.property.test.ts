import { addDays, format, parseISO } from 'date-fns';
import fc from 'fast-check';
import { fromPaise, sumPaise } from '../../../lib/money/money';
import { feeDues } from './fee-dues';
import { feeLedger } from './fee-ledger';
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
import { rupeesArb, chargeArb } from './fee-ledger-test-data';

describe('the fee ledger through receipts (property)', () => {
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
