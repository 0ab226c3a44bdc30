import * as z from 'zod';
import { checkedBy } from '../../../components/form/rule-checks';
import { fromPaise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import { debitNoteFigures, type DebitNoteFigures } from './domain/debit-note-figures';
import type { DebitNoteKind, DebitNoteRequirements, DebitNoteSaveBody } from './domain/debit-note-types';

export interface DebitNoteDraft {
  customer: string;
  kind: DebitNoteKind | '';
  reason: string;
  billSeq: string;
  amount: string; // as typed, before tax
  taxCode: string; // '' = no tax
}

export const EMPTY_DRAFT: DebitNoteDraft = { customer: '', kind: '', reason: '', billSeq: '', amount: '', taxCode: '' };

/** The note's figures as typed (an amount not yet valid counts as 0). */
export function draftFigures(draft: DebitNoteDraft, requirements: DebitNoteRequirements): DebitNoteFigures {
  const amount = parseMoney(draft.amount, { allowNegative: false });
  return debitNoteFigures(
    amount.ok ? amount.paise : 0,
    requirements.taxes.find((tax) => tax.code === draft.taxCode),
  );
}

/** Every problem at once, keyed by field; empty when it may be saved. */
export function noteProblems(draft: DebitNoteDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.customer) problems.customer = 'Choose the customer.';
  if (!draft.kind) problems.kind = 'Choose what the note is for.';
  if (!draft.reason.trim()) problems.reason = 'Enter the reason the customer will read.';
  const amount = parseMoney(draft.amount, { allowNegative: false });
  if (!amount.ok) problems.amount = amount.message;
  else if (amount.paise <= 0) problems.amount = 'Enter an amount above 0.00.';
  return problems;
}

/** The form's schema: noteProblems, each problem beside its field. */
export const noteSchema = checkedBy(
  z.object({
    customer: z.string(),
    kind: z.union([z.literal(''), z.enum(['PRICE', 'CHARGE', 'INTEREST', 'OTHER'])]),
    reason: z.string(),
    billSeq: z.string(),
    amount: z.string(),
    taxCode: z.string(),
  }),
  (draft) => Object.entries(noteProblems(draft)).map(([field, message]) => ({ field, message })),
);

export function noteBody(draft: DebitNoteDraft, figures: DebitNoteFigures): DebitNoteSaveBody {
  return {
    header: {
      customer: draft.customer,
      kind: draft.kind as DebitNoteKind,
      reason: draft.reason.trim(),
      billSeq: draft.billSeq,
      taxCode: draft.taxCode,
      baseAmt: fromPaise(figures.base),
      totalAmt: fromPaise(figures.total),
    },
    taxes: figures.taxes.map((row, index) => ({
      sno: index + 1,
      component: row.component,
      percent: row.percent,
      taxable: fromPaise(row.taxable),
      amount: fromPaise(row.amount),
    })),
    traCheck: 1,
  };
}

/** The server's field errors ('header.baseAmt') keyed as the form's fields. */
export function noteServerProblems(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const names: Record<string, string> = { baseAmt: 'amount' };
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([path, message]) => {
      const field = path.replace(/^header\./, '');
      return [names[field] ?? field, message];
    }),
  );
}

/** The form's field a problem keyed as noteServerProblems keys it belongs beside (null: none). */
export const noteFieldOf = (key: string): keyof DebitNoteDraft | null =>
  (Object.keys(EMPTY_DRAFT) as Array<keyof DebitNoteDraft>).find((field) => field === key) ?? null;
