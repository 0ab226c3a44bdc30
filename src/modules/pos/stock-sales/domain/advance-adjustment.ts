import { formatMoneyWithSign as formatMoney } from '../../../../lib/money/money-format';
import { sumPaise, type Paise } from '../../../../lib/money/money';

/** A customer's advance with what is still unadjusted of it. */
export interface AdvanceLeft {
  recordId: number;
  seq: string;
  dat: string;
  leftPaise: Paise;
}

export interface Adjustment {
  recordId: number;
  seq: string;
  paise: Paise;
}

export type AdjustmentResult = { ok: true; adjustments: Adjustment[] } | { ok: false; message: string };

/** What is left of an advance of `amountPaise` after the adjustments made of it (never below 0). */
export const advanceLeftPaise = (amountPaise: Paise, adjusted: readonly Paise[]): Paise =>
  Math.max(amountPaise - sumPaise(adjusted), 0);

/**
 * Adjusts `wantedPaise` of a customer's advances on an invoice of `totalPaise`: the oldest advance first
 * (by date, then number). Refused when more is asked than the advances hold or than the invoice's total.
 */
export function adjustAdvances(open: readonly AdvanceLeft[], wantedPaise: Paise, totalPaise: Paise): AdjustmentResult {
  if (!Number.isSafeInteger(wantedPaise) || wantedPaise < 0)
    return { ok: false, message: 'Enter the advance to adjust as an amount of zero or more.' };
  if (wantedPaise === 0) return { ok: true, adjustments: [] };
  const available = sumPaise(open.map((advance) => advance.leftPaise));
  if (wantedPaise > available) {
    return {
      ok: false,
      message: `Only ${formatMoney(available)} of this customer’s advances is unadjusted; ${formatMoney(wantedPaise)} was asked for.`,
    };
  }
  if (wantedPaise > totalPaise)
    return {
      ok: false,
      message: `The advance adjusted (${formatMoney(wantedPaise)}) is more than the invoice’s total (${formatMoney(totalPaise)}).`,
    };
  const oldestFirst = [...open]
    .filter((advance) => advance.leftPaise > 0)
    .sort((a, b) => a.dat.localeCompare(b.dat) || a.seq.localeCompare(b.seq));
  const adjustments: Adjustment[] = [];
  let rest = wantedPaise;
  for (const advance of oldestFirst) {
    if (rest === 0) break;
    const paise = Math.min(rest, advance.leftPaise);
    adjustments.push({ recordId: advance.recordId, seq: advance.seq, paise });
    rest -= paise;
  }
  return { ok: true, adjustments };
}
