import { fromPaise, type Paise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import type { SettlementHeader, Tender, TenderMode } from './domain/checkout-types';

/** A tender as typed: the amount is text until it is read as money. */
export interface TenderDraft {
  id: number;
  mode: TenderMode;
  amount: string;
  reference: string;
}

export interface SettleDraft {
  tenders: TenderDraft[];
  company: string;
  companyAmount: string;
}

export type ReadSettlement =
  | { ok: true; tenders: (Tender & { paise: Paise })[]; companyPaise: Paise }
  | { ok: false; fieldErrors: Record<string, string> };

/**
 * The draft read as money: each amount parsed (more than two decimals, garbage, or below zero is marked beside its
 * field).
 */
export function readSettlement(draft: SettleDraft): ReadSettlement {
  const fieldErrors: Record<string, string> = {};
  const tenders: (Tender & { paise: Paise })[] = [];
  for (const tender of draft.tenders) {
    const parsed = parseMoney(tender.amount, { allowNegative: false });
    if (!parsed.ok) fieldErrors[`tender-${tender.id}`] = parsed.message;
    else if (parsed.paise === 0) fieldErrors[`tender-${tender.id}`] = 'Enter an amount above 0, or remove this tender';
    else
      tenders.push({
        mode: tender.mode,
        amount: fromPaise(parsed.paise),
        reference: tender.reference.trim(),
        paise: parsed.paise,
      });
  }
  let companyPaise = 0;
  if (draft.companyAmount.trim() !== '') {
    const parsed = parseMoney(draft.companyAmount, { allowNegative: false });
    if (parsed.ok) companyPaise = parsed.paise;
    else fieldErrors.companyAmount = parsed.message;
  }
  if (companyPaise > 0 && !draft.company) fieldErrors.company = 'Choose the company to bill';
  return Object.keys(fieldErrors).length > 0 ? { ok: false, fieldErrors } : { ok: true, tenders, companyPaise };
}

/** The settle call's header and lines from a draft read as money. */
export const settleBody = (
  stayNo: string,
  company: string,
  read: Extract<ReadSettlement, { ok: true }>,
): { header: SettlementHeader; tenders: Tender[] } => ({
  header: { stayNo, company: read.companyPaise > 0 ? company : '', companyAmount: fromPaise(read.companyPaise) },
  tenders: read.tenders.map(({ mode, amount, reference }) => ({ mode, amount, reference })),
});

/** The paise of a typed amount, 0 while it is not (yet) an amount: for the running "left to settle". */
export const typedPaise = (text: string): Paise => {
  const parsed = parseMoney(text, { allowNegative: false });
  return parsed.ok ? parsed.paise : 0;
};
