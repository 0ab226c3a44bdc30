import { formatMoney } from '../../../lib/money/money-format';
import { MAX_AMOUNT_PAISE, toPaise, type Paise } from '../../../lib/money/money';
import { advanceRecoveryPaise, isSkipped } from './advance-rules';
import type { AdvanceSkip, HrdAdvance } from './payroll-types';

/** The field of the advances forms a refusal concerns. */
export type AdvanceField = 'empno' | 'advanceDebit' | 'advanceCutOff' | 'account' | 'month' | 'reason';

export interface AdvanceRefusal {
  field: AdvanceField;
  message: string;
}

const refuse = (field: AdvanceField, message: string): AdvanceRefusal => ({ field, message });

/** Why an advance of `amount` with a monthly cut-off of `cutOff` (paise) cannot be given, or null. */
export function advanceRefusal(amount: Paise, cutOff: Paise): AdvanceRefusal | null {
  if (amount <= 0) return refuse('advanceDebit', 'Enter the advance, above zero.');
  if (amount > MAX_AMOUNT_PAISE)
    return refuse('advanceDebit', `The advance cannot be more than ₹${formatMoney(MAX_AMOUNT_PAISE)}.`);
  if (cutOff <= 0) return refuse('advanceCutOff', 'Enter the monthly cut-off, above zero: what each salary recovers.');
  if (cutOff > amount)
    return refuse(
      'advanceCutOff',
      `The monthly cut-off ₹${formatMoney(cutOff)} is more than the advance ₹${formatMoney(amount)}.`,
    );
  return null;
}

/** Why the month's recovery cannot be skipped, or null: a reason is needed, and a recovery must be due that month. */
export function skipRefusal(
  rows: readonly HrdAdvance[],
  skips: readonly AdvanceSkip[],
  empno: number,
  month: string,
  reason: string,
): AdvanceRefusal | null {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month)) return refuse('month', 'Choose the month whose recovery is skipped.');
  if (isSkipped(skips, empno, month)) return refuse('month', `The recovery of ${month} is already skipped.`);
  if (advanceRecoveryPaise(rows, [], empno, month) === 0)
    return refuse('month', `No advance recovery is due in ${month}: nothing to skip.`);
  if (reason.trim() === '') return refuse('reason', 'Give the reason for skipping the recovery.');
  return null;
}

/** How much of one advance (a debit row) has been recovered: credits settle the employee's advances oldest first. */
export function recoveredOf(rows: readonly HrdAdvance[], advance: HrdAdvance): Paise {
  const live = rows.filter((row) => row.empno === advance.empno && !row.cancelled);
  const credits = live.reduce((sum, row) => sum + toPaise(row.advanceCredit), 0);
  const older = live
    .filter(
      (row) =>
        row.advanceDebit > 0 && (row.dat < advance.dat || (row.dat === advance.dat && row.recordId < advance.recordId)),
    )
    .reduce((sum, row) => sum + toPaise(row.advanceDebit), 0);
  return Math.min(Math.max(credits - older, 0), toPaise(advance.advanceDebit));
}

/** Why an advance given cannot be cancelled, or null: already cancelled, not an advance given, or partly recovered. */
export function cancelRefusal(
  rows: readonly HrdAdvance[],
  advance: HrdAdvance | undefined,
  reason: string,
): AdvanceRefusal | null {
  if (!advance || advance.advanceDebit <= 0) return refuse('empno', 'There is no such advance given.');
  if (advance.cancelled) return refuse('empno', `Advance ${advance.seq} is already cancelled.`);
  const recovered = recoveredOf(rows, advance);
  if (recovered > 0)
    return refuse(
      'empno',
      `₹${formatMoney(recovered)} of advance ${advance.seq} is already recovered: it cannot be cancelled.`,
    );
  if (reason.trim() === '') return refuse('reason', 'Give the reason for cancelling the advance.');
  return null;
}

const FIELD_OF: ReadonlyArray<[RegExp, AdvanceField]> = [
  [/^Choose the employee/, 'empno'],
  [/^Enter the advance|advance cannot be more/, 'advanceDebit'],
  [/cut-off/, 'advanceCutOff'],
  [/account/i, 'account'],
  [/recovery (of|is due)/, 'month'],
  [/reason/i, 'reason'],
];

/** Which field a server refusal's words concern, or null (shown above the form). */
export function advanceRefusalField(message: string): AdvanceField | null {
  return FIELD_OF.find(([pattern]) => pattern.test(message))?.[1] ?? null;
}
