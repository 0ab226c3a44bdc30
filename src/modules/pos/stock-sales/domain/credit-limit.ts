import { formatMoneyWithSign as rupees } from '../../../../lib/money/money-format';
import type { Paise } from '../../../../lib/money/money';

export interface CreditCheck {
  customer: string;
  /** The customer's credit limit; 0 or less: none set, nothing is checked. */
  limitPaise: Paise;
  /** What they owe now. */
  balancePaise: Paise;
  /** What this invoice leaves to receive (its total less the advances adjusted). */
  pendingPaise: Paise;
}

/**
 * The refusal of an invoice that would take the customer past their credit limit, naming the limit and
 * the balance, or null. An invoice that leaves nothing to receive (paid by advances) is never refused.
 */
export function creditRefusal({ customer, limitPaise, balancePaise, pendingPaise }: CreditCheck): string | null {
  if (limitPaise <= 0 || pendingPaise <= 0) return null;
  const after = balancePaise + pendingPaise;
  if (after <= limitPaise) return null;
  return `The credit limit of ${customer} is ${rupees(limitPaise)} and the balance is ${rupees(balancePaise)}: this invoice leaves ${rupees(pendingPaise)} to receive, which would take it to ${rupees(after)}.`;
}
