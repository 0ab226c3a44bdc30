import { z } from 'zod';
import { accountSchema, modeSchema, rupeesSchema } from '../../../kits/receipts/money-modes';
import { fromPaise, isRupeeAmount, sumPaise, toPaise } from '../../../lib/money/money';
import { formatMoney } from '../../../lib/money/money-format';
import type { PaymentInput } from './payment-api';
import type { PendingBillRow } from './payment-types';

const optionalAmount = z
  .string()
  .refine(
    (text) => text.trim() === '' || (Number(text) > 0 && isRupeeAmount(Number(text))),
    'Enter an amount above zero, at most two decimals',
  );

/** The payment form's rules; `bills` are the supplier's pending bills the per-bill amounts line up with. */
export const paymentSchema = (bills: readonly PendingBillRow[]) =>
  z
    .object({
      vendorid: z.string().min(1, 'Choose the supplier'),
      dat: z.string().min(1, 'Enter the date'),
      amt: rupeesSchema,
      paymentmode: modeSchema,
      accountId: accountSchema,
      remarks: z.string().max(200),
      shares: z.array(optionalAmount),
    })
    .superRefine((values, context) => {
      const pending = sumPaise(bills.map((bill) => toPaise(bill.pending)));
      if (toPaise(values.amt) > pending)
        context.addIssue({
          code: 'custom',
          path: ['amt'],
          message: `More than the ${formatMoney(pending)} pending for this supplier`,
        });
      values.shares.forEach((share, index) => {
        const bill = bills[index];
        if (bill && share.trim() !== '' && toPaise(share) > toPaise(bill.pending))
          context.addIssue({
            code: 'custom',
            path: ['shares', index],
            message: `Only ${formatMoney(toPaise(bill.pending))} is pending`,
          });
      });
      const typed = values.shares.filter((share) => share.trim() !== '');
      const total = sumPaise(typed.map((share) => toPaise(share)));
      if (typed.length > 0 && total !== toPaise(values.amt))
        context.addIssue({
          code: 'custom',
          path: ['shares'],
          message: `The bills take ${formatMoney(total)}; the payment is ${formatMoney(toPaise(values.amt))}`,
        });
    });

export type PaymentValues = z.input<ReturnType<typeof paymentSchema>>;

export const emptyPayment = (dat: string): PaymentValues => ({
  vendorid: '',
  dat,
  amt: '',
  paymentmode: 'CAS',
  accountId: '',
  remarks: '',
  shares: [],
});

/** The save body: the amounts typed per bill as lines (none: the server pays the oldest first). */
export function toPaymentBody(values: PaymentValues, bills: readonly PendingBillRow[]): PaymentInput {
  const { shares, amt, ...header } = values;
  const lines = bills.flatMap((bill, index) =>
    (shares[index] ?? '').trim() === '' ? [] : [{ billId: bill.billId, amt: fromPaise(toPaise(shares[index]!)) }],
  );
  return { header: { ...header, amt: fromPaise(toPaise(amt)) }, lines };
}
