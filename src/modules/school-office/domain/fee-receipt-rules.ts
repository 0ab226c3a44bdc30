import { isRupeeAmount, sumPaise, toPaise, type Paise } from '../../../lib/money/money';
import { formatMoneyWithSign } from '../../../lib/money/money-format';
import { headOfDueId } from './fee-dues';
import type { FeeHead } from './fee-types';
import type { FeeLedger, FeeLedgerRow } from './fee-ledger-types';
import type { FeeReceipt, FeeReceiptInput } from '../../../kits/school/fee-receipt-types';
import { fineToCharge } from './late-fine';
import { academicYearLabel, academicYearOf, type Term } from '../../../kits/school/school-year';

/**
 * What a fee receipt may take, pure; checked by the screen before it sends and by the backend before it
 * saves, against the pupil's ledger as on the receipt date. What a line may settle is the row's balance plus the late
 * fine the receipt would charge on it (`fines`, from finesToCharge); `paid` includes that fine. Refused:
 * - nothing to receive (no line pays or concedes anything), a due that is not in the ledger or is on twice;
 * - an amount below zero or with more than two decimals;
 * - a concession without the approve right, without a reason, or above what the line owes;
 * - paid and conceded above what is owed: for a term as a whole ("₹X is more than the ₹Y Aditi Rao owes for
 *   Term 1"), else for the line's due.
 */

export interface ReceiptProblem {
  /** The form field: admissionNo, lines, concessionReason, or `lines.<i>.dueId|paid|concession`. */
  field: string;
  message: string;
}

export interface ReceiptRuleOptions {
  /** Whether the user holds the approve right on fee collections (a concession needs it). */
  canConcede: boolean;
  /** The pupil's name for the messages; the admission number when absent. */
  name?: string;
  /** The late fine the receipt would charge on each due (finesToCharge); none when absent. */
  fines?: ReadonlyMap<string, Paise>;
}

/** The late fine a receipt dated `on` would charge on each fee due of the ledger still owing (dueId → paise). */
export function finesToCharge(ledger: FeeLedger, heads: readonly FeeHead[], on: string): Map<string, Paise> {
  const byCode = new Map(heads.map((head) => [head.code, head]));
  const fines = new Map<string, Paise>();
  for (const row of ledger.rows) {
    const head = row.kind === 'FEE' ? byCode.get(headOfDueId(row.dueId) ?? '') : undefined;
    const fine = head ? fineToCharge(row, on, head) : 0;
    if (fine > 0) fines.set(row.dueId, fine);
  }
  return fines;
}

/** What a row still takes on a receipt: its balance (never below 0) plus the fine the receipt would charge. */
export const owedOn = (row: FeeLedgerRow, fines?: ReadonlyMap<string, Paise>): Paise =>
  Math.max(0, row.balance) + (fines?.get(row.dueId) ?? 0);

const termName = (row: Pick<FeeLedgerRow, 'term' | 'dueDate'>, asOn: string): string => {
  const year = academicYearOf(row.dueDate);
  return `Term ${row.term.slice(1)}${year === academicYearOf(asOn) ? '' : ` ${academicYearLabel(year)}`}`;
};
const money = formatMoneyWithSign;

/** Why this lump sum cannot be received against the ledger's dues (of `term` only, when given), or null. */
export function lumpSumProblem(
  amount: Paise,
  ledger: FeeLedger,
  options: { term?: Term; name?: string; fines?: ReadonlyMap<string, Paise> } = {},
): string | null {
  const name = options.name ?? ledger.admissionNo;
  const rows = ledger.rows.filter((row) => !options.term || row.term === options.term);
  const owed = sumPaise(rows.map((row) => owedOn(row, options.fines)));
  const what = options.term ? ` for Term ${options.term.slice(1)}` : '';
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'Enter the amount received, above zero.';
  if (owed === 0) return `${name} owes nothing${what}.`;
  return amount > owed ? `${money(amount)} is more than the ${money(owed)} ${name} owes${what}.` : null;
}

/** A lump sum spread over the dues oldest first (of `term` only, when given), each taking at most what it owes. */
export function allocateOldestFirst(
  amount: Paise,
  ledger: FeeLedger,
  options: { term?: Term; fines?: ReadonlyMap<string, Paise> } = {},
): Array<{ dueId: string; paid: Paise }> {
  let left = Math.max(0, amount);
  const lines: Array<{ dueId: string; paid: Paise }> = [];
  for (const row of ledger.rows) {
    if (left === 0) break;
    if (options.term && row.term !== options.term) continue;
    const paid = Math.min(left, owedOn(row, options.fines));
    if (paid <= 0) continue;
    lines.push({ dueId: row.dueId, paid });
    left -= paid;
  }
  return lines;
}

