import { z } from 'zod';
import { fromPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import { parseMoney } from '../../../lib/money/money-parse';
import { firstAccountOf } from '../../../kits/receipts/money-modes';
import {
  RECEIPT_MODE_LABELS,
  type DueOccupant,
  type ReceiptAccount,
  type ReceiptInput,
} from '../domain/hostel-receipt-types';
import { rupees } from '../shared/hostel-format';

/** The amount as typed, in paise, or null while it is not an amount. */
export function receivedPaise(text: string): number | null {
  const parsed = parseMoney(text, { allowNegative: false });
  return parsed.ok ? parsed.paise : null;
}

/**
 * The receipt form's checks: who paid chosen; the amount above zero and within what they owe; an account of the
 * mode chosen (a user may have none assigned).
 */
export const receiptSchema = (occupants: readonly DueOccupant[]) =>
  z
    .object({
      occupantKey: z.string().min(1, 'Choose who paid'),
      amount: z.string(),
      mode: z.enum(['CAS', 'BAN', 'MOB']),
      account: z.string(),
      reference: z.string(),
      remarks: z.string(),
    })
    .superRefine((values, context) => {
      const parsed = parseMoney(values.amount, { allowNegative: false });
      const occupant = occupants.find((one) => one.key === values.occupantKey);
      const amountProblem = !parsed.ok
        ? parsed.message
        : parsed.paise === 0
          ? 'Enter an amount above zero'
          : occupant && parsed.paise > toPaise(occupant.due)
            ? `${formatMoney(parsed.paise)} is more than the ${rupees(occupant.due)} due`
            : null;
      if (amountProblem) context.addIssue({ code: 'custom', path: ['amount'], message: amountProblem });
      if (!values.account)
        context.addIssue({
          code: 'custom',
          path: ['account'],
          message: `You have no ${RECEIPT_MODE_LABELS[values.mode].toLowerCase()} account assigned`,
        });
    });

export type ReceiptValues = z.infer<ReturnType<typeof receiptSchema>>;

export const emptyReceipt = (accounts: readonly ReceiptAccount[]): ReceiptValues => ({
  occupantKey: '',
  amount: '',
  mode: 'CAS',
  account: firstAccountOf(accounts, 'CAS'),
  reference: '',
  remarks: '',
});

/** The receipt sent for checked values. */
export const toReceiptInput = (values: ReceiptValues): ReceiptInput => ({
  occupantKey: values.occupantKey,
  amount: fromPaise(receivedPaise(values.amount) ?? 0),
  mode: values.mode,
  account: values.account,
  reference: values.reference.trim(),
  remarks: values.remarks.trim(),
});
