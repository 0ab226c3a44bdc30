import { lotProblems } from '../domain/mir-test-rules';
import type { MirLot, MirLotInput } from '../domain/mir-types';

/** One lot's inputs as typed (text), blank when untested. */
export interface LotValues {
  checkedQty: string;
  rejectedQty: string;
  rectifiedQty: string;
  rectificationCost: string;
  comments: string;
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function lotValues(lot: MirLot): LotValues {
  const result = lot.result;
  return {
    checkedQty: text(result?.checkedQty),
    rejectedQty: text(result?.rejectedQty ?? undefined),
    rectifiedQty: text(result?.rectifiedQty),
    rectificationCost: text(result?.rectificationCost),
    comments: result?.comments ?? '',
  };
}

const num = (value: string) => (value.trim() === '' ? 0 : Number(value));

/**
 * The lots with a checked quantity typed, as the body's lines (`lotIndexes`: each line's lot), with the problems keyed
 * `lines.<lot index>.<field>`.
 */
export function lotLines(
  lots: readonly MirLot[],
  values: readonly LotValues[],
): { lines: MirLotInput[]; lotIndexes: number[]; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const lines: MirLotInput[] = [];
  const lotIndexes: number[] = [];
  lots.forEach((lot, index) => {
    const value = values[index]!;
    if (value.checkedQty.trim() === '') return;
    const line: MirLotInput = {
      transactionId: lot.recordId,
      lotno: lot.sno,
      lottype: 'MAT',
      checkedQty: Number(value.checkedQty),
      rejectedQty: num(value.rejectedQty),
      rectifiedQty: num(value.rectifiedQty),
      rectificationCost: num(value.rectificationCost),
      comments: value.comments.trim(),
    };
    const check = {
      sno: lot.sno,
      itemName: lot.itemName,
      received: lot.qty,
      checked: line.checkedQty,
      rejected: line.rejectedQty,
      rectified: line.rectifiedQty,
      rectificationCost: line.rectificationCost,
    };
    for (const [field, message] of Object.entries(lotProblems(check))) problems[`lines.${index}.${field}`] = message;
    lines.push(line);
    lotIndexes.push(index);
  });
  if (lines.length === 0) problems.lines = 'Enter the quantity checked of at least one lot.';
  return { lines, lotIndexes, problems };
}

/** The server's field problems (`lines.<line>.<field>`) keyed by lot index instead. */
export function byLot(errors: Readonly<Record<string, string>>, lotIndexes: readonly number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const match = /^lines\.(\d+)\.(.+)$/.exec(key);
      return [match ? `lines.${lotIndexes[Number(match[1])] ?? match[1]}.${match[2]}` : key, message];
    }),
  );
}
