import { fromPaise, isPaise, sumPaise } from '../../../lib/money/money';
import type { Paise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { totalPendingPaise } from '../../../kits/accounting/party-ledger';
import type { PartyId, PartyTransactionDraft, PendingBill } from '../../../kits/accounting/party-ledger';
import { refuse } from './rule-result';
import type { RuleResult } from './rule-result';

/** A payment to a supplier. */
export interface SupplierPayment {
  partyId: PartyId;
  dat: string;
  /** The payment's number (PPY…). */
  transactionId: string;
  amountPaise: Paise;
}

/** A bill the person chose to pay; without an amount it takes what the payment has left, oldest chosen bill first. */
export interface ChosenBill {
  transactionId: string;
  amountPaise?: Paise;
}

/** How much of the payment goes to which bill. */
export interface PaymentAllocation {
  transactionId: string;
  amountPaise: Paise;
}

const amountMessage = 'Enter an amount above zero';

function chosenAllocations(
  bills: readonly PendingBill[],
  amount: Paise,
  chosen: readonly ChosenBill[],
): RuleResult<{ allocations: PaymentAllocation[] }> {
  const seen = new Set<string>();
  for (const choice of chosen) {
    if (seen.has(choice.transactionId)) return refuse(`Bill ${choice.transactionId} is chosen twice`);
    seen.add(choice.transactionId);
    const bill = bills.find((pending) => pending.transactionId === choice.transactionId);
    if (!bill) return refuse(`Nothing is pending on bill ${choice.transactionId} of this supplier`);
    if (choice.amountPaise === undefined) continue;
    if (!isPaise(choice.amountPaise) || choice.amountPaise <= 0)
      return refuse(`${amountMessage} for bill ${bill.transactionId}`);
    if (choice.amountPaise > bill.pendingPaise) {
      return refuse(
        `${formatMoney(choice.amountPaise)} is more than the ${formatMoney(bill.pendingPaise)} pending on bill ${bill.transactionId}`,
      );
    }
  }
  const fixed = sumPaise(chosen.map((choice) => choice.amountPaise ?? 0));
  const open = bills.filter((bill) =>
    chosen.some((choice) => choice.transactionId === bill.transactionId && choice.amountPaise === undefined),
  );
  const available = fixed + totalPendingPaise(open);
  if (fixed > amount)
    return refuse(`The ${formatMoney(fixed)} allocated is more than the payment of ${formatMoney(amount)}`);
  if (available < amount) {
    const what =
      open.length > 0 ? `${formatMoney(available)} the chosen bills can take` : `${formatMoney(fixed)} allocated`;
    return refuse(`The payment of ${formatMoney(amount)} is more than the ${what}`);
  }
  let left = amount - fixed;
  const allocations: PaymentAllocation[] = [];
  for (const bill of bills) {
    const choice = chosen.find((one) => one.transactionId === bill.transactionId);
    if (!choice) continue;
    const share = choice.amountPaise ?? Math.min(left, bill.pendingPaise);
    if (choice.amountPaise === undefined) left -= share;
    if (share > 0) allocations.push({ transactionId: bill.transactionId, amountPaise: share });
  }
  return { ok: true, allocations };
}

function oldestFirst(bills: readonly PendingBill[], amount: Paise): PaymentAllocation[] {
  let left = amount;
  const allocations: PaymentAllocation[] = [];
  for (const bill of bills) {
    if (left === 0) break;
    const share = Math.min(left, bill.pendingPaise);
    allocations.push({ transactionId: bill.transactionId, amountPaise: share });
    left -= share;
  }
  return allocations;
}

/**
 * Shares a supplier payment over the party's pending bills (pendingBills(), oldest first) and
 * gives the PAY rows to write, one per bill paid (paymentAmount = the share, onTraId = the bill).
 * Without `chosen` the oldest bills are paid first, the last one partly if need be. With `chosen`
 * only those bills are paid, each the amount given or, without one, what the payment has left.
 * Refused: an amount not above zero, a payment over the total pending, a share over a bill's
 * pending, a bill not pending, chosen amounts over the payment, or a payment the chosen bills cannot take in full.
 */
export function allocatePayment(
  bills: readonly PendingBill[],
  payment: SupplierPayment,
  chosen?: readonly ChosenBill[],
): RuleResult<{ allocations: PaymentAllocation[]; rows: PartyTransactionDraft[] }> {
  const amount = payment.amountPaise;
  if (!isPaise(amount) || amount <= 0) return refuse(amountMessage);
  const pending = totalPendingPaise(bills);
  if (amount > pending)
    return refuse(
      `The payment of ${formatMoney(amount)} is more than the ${formatMoney(pending)} pending for this supplier`,
    );
  const ordered = [...bills].sort((a, b) => (a.dat < b.dat ? -1 : a.dat > b.dat ? 1 : 0));
  let allocations: PaymentAllocation[];
  if (chosen) {
    const result = chosenAllocations(ordered, amount, chosen);
    if (!result.ok) return result;
    allocations = result.allocations;
  } else {
    allocations = oldestFirst(ordered, amount);
  }
  const rows = allocations.map(
    (allocation): PartyTransactionDraft => ({
      partyId: payment.partyId,
      dat: payment.dat,
      transactionType: 'PAY',
      transactionId: payment.transactionId,
      transactionAmt: fromPaise(allocation.amountPaise),
      pendingAmount: 0,
      returnAmount: 0,
      creditNote: 0,
      paymentAmount: fromPaise(allocation.amountPaise),
      onTraId: allocation.transactionId,
      descriptio: `Payment ${payment.transactionId} against ${allocation.transactionId}`,
    }),
  );
  return { ok: true, allocations, rows };
}
