import * as z from 'zod';
import { checkedBy, type FieldProblem } from '../../../components/form/rule-checks';
import { toPaise, type Paise } from '../../../lib/money/money';
import { TENDER_MODES, type BillableCompany, type TenderMode } from './domain/checkout-types';
import { settlementProblem, type CompanyCredit } from './domain/tender-check';
import { readSettlement, type SettleDraft } from './settle-values';

const isMode = (value: unknown): value is TenderMode => TENDER_MODES.some((mode) => mode === value);

const settleValues = z.object({
  tenders: z.array(
    z.object({ id: z.number(), mode: z.custom<TenderMode>(isMode), amount: z.string(), reference: z.string() }),
  ),
  company: z.string(),
  companyAmount: z.string(),
});
export type SettleValues = z.infer<typeof settleValues>;

export const creditOf = (company: BillableCompany | undefined): CompanyCredit | null =>
  company ? { name: company.name, creditLimit: toPaise(company.creditLimit), owes: toPaise(company.owes) } : null;

/** The draft as read: a folio in credit is refunded, so nothing typed for a company counts. */
export const readDraft = (values: SettleDraft, balance: Paise) =>
  readSettlement(balance < 0 ? { ...values, companyAmount: '' } : values);

/**
 * The amounts read as money, each problem beside its field (a tender's beside its amount); once they read, whether
 * they settle the balance (within the company's credit), said for the whole form ('root').
 */
export function settleProblems(
  values: SettleDraft,
  balance: Paise,
  companies: readonly BillableCompany[],
): FieldProblem[] {
  const read = readDraft(values, balance);
  if (!read.ok)
    return Object.entries(read.fieldErrors).map(([key, message]) => {
      const index = values.tenders.findIndex((tender) => `tender-${tender.id}` === key);
      return { field: index >= 0 ? `tenders.${index}.amount` : key, message };
    });
  const problem = settlementProblem(
    balance,
    {
      tenders: read.tenders.map((tender) => ({ amount: tender.paise })),
      company: values.company,
      companyAmount: read.companyPaise,
    },
    creditOf(companies.find((one) => one.code === values.company)),
  );
  return problem ? [{ field: 'root', message: problem }] : [];
}

export const settleSchema = (balance: Paise, companies: readonly BillableCompany[]) =>
  checkedBy(settleValues, (values) => settleProblems(values, balance, companies));
