import { z } from 'zod';
import { fromPaise } from '../../../lib/money/money';
import { parseMoney } from '../../../lib/money/money-parse';
import type { ChargeInput } from '../domain/charge-types';

/** A charge's rate as typed: paise above zero, or the sentence to show beside it. */
function ratePaise(text: string): number | string {
  const parsed = parseMoney(text, { allowNegative: false });
  if (!parsed.ok) return parsed.message;
  return parsed.paise === 0 ? 'Enter an amount above zero' : parsed.paise;
}

/** A charge's quantity as typed: a whole number from 1 to 999, else null. */
function quantityOf(text: string): number | null {
  const quantity = Number(text);
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= 999 ? quantity : null;
}

/**
 * The charge form's checks: the occupant and the head (or service) chosen; a charge's rate an amount above zero and
 * its quantity a whole number from 1 to 999 (a service takes neither).
 */
export const chargeSchema = z
  .object({
    kind: z.enum(['CHARGE', 'SERVICE']),
    allocNo: z.string().min(1, 'Choose the occupant'),
    code: z.string(),
    amount: z.string(),
    quantity: z.string(),
    remarks: z.string(),
  })
  .superRefine((values, context) => {
    const charge = values.kind === 'CHARGE';
    if (!values.code)
      context.addIssue({
        code: 'custom',
        path: ['code'],
        message: charge ? 'Choose the charge' : 'Choose the service',
      });
    if (!charge) return;
    const paise = ratePaise(values.amount);
    if (typeof paise === 'string') context.addIssue({ code: 'custom', path: ['amount'], message: paise });
    if (quantityOf(values.quantity) === null)
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'Give a whole number from 1 to 999' });
  });

export type ChargeValues = z.infer<typeof chargeSchema>;

export const EMPTY_CHARGE: ChargeValues = {
  kind: 'CHARGE',
  allocNo: '',
  code: '',
  amount: '',
  quantity: '1',
  remarks: '',
};

/** The header sent for checked values of the month: a service goes without a rate, once. */
export function toChargeHeader(values: ChargeValues, month: string): ChargeInput {
  const charge = values.kind === 'CHARGE';
  const paise = charge ? ratePaise(values.amount) : null;
  return {
    kind: values.kind,
    allocNo: values.allocNo,
    month,
    code: values.code,
    amount: typeof paise === 'number' ? fromPaise(paise) : null,
    quantity: charge ? (quantityOf(values.quantity) ?? 1) : 1,
    remarks: values.remarks.trim(),
  };
}
