import { sumPaise, type Paise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';

/** A settlement in paise, as both the screen and the demo backend check it. */
export interface SettlementPaise {
  tenders: readonly { amount: Paise }[];
  company: string;
  companyAmount: Paise;
}

/** The company billed: its name, credit limit and what it already owes (paise). */
export interface CompanyCredit {
  name: string;
  creditLimit: Paise;
  owes: Paise;
}

/** What a company may still be billed: its limit less what it owes, never below nothing. */
export const availableCredit = (company: CompanyCredit): Paise => Math.max(0, company.creditLimit - company.owes);

/**
 * What is left to settle: of a balance owed, what the tenders and the company's part do not cover; of a folio in
 * credit, what the tenders do not yet give back. Negative when they take (or give) too much.
 */
export function unsettledPaise(balance: Paise, settlement: SettlementPaise): Paise {
  const tendered = sumPaise(settlement.tenders.map((tender) => tender.amount));
  return balance < 0 ? -balance - tendered : balance - tendered - settlement.companyAmount;
}

/**
 * Why a check-out settlement cannot be taken, or null. A balance owed must be met exactly by the tenders plus the
 * part billed to a company, that part within the company's credit; an unpaid balance is refused unless billed to a
 * company. A folio in credit is refunded: the tenders must give back exactly what the hotel owes, and nothing goes
 * to a company.
 */
export function settlementProblem(
  balance: Paise,
  settlement: SettlementPaise,
  company: CompanyCredit | null,
): string | null {
  const given = settlement.tenders.findIndex((tender) => !Number.isSafeInteger(tender.amount) || tender.amount <= 0);
  if (given >= 0) return `Tender ${given + 1} needs an amount above 0.`;
  const tendered = sumPaise(settlement.tenders.map((tender) => tender.amount));
  if (settlement.companyAmount < 0) return 'The amount billed to the company cannot be below 0.';
  if (balance < 0) {
    if (settlement.companyAmount > 0)
      return `The folio is in credit by ${formatMoney(-balance)}: nothing is billed to a company; refund it.`;
    if (tendered !== -balance)
      return `The refunds add up to ${formatMoney(tendered)}; ${formatMoney(-balance)} is to be refunded.`;
    return null;
  }
  if (settlement.companyAmount > 0) {
    if (!settlement.company || !company) return 'Choose the company to bill.';
    if (settlement.companyAmount > availableCredit(company)) {
      return `${formatMoney(settlement.companyAmount)} to ${company.name} is beyond its credit: limit ${formatMoney(company.creditLimit)}, owes ${formatMoney(company.owes)}, available ${formatMoney(availableCredit(company))}.`;
    }
  }
  const paid = tendered + settlement.companyAmount;
  if (paid < balance && settlement.companyAmount === 0) {
    return `The balance of ${formatMoney(balance)} is unpaid${tendered > 0 ? ` (${formatMoney(balance - tendered)} short)` : ''}: take it in cash, card or UPI, or bill it to a company.`;
  }
  if (paid !== balance) {
    return `The tenders (${formatMoney(tendered)})${settlement.companyAmount > 0 ? ` and the company's part (${formatMoney(settlement.companyAmount)})` : ''} add up to ${formatMoney(paid)}; the balance is ${formatMoney(balance)}.`;
  }
  return null;
}
