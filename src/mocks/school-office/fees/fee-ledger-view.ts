import { fromPaise, sumPaise } from '../../../lib/money/money';
import { finesToCharge, owedOn } from '../../../modules/school-office/domain/fee-receipt-rules';
import type { FeeLedgerView } from '../../../modules/school-office/domain/fee-ledger-types';
import { classCodeOf } from '../../../kits/school/class-code';
import { ledgerFrom, type FeeBooks } from '../../core/school/fee-ledger-source';

/**
 * A pupil's ledger as on `asOn` for the wire (rupees): every row with the late fine a receipt that day would add
 * (fineNow) and what it may take (owed = balance, never below 0, + fineNow). Null when there is no such pupil.
 */
export function ledgerView(books: FeeBooks, admissionNo: string, asOn: string): FeeLedgerView | null {
  const student = books.students.find((row) => row.admissionNo === admissionNo);
  if (!student) return null;
  const ledger = ledgerFrom(books, admissionNo, asOn);
  const fines = finesToCharge(ledger, books.heads, asOn);
  const rows = ledger.rows.map((row) => ({
    ...row,
    due: fromPaise(row.due),
    paid: fromPaise(row.paid),
    concession: fromPaise(row.concession),
    fine: fromPaise(row.fine),
    balance: fromPaise(row.balance),
    fineNow: fromPaise(fines.get(row.dueId) ?? 0),
    owed: fromPaise(owedOn(row, fines)),
  }));
  const { totals } = ledger;
  return {
    admissionNo,
    name: student.name,
    classCode: classCodeOf(student),
    asOn,
    rows,
    totals: {
      due: fromPaise(totals.due),
      paid: fromPaise(totals.paid),
      concession: fromPaise(totals.concession),
      fine: fromPaise(totals.fine),
      balance: fromPaise(totals.balance),
      fineNow: fromPaise(sumPaise([...fines.values()])),
      owed: fromPaise(sumPaise(ledger.rows.map((row) => owedOn(row, fines)))),
    },
  };
}
