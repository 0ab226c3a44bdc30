import { z } from 'zod';
import { fromPaise } from '../../../../lib/money/money';
import type { PostChargeInput } from '../domain/folio-types';
import { readAs, typedPaise, typedQuantity } from '../parts/typed-values';

export const chargeSchema = z.object({
  head: z.string().min(1, 'Choose the charge head'),
  quantity: readAs(typedQuantity),
  rate: readAs((text) => typedPaise(text)),
  narration: z.string().max(200, 'Keep it within 200 characters'),
});

export type ChargeValues = z.infer<typeof chargeSchema>;

export const emptyCharge: ChargeValues = { head: '', quantity: '1', rate: '', narration: '' };

/** The body sent: the typed values as numbers (they passed the schema). */
export function toChargeInput(stayNo: string, values: ChargeValues): PostChargeInput {
  return {
    stayNo,
    head: values.head,
    quantity: Number(typedQuantity(values.quantity)),
    rate: fromPaise(Number(typedPaise(values.rate))),
    narration: values.narration.trim(),
  };
}
