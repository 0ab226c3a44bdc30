import { applyPercent } from '../../../../lib/money/money-arithmetic';
import { sumPaise, type Paise } from '../../../../lib/money/money';
import { formatMoney } from '../../../../lib/money/money-format';

/** On what commission is reckoned: the invoiced taxable value, or what receipts collected on the invoices. */
export type CommissionBasis = 'INVOICE' | 'COLLECTION';

/** Who earns commission: an agent (pos.agents) or an employee (with the rate set on the employee payments screen). */
export interface CommissionEarner {
  code: string;
  name: string;
  /** Percent. */
  commission: number;
  commissionOn: CommissionBasis;
}

/** A sale credited to an agent and an employee ('' for none). */
export interface CreditedSale {
  document: string;
  dat: string;
  customer: string;
  agent: string;
  employee: string;
  /** The invoiced taxable value (before tax). */
  taxablePaise: Paise;
}

/** Money a receipt collected on a bill (its share of the amount received and the TDS). */
export interface Collection {
  receipt: string;
  document: string;
  dat: string;
  collectedPaise: Paise;
}

/** One document commission is earned on: an invoice, or a receipt's collection on an invoice. */
export interface CommissionDocument {
  document: string;
  /** The receipt that collected it ('' for an invoice). */
  receipt: string;
  dat: string;
  customer: string;
  basePaise: Paise;
  commissionPaise: Paise;
}

export interface CommissionDue {
  code: string;
  name: string;
  commission: number;
  commissionOn: CommissionBasis;
  basePaise: Paise;
  earnedPaise: Paise;
  paidPaise: Paise;
  /** Earned − paid; below zero when more was paid than is now earned (a sale cancelled, a rate lowered). */
  duePaise: Paise;
  documents: CommissionDocument[];
}

export type EarnerKind = 'agent' | 'employee';

/**
 * What `earner` has earned up to `upTo` (yyyy-MM-dd) and what is still due after `paidPaise`: on INVOICE the
 * taxable value of each sale credited to them, on COLLECTION what receipts collected on those sales; each
 * document's commission at the earner's rate, rounded to the paisa on its own, so the documents add up to the
 * total. Documents oldest first.
 */
export function commissionDue(
  earner: CommissionEarner,
  kind: EarnerKind,
  sales: readonly CreditedSale[],
  collections: readonly Collection[],
  paidPaise: Paise,
  upTo: string,
): CommissionDue {
  const credited = sales.filter((sale) => sale[kind] === earner.code);
  const bases: Array<Omit<CommissionDocument, 'commissionPaise'>> =
    earner.commissionOn === 'INVOICE'
      ? credited
          .filter((sale) => sale.dat <= upTo)
          .map((sale) => ({
            document: sale.document,
            receipt: '',
            dat: sale.dat,
            customer: sale.customer,
            basePaise: sale.taxablePaise,
          }))
      : collections.flatMap((collection) => {
          const sale = credited.find((one) => one.document === collection.document);
          return sale && collection.dat <= upTo
            ? [
                {
                  document: sale.document,
                  receipt: collection.receipt,
                  dat: collection.dat,
                  customer: sale.customer,
                  basePaise: collection.collectedPaise,
                },
              ]
            : [];
        });
  const documents = bases
    .map((base) => ({ ...base, commissionPaise: applyPercent(base.basePaise, earner.commission) }))
    .sort((a, b) =>
      a.dat === b.dat ? a.document.localeCompare(b.document, 'en', { numeric: true }) : a.dat < b.dat ? -1 : 1,
    );
  const earnedPaise = sumPaise(documents.map((document) => document.commissionPaise));
  return {
    code: earner.code,
    name: earner.name,
    commission: earner.commission,
    commissionOn: earner.commissionOn,
    basePaise: sumPaise(documents.map((document) => document.basePaise)),
    earnedPaise,
    paidPaise,
    duePaise: earnedPaise - paidPaise,
    documents,
  };
}

/**
 * Why a commission payment of `amountPaise` cannot be made against `due`, or null: above zero, and not above what is
 * due.
 */
export function commissionPaymentProblem(
  amountPaise: Paise,
  due: Pick<CommissionDue, 'name' | 'duePaise'>,
): string | null {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0) return 'Enter an amount above zero';
  if (due.duePaise <= 0) return `Nothing is due to ${due.name}`;
  if (amountPaise > due.duePaise)
    return `${formatMoney(amountPaise)} is more than the ${formatMoney(due.duePaise)} due to ${due.name}`;
  return null;
}
