import { formatQuantity, isQuantity, toMilli } from '../../../lib/quantity/quantity';
import { hasAtMostDecimals } from '../../../lib/money/money';

/** One lot as tested against what its receipt line received (quantities in the receipt's unit). */
export interface LotCheck {
  sno: number;
  itemName: string;
  received: number;
  checked: number;
  rectified: number;
  rejected: number;
  rectificationCost: number;
}

const amountOk = (value: number) => Number.isFinite(value) && value >= 0 && isQuantity(value);
const label = (lot: LotCheck) => `Lot ${lot.sno}, ${lot.itemName}`;

/**
 * Every problem of one lot's result, keyed by its field (`checkedQty`, `rejectedQty`, `rectificationCost`): checked
 * at most what was received, rejected + rectified at most what was checked (both named with the lot and item).
 */
export function lotProblems(lot: LotCheck): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!amountOk(lot.checked) || lot.checked <= 0)
    problems.checkedQty = `${label(lot)}: enter the quantity checked, above 0 with at most 3 decimals.`;
  else if (toMilli(lot.checked) > toMilli(lot.received))
    problems.checkedQty = `${label(lot)}: ${formatQuantity(lot.checked)} checked is more than the ${formatQuantity(lot.received)} received.`;
  if (!amountOk(lot.rejected))
    problems.rejectedQty = `${label(lot)}: enter the quantity rejected, 0 or more with at most 3 decimals.`;
  if (!amountOk(lot.rectified))
    problems.rectifiedQty = `${label(lot)}: enter the quantity rectified, 0 or more with at most 3 decimals.`;
  if (
    !problems.checkedQty &&
    !problems.rejectedQty &&
    !problems.rectifiedQty &&
    toMilli(lot.rejected) + toMilli(lot.rectified) > toMilli(lot.checked)
  ) {
    problems.rejectedQty = `${label(lot)}: ${formatQuantity(lot.rejected)} rejected + ${formatQuantity(lot.rectified)} rectified is more than the ${formatQuantity(lot.checked)} checked.`;
  }
  if (
    !Number.isFinite(lot.rectificationCost) ||
    lot.rectificationCost < 0 ||
    !hasAtMostDecimals(lot.rectificationCost, 2)
  ) {
    problems.rectificationCost = `${label(lot)}: enter the rectification cost, 0 or more with at most two decimals.`;
  } else if (lot.rectificationCost > 0 && !problems.rectifiedQty && lot.rectified <= 0) {
    problems.rectificationCost = `${label(lot)}: a rectification cost needs a quantity rectified.`;
  }
  return problems;
}

/** Why a receipt cannot be approved yet (a lot untested), or null. */
export function approvalProblem(
  seq: string,
  lots: ReadonlyArray<{ sno: number; itemName: string }>,
  tested: ReadonlySet<number>,
): string | null {
  const untested = lots.filter((lot) => !tested.has(lot.sno));
  if (untested.length === 0) return null;
  const names = untested.map((lot) => `lot ${lot.sno} (${lot.itemName})`).join(', ');
  return `Goods receipt ${seq} cannot be approved: ${names} ${untested.length === 1 ? 'is' : 'are'} not tested yet.`;
}

/** Net stock of a lot after QC: received less rejected (thousandths kept exact). */
export const netAccepted = (received: number, rejected: number) => (toMilli(received) - toMilli(rejected)) / 1000;
