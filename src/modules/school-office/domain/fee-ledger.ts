import { sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { chargeDues } from './fee-dues';
import { type FeeLedger, type FeeLedgerRow, type FeeTotals } from './fee-ledger-types';
import { type FeeReceipt } from '../../../kits/school/fee-receipt-types';
import { type StudentCharge } from '../../../kits/school/student-charge-types';
import { chargeIdOfDue, type DueItem, type DueKind, type DueSource } from '../../../kits/school/due-types';

/**
 * A pupil's fee ledger as on a day, pure; paise. One row per due, oldest first, with what the pupil's
 * OPEN receipts dated on or before `asOn` did to it:
 *
 *   paid       Σ the lines' `paid` (cash received, late fine included)
 *   concession Σ the lines' `concession`
 *   fine       Σ the lines' `fine` (the late fine those receipts charged; a fine not yet charged is not in the ledger)
 *   due        the due's amount once its due date is on or before `asOn`, else 0
 *   balance    due + fine − paid − concession (above zero: owed; below zero: a credit)
 *
 * Left out: cancelled receipts, receipts dated after `asOn`, other pupils' dues, charges and receipts, and charges
 * withdrawn (their CHARGE due is dropped even when it was passed among `dues`). Open charges in `charges` become
 * dues (chargeDues) unless `dues` already holds them.
 *
 * Every line of a counted receipt lands in a row, so the ledger reconciles by construction:
 *   totals.due + totals.fine − totals.balance = Σ paid + Σ concession over the counted receipts' lines.
 * A line whose due is not yet due as on `asOn` shows on that due's row with due 0 (paid in advance: a credit); a
 * line whose due no longer exists (a head made inactive, a pupil moved off the route) gets a row of its own from the
 * line's label, term and source, due 0, dated the receipt's date.
 */

const kindOf = (source: DueSource): DueKind => (source === 'FEE' || source === 'TRANSPORT' ? source : 'CHARGE');

/** Sums of rows (one pupil's, or many pupils'). */
export function feeTotals(rows: readonly FeeTotals[]): FeeTotals {
  const sum = (field: keyof FeeTotals): Paise => sumPaise(rows.map((row) => row[field]));
  return {
    due: sum('due'),
    paid: sum('paid'),
    concession: sum('concession'),
    fine: sum('fine'),
    balance: sum('balance'),
  };
}

/** Open receipts of the pupil dated on or before `asOn` (those the ledger counts). */
export const countedReceipts = (receipts: readonly FeeReceipt[], admissionNo: string, asOn: string): FeeReceipt[] =>
  receipts.filter(
    (receipt) => receipt.status === 'OPEN' && receipt.admissionNo === admissionNo && receipt.date <= asOn,
  );

/**
 * The pupil's ledger as on `asOn`. `admissionNo` defaults to that of the first due, receipt or charge given; dues,
 * charges and receipts of other pupils are ignored.
 */
export function feeLedger(
  dues: readonly DueItem[],
  charges: readonly StudentCharge[],
  receipts: readonly FeeReceipt[],
  asOn: string,
  admissionNo: string = dues[0]?.admissionNo ?? receipts[0]?.admissionNo ?? charges[0]?.admissionNo ?? '',
): FeeLedger {
  const withdrawn = new Set(charges.filter((charge) => charge.status !== 'OPEN').map((charge) => charge.id));
  const live = new Map<string, DueItem>();
  for (const due of [...dues, ...chargeDues(charges, admissionNo)]) {
    const chargeId = chargeIdOfDue(due.id);
    if (due.admissionNo !== admissionNo || live.has(due.id) || (chargeId !== null && withdrawn.has(chargeId))) continue;
    live.set(due.id, due);
  }
  const rows = new Map<string, FeeLedgerRow>();
  for (const due of live.values()) {
    if (due.dueDate > asOn) continue;
    rows.set(due.id, {
      dueId: due.id,
      kind: due.kind,
      source: due.source,
      label: due.label,
      term: due.term,
      dueDate: due.dueDate,
      due: due.amount,
      paid: 0,
      concession: 0,
      fine: 0,
      balance: 0,
    });
  }
  for (const receipt of countedReceipts(receipts, admissionNo, asOn)) {
    for (const line of receipt.lines) {
      let row = rows.get(line.dueId);
      if (!row) {
        const due = live.get(line.dueId);
        row = due
          ? {
              dueId: due.id,
              kind: due.kind,
              source: due.source,
              label: due.label,
              term: due.term,
              dueDate: due.dueDate,
              due: 0,
              paid: 0,
              concession: 0,
              fine: 0,
              balance: 0,
            }
          : {
              dueId: line.dueId,
              kind: kindOf(line.source),
              source: line.source,
              label: line.label,
              term: line.term,
              dueDate: receipt.date,
              due: 0,
              paid: 0,
              concession: 0,
              fine: 0,
              balance: 0,
            };
        rows.set(line.dueId, row);
      } else if (!live.has(line.dueId) && receipt.date < row.dueDate) row.dueDate = receipt.date;
      row.paid += toPaise(line.paid);
      row.concession += toPaise(line.concession);
      row.fine += toPaise(line.fine);
    }
  }
  const out = [...rows.values()]
    .map((row) => ({ ...row, balance: row.due + row.fine - row.paid - row.concession }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.dueId.localeCompare(b.dueId));
  return { admissionNo, asOn, rows: out, totals: feeTotals(out) };
}
