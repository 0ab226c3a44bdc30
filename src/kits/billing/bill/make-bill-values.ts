import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import type { BillOffer, DiscountInput } from '../domain/bill-types';
import type { SplitPart } from '../domain/bill-split';
import type { RunningTable } from '../domain/order-types';
import type { BillingRequirements } from '../domain/master-types';
import { discountWithinLimit, type PricedBill, type PricingContext } from '../domain/priced-bill';
import { pricedParts, readDiscount, splitFromShares, startingShares, type DiscountKind } from './make-bill-logic';

export interface MakeBillValues {
  discount: { kind: DiscountKind; text: string; reason: string };
  nc: boolean;
  ncDepartment: string;
  splitting: boolean;
  /** Each line's quantity typed per bill of the split (`shares[lineId][bill]`). */
  split: { count: number; shares: Record<string, string[]> };
}

export const startingMakeBill = (table: RunningTable): MakeBillValues => ({
  discount: { kind: 'PERCENT', text: '', reason: '' },
  nc: false,
  ncDepartment: '',
  splitting: false,
  split: { count: 2, shares: startingShares(table.lines, 2) },
});

/** What a bill is made of beyond its values: the lines as billed, how they are priced, the offer, the limits. */
export interface BillBasis {
  table: RunningTable;
  context: PricingContext;
  offer?: BillOffer;
  requirements: Pick<BillingRequirements, 'discountLimit' | 'canApproveDiscount'>;
}

/**
 * The values read: the discount, the split, the figures of the whole bill and of each part, the approval sentence
 * and every problem on its field ('split' for the split's own; none for an empty table, which only blocks).
 */
export function readBill(values: MakeBillValues, { table, context, offer, requirements }: BillBasis) {
  const read: { discount?: DiscountInput; problem?: string } = values.nc
    ? {}
    : readDiscount(values.discount.kind, values.discount.text);
  const discount = read.discount;
  const split: { parts: SplitPart[]; problems: string[] } | null = values.splitting
    ? splitFromShares(table.lines, values.split.shares, values.split.count)
    : null;
  const base = { discount, ncDepartment: values.nc ? values.ncDepartment : undefined };
  const whole: PricedBill = pricedParts(table, context, base, offer)[0]!;
  const parts =
    split && split.problems.length === 0 ? pricedParts(table, context, { ...base, parts: split.parts }, offer) : null;
  const overLimit = !!discount && !discountWithinLimit(whole.subTotal, whole.discount, requirements.discountLimit);
  const approval = overLimit
    ? requirements.canApproveDiscount
      ? `Above the limit of ${requirements.discountLimit}%: you approve it.`
      : `Above your limit of ${requirements.discountLimit}%: this discount needs approval by a manager.`
    : undefined;
  const discountProblem =
    read.problem ??
    (values.splitting && discount?.kind === 'AMOUNT' ? 'A split bill takes its discount by percent.' : undefined);
  const problems: FieldProblem[] = [
    ...(discountProblem ? [{ field: 'discount.text', message: discountProblem }] : []),
    ...(overLimit && !requirements.canApproveDiscount && approval
      ? [{ field: 'discount.text', message: approval }]
      : []),
    ...(discount && values.discount.reason.trim() === ''
      ? [{ field: 'discount.reason', message: 'Give the reason for the discount.' }]
      : []),
    ...(values.nc && !values.ncDepartment ? [{ field: 'ncDepartment', message: 'Choose the NC department.' }] : []),
    ...(split?.problems ?? []).map((message) => ({ field: 'split', message })),
  ];
  const shown = (field: string) => problems.find((problem) => problem.field === field)?.message;
  return {
    discount,
    split,
    whole,
    parts,
    approval,
    problems,
    discountProblem,
    reasonProblem: shown('discount.reason'),
    ncProblem: shown('ncDepartment'),
    blocked: problems.length > 0 || table.lines.length === 0,
  };
}

/** The shares for `count` bills: each line's quantities kept for the bills that stay, empty for new ones. */
export function resizeShares(shares: Readonly<Record<string, readonly string[]>>, count: number) {
  return Object.fromEntries(
    Object.entries(shares).map(([lineId, row]) => [
      lineId,
      Array.from({ length: count }, (_, bill) => row[bill] ?? ''),
    ]),
  );
}

const text = z.string();
/** The Make bill form's schema: the bill's rules (readBill) checked on its values, each problem on its field. */
export function makeBillSchema(basis: BillBasis) {
  return checkedBy(
    z.object({
      discount: z.object({ kind: z.enum(['PERCENT', 'AMOUNT']), text, reason: text }),
      nc: z.boolean(),
      ncDepartment: text,
      splitting: z.boolean(),
      split: z.object({ count: z.number(), shares: z.record(z.string(), z.array(text)) }),
    }),
    (values) => readBill(values, basis).problems,
  );
}
