import { toMilli } from '../../../lib/quantity/quantity';

/**
 * The process QC's rules, pure, used by the screens and the demo backend: a test's samples are at most
 * what the step passed, rejected + rectified at most the samples; the approval releases samples − rejected to the
 * next step; the final QC puts at most what the last step passed into stock, at the batch's material cost per unit.
 */
export interface TestInput {
  samplesCollected: number;
  rejected: number;
  rectifiedQty: number;
}

export type TestField = keyof TestInput;

/** Why a process test cannot be recorded (field and message), or null. `label`: "Step 2 (TRN) of batch B-101". */
export function testRefusal(
  input: TestInput,
  stepQty: number,
  label: string,
): { field: TestField; message: string } | null {
  const { samplesCollected, rejected, rectifiedQty } = input;
  if (!(samplesCollected > 0))
    return { field: 'samplesCollected', message: 'Give the samples collected (more than 0)' };
  if (rejected < 0) return { field: 'rejected', message: 'The rejected quantity cannot be negative' };
  if (rectifiedQty < 0) return { field: 'rectifiedQty', message: 'The rectified quantity cannot be negative' };
  if (toMilli(samplesCollected) > toMilli(stepQty))
    return {
      field: 'samplesCollected',
      message: `${label}: ${samplesCollected} samples is more than the ${stepQty} the step passed`,
    };
  if (toMilli(rejected) + toMilli(rectifiedQty) > toMilli(samplesCollected)) {
    return {
      field: 'rejected',
      message: `${label}: ${rejected} rejected + ${rectifiedQty} rectified is more than the ${samplesCollected} samples`,
    };
  }
  return null;
}

/** What the approval passes to the next step: samples − rejected (thousandths kept exact). */
export const passedQty = (samplesCollected: number, rejected: number) =>
  (toMilli(samplesCollected) - toMilli(rejected)) / 1000;

/** Paise of `qty` units at `unitPaise` a unit. */
export const valueOf = (qty: number, unitPaise: number) => Math.round((toMilli(qty) * unitPaise) / 1000);

/** The material cost per unit of a batch in paise (0 for an empty batch). */
export const unitCostPaise = (materialPaise: number, batchQty: number) =>
  batchQty > 0 ? Math.round((materialPaise * 1000) / toMilli(batchQty)) : 0;

/** Why the final QC cannot put `qty` into stock, or null. */
export function finalRefusal(qty: number, lastQty: number, allDone: boolean, batchNo: string): string | null {
  if (!allDone) return `Batch ${batchNo} still has steps to finish`;
  if (!(qty > 0)) return 'Give the quantity passed by the final QC (more than 0)';
  if (toMilli(qty) > toMilli(lastQty))
    return `Batch ${batchNo}: ${qty} is more than the ${lastQty} its last step passed`;
  return null;
}
