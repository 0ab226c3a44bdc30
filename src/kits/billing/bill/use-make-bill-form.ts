import { useMemo, useState } from 'react';
import type { MakeBillInput } from '../domain/bill-types';
import type { RunningTable } from '../domain/order-types';
import type { BillingRequirements, PosOutlet } from '../domain/master-types';
import type { MakeBillExtras } from '../billing-dialog-props';
import { discountWithinLimit } from '../domain/priced-bill';
import {
  pricedParts,
  pricingContextOf,
  readDiscount,
  splitFromShares,
  startingShares,
  type DiscountKind,
} from './make-bill-logic';

/**
 * The Make bill form's state and everything derived from it: the input, the priced preview, every problem. A
 * book's extras adjust the lines first (a customer offer's free lines) and name the offer the bill gets.
 */
export function useMakeBillForm(
  requirements: BillingRequirements,
  outlet: PosOutlet,
  given: RunningTable,
  extras?: MakeBillExtras,
) {
  const adjusted = useMemo(() => extras?.adjust?.(given.lines), [extras, given.lines]);
  const table = useMemo(() => (adjusted ? { ...given, lines: adjusted.lines } : given), [given, adjusted]);
  const offer = adjusted?.offer;
  const [kind, setKind] = useState<DiscountKind>('PERCENT');
  const [text, setText] = useState('');
  const [reason, setReason] = useState('');
  const [nc, setNc] = useState(false);
  const [ncDepartment, setNcDepartment] = useState('');
  const [splitting, setSplitting] = useState(false);
  const [count, setCount] = useState(2);
  const [shares, setShares] = useState(() => startingShares(table.lines, 2));

  const context = useMemo(() => pricingContextOf(requirements, outlet), [requirements, outlet]);
  const read = nc ? {} : readDiscount(kind, text);
  const discount = read.discount;
  const split = splitting ? splitFromShares(table.lines, shares, count) : null;
  const base = { discount, ncDepartment: nc ? ncDepartment : undefined };
  const whole = pricedParts(table, context, base, offer)[0]!;
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
    (splitting && discount?.kind === 'AMOUNT' ? 'A split bill takes its discount by percent.' : undefined);
  const reasonProblem = discount && reason.trim() === '' ? 'Give the reason for the discount.' : undefined;
  const ncProblem = nc && !ncDepartment ? 'Choose the NC department.' : undefined;
  const blocked =
    !!discountProblem ||
    !!reasonProblem ||
    !!ncProblem ||
    (overLimit && !requirements.canApproveDiscount) ||
    (split !== null && split.problems.length > 0) ||
    table.lines.length === 0;

  const input = (billId: string): MakeBillInput => ({
    tableno: table.tableNo,
    restacode: outlet.code,
    billId,
    kotIds: table.kotIds,
    ...(discount ? { discount, discountReason: reason.trim() } : {}),
    ...(nc ? { ncDepartment } : {}),
    ...(split ? { parts: split.parts } : {}),
    ...(extras?.order ? { order: extras.order } : {}),
    ...(extras?.adjust ? { offer: offer?.code ?? '' } : {}),
  });

  const changeCount = (next: number) => {
    setCount(next);
    setShares((previous) =>
      Object.fromEntries(
        Object.entries(previous).map(([lineId, row]) => [
          lineId,
          Array.from({ length: next }, (_, bill) => row[bill] ?? ''),
        ]),
      ),
    );
  };
  const changeShare = (lineId: string, bill: number, value: string) =>
    setShares((previous) => ({
      ...previous,
      [lineId]: (previous[lineId] ?? []).map((old, at) => (at === bill ? value : old)),
    }));

  return {
    discountState: {
      kind,
      text,
      reason,
      problem: discountProblem,
      reasonProblem,
      approval,
      onKind: setKind,
      onText: setText,
      onReason: setReason,
    },
    ncState: { nc, ncDepartment, problem: ncProblem, onNc: setNc, onDepartment: setNcDepartment },
    splitState: {
      splitting,
      count,
      shares,
      problems: split?.problems ?? [],
      onSplitting: setSplitting,
      onCount: changeCount,
      onShare: changeShare,
    },
    whole,
    parts,
    blocked,
    input,
    context,
    /** The lines as billed (after the extras' adjustment) and what the extras say about the offer. */
    table,
    note: adjusted?.note,
  };
}
