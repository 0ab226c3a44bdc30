import { hashText } from './salary-hash-text';
import type { HrdLeaveType } from './attendance-types';
import type { HrdAllowanceDeduction, HrdAllowanceDeductionRange } from './pay-head-types';

/**
 * What a month's run prepares once for every employee: the active pay heads by id, each range-wise head's
 * slabs for the company's state (stat '' = every state), the codes of paid leave types, the advance head, and a
 * fingerprint of each head (with its slabs, hashed once here) for the lines' inputsHash.
 */
export interface PayContext {
  month: string;
  state: string;
  heads: ReadonlyMap<number, HrdAllowanceDeduction>;
  slabs: ReadonlyMap<number, readonly HrdAllowanceDeductionRange[]>;
  paidLeave: ReadonlySet<string>;
  /** The advance recovery head (statutory 'ADV'), if the company has one. */
  advanceHead: HrdAllowanceDeduction | null;
  headText: ReadonlyMap<number, string>;
  /** Fingerprint text of what every line shares: the month, the state, the paid leave codes, the engine's version. */
  sharedText: string;
}

/** Bump when the pay rules change, so every unpaid line is recomputed on the next run. */
export const PAY_RULES_VERSION = 2;

const sameState = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function payContext(input: {
  month: string;
  state: string;
  heads: readonly HrdAllowanceDeduction[];
  ranges: readonly HrdAllowanceDeductionRange[];
  leaveTypes: readonly HrdLeaveType[];
}): PayContext {
  const heads = new Map(input.heads.filter((head) => head.statu === 1).map((head) => [head.recordId, head]));
  const slabs = new Map<number, HrdAllowanceDeductionRange[]>();
  for (const range of input.ranges) {
    if (range.stat.trim() !== '' && !sameState(range.stat, input.state)) continue;
    const list = slabs.get(range.allowanceId) ?? [];
    list.push(range);
    slabs.set(range.allowanceId, list);
  }
  for (const list of slabs.values()) list.sort((a, b) => a.frmAmt - b.frmAmt || a.lineid - b.lineid);
  const headText = new Map<number, string>();
  for (const head of heads.values())
    headText.set(head.recordId, hashText(JSON.stringify([head, slabs.get(head.recordId) ?? []])));
  const paidLeave = new Set(
    input.leaveTypes
      .filter((type) => type.paid && type.active !== false)
      .map((type) => type.leaveCode.trim().toUpperCase()),
  );
  const advanceHead = [...heads.values()].find((head) => head.statutory === 'ADV') ?? null;
  const sharedText = JSON.stringify([
    PAY_RULES_VERSION,
    input.month,
    input.state.trim().toLowerCase(),
    [...paidLeave].sort(),
  ]);
  return { month: input.month, state: input.state, heads, slabs, paidLeave, advanceHead, headText, sharedText };
}
