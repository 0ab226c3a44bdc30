import { allocate } from '../../../../lib/money/money-allocate';
import { isPaise, sumPaise, type Paise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';
import type { PendingBill } from './customer-bills';

/**
 * A receipt's figures in paise. The bills are settled by the base: received + TDS + rebate + others + the
 * customer's credit on account set off (ours, beyond the contract: a return credited to no bill).
 */
export interface ReceiptFigures {
  receiptPaise: Paise;
  tdsPaise: Paise;
  rebatePaise: Paise;
  othersPaise: Paise;
  creditPaise: Paise;
}

/** What the receipt settles on the customer's bills (the contract's BaseAmt). */
export const basePaise = (figures: ReceiptFigures): Paise =>
  figures.receiptPaise + figures.tdsPaise + figures.rebatePaise + figures.othersPaise + figures.creditPaise;

/** How much of the base goes to which bill. */
export interface BillAllocation {
  billId: string;
  amountPaise: Paise;
}

/**
 * The base shared over the bills oldest first, each up to what is pending on it; bills it does not reach take nothing.
 */
export function allocateOldestFirst(bills: readonly PendingBill[], base: Paise): BillAllocation[] {
  let left = Math.max(base, 0);
  return bills.map((bill) => {
    const amountPaise = Math.min(left, bill.pendingPaise);
    left -= amountPaise;
    return { billId: bill.billId, amountPaise };
  });
}

export type ReceiptField = 'receiptAmt' | 'tds' | 'rebate' | 'others' | 'creditAdjusted' | 'allocations' | 'bill';

/** One problem of a receipt: the field it belongs beside (a bill's line: `billId`), and what to say. */
export interface ReceiptProblem {
  field: ReceiptField;
  billId?: string;
  message: string;
}

const FIGURES: ReadonlyArray<[ReceiptField, keyof ReceiptFigures, string]> = [
  ['receiptAmt', 'receiptPaise', 'amount received'],
  ['tds', 'tdsPaise', 'TDS'],
  ['rebate', 'rebatePaise', 'rebate'],
  ['others', 'othersPaise', 'other deductions'],
  ['creditAdjusted', 'creditPaise', 'credit on account set off'],
];

/**
 * Every problem of a receipt of `customer` over their pending `bills` (oldest first) with `allocations` per bill:
 * the amount received above zero (or zero when credit on account is set off) and the deductions not below zero;
 * the credit set off not above the customer's `creditOnAccount`; the base not above what is pending; each
 * allocation on a pending bill of the customer, once, not below zero and not above the bill's balance (the
 * message names the bill); the allocations adding up to the base. None: the receipt may be saved.
 */
export function receiptProblems(
  figures: ReceiptFigures,
  allocations: readonly BillAllocation[],
  bills: readonly PendingBill[],
  customer: string,
  creditOnAccount: Paise = 0,
): ReceiptProblem[] {
  const problems: ReceiptProblem[] = [];
  for (const [field, key, name] of FIGURES) {
    const value = figures[key];
    const nothingReceived = field === 'receiptAmt' && value === 0 && figures.creditPaise === 0;
    if (!isPaise(value)) problems.push({ field, message: `Enter the ${name} in rupees with at most two decimals` });
    else if (value < 0 || nothingReceived)
      problems.push({
        field,
        message: field === 'receiptAmt' ? 'Enter the amount received, above zero' : `The ${name} cannot be below zero`,
      });
  }
  if (problems.length > 0) return problems;
  if (figures.creditPaise > creditOnAccount) {
    const what =
      creditOnAccount === 0
        ? `${customer} has no credit on account`
        : `${customer} has only ${formatMoney(creditOnAccount)} of credit on account`;
    return [
      { field: 'creditAdjusted', message: `${formatMoney(figures.creditPaise)} of credit cannot be set off: ${what}` },
    ];
  }
  const base = basePaise(figures);
  const pending = sumPaise(bills.map((bill) => bill.pendingPaise));
  if (base > pending) {
    const what =
      pending === 0 ? `${customer} has no bill pending` : `only ${formatMoney(pending)} is pending for ${customer}`;
    return [{ field: 'receiptAmt', message: `The receipt settles ${formatMoney(base)} but ${what}` }];
  }
  const seen = new Set<string>();
  for (const allocation of allocations) {
    const bill = bills.find((one) => one.billId === allocation.billId);
    const refuse = (message: string) => problems.push({ field: 'bill', billId: allocation.billId, message });
    if (!bill) refuse(`Nothing is pending on bill ${allocation.billId} of ${customer}`);
    else if (seen.has(allocation.billId)) refuse(`Bill ${allocation.billId} is allocated twice`);
    else if (!isPaise(allocation.amountPaise) || allocation.amountPaise < 0)
      refuse(`Enter what bill ${bill.billId} takes, 0 or more with at most two decimals`);
    else if (allocation.amountPaise > bill.pendingPaise)
      refuse(
        `${formatMoney(allocation.amountPaise)} is more than the ${formatMoney(bill.pendingPaise)} pending on bill ${bill.billId}`,
      );
    seen.add(allocation.billId);
  }
  if (problems.length > 0) return problems;
  const allocated = sumPaise(allocations.map((allocation) => allocation.amountPaise));
  if (allocated !== base) {
    problems.push({
      field: 'allocations',
      message: `The bills take ${formatMoney(allocated)}; the receipt settles ${formatMoney(base)} (received + TDS + rebate + others)`,
    });
  }
  return problems;
}

/**
 * What was collected on each bill: the money received plus the TDS, shared over the allocations in proportion to
 * what each settles, to the paisa (rebates and other deductions are not collected). Commission "on collection"
 * counts these.
 */
export function collectedPerBill(figures: ReceiptFigures, allocations: readonly BillAllocation[]): Paise[] {
  if (allocations.length === 0) return [];
  return allocate(
    figures.receiptPaise + figures.tdsPaise,
    allocations.map((allocation) => allocation.amountPaise),
  );
}
