import fc from 'fast-check';
import { sumPaise, toPaise } from '../../../lib/money/money';
import { feeLedger, feeTotals } from './fee-ledger';
import { chargeDues } from './fee-dues';
import type { FeeReceiptLine } from '../../../kits/school/fee-receipt-types';
import { dateArb, pupils, feeDueArb, chargeArb, receiptArb, numbered } from './fee-ledger-test-data';

/**
 * The fee ledger reconciles by construction. Over the receipts it counts (OPEN, the pupil's, dated on or before asOn):
 *
 *   Σ due + Σ fine − Σ balance = Σ paid + Σ concession        (each row: balance = due + fine − paid − concession)
 *
 * i.e. the plan's "due − balance = Σ paid + Σ concession − Σ fine", with Σ fine = the counted lines' fines,
 * Σ paid and Σ concession the counted lines' own, and Σ due the pupil's live dues fallen due by asOn.
 */

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
});