const badAmount = (value: number): boolean => !Number.isFinite(value) || value < 0 || !isRupeeAmount(value);

/** Every reason the receipt cannot be saved against this ledger; [] when it can. */
export function feeReceiptProblems(
  input: FeeReceiptInput,
  ledger: FeeLedger,
  options: ReceiptRuleOptions,
): ReceiptProblem[] {
  const name = options.name ?? ledger.admissionNo;
  const problems: ReceiptProblem[] = [];
  const add = (field: string, message: string): void => {
    problems.push({ field, message });
  };
  if (input.admissionNo !== ledger.admissionNo)
    add('admissionNo', `These dues are not ${input.admissionNo || 'the pupil'}'s: read the dues again.`);
  const rows = new Map(ledger.rows.map((row) => [row.dueId, row]));
  const seen = new Set<string>();
  const checked: Array<{ at: number; row: FeeLedgerRow; total: Paise }> = [];
  input.lines.forEach((line, at) => {
    const row = rows.get(line.dueId);
    if (!row) return add(`lines.${at}.dueId`, `${line.dueId || 'That due'} is not due from ${name}.`);
    if (seen.has(line.dueId)) return add(`lines.${at}.dueId`, `${row.label} is on the receipt twice.`);
    seen.add(line.dueId);
    if (badAmount(line.paid))
      add(`lines.${at}.paid`, `Enter what is paid for ${row.label} as zero or more, with at most two decimals.`);
    if (badAmount(line.concession))
      add(`lines.${at}.concession`, `Enter the concession on ${row.label} as zero or more, with at most two decimals.`);
    if (badAmount(line.paid) || badAmount(line.concession)) return;
    const concession = toPaise(line.concession);
    const owed = owedOn(row, options.fines);
    if (concession > 0 && !options.canConcede)
      add(`lines.${at}.concession`, 'Only a user with the approve right on fee collections may give a concession.');
    if (concession > owed)
      return add(
        `lines.${at}.concession`,
        `A concession of ${money(concession)} is more than the ${money(owed)} due on ${row.label}.`,
      );
    checked.push({ at, row, total: toPaise(line.paid) + concession });
  });
  if (
    input.lines.some((line) => !badAmount(line.concession) && toPaise(line.concession) > 0) &&
    !input.concessionReason.trim()
  ) {
    add('concessionReason', 'Give the reason for the concession.');
  }
  const received = sumPaise(checked.map((line) => line.total));
  if (problems.length === 0 && received === 0) {
    const owesNothing = ledger.rows.every((row) => owedOn(row, options.fines) === 0);
    add('lines', owesNothing ? `${name} owes nothing.` : `Enter what ${name} pays against at least one due.`);
  }
  for (const term of new Set(checked.map((line) => termName(line.row, ledger.asOn)))) {
    const lines = checked.filter((line) => termName(line.row, ledger.asOn) === term);
    const total = sumPaise(lines.map((line) => line.total));
    const owed = sumPaise(
      ledger.rows.filter((row) => termName(row, ledger.asOn) === term).map((row) => owedOn(row, options.fines)),
    );
    if (total > owed) {
      add('lines', `${money(total)} is more than the ${money(owed)} ${name} owes for ${term}.`);
      continue;
    }
    for (const { at, row, total: lineTotal } of lines) {
      const lineOwed = owedOn(row, options.fines);
      if (lineTotal > lineOwed)
        add(
          `lines.${at}.paid`,
          `${money(lineTotal)} is more than the ${money(lineOwed)} ${name} owes for ${row.label}.`,
        );
    }
  }
  return problems;
}

/**
 * Why a receipt cannot be cancelled, or null: it is cancelled already, or a later open receipt of the pupil (by date,
 * then number) settles one of its dues. The later receipt's late fine and what it was allowed to take were worked
 * out with this one counted, so undoing this one first could leave a due below zero; cancel the later one first.
 */
export function cancelProblem(receipt: FeeReceipt, receipts: readonly FeeReceipt[]): string | null {
  if (receipt.status === 'CANCELLED') return `${receipt.receiptNo} is already cancelled.`;
  const dueIds = new Set(receipt.lines.map((line) => line.dueId));
  const isLater = (other: FeeReceipt) =>
    other.date > receipt.date || (other.date === receipt.date && other.receiptNo > receipt.receiptNo);
  const later = receipts.find(
    (other) =>
      other.status === 'OPEN' &&
      other.admissionNo === receipt.admissionNo &&
      isLater(other) &&
      other.lines.some((line) => dueIds.has(line.dueId)),
  );
  return later ? `${later.receiptNo} settles some of the same dues later: cancel it first.` : null;
}
