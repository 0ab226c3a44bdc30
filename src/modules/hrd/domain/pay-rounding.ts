import type { Paise } from '../../../lib/money/money';
import { roundToRupee } from '../../../lib/money/money-arithmetic';
import { decimalOf, divideRounded, powerOfTen } from '../../../lib/money/money-decimal';

/**
 * Rounding of pay: rates (a month's full amount of a head) are kept to the paisa; what is paid or deducted
 * is rounded to the nearest whole rupee, half a rupee up (as Indian payslips show whole rupees and EPFO rounds PF
 * contributions to the nearest rupee); ESI contributions are rounded UP to the next rupee, as ESIC's rule says. So
 * gross, deductions and net are whole rupees.
 */

/** The nearest whole rupee (half away from zero). */
export const toRupee = (amount: Paise): Paise => roundToRupee(amount);

/** The next whole rupee at or above a non-negative amount: 101 paise → 200, 100 → 100, 0 → 0 (ESIC's rounding). */
export const upToRupee = (amount: Paise): Paise => (amount <= 0 ? 0 : roundToRupee(amount + 49));

/**
 * A month's `rate` for `paidDays` (in half days) of `daysInMonth`, rounded once, straight to the nearest rupee:
 * rate × paidDays / daysInMonth, exact integer maths (no rounding to the paisa first).
 * E.g. ₹25,000 for 27.5 of 30 days: 2,500,000 paise × 55 / 60 = 2,291,666.67 paise → ₹22,917.
 */
export function prorateToRupee(rate: Paise, paidDays: number, daysInMonth: number): Paise {
  if (paidDays >= daysInMonth) return toRupee(rate);
  if (paidDays <= 0) return 0;
  const halves = BigInt(Math.round(paidDays * 2));
  return Number(divideRounded(BigInt(rate) * halves, BigInt(daysInMonth * 2) * 100n)) * 100;
}

/**
 * `percent` % of `amount` straight to the whole rupee, in exact integer maths (never rounded to the paisa first, which
 * could round twice: ESI 0.75 % of ₹13,467 is ₹101.0025, which is ₹101.00 to the paisa but ₹102 rounded up, as ESIC
 * rounds). `up`: to the next rupee (ESI); else to the nearest, half a rupee up (PF, EPS).
 */
export function percentToRupee(amount: Paise, percent: number, up = false): Paise {
  const rate = decimalOf(percent);
  if (!rate || amount <= 0 || rate.units <= 0n) return 0;
  const numerator = BigInt(amount) * rate.units;
  // paise × percent / 100 = paise; / 100 more = rupees.
  const denominator = 10_000n * powerOfTen(rate.scale);
  const rupees = up ? (numerator + denominator - 1n) / denominator : divideRounded(numerator, denominator);
  return Number(rupees) * 100;
}
