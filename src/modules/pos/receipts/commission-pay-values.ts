import { z } from 'zod';
import { fromPaise } from '../../../lib/money/money';
import { commissionPaymentProblem } from './domain/commission-rules';
import type { CommissionPaymentInput } from './domain/commission-types';
import { RECEIPT_MODES, type ReceiptMode } from './domain/receipt-types';
import { typedPaise } from './receipt-form-values';

/**
 * The payment form's rules: the amount within what is due to the chosen earner (`due`: their name and due in paise,
 * once known).
 */
export const commissionPaySchema = (due: () => { name: string; duePaise: number } | null, today: string) =>
  z
    .object({
      payee: z.string().min(1, 'Choose who is paid'),
      upTo: z
        .string()
        .min(1, 'Give the last day of the sales')
        .refine((day) => day <= today, 'Give a day up to today'),
      amt: z.string(),
      modeOfPayment: z.enum(RECEIPT_MODES as [string, ...string[]], { message: 'Choose cash, bank or wallet' }),
      account: z.string().min(1, 'Choose the account it is paid from'),
      remarks: z.string().max(200, 'At most 200 characters'),
    })
    .superRefine((values, context) => {
      const paise = typedPaise(values.amt, true);
      if (typeof paise === 'string')
        return context.addIssue({
          code: 'custom',
          path: ['amt'],
          message: values.amt.trim() === '' ? 'Enter the amount paid' : paise,
        });
      const known = due();
      const problem = known ? commissionPaymentProblem(paise, known) : null;
      if (problem) context.addIssue({ code: 'custom', path: ['amt'], message: problem });
    });

export type CommissionPayValues = z.input<ReturnType<typeof commissionPaySchema>>;

export const toPaymentInput = (values: CommissionPayValues): CommissionPaymentInput => ({
  payee: values.payee,
  amt: fromPaise(typedPaise(values.amt, true) as number),
  modeOfPayment: values.modeOfPayment as ReceiptMode,
  account: values.account,
  upTo: values.upTo,
  remarks: values.remarks.trim(),
});
