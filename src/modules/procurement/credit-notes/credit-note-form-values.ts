import * as z from 'zod';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import type { CreditNoteInput, PendingBillRow } from './credit-note-types';

export interface CreditNoteFormValues {
  dat: string;
  vendorid: string;
  /** The goods receipt's record id. */
  transactionId: string;
  /** As typed. */
  amt: string;
  descriptio: string;
}

/** The form's rules; the amount never above what is pending on the chosen bill. */
export function creditNoteSchema(bill: () => PendingBillRow | undefined) {
  return z
    .object({
      dat: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of the credit note.'),
      vendorid: z.string().min(1, 'Choose the supplier.'),
      transactionId: z.string().min(1, 'Choose the goods receipt whose bill the note reduces.'),
      amt: z.string(),
      descriptio: z.string().max(200, 'Keep the description within 200 characters.'),
    })
    .superRefine((values, context) => {
      const amount = parseMoney(values.amt, { allowNegative: false });
      const chosen = bill();
      if (!amount.ok) context.addIssue({ code: 'custom', path: ['amt'], message: amount.message });
      else if (amount.paise <= 0)
        context.addIssue({ code: 'custom', path: ['amt'], message: 'Enter an amount above 0.' });
      else if (chosen && amount.paise > toPaise(chosen.pending)) {
        context.addIssue({
          code: 'custom',
          path: ['amt'],
          message: `Only ${formatMoney(toPaise(chosen.pending))} is pending on bill ${chosen.seq}.`,
        });
      }
    });
}

/** The note as `SetCreditNote` takes it. */
export function toNote(values: CreditNoteFormValues): CreditNoteInput {
  const amount = parseMoney(values.amt, { allowNegative: false });
  return {
    dat: values.dat,
    transactionId: values.transactionId,
    transactionType: 'PCR',
    amt: amount.ok ? fromPaise(amount.paise) : 0,
    descriptio: values.descriptio.trim(),
  };
}
